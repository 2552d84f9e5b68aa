import { useQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import * as React from 'react'
import { ensureMessages, useT } from '~/components/i18n/use-t'
import { NotFoundView } from '~/components/shell/not-found-view'
import { ListSkeleton } from '~/components/ui/query-states'
import { DiscussionCategoriesSettings } from '~/features/discussions/components/categories-settings'
import { discussionSetupQuery } from '~/features/discussions/discussions.queries'
import { DemandWeightsSettings } from '~/features/feedback/components/demand-weights-settings'
import { FeedbackStatusesSettings } from '~/features/feedback/components/statuses-settings'
import { feedbackSetupQuery } from '~/features/feedback/feedback.queries'
import { ProjectSettingsPage } from '~/features/projects/components/project-settings-page'
import { projectQuery } from '~/features/projects/projects.queries'
import { ProjectExportSettings } from '~/features/transfers/components/project-export-settings'
import { WidgetSettings } from '~/features/widget/components/widget-settings'

// Its mapping form, preview and report are loaded only where someone may import, not with every settings page.
const LazyImportSettings = React.lazy(() =>
  import('~/features/imports/components/import-settings').then((module) => ({
    default: module.ImportSettings,
  })),
)

/** Project settings are for those who may manage the project; everyone else gets not found. */
export const Route = createFileRoute('/@{$org}/$project/settings')({
  loader: async ({ context, params }) => {
    const project = await context.queryClient.ensureQueryData(projectQuery(params.org, params.project))
    if ('moved' in project || !project.permissions['project.manage']) throw notFound()
    // The sections show their own errors if these fail, so a failure here must not fail the page.
    await Promise.all([
      ensureMessages(context.queryClient, context.viewer.locale, ['widget', 'errors']),
      // The page's words (its general section and form); the other sections' are their features' areas.
      ensureMessages(context.queryClient, context.viewer.locale, ['projects', 'errors']),
      // The export and import sections' words.
      ensureMessages(context.queryClient, context.viewer.locale, ['transfers', 'imports', 'errors']),
      context.queryClient.prefetchQuery(feedbackSetupQuery(params.org, params.project)),
      context.queryClient.prefetchQuery(discussionSetupQuery(params.org, params.project)),
      // The feedback statuses and prioritisation sections.
      ensureMessages(context.queryClient, context.viewer.locale, ['feedbackAdmin', 'errors']),
      ensureMessages(context.queryClient, context.viewer.locale, ['discussions', 'errors']),
    ])
  },
  // Not found here means "not for you": the page's own view, inside the layout that did load.
  notFoundComponent: () => <NotFoundView />,
  component: function ProjectSettingsRoute() {
    const { org, project } = Route.useParams()
    const { data } = useQuery(projectQuery(org, project))
    const mayImport = Boolean(data && !('moved' in data) && data.permissions['feedback.import'])
    // Once deleted, no section stays (or comes) to ask for the project's data while the page is left.
    const [deleted, setDeleted] = React.useState(false)
    const t = useT('projects')
    if (deleted) {
      return (
        <p role="status" className="text-sm text-muted-foreground">
          {t('settings.deletedStatus')}
        </p>
      )
    }
    return (
      <div className="grid gap-6">
        <ProjectSettingsPage orgSlug={org} projectSlug={project} onDeleted={() => setDeleted(true)} />
        <FeedbackStatusesSettings orgSlug={org} projectSlug={project} />
        <DemandWeightsSettings orgSlug={org} projectSlug={project} />
        <DiscussionCategoriesSettings orgSlug={org} projectSlug={project} />
        <WidgetSettings orgSlug={org} projectSlug={project} />
        <ProjectExportSettings orgSlug={org} projectSlug={project} />
        {mayImport ? (
          <React.Suspense fallback={<ListSkeleton rows={2} label={t('settings.loadingImport')} />}>
            <LazyImportSettings orgSlug={org} projectSlug={project} />
          </React.Suspense>
        ) : null}
      </div>
    )
  },
})
