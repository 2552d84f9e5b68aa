import { useQueryClient } from '@tanstack/react-query'
import * as React from 'react'
import { Card } from '~/components/ui/card'
import { NativeSelect } from '~/components/ui/native-select'
import { mutationQueue } from '~/features/live/mutation-queue'
import { messageOf } from '~/lib/auth-result'
import { VOTE_IMPORTANCE_LABELS, VOTE_IMPORTANCES, type VoteImportance } from '~/lib/feedback-rules'
import { toast } from '~/lib/toast'
import { voteFn } from '../feedback.functions'
import { feedbackKeys } from '../feedback.queries'
import type { VoteBreakdown } from '../server/item-detail.server'

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
      toast.error(messageOf(error, 'Your answer could not be saved'))
    } finally {
      setPending(null)
      void queryClient.invalidateQueries({ queryKey: feedbackKeys.project(orgSlug, projectSlug) })
    }
  }
  return (
    <Card className="p-4">
      <label htmlFor={id} className="text-sm font-medium">
        How important is this to you?
      </label>
      <p className="mt-0.5 text-xs text-muted-foreground">
        Optional. Only the team sees the answers, as counts.
      </p>
      <NativeSelect
        id={id}
        className="mt-2 w-full"
        value={pending ?? importance ?? ''}
        onChange={(event) => void change(event.target.value)}
        aria-busy={pending !== null || undefined}
      >
        <option value="">Not said</option>
        {VOTE_IMPORTANCES.map((level) => (
          <option key={level} value={level}>
            {VOTE_IMPORTANCE_LABELS[level]}
          </option>
        ))}
      </NativeSelect>
    </Card>
  )
}

/** The members' view of what voters said: counts per importance, and how many votes were anonymous. */
export function VoteBreakdownSummary({ breakdown }: { breakdown: VoteBreakdown }) {
  return (
    <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm" aria-label="Votes by importance">
      {[...VOTE_IMPORTANCES].reverse().map((level) => (
        <React.Fragment key={level}>
          <dt className="text-muted-foreground">{VOTE_IMPORTANCE_LABELS[level]}</dt>
          <dd className="text-right tabular-nums">{breakdown.importance[level]}</dd>
        </React.Fragment>
      ))}
      <dt className="text-muted-foreground">Anonymous votes</dt>
      <dd className="text-right tabular-nums">{breakdown.anonymous}</dd>
    </dl>
  )
}
