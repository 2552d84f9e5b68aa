import { createFileRoute, notFound } from '@tanstack/react-router'
import { ensureMessages } from '~/components/i18n/use-t'
import { BoardEditPage } from '~/features/feedback/components/board-edit-page'
import { BoardNotFound } from '~/features/feedback/components/board-not-found'
import { feedbackBoardQuery } from '~/features/feedback/feedback.queries'
import { projectQuery } from '~/features/projects/projects.queries'

/**
 * /feedback/boards/{board}/edit: loads the board by _id, projectSlug and orgSlug; not found when there
 * is none (or the viewer may not see it), and for those who may not manage boards.
 */
export const Route = createFileRoute('/@{$org}/$project/feedback/boards/$board/edit')({
  loader: async ({ context, params }) => {
    await ensureMessages(context.queryClient, context.viewer.locale, ['feedbackAdmin', 'errors'])
    await context.queryClient.ensureQueryData(feedbackBoardQuery(params.org, params.project, params.board))
    const project = await context.queryClient.ensureQueryData(projectQuery(params.org, params.project))
    if ('moved' in project || !project.permissions['board.manage']) throw notFound()
  },
  notFoundComponent: BoardNotFound,
  component: function EditBoardRoute() {
    const { org, project, board } = Route.useParams()
    return <BoardEditPage orgSlug={org} projectSlug={project} boardId={board} />
  },
})
