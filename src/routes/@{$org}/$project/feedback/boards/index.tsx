import { createFileRoute } from '@tanstack/react-router'
import { BoardListPage } from '~/features/feedback/components/board-list-page'

/** /feedback/boards/: the board list (its layout has loaded the boards). */
export const Route = createFileRoute('/@{$org}/$project/feedback/boards/')({
  component: function BoardListRoute() {
    const { org, project } = Route.useParams()
    return <BoardListPage orgSlug={org} projectSlug={project} />
  },
})
