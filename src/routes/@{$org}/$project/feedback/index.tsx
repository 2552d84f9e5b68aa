import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { ensureMessages } from '~/components/i18n/use-t'
import { FeedbackListPage } from '~/features/feedback/components/feedback-list-page'
import { feedbackListQuery, feedbackSetupQuery } from '~/features/feedback/feedback.queries'
import { feedbackSearch } from '~/features/feedback/feedback.search'
import { loadProjectPage } from '~/features/projects/load-project-page'

/** Search parameter board (default "all"); loads the project's feedback by projectSlug. */
export const Route = createFileRoute('/@{$org}/$project/feedback/')({
  validateSearch: feedbackSearch,
  // The defaults stay out of the address: /feedback is the trending list of all boards.
  search: { middlewares: [stripSearchParams({ board: 'all', sort: 'trending' })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    loadProjectPage(context.queryClient, params, () => [
      ensureMessages(context.queryClient, context.viewer.locale, ['feedback', 'errors']),
      context.queryClient.ensureQueryData(feedbackSetupQuery(params.org, params.project)),
      context.queryClient.ensureInfiniteQueryData(feedbackListQuery(params.org, params.project, deps)),
      ensureMessages(context.queryClient, context.viewer.locale, ['feedbackAdmin', 'errors']),
    ]),
  component: function FeedbackRoute() {
    const { org, project } = Route.useParams()
    const navigate = Route.useNavigate()
    return (
      <FeedbackListPage
        orgSlug={org}
        projectSlug={project}
        search={Route.useSearch()}
        onSearchChange={(changes) =>
          void navigate({ search: (previous) => ({ ...previous, ...changes }), replace: true })
        }
      />
    )
  },
})
