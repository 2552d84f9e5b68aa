import { createFileRoute } from '@tanstack/react-router'
import { ProjectHome } from '~/features/projects/components/project-home'
import { projectActivityQuery } from '~/features/projects/projects.queries'

export const Route = createFileRoute('/@{$org}/$project/')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(projectActivityQuery(params.org, params.project)),
  component: function ProjectHomeRoute() {
    const { org, project } = Route.useParams()
    return <ProjectHome orgSlug={org} projectSlug={project} />
  },
})
