import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { Link } from '@tanstack/react-router'
import { ChevronUp, GripVertical, MessageSquare, MoreHorizontal } from 'lucide-react'
import { useLocale, useT } from '~/components/i18n/use-t'
import { BoardBadge } from '~/components/ui/badges'
import { Button } from '~/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu'
import { useReadyControls } from '~/components/ui/use-ready-control'
import { cn } from '~/lib/cn'
import { demandText } from '../demand-text'
import type { RoadmapCard as Card } from './roadmap.server'

type RoadmapCardProps = {
  orgSlug: string
  projectSlug: string
  card: Card
  /** Editors have the "Move to…" menu. */
  movable: boolean
  /** Editors drag cards, in the roadmap's own order only. */
  draggable: boolean
  columns: { id: string; name: string }[]
  currentColumnId: string
  onMoveTo: (statusId: string) => void
}

/** A roadmap card: title (opens the item), board, votes and comments; editors drag it or use "Move to…". */
export function RoadmapCard({
  orgSlug,
  projectSlug,
  card,
  movable,
  draggable,
  columns,
  currentColumnId,
  onMoveTo,
}: RoadmapCardProps) {
  const t = useT('feedback')
  const locale = useLocale()
  const ready = useReadyControls()
  const sortable = useSortable({ id: card.id, disabled: !draggable, data: { type: 'card' } })
  const style = { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }
  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      className={cn(
        'group flex items-start gap-1 rounded-lg border border-border bg-card p-3 shadow-sm',
        sortable.isDragging && 'opacity-60 ring-2 ring-ring',
      )}
      data-testid="roadmap-card"
    >
      {draggable ? (
        <button
          type="button"
          className="-ms-1 mt-0.5 cursor-grab touch-none rounded p-0.5 text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
          aria-label={t('roadmap.drag', { title: card.title })}
          {...sortable.attributes}
          {...sortable.listeners}
          {...ready()}
        >
          <GripVertical aria-hidden className="size-4" />
        </button>
      ) : null}
      <div className="min-w-0 flex-1">
        <Link
          to="/@{$org}/$project/feedback/$feedbackId"
          params={{ org: orgSlug, project: projectSlug, feedbackId: card.id }}
          className="text-sm font-medium break-words hover:text-primary hover:underline"
        >
          {card.title}
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <BoardBadge board={card.board} />
          <span className="inline-flex items-center gap-0.5 tabular-nums">
            <ChevronUp aria-hidden className="size-3.5" />
            {card.voteCount}
            <span className="sr-only">{t('count.votes', { count: card.voteCount })}</span>
          </span>
          <span className="inline-flex items-center gap-1 tabular-nums">
            <MessageSquare aria-hidden className="size-3" />
            {card.commentCount}
            <span className="sr-only">{t('count.comments', { count: card.commentCount })}</span>
          </span>
          {card.demand && card.demand.companies > 0 ? (
            <span data-testid="roadmap-card-demand">{demandText(t, locale, card.demand)}</span>
          ) : null}
        </div>
      </div>
      {movable ? (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon-xs" aria-label={t('roadmap.moveCard', { title: card.title })}>
              <MoreHorizontal aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel>{t('roadmap.moveTo')}</DropdownMenuLabel>
            {columns
              .filter((column) => column.id !== currentColumnId)
              .map((column) => (
                <DropdownMenuItem key={column.id} onSelect={() => onMoveTo(column.id)}>
                  {column.name}
                </DropdownMenuItem>
              ))}
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}
    </li>
  )
}
