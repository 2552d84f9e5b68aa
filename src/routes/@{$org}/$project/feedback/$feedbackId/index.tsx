import { createFileRoute, redirect } from '@tanstack/react-router'
import { ensureMessages } from '~/components/i18n/use-t'
import { FeedbackItemPage } from '~/features/feedback/components/feedback-item-page'
import {
  feedbackItemQuery,
  feedbackSetupQuery,
  feedbackTimelineQuery,
} from '~/features/feedback/feedback.queries'
import { loadProjectPage } from '~/features/projects/load-project-page'
import { searchParams, text } from '~/lib/search-params'

/** A single feedback item. A merged item's address leads to the item it was merged into. */
export const Route = createFileRoute('/@{$org}/$project/feedback/$feedbackId/')({
  validateSearch: searchParams({ merged: text({ max: 64 }) }),
  loader: async ({ context, params }) => {
    const itemQuery = feedbackItemQuery(params.org, params.project, params.feedbackId)
    await loadProjectPage(context.queryClient, params, () => [
      ensureMessages(context.queryClient, context.viewer.locale, ['feedback', 'errors']),
      context.queryClient.ensureQueryData(feedbackSetupQuery(params.org, params.project)),
      context.queryClient.ensureQueryData(itemQuery),
      ensureMessages(context.queryClient, context.viewer.locale, ['feedbackAdmin', 'errors']),
      context.queryClient.ensureQueryData(
        feedbackTimelineQuery(params.org, params.project, params.feedbackId),
      ),
      // The moderators' "Start a discussion" button.
      ensureMessages(context.queryClient, context.viewer.locale, ['discussions']),
    ])
    const item = context.queryClient.getQueryData(itemQuery.queryKey)
    if (item && 'mergedInto' in item) {
      throw redirect({
        to: '/@{$org}/$project/feedback/$feedbackId',
        params: { ...params, feedbackId: item.mergedInto },
        search: { merged: params.feedbackId },
      })
    }
  },
  component: function FeedbackItemRoute() {
    const { org, project, feedbackId } = Route.useParams()
    const { merged } = Route.useSearch()
    return (
      <FeedbackItemPage orgSlug={org} projectSlug={project} feedbackId={feedbackId} mergedFrom={merged} />
    )
  },
})
