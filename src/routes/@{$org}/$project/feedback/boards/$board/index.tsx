import { createFileRoute } from '@tanstack/react-router'
import { ensureMessages } from '~/components/i18n/use-t'
import { BoardHeader } from '~/features/feedback/components/board-header'
import { BoardNotFound } from '~/features/feedback/components/board-not-found'
import { FeedbackListPage } from '~/features/feedback/components/feedback-list-page'
import { feedbackBoardQuery, feedbackListQuery } from '~/features/feedback/feedback.queries'
import { boardFeedbackSearch } from '~/features/feedback/feedback.search'

/** /feedback/boards/{board}/: one board's items, with the list's sort, status and search. */
export const Route = createFileRoute('/@{$org}/$project/feedback/boards/$board/')({
  validateSearch: boardFeedbackSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    // The board's header and not-found view, and the held queue and segments the list shows members.
    await ensureMessages(context.queryClient, context.viewer.locale, ['feedbackAdmin', 'errors'])
    // A missing or hidden board is the not-found view with HTTP 404 (forRoute turns it into notFound()).
    // The board first: its list is never asked for when the viewer may not see it.
    await context.queryClient.ensureQueryData(feedbackBoardQuery(params.org, params.project, params.board))
    await context.queryClient.ensureInfiniteQueryData(
      feedbackListQuery(params.org, params.project, { ...deps, board: params.board }),
    )
  },
  notFoundComponent: BoardNotFound,
  component: function BoardRoute() {
    const { org, project, board } = Route.useParams()
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <div className="grid gap-6">
        <BoardHeader orgSlug={org} projectSlug={project} boardId={board} />
        <FeedbackListPage
          orgSlug={org}
          projectSlug={project}
          search={{ ...search, board }}
          fixedBoardId={board}
          onSearchChange={({ board: _fixed, ...changes }) =>
            void navigate({ search: (previous) => ({ ...previous, ...changes }), replace: true })
          }
        />
      </div>
    )
  },
})
