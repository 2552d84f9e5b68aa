import { createFileRoute } from '@tanstack/react-router'
import { ensureMessages } from '~/components/i18n/use-t'
import { FilesPage } from '~/features/files/components/files-page'
import { filesSearch, filtersOf } from '~/features/files/components/files-search'
import { filesListQuery } from '~/features/files/files.queries'
import { loadProjectPage } from '~/features/projects/load-project-page'

/** The project's files (for the organisation's members; everyone else gets not found). */
export const Route = createFileRoute('/@{$org}/$project/files/')({
  validateSearch: filesSearch,
  loaderDeps: ({ search }) => filtersOf(search),
  loader: ({ context, params, deps }) =>
    loadProjectPage(context.queryClient, params, () => [
      context.queryClient.ensureQueryData(filesListQuery(params.org, params.project, deps)),
      ensureMessages(context.queryClient, context.viewer.locale, ['files', 'errors']),
    ]),
  component: function FilesRoute() {
    const { org, project } = Route.useParams()
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <FilesPage
        orgSlug={org}
        projectSlug={project}
        search={search}
        onSearchChange={(changes, options) =>
          void navigate({ search: (previous) => ({ ...previous, ...changes }), replace: !options?.push })
        }
      />
    )
  },
})
