import { createFileRoute, redirect } from '@tanstack/react-router'
import { NewFeedbackPage } from '~/features/feedback/components/new-feedback-page'
import { feedbackSetupQuery } from '~/features/feedback/feedback.queries'
import { loadProjectPage } from '~/features/projects/load-project-page'
import { searchParams, text } from '~/lib/search-params'
import { publicActorId } from '~/lib/viewer'

const newFeedbackSearch = searchParams({ board: text({ max: 64 }) })

/** Create a feedback item. Anonymous visitors sign in first and come back here. */
export const Route = createFileRoute('/@{$org}/$project/feedback/new/')({
  validateSearch: newFeedbackSearch,
  beforeLoad: ({ context, location }) => {
    if (!publicActorId(context.viewer))
      throw redirect({ to: '/sign-in', search: { redirect: location.href } })
  },
  loader: ({ context, params }) =>
    loadProjectPage(context.queryClient, params, () => [
      context.queryClient.ensureQueryData(feedbackSetupQuery(params.org, params.project)),
    ]),
  component: function NewFeedbackRoute() {
    const { org, project } = Route.useParams()
    const { board } = Route.useSearch()
    return <NewFeedbackPage orgSlug={org} projectSlug={project} boardId={board} />
  },
})
