import { useT } from '~/components/i18n/use-t'
import { ReactionPills } from '~/components/ui/reaction-pills'
import { reactToPostFn } from '../discussions.functions'
import type { DiscussionPost } from '../discussions.types'
import { useDiscussionAction } from '../use-discussion-action'

/** The fixed set of reactions on a post, live; pressing one toggles the viewer's own. */
export function PostReactions(props: {
  orgSlug: string
  projectSlug: string
  post: DiscussionPost
  disabled: boolean
}) {
  const t = useT('discussions')
  const { run, pending } = useDiscussionAction(props.orgSlug, props.projectSlug)
  return (
    <ReactionPills
      size="sm"
      reactions={props.post.reactions}
      disabled={props.disabled || pending}
      onToggle={(reaction) =>
        void run(
          () =>
            reactToPostFn({
              data: {
                orgSlug: props.orgSlug,
                projectSlug: props.projectSlug,
                threadId: props.post.threadId,
                postId: props.post.id,
                emoji: reaction.emoji,
                on: !reaction.reacted,
              },
            }),
          { failure: t('reactions.failed') },
        )
      }
    />
  )
}
