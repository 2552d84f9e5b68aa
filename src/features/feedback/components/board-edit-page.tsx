import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import * as React from 'react'
import { useT } from '~/components/i18n/use-t'
import { Card } from '~/components/ui/card'
import { mutationQueue } from '~/features/live/mutation-queue'
import { useProject } from '~/features/projects/projects.queries'
import { toast } from '~/lib/toast'
import { updateBoardFn } from '../feedback.functions'
import { feedbackBoardQuery, feedbackKeys, feedbackSetupQuery } from '../feedback.queries'
import type { BoardSummary } from '../server/boards.server'
import { BoardDeleteSection } from './board-delete-form'
import { BoardForm } from './board-form'
import { asFeedbackColor } from './status-colors'

type BoardEditPageProps = { orgSlug: string; projectSlug: string; boardId: string }

/** /feedback/boards/{board}/edit: the board's fields, and its danger zone. */
export function BoardEditPage({ orgSlug, projectSlug, boardId }: BoardEditPageProps) {
  const project = useProject(orgSlug, projectSlug)
  const { data: board } = useSuspenseQuery(feedbackBoardQuery(orgSlug, projectSlug, boardId))
  const { data: setup } = useSuspenseQuery(feedbackSetupQuery(orgSlug, projectSlug))
  const queryClient = useQueryClient()
  const t = useT('feedbackAdmin')
  const params = { org: orgSlug, project: projectSlug }
  // The live board list drops a board someone else deleted; the page says so instead of editing a ghost. A
  // board deleted here leaves the list too, just before the page leaves for it: it keeps showing the board.
  const [deletedHere, setDeletedHere] = React.useState<BoardSummary | null>(null)
  const current = setup.boards.find((entry) => entry.id === boardId) ?? deletedHere

  if (!current) {
    return (
      <Card role="status" className="grid max-w-2xl justify-items-start gap-2 p-6">
        <p className="font-medium">{t('boardEdit.deleted')}</p>
        <Link
          to="/@{$org}/$project/feedback/boards"
          params={params}
          className="text-sm text-primary underline-offset-4 hover:underline"
        >
          {t('boardEdit.backToBoards')}
        </Link>
      </Card>
    )
  }

  return (
    <div className="grid max-w-2xl gap-6">
      <div className="grid gap-2">
        <Link
          to="/@{$org}/$project/feedback/boards/$board"
          params={{ ...params, board: boardId }}
          className="inline-flex items-center gap-1 justify-self-start text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" /> {current.name}
        </Link>
        <h3 className="text-lg font-semibold tracking-tight">{t('boardEdit.title')}</h3>
      </div>
      <Card className="p-4 sm:p-6">
        <BoardForm
          label={t('boardEdit.title')}
          orgName={project.orgName}
          orgSlug={orgSlug}
          defaultValues={{
            name: board.name,
            description: board.description,
            color: asFeedbackColor(board.color),
            teamOnly: board.teamOnly,
            teamIds: board.teamIds,
            anonymousVotes: board.anonymousVotes,
            anonymousPosts: board.anonymousPosts,
            holdAnonymousPosts: board.holdAnonymousPosts,
          }}
          submitLabel={t('common.saveChanges')}
          pendingLabel={t('common.saving')}
          errorMessage={t('boardEdit.failed')}
          onSubmit={async (values) => {
            await mutationQueue.run(() =>
              updateBoardFn({ data: { orgSlug, projectSlug, boardId, ...values } }),
            )
            await queryClient.invalidateQueries({ queryKey: feedbackKeys.project(orgSlug, projectSlug) })
            toast.success(t('boardEdit.saved'))
          }}
        />
      </Card>
      <BoardDeleteSection
        orgSlug={orgSlug}
        projectSlug={projectSlug}
        board={{ ...board, itemCount: current.itemCount }}
        otherBoards={setup.boards.filter((entry) => entry.id !== boardId)}
        onDeleted={() => setDeletedHere(current)}
      />
    </div>
  )
}
