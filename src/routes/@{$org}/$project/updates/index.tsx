import { createFileRoute } from '@tanstack/react-router'
import { Megaphone } from 'lucide-react'
import { ProjectArea } from '~/features/projects/components/project-area'

export const Route = createFileRoute('/@{$org}/$project/updates/')({
  component: function UpdatesRoute() {
    const { org, project } = Route.useParams()
    return (
      <ProjectArea
        orgSlug={org}
        projectSlug={project}
        title="Updates"
        purpose="Release notes and announcements: tell people what shipped and what it fixes."
        icon={Megaphone}
        needs="update.read"
      />
    )
  },
})
