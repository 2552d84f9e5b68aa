import { createFileRoute, notFound } from '@tanstack/react-router'
import { NotFoundView } from '~/components/shell/not-found-view'
import { ProjectSettingsPage } from '~/features/projects/components/project-settings-page'
import { projectQuery } from '~/features/projects/projects.queries'

/** Project settings are for those who may manage the project; everyone else gets not found. */
export const Route = createFileRoute('/@{$org}/$project/settings')({
  loader: async ({ context, params }) => {
    const project = await context.queryClient.ensureQueryData(projectQuery(params.org, params.project))
    if ('moved' in project || !project.permissions['project.manage']) throw notFound()
  },
  // Not found here means "not for you": the page's own view, inside the layout that did load.
  notFoundComponent: () => <NotFoundView />,
  component: function ProjectSettingsRoute() {
    const { org, project } = Route.useParams()
    return <ProjectSettingsPage orgSlug={org} projectSlug={project} />
  },
})
