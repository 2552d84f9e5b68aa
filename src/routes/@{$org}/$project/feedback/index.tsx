import { createFileRoute } from '@tanstack/react-router'
import { MessageSquareText } from 'lucide-react'
import { ProjectArea } from '~/features/projects/components/project-area'

export const Route = createFileRoute('/@{$org}/$project/feedback/')({
  component: function FeedbackRoute() {
    const { org, project } = Route.useParams()
    return (
      <ProjectArea
        orgSlug={org}
        projectSlug={project}
        title="Feedback"
        purpose="Ideas, requests and bug reports, with votes and comments, on boards you define."
        icon={MessageSquareText}
        needs="feedback.read"
      />
    )
  },
})
