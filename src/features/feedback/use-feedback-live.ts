import type { LiveChange } from '~/features/live/live-connection'
import { useLiveQueries } from '~/features/live/live-provider'
import { topicOf } from '~/lib/live-topics'
import { feedbackKeys } from './feedback.queries'

/**
 * Keeps every feedback view of a project live: any feedback event on the project's topic (and, for members,
 * on its members-only topic) refreshes what is on screen. Given the organisation (members only), its topic's
 * changes (segments saved, changed or deleted; customers and so plans) refresh the project's setup, where the
 * list and the roadmap find their segment and plan filters.
 */
export function useFeedbackLive(
  scope: {
    orgSlug: string
    projectSlug: string
    projectId: string
    isMember: boolean
    organizationId?: string | null
  },
  onChange?: (change: LiveChange) => void,
) {
  useLiveQueries(
    [topicOf.project(scope.projectId), scope.isMember ? topicOf.members(scope.projectId) : null],
    [feedbackKeys.project(scope.orgSlug, scope.projectSlug)],
    onChange,
  )
  useLiveQueries(
    [scope.isMember && scope.organizationId ? topicOf.org(scope.organizationId) : null],
    [feedbackKeys.setup(scope.orgSlug, scope.projectSlug)],
  )
}
