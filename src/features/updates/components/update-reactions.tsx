import { useQueryClient } from '@tanstack/react-query'
import { useLocation, useNavigate, useRouteContext } from '@tanstack/react-router'
import { toast } from 'sonner'
import { mutationQueue } from '~/features/live/mutation-queue'
import { messageOf } from '~/lib/auth-result'
import { cn } from '~/lib/cn'
import type { UpdateReaction } from '~/lib/update-rules'
import type { ReactionSummary } from '~/server/reactions.server'
import { reactToUpdateFn } from '../updates.functions'
import { updateKeys } from '../updates.queries'

const names: Record<string, string> = {
  '👍': 'thumbs up',
  '🎉': 'celebrate',
  '❤️': 'love',
  '🚀': 'rocket',
  '👀': 'eyes',
}

type UpdateReactionsProps = {
  orgSlug: string
  projectSlug: string
  updateId: string
  reactions: ReactionSummary[]
}

/** The fixed set of reactions with live counts; pressing one toggles the viewer's own. */
export function UpdateReactions({ orgSlug, projectSlug, updateId, reactions }: UpdateReactionsProps) {
  const { viewer } = useRouteContext({ from: '__root__' })
  const href = useLocation({ select: (location) => location.href })
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const toggle = async (reaction: ReactionSummary) => {
    if (!viewer.userId) {
      await navigate({ to: '/sign-in', search: { redirect: href } })
      return
    }
    try {
      await mutationQueue.run(() =>
        reactToUpdateFn({
          data: {
            orgSlug,
            projectSlug,
            updateId,
            emoji: reaction.emoji as UpdateReaction,
            on: !reaction.reacted,
          },
        }),
      )
    } catch (error) {
      toast.error(messageOf(error, 'Your reaction could not be saved'))
    } finally {
      void queryClient.invalidateQueries({ queryKey: updateKeys.project(orgSlug, projectSlug) })
    }
  }
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Reactions">
      {reactions.map((reaction) => (
        <li key={reaction.emoji}>
          <button
            type="button"
            aria-pressed={reaction.reacted}
            aria-label={`React with ${names[reaction.emoji] ?? reaction.emoji} (${reaction.count})`}
            onClick={() => void toggle(reaction)}
            className={cn(
              'inline-flex h-8 cursor-pointer items-center gap-1 rounded-full border px-2.5 text-sm tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              reaction.reacted
                ? 'border-primary bg-accent text-foreground'
                : 'border-border bg-card text-muted-foreground hover:border-primary',
            )}
          >
            <span aria-hidden>{reaction.emoji}</span>
            {reaction.count}
          </button>
        </li>
      ))}
    </ul>
  )
}
