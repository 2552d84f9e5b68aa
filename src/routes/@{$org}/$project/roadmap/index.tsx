import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { ensureMessages } from '~/components/i18n/use-t'
import { feedbackSetupQuery, roadmapQuery } from '~/features/feedback/feedback.queries'
import { roadmapSearch } from '~/features/feedback/feedback.search'
import { RoadmapPage } from '~/features/feedback/roadmap/roadmap-page'
import { loadProjectPage } from '~/features/projects/load-project-page'

/** The project's roadmap (its statuses shown on the roadmap, as columns). */
export const Route = createFileRoute('/@{$org}/$project/roadmap/')({
  validateSearch: roadmapSearch,
  search: { middlewares: [stripSearchParams({ board: 'all', sort: 'position' })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    loadProjectPage(context.queryClient, params, () => [
      ensureMessages(context.queryClient, context.viewer.locale, ['feedback', 'errors']),
      context.queryClient.ensureQueryData(feedbackSetupQuery(params.org, params.project)),
      context.queryClient.ensureQueryData(roadmapQuery(params.org, params.project, deps)),
    ]),
  component: function RoadmapRoute() {
    const { org, project } = Route.useParams()
    const navigate = Route.useNavigate()
    return (
      <RoadmapPage
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
