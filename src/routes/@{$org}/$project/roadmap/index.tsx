import { createFileRoute } from '@tanstack/react-router'
import { Map as MapIcon } from 'lucide-react'
import { ProjectArea } from '~/features/projects/components/project-area'

export const Route = createFileRoute('/@{$org}/$project/roadmap/')({
  component: function RoadmapRoute() {
    const { org, project } = Route.useParams()
    return (
      <ProjectArea
        orgSlug={org}
        projectSlug={project}
        title="Roadmap"
        purpose="What is planned, in progress and done, so everyone can see where their request stands."
        icon={MapIcon}
        needs="roadmap.read"
      />
    )
  },
})
