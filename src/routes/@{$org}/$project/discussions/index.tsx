import { createFileRoute } from '@tanstack/react-router'
import { ensureMessages } from '~/components/i18n/use-t'
import { DiscussionListPage } from '~/features/discussions/components/discussion-list-page'
import { discussionSetupQuery, threadListQuery } from '~/features/discussions/discussions.queries'
import { loadProjectPage } from '~/features/projects/load-project-page'
import { searchParams, text } from '~/lib/search-params'

const searchSchema = searchParams({
  category: text({ trim: true, min: 1, max: 64 }),
  q: text({ trim: true, max: 200 }),
})

/** The project's discussions (for the organisation's members; everyone else gets not found). */
export const Route = createFileRoute('/@{$org}/$project/discussions/')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ category: search.category, q: search.q }),
  loader: ({ context, params, deps }) =>
    loadProjectPage(context.queryClient, params, () => [
      context.queryClient.ensureQueryData(discussionSetupQuery(params.org, params.project)),
      context.queryClient.ensureInfiniteQueryData(threadListQuery(params.org, params.project, deps)),
      ensureMessages(context.queryClient, context.viewer.locale, ['discussions', 'errors']),
    ]),
  component: function DiscussionsRoute() {
    const { org, project } = Route.useParams()
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <DiscussionListPage
        orgSlug={org}
        projectSlug={project}
        search={search}
        onSearchChange={(changes) =>
          void navigate({ search: (previous) => ({ ...previous, ...changes }), replace: true })
        }
      />
    )
  },
})
