import { createFileRoute } from '@tanstack/react-router'
import { MessagesSquare } from 'lucide-react'
import { ProjectArea } from '~/features/projects/components/project-area'

export const Route = createFileRoute('/@{$org}/$project/discussions/')({
  component: function DiscussionsRoute() {
    const { org, project } = Route.useParams()
    return (
      <ProjectArea
        orgSlug={org}
        projectSlug={project}
        title="Discussions"
        purpose="Threads for questions and decisions that deserve more than a chat message."
        icon={MessagesSquare}
        needs="discussion.read"
      />
    )
  },
})
