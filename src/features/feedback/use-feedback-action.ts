import { useQueuedAction } from '~/features/live/use-queued-action'
import { feedbackKeys } from './feedback.queries'

/**
 * Runs a feedback change through the mutation queue, refreshes what feedback shows, and reports: a toast on
 * success when given one, the server's message on failure. Resolves to the result, or undefined on failure.
 */
export function useFeedbackAction(orgSlug: string, projectSlug: string) {
  return useQueuedAction(feedbackKeys.project(orgSlug, projectSlug))
}
