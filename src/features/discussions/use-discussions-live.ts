import type { LiveChange } from '~/features/live/live-connection'
import { useLiveQueries } from '~/features/live/live-provider'
import { topicOf } from '~/lib/live-topics'
import { discussionKeys } from './discussion-keys'

/**
 * Keeps every discussions view of a project live: any change on the project's discussions topic, and the
 * viewer's own topic (a thread read in another tab or device), refreshes what is on screen.
 */
export function useDiscussionsLive(
  scope: { orgSlug: string; projectSlug: string; projectId: string; viewerId: string | null },
  onChange?: (change: LiveChange) => void,
) {
  useLiveQueries(
    [topicOf.discussions(scope.projectId), scope.viewerId ? topicOf.user(scope.viewerId) : null],
    [discussionKeys.project(scope.orgSlug, scope.projectSlug)],
    onChange,
  )
}
