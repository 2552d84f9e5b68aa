import { useQueryClient } from '@tanstack/react-query'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { useT } from '~/components/i18n/use-t'
import { ReactionPills } from '~/components/ui/reaction-pills'
import { useViewer } from '~/features/auth/use-viewer'
import { mutationQueue } from '~/features/live/mutation-queue'
import { messageOf } from '~/lib/auth-result'
import { toast } from '~/lib/toast'
import type { UpdateReaction } from '~/lib/update-rules'
import { publicActorId } from '~/lib/viewer'
import type { ReactionSummary } from '~/server/reactions.server'
import { reactToUpdateFn } from '../updates.functions'
import { updateKeys } from '../updates.queries'

type UpdateReactionsProps = {
  orgSlug: string
  projectSlug: string
  updateId: string
  reactions: ReactionSummary[]
}

/** The fixed set of reactions with live counts; pressing one toggles the viewer's own. */
export function UpdateReactions({ orgSlug, projectSlug, updateId, reactions }: UpdateReactionsProps) {
  const t = useT('updates')
  const viewer = useViewer()
  const href = useLocation({ select: (location) => location.href })
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const toggle = async (reaction: ReactionSummary) => {
    if (!publicActorId(viewer)) {
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
      toast.error(messageOf(error, t('reactions.failed')))
    } finally {
      void queryClient.invalidateQueries({ queryKey: updateKeys.project(orgSlug, projectSlug) })
    }
  }
  return <ReactionPills reactions={reactions} onToggle={(reaction) => void toggle(reaction)} />
}
