import { useQueuedAction } from '~/features/live/use-queued-action'
import { discussionKeys } from './discussion-keys'

/** Runs a discussions change through the mutation queue and refreshes what discussions show. */
export function useDiscussionAction(orgSlug: string, projectSlug: string) {
  return useQueuedAction(discussionKeys.project(orgSlug, projectSlug))
}
