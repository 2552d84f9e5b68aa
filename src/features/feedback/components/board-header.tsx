import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, Pencil } from 'lucide-react'
import { useT } from '~/components/i18n/use-t'
import { ColorDot } from '~/components/ui/badges'
import { Button } from '~/components/ui/button'
import { useProject } from '~/features/projects/projects.queries'
import { feedbackBoardQuery } from '../feedback.queries'
import { TeamOnlyBadge } from './team-only-badge'

type BoardHeaderProps = { orgSlug: string; projectSlug: string; boardId: string }

/** Above a board's items: its name and description, and Edit for editors. */
export function BoardHeader({ orgSlug, projectSlug, boardId }: BoardHeaderProps) {
  const project = useProject(orgSlug, projectSlug)
  const { data: board } = useSuspenseQuery(feedbackBoardQuery(orgSlug, projectSlug, boardId))
  const t = useT('feedbackAdmin')
  const params = { org: orgSlug, project: projectSlug }
  return (
    <header className="grid gap-2">
      <Link
        to="/@{$org}/$project/feedback/boards"
        params={params}
        className="inline-flex items-center gap-1 justify-self-start text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" /> {t('boards.all')}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold tracking-tight">
            <ColorDot color={board.color} large />
            <span className="break-words">{board.name}</span>
            <TeamOnlyBadge orgSlug={orgSlug} board={board} />
          </h3>
          {board.description ? (
            <p className="mt-1 text-sm break-words text-muted-foreground">{board.description}</p>
          ) : null}
        </div>
        {project.permissions['board.manage'] ? (
          <Button asChild variant="outline" size="sm">
            <Link
              to="/@{$org}/$project/feedback/boards/$board/edit"
              params={{ ...params, board: boardId }}
              aria-label={t('common.editNamed', { name: board.name })}
            >
              <Pencil aria-hidden /> {t('common.edit')}
            </Link>
          </Button>
        ) : null}
      </div>
    </header>
  )
}
