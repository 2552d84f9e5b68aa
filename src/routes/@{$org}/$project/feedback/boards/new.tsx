import { createFileRoute, notFound } from '@tanstack/react-router'
import { ensureMessages } from '~/components/i18n/use-t'
import { NotFoundView } from '~/components/shell/not-found-view'
import { BoardNewPage } from '~/features/feedback/components/board-new-page'
import { projectQuery } from '~/features/projects/projects.queries'

/** /feedback/boards/new: for those who may manage boards; everyone else gets not found. */
export const Route = createFileRoute('/@{$org}/$project/feedback/boards/new')({
  loader: async ({ context, params }) => {
    await ensureMessages(context.queryClient, context.viewer.locale, ['feedbackAdmin', 'errors'])
    const project = await context.queryClient.ensureQueryData(projectQuery(params.org, params.project))
    if ('moved' in project || !project.permissions['board.manage']) throw notFound()
  },
  // Not found here means "not for you": the page's own view, inside the layouts that did load.
  notFoundComponent: () => <NotFoundView />,
  component: function NewBoardRoute() {
    const { org, project } = Route.useParams()
    return <BoardNewPage orgSlug={org} projectSlug={project} />
  },
})
