import { createFileRoute, redirect } from '@tanstack/react-router'
import { ensureMessages } from '~/components/i18n/use-t'
import { NewFeedbackPage } from '~/features/feedback/components/new-feedback-page'
import { feedbackSetupQuery } from '~/features/feedback/feedback.queries'
import { loadProjectPage } from '~/features/projects/load-project-page'
import { searchParams, text } from '~/lib/search-params'
import { publicActorId } from '~/lib/viewer'

const newFeedbackSearch = searchParams({ board: text({ max: 64 }) })

/**
 * Create a feedback item. Anonymous visitors post here when a board takes anonymous posts; otherwise they sign
 * in first and come back here.
 */
export const Route = createFileRoute('/@{$org}/$project/feedback/new/')({
  validateSearch: newFeedbackSearch,
  loader: async ({ context, params, location }) => {
    const loaded = await loadProjectPage(context.queryClient, params, () => [
      ensureMessages(context.queryClient, context.viewer.locale, ['feedback', 'errors']),
      context.queryClient.ensureQueryData(feedbackSetupQuery(params.org, params.project)),
      ensureMessages(context.queryClient, context.viewer.locale, ['feedbackAdmin', 'errors']),
    ])
    if (!publicActorId(context.viewer)) {
      const setup = await context.queryClient.ensureQueryData(feedbackSetupQuery(params.org, params.project))
      if (!setup.boards.some((board) => board.anonymousPosts))
        throw redirect({ to: '/sign-in', search: { redirect: location.href } })
    }
    return loaded
  },
  component: function NewFeedbackRoute() {
    const { org, project } = Route.useParams()
    const { board } = Route.useSearch()
    return <NewFeedbackPage orgSlug={org} projectSlug={project} boardId={board} />
  },
})
