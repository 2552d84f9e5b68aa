import { createFileRoute, notFound } from '@tanstack/react-router'
import { NotFoundView } from '~/components/shell/not-found-view'
import { DiscussionCategoriesSettings } from '~/features/discussions/components/categories-settings'
import { discussionSetupQuery } from '~/features/discussions/discussions.queries'
import { DemandWeightsSettings } from '~/features/feedback/components/demand-weights-settings'
import { FeedbackStatusesSettings } from '~/features/feedback/components/statuses-settings'
import { feedbackSetupQuery } from '~/features/feedback/feedback.queries'
import { ProjectSettingsPage } from '~/features/projects/components/project-settings-page'
import { projectQuery } from '~/features/projects/projects.queries'
import { ProjectExportSettings } from '~/features/transfers/components/project-export-settings'
import { WidgetSettings } from '~/features/widget/components/widget-settings'

/** Project settings are for those who may manage the project; everyone else gets not found. */
export const Route = createFileRoute('/@{$org}/$project/settings')({
  loader: async ({ context, params }) => {
    const project = await context.queryClient.ensureQueryData(projectQuery(params.org, params.project))
    if ('moved' in project || !project.permissions['project.manage']) throw notFound()
    // The sections show their own errors if these fail, so a failure here must not fail the page.
    await Promise.all([
      context.queryClient.prefetchQuery(feedbackSetupQuery(params.org, params.project)),
      context.queryClient.prefetchQuery(discussionSetupQuery(params.org, params.project)),
    ])
  },
  // Not found here means "not for you": the page's own view, inside the layout that did load.
  notFoundComponent: () => <NotFoundView />,
  component: function ProjectSettingsRoute() {
    const { org, project } = Route.useParams()
    return (
      <div className="grid gap-6">
        <ProjectSettingsPage orgSlug={org} projectSlug={project} />
        <FeedbackStatusesSettings orgSlug={org} projectSlug={project} />
        <DemandWeightsSettings orgSlug={org} projectSlug={project} />
        <DiscussionCategoriesSettings orgSlug={org} projectSlug={project} />
        <WidgetSettings orgSlug={org} projectSlug={project} />
        <ProjectExportSettings orgSlug={org} projectSlug={project} />
      </div>
    )
  },
})
