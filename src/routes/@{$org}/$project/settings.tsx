import { createFileRoute, notFound } from '@tanstack/react-router'
import { ProjectSettingsPage } from '~/features/projects/components/project-settings-page'
import { projectQuery } from '~/features/projects/projects.queries'

/** Project settings are for those who may manage the project; everyone else gets not found. */
export const Route = createFileRoute('/@{$org}/$project/settings')({
  loader: async ({ context, params }) => {
    const project = await context.queryClient.ensureQueryData(projectQuery(params.org, params.project))
    if ('moved' in project || !project.permissions['project.manage']) throw notFound()
  },
  component: function ProjectSettingsRoute() {
    const { org, project } = Route.useParams()
    return <ProjectSettingsPage orgSlug={org} projectSlug={project} />
  },
})
