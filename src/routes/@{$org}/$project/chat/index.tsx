import { createFileRoute } from '@tanstack/react-router'
import { MessageCircle } from 'lucide-react'
import { ProjectArea } from '~/features/projects/components/project-area'

export const Route = createFileRoute('/@{$org}/$project/chat/')({
  component: function ChatRoute() {
    const { org, project } = Route.useParams()
    return (
      <ProjectArea
        orgSlug={org}
        projectSlug={project}
        title="Chat"
        purpose="Live conversation for the people working on this project."
        icon={MessageCircle}
        needs="chat.read"
      />
    )
  },
})
