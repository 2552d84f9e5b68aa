import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { LayoutList, Pencil, Plus } from 'lucide-react'
import * as React from 'react'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { ColorDot } from '~/components/ui/badges'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { EmptyState } from '~/components/ui/query-states'
import { ReorderButtons, useReorder } from '~/components/ui/reorder-buttons'
import { mutationQueue } from '~/features/live/mutation-queue'
import { useProject } from '~/features/projects/projects.queries'
import { toast } from '~/lib/toast'
import { reorderBoardsFn } from '../feedback.functions'
import { feedbackKeys, feedbackSetupQuery } from '../feedback.queries'
import type { BoardSummary } from '../server/boards.server'
import { TeamOnlyBadge } from './team-only-badge'

/** /feedback/boards/: every board the viewer may see, with its item count; editors create, edit and reorder. */
export function BoardListPage({ orgSlug, projectSlug }: { orgSlug: string; projectSlug: string }) {
  const project = useProject(orgSlug, projectSlug)
  const { data: setup } = useSuspenseQuery(feedbackSetupQuery(orgSlug, projectSlug))
  const canManage = project.permissions['board.manage']
  const queryClient = useQueryClient()
  const t = useT('feedbackAdmin')
  const errorText = useErrorText()
  const [announcement, setAnnouncement] = React.useState('')
  const params = { org: orgSlug, project: projectSlug }

  const { rows: boards, move: moveBoard } = useReorder(setup.boards)

  const move = (board: BoardSummary, index: number, delta: -1 | 1) => {
    setAnnouncement(
      t('common.moved', { name: board.name, position: index + delta + 1, count: boards.length }),
    )
    return moveBoard(
      index,
      delta,
      async (ids) => {
        try {
          await mutationQueue.run(() => reorderBoardsFn({ data: { orgSlug, projectSlug, ids } }))
        } catch (error) {
          toast.error(error instanceof Error ? errorText(error.message) : t('boardList.reorderFailed'))
          setAnnouncement(t('boardList.reorderFailedAnnouncement'))
        }
      },
      () => queryClient.invalidateQueries({ queryKey: feedbackKeys.project(orgSlug, projectSlug) }),
    )
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 className="text-lg font-semibold tracking-tight">{t('boardList.title')}</h3>
          <p className="text-sm text-muted-foreground">
            {canManage ? t('boardList.introManager') : t('boardList.intro')}
          </p>
        </div>
        {canManage ? (
          <Button asChild>
            <Link to="/@{$org}/$project/feedback/boards/new" params={params}>
              <Plus aria-hidden /> {t('boardNew.title')}
            </Link>
          </Button>
        ) : null}
      </div>

      {boards.length === 0 ? (
        <Card className="border-dashed">
          <EmptyState
            icon={<LayoutList className="size-6 text-muted-foreground" aria-hidden />}
            title={t('boardList.empty')}
          >
            {canManage ? t('boardList.emptyManager') : t('boardList.emptyMember')}
          </EmptyState>
        </Card>
      ) : (
        <Card>
          <ul aria-label={t('boardList.title')} className="divide-y divide-border">
            {boards.map((board, index) => (
              <li
                key={board.id}
                data-testid="board-row"
                className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-5"
              >
                <div className="min-w-0 flex-1 basis-56">
                  <div className="flex flex-wrap items-center gap-2">
                    <ColorDot color={board.color} />
                    <Link
                      to="/@{$org}/$project/feedback/boards/$board"
                      params={{ ...params, board: board.id }}
                      className="font-medium hover:underline"
                    >
                      {board.name}
                    </Link>
                    <TeamOnlyBadge orgSlug={orgSlug} board={board} />
                  </div>
                  {board.description ? (
                    <p className="mt-0.5 text-sm break-words text-muted-foreground">{board.description}</p>
                  ) : null}
                </div>
                <span className="text-sm whitespace-nowrap text-muted-foreground">
                  {t('boardList.itemCount', { count: board.itemCount })}
                </span>
                {canManage ? (
                  <span className="flex items-center gap-1">
                    <ReorderButtons
                      name={board.name}
                      index={index}
                      count={boards.length}
                      onMove={(delta) => void move(board, index, delta)}
                    />
                    <Button asChild variant="ghost" size="sm">
                      <Link
                        to="/@{$org}/$project/feedback/boards/$board/edit"
                        params={{ ...params, board: board.id }}
                        aria-label={t('common.editNamed', { name: board.name })}
                      >
                        <Pencil aria-hidden /> {t('common.edit')}
                      </Link>
                    </Button>
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </Card>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  )
}
