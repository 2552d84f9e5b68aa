import { useQueryClient } from '@tanstack/react-query'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { ChevronUp } from 'lucide-react'
import * as React from 'react'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { useReadyControl } from '~/components/ui/use-ready-control'
import { useViewer } from '~/features/auth/use-viewer'
import { writeOptimistically } from '~/features/live/optimistic-write'
import { messageOf } from '~/lib/auth-result'
import { cn } from '~/lib/cn'
import { toast } from '~/lib/toast'
import { publicActorId } from '~/lib/viewer'
import { voteFn } from '../feedback.functions'
import { feedbackKeys } from '../feedback.queries'

type VoteButtonProps = {
  orgSlug: string
  projectSlug: string
  itemId: string
  title: string
  voted: boolean
  count: number
  /** False when the viewer is signed in but may not vote here. */
  canVote: boolean
  /** The item's board accepts votes from visitors who are not signed in: they vote here instead of signing in. */
  anonymous?: boolean
  size?: 'default' | 'large'
}

/**
 * One vote per person, toggled. Optimistic: the count changes at once, the call goes through the mutation
 * queue (in order with the viewer's other changes), and a refusal puts it back. Anonymous visitors are sent to
 * sign in and come back here, unless the board accepts anonymous votes: then their browser answers the server's
 * challenge first (the button says so meanwhile).
 */
export function VoteButton({
  orgSlug,
  projectSlug,
  itemId,
  title,
  voted,
  count,
  canVote,
  anonymous = false,
  size,
}: VoteButtonProps) {
  const t = useT('feedback')
  const errorText = useErrorText()
  const viewer = useViewer()
  const href = useLocation({ select: (location) => location.href })
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [optimistic, setOptimistic] = React.useState<{ voted: boolean; count: number } | null>(null)
  const inFlight = React.useRef(0)
  const [checking, setChecking] = React.useState(false)

  // Once nothing is in flight, what the server says (after a refetch or a live event) wins again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the server's answer changes, on purpose
  React.useEffect(() => {
    if (inFlight.current === 0) setOptimistic(null)
  }, [voted, count])

  const shown = optimistic ?? { voted, count }
  const actor = publicActorId(viewer)
  const disabled = Boolean(actor) && !canVote

  const toggle = async () => {
    if (!actor && !anonymous) {
      await navigate({ to: '/sign-in', search: { redirect: href } })
      return
    }
    const next = { voted: !shown.voted, count: Math.max(0, shown.count + (shown.voted ? -1 : 1)) }
    inFlight.current++
    try {
      const data = { orgSlug, projectSlug, feedbackId: itemId, voted: next.voted }
      const result = await writeOptimistically(
        queryClient,
        feedbackKeys.project(orgSlug, projectSlug),
        () => setOptimistic(next),
        async () => {
          if (actor) return voteFn({ data })
          setChecking(true)
          try {
            // Loaded on first use: only anonymous visitors on boards that accept them need it.
            const { sendAnonymousVote } = await import('../anonymous-vote')
            return await sendAnonymousVote(data)
          } finally {
            setChecking(false)
          }
        },
      )
      if (inFlight.current === 1) setOptimistic({ voted: result.voted, count: result.voteCount })
    } catch (error) {
      setOptimistic(null)
      toast.error(errorText(messageOf(error, t('vote.failed'))))
    } finally {
      inFlight.current--
    }
  }

  const ready = useReadyControl(
    disabled,
    disabled
      ? t('vote.membersOnly')
      : checking
        ? t('vote.checking')
        : shown.voted
          ? t('vote.remove')
          : anonymous && !actor
            ? t('vote.anonymous')
            : t('vote.vote'),
  )
  return (
    <button
      type="button"
      onClick={toggle}
      {...ready}
      aria-pressed={shown.voted}
      aria-busy={checking || undefined}
      aria-label={t('vote.label', { title, count: shown.count })}
      className={cn(
        'flex shrink-0 cursor-pointer flex-col items-center justify-center rounded-md border text-sm font-semibold tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60',
        size === 'large' ? 'h-16 w-14' : 'h-14 w-12',
        shown.voted
          ? 'border-primary bg-primary text-primary-foreground hover:bg-primary/90'
          : 'border-border bg-card text-foreground hover:border-primary hover:text-primary',
      )}
    >
      <ChevronUp aria-hidden className="size-4" />
      <span>{shown.count}</span>
    </button>
  )
}
