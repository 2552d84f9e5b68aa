import { createFileRoute } from '@tanstack/react-router'
import { FileText } from 'lucide-react'
import { ProjectArea } from '~/features/projects/components/project-area'

export const Route = createFileRoute('/@{$org}/$project/files/')({
  component: function FilesRoute() {
    const { org, project } = Route.useParams()
    return (
      <ProjectArea
        orgSlug={org}
        projectSlug={project}
        title="Files"
        purpose="Specs, designs and exports, kept next to the project they belong to."
        icon={FileText}
        needs="file.read"
      />
    )
  },
})
