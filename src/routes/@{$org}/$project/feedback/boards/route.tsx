import { createFileRoute, Outlet } from '@tanstack/react-router'
import { ensureMessages } from '~/components/i18n/use-t'
import { RouteErrorView } from '~/components/shell/route-error-view'
import { BoardArea } from '~/features/feedback/components/board-area'
import { feedbackSetupQuery } from '~/features/feedback/feedback.queries'
import { loadProjectPage } from '~/features/projects/load-project-page'

/** /feedback/boards: loads the feedback (boards and statuses); has an error view. */
export const Route = createFileRoute('/@{$org}/$project/feedback/boards')({
  loader: ({ context, params }) =>
    loadProjectPage(context.queryClient, params, () => [
      // The team-only badge and, on a board's page, the feedback list.
      ensureMessages(context.queryClient, context.viewer.locale, ['feedback', 'errors']),
      context.queryClient.ensureQueryData(feedbackSetupQuery(params.org, params.project)),
      // The boards' pages and their not-found view (the board forms: their validation sentences too).
      ensureMessages(context.queryClient, context.viewer.locale, ['feedbackAdmin', 'errors']),
    ]),
  errorComponent: (props) => <RouteErrorView {...props} />,
  component: function BoardsLayout() {
    const { org, project } = Route.useParams()
    return (
      <BoardArea orgSlug={org} projectSlug={project}>
        <Outlet />
      </BoardArea>
    )
  },
})
