import { useQueryClient } from '@tanstack/react-query'
import * as React from 'react'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { Card } from '~/components/ui/card'
import { NativeSelect } from '~/components/ui/native-select'
import { mutationQueue } from '~/features/live/mutation-queue'
import { messageOf } from '~/lib/auth-result'
import { VOTE_IMPORTANCES, type VoteImportance } from '~/lib/feedback-rules'
import { toast } from '~/lib/toast'
import { voteFn } from '../feedback.functions'
import { feedbackKeys } from '../feedback.queries'
import type { VoteBreakdown } from '../server/item-detail.server'

/** The importances' names (their messages). */
const IMPORTANCE_LABELS = {
  nice_to_have: 'importance.niceToHave',
  important: 'importance.important',
  critical: 'importance.critical',
} as const satisfies Record<VoteImportance, string>

type ImportanceCardProps = {
  orgSlug: string
  projectSlug: string
  itemId: string
  /** What the viewer said with their vote (null: nothing). */
  importance: VoteImportance | null
  /** The viewer is an anonymous visitor (their change answers the server's challenge first). */
  anonymous: boolean
}

/**
 * How important the item is to the viewer who voted for it: optional and changeable, a native select (keyboard
 * and screen readers as the platform intends). Only the organisation's members see what voters said, as counts.
 */
export function ImportanceCard({ orgSlug, projectSlug, itemId, importance, anonymous }: ImportanceCardProps) {
  const queryClient = useQueryClient()
  const t = useT('feedbackAdmin')
  const errorText = useErrorText()
  const [pending, setPending] = React.useState<VoteImportance | '' | null>(null)
  const id = React.useId()
  const change = async (value: string) => {
    const next = (VOTE_IMPORTANCES as readonly string[]).includes(value) ? (value as VoteImportance) : null
    setPending(next ?? '')
    try {
      const data = { orgSlug, projectSlug, feedbackId: itemId, voted: true, importance: next }
      await mutationQueue.run(async () => {
        if (!anonymous) return voteFn({ data })
        const { sendAnonymousVote } = await import('../anonymous-vote')
        return sendAnonymousVote(data)
      })
    } catch (error) {
      toast.error(errorText(messageOf(error, t('importance.failed'))))
    } finally {
      setPending(null)
      void queryClient.invalidateQueries({ queryKey: feedbackKeys.project(orgSlug, projectSlug) })
    }
  }
  return (
    <Card className="p-4">
      <label htmlFor={id} className="text-sm font-medium">
        {t('importance.question')}
      </label>
      <p className="mt-0.5 text-xs text-muted-foreground">{t('importance.hint')}</p>
      <NativeSelect
        id={id}
        className="mt-2 w-full"
        value={pending ?? importance ?? ''}
        onChange={(event) => void change(event.target.value)}
        aria-busy={pending !== null || undefined}
      >
        <option value="">{t('importance.notSaid')}</option>
        {VOTE_IMPORTANCES.map((level) => (
          <option key={level} value={level}>
            {t(IMPORTANCE_LABELS[level])}
          </option>
        ))}
      </NativeSelect>
    </Card>
  )
}

/** The members' view of what voters said: counts per importance, and how many votes were anonymous. */
export function VoteBreakdownSummary({ breakdown }: { breakdown: VoteBreakdown }) {
  const t = useT('feedbackAdmin')
  return (
    <dl
      className="mt-3 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm"
      aria-label={t('importance.breakdown')}
    >
      {[...VOTE_IMPORTANCES].reverse().map((level) => (
        <React.Fragment key={level}>
          <dt className="text-muted-foreground">{t(IMPORTANCE_LABELS[level])}</dt>
          <dd className="text-end tabular-nums">{breakdown.importance[level]}</dd>
        </React.Fragment>
      ))}
      <dt className="text-muted-foreground">{t('importance.anonymous')}</dt>
      <dd className="text-end tabular-nums">{breakdown.anonymous}</dd>
    </dl>
  )
}
