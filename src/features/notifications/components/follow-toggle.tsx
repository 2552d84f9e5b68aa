import { type QueryKey, type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query'
import { Bell, BellRing } from 'lucide-react'
import * as React from 'react'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { writeOptimistically } from '~/features/live/optimistic-write'
import { messageOf } from '~/lib/auth-result'
import { cn } from '~/lib/cn'
import { toast } from '~/lib/toast'
import { setChatFollowFn, setFeedbackFollowFn } from '../notifications.functions'
import { chatFollowQuery, feedbackFollowQuery } from '../notifications.queries'
import type { FollowState } from '../notifications.types'

type FollowToggleProps = {
  state: UseQueryResult<FollowState>
  queryKey: QueryKey
  set: (following: boolean) => Promise<FollowState>
  /** What following means here, for the button's description and the toasts (in the page's language). */
  texts: { on: string; off: string; stop: string; start: string }
  /** Icon only on narrow screens (the name stays for assistive technology). */
  compact?: boolean
  className?: string
}

/**
 * A toggle button "Follow" (aria-pressed): optimistic (writeOptimistically); a refusal puts it back.
 * Its name stays "Follow" whatever the state, as a toggle's should.
 */
function FollowToggle({ state, queryKey, set, texts, compact, className }: FollowToggleProps) {
  const t = useT('notifications')
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const [pending, setPending] = React.useState(false)
  if (state.isError) return null
  const following = state.data?.following ?? false

  const toggle = async () => {
    const next = !following
    setPending(true)
    try {
      await writeOptimistically(
        queryClient,
        queryKey,
        () => queryClient.setQueryData<FollowState>(queryKey, { following: next }),
        () => set(next),
      )
      toast.success(next ? texts.on : texts.off)
    } catch (error) {
      queryClient.setQueryData<FollowState>(queryKey, { following })
      toast.error(errorText(messageOf(error, t('follow.failure'))))
    } finally {
      setPending(false)
    }
  }

  return (
    <Button
      variant={following ? 'toggled' : 'outline'}
      size="sm"
      aria-pressed={following}
      disabled={state.isPending || pending}
      title={following ? texts.stop : texts.start}
      onClick={() => void toggle()}
      className={className}
    >
      {following ? <BellRing aria-hidden className="text-primary" /> : <Bell aria-hidden />}
      <span className={cn(compact && 'sr-only sm:not-sr-only')}>{t('follow.action')}</span>
    </Button>
  )
}

type Scope = { orgSlug: string; projectSlug: string }

/** On a feedback item: comments and status changes notify followers (posting, voting, commenting follow). */
export function FeedbackFollowButton({ orgSlug, projectSlug, itemId }: Scope & { itemId: string }) {
  const t = useT('notifications')
  const options = feedbackFollowQuery(orgSlug, projectSlug, itemId)
  const state = useQuery(options)
  return (
    <FollowToggle
      state={state}
      queryKey={options.queryKey}
      set={(following) => setFeedbackFollowFn({ data: { orgSlug, projectSlug, itemId, following } })}
      texts={{
        on: t('follow.feedbackOn'),
        off: t('follow.feedbackOff'),
        stop: t('follow.feedbackStop'),
        start: t('follow.feedbackStart'),
      }}
    />
  )
}

/** On a chat: every message notifies followers (the people of a private chat follow it unless they stop). */
export function ChatFollowButton({ orgSlug, projectSlug, chatId }: Scope & { chatId: string }) {
  const t = useT('notifications')
  const options = chatFollowQuery(orgSlug, projectSlug, chatId)
  const state = useQuery(options)
  return (
    <FollowToggle
      state={state}
      queryKey={options.queryKey}
      set={(following) => setChatFollowFn({ data: { orgSlug, projectSlug, chatId, following } })}
      texts={{
        on: t('follow.chatOn'),
        off: t('follow.chatOff'),
        stop: t('follow.chatStop'),
        start: t('follow.chatStart'),
      }}
      compact
      className="shrink-0"
    />
  )
}

/** The feedback item's side card: the toggle and what it means. */
export function FeedbackFollowCard(props: Scope & { itemId: string }) {
  const t = useT('notifications')
  return (
    <Card className="grid gap-2 p-4">
      <h2 className="text-sm font-medium uppercase tracking-wide text-muted-foreground">{t('title')}</h2>
      <p className="text-sm text-muted-foreground">{t('follow.cardHint')}</p>
      <div>
        <FeedbackFollowButton {...props} />
      </div>
    </Card>
  )
}
