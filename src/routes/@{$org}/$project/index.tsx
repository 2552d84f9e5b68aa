import { createFileRoute } from '@tanstack/react-router'
import { ensureMessages } from '~/components/i18n/use-t'
import { FeedbackOverviewCard } from '~/features/feedback/components/feedback-overview-card'
import { feedbackOverviewQuery, feedbackSetupQuery } from '~/features/feedback/feedback.queries'
import { ProjectHome } from '~/features/projects/components/project-home'
import { projectActivityQuery, projectQuery } from '~/features/projects/projects.queries'

export const Route = createFileRoute('/@{$org}/$project/')({
  loader: async ({ context, params }) => {
    const project = await context.queryClient.ensureQueryData(projectQuery(params.org, params.project))
    const readsFeedback = !('moved' in project) && project.permissions['feedback.read']
    await Promise.all([
      readsFeedback ? ensureMessages(context.queryClient, context.viewer.locale, ['feedback']) : null,
      ensureMessages(context.queryClient, context.viewer.locale, ['projects']),
      context.queryClient.ensureQueryData(projectActivityQuery(params.org, params.project)),
      readsFeedback
        ? context.queryClient.ensureQueryData(feedbackSetupQuery(params.org, params.project))
        : null,
      readsFeedback
        ? context.queryClient.ensureQueryData(feedbackOverviewQuery(params.org, params.project))
        : null,
    ])
    return { readsFeedback }
  },
  component: function ProjectHomeRoute() {
    const { org, project } = Route.useParams()
    const { readsFeedback } = Route.useLoaderData()
    return (
      <ProjectHome
        orgSlug={org}
        projectSlug={project}
        summaries={readsFeedback ? <FeedbackOverviewCard orgSlug={org} projectSlug={project} /> : null}
      />
    )
  },
})
