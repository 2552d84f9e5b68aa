import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import * as React from 'react'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { ColorDot } from '~/components/ui/badges'
import { Card } from '~/components/ui/card'
import { NativeSelect } from '~/components/ui/native-select'
import { EmptyState, LoadError, Loading } from '~/components/ui/query-states'
import { SearchBox } from '~/components/ui/search-box'
import { useProject } from '~/features/projects/projects.queries'
import { messageOf } from '~/lib/auth-result'
import type { RoadmapSort } from '~/lib/feedback-rules'
import type { MessageKey } from '~/lib/i18n/catalogue'
import { moveRoadmapCardFn } from '../feedback.functions'
import { feedbackSetupQuery, roadmapQuery } from '../feedback.queries'
import type { RoadmapSearch } from '../feedback.search'
import { useFeedbackAction } from '../use-feedback-action'
import { useFeedbackLive } from '../use-feedback-live'
import type { RoadmapCard as CardData, RoadmapColumn } from './roadmap.server'
import { RoadmapCard } from './roadmap-card'

type RoadmapPageProps = {
  orgSlug: string
  projectSlug: string
  search: RoadmapSearch
  onSearchChange: (changes: Partial<RoadmapSearch>) => void
}

type Layout = Record<string, string[]>

const sortLabels = {
  position: 'sort.position',
  revenue: 'sort.revenue',
  companies: 'sort.companies',
} as const satisfies Record<RoadmapSort, MessageKey<'feedback'>>

const layoutOf = (columns: RoadmapColumn[]): Layout =>
  Object.fromEntries(columns.map((column) => [column.status.id, column.cards.map((card) => card.id)]))

/**
 * The roadmap: a column per status shown on it. Editors drag cards between and within columns with mouse,
 * touch or keyboard (Space picks up, arrows move, Space drops, Escape cancels; every step is announced), or
 * use a card's "Move to…" menu. Every move shows live on every open roadmap.
 */
export function RoadmapPage({ orgSlug, projectSlug, search, onSearchChange }: RoadmapPageProps) {
  const t = useT('feedback')
  const errorText = useErrorText()
  const project = useProject(orgSlug, projectSlug)
  const { data: setup } = useSuspenseQuery(feedbackSetupQuery(orgSlug, projectSlug))
  useFeedbackLive({
    orgSlug,
    projectSlug,
    projectId: setup.projectId,
    isMember: setup.isMember,
    organizationId: setup.organizationId,
  })
  // Outsiders are never offered the demand orders or the plan filter (the server ignores them for them too).
  const sort = setup.isMember ? search.sort : 'position'
  const plan = setup.isMember ? search.plan : undefined
  const segment = setup.isMember ? search.segment : undefined
  const filters = { board: search.board, q: search.q, sort, plan, segment }
  const roadmap = useQuery({
    ...roadmapQuery(orgSlug, projectSlug, filters),
    placeholderData: (previous) => previous,
  })
  const columns = roadmap.data ?? []
  const movable = project.permissions['feedback.moderate']
  // Dragging places a card among its neighbours in the editors' order; in a demand order that place would
  // mean nothing, so there only the "Move to…" menu moves cards between columns.
  const draggable = movable && sort === 'position'
  const { run } = useFeedbackAction(orgSlug, projectSlug)

  const [layout, setLayout] = React.useState<Layout>(() => layoutOf(columns))
  const [dragging, setDragging] = React.useState<string | null>(null)
  const beforeDrag = React.useRef<Layout | null>(null)
  // What the server says wins whenever nobody is dragging here (live moves by others included).
  React.useEffect(() => {
    if (!dragging && roadmap.data) setLayout(layoutOf(roadmap.data))
  }, [roadmap.data, dragging])

  const cards = React.useMemo(
    () => new Map<string, CardData>(columns.flatMap((column) => column.cards.map((card) => [card.id, card]))),
    [columns],
  )
  const columnName = (id: string) =>
    columns.find((column) => column.status.id === id)?.status.name ?? t('roadmap.aColumn')
  const columnOf = (layoutNow: Layout, id: string) =>
    id in layoutNow ? id : Object.keys(layoutNow).find((columnId) => layoutNow[columnId]?.includes(id))

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )

  const move = (itemId: string, statusId: string, beforeId: string | null) =>
    run(() => moveRoadmapCardFn({ data: { orgSlug, projectSlug, feedbackId: itemId, statusId, beforeId } }), {
      success: t('roadmap.movedTo', { column: columnName(statusId) }),
      failure: t('roadmap.moveFailed'),
    })

  const layoutRef = React.useRef(layout)
  layoutRef.current = layout
  const place = (id: string) => {
    const columnId = columnOf(layoutRef.current, id) ?? ''
    const list = layoutRef.current[columnId] ?? []
    return t('roadmap.place', {
      column: columnName(columnId),
      position: list.indexOf(id) + 1,
      total: list.length,
    })
  }
  const titleOf = (id: string | number) => cards.get(String(id))?.title ?? t('roadmap.theCard')
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('roadmap.pickedUp', { title: titleOf(active.id), place: place(String(active.id)) }),
    onDragOver: ({ active }) =>
      t('roadmap.isNowIn', { title: titleOf(active.id), place: place(String(active.id)) }),
    onDragEnd: ({ active }) =>
      t('roadmap.dropped', { title: titleOf(active.id), place: place(String(active.id)) }),
    onDragCancel: ({ active }) => t('roadmap.cancelled', { title: titleOf(active.id) }),
  }

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return
    setLayout((current) => {
      const from = columnOf(current, String(active.id))
      const to = columnOf(current, String(over.id))
      if (!from || !to || from === to) return current
      const target = current[to] ?? []
      const overIndex = target.indexOf(String(over.id))
      const index = overIndex === -1 ? target.length : overIndex
      return {
        ...current,
        [from]: (current[from] ?? []).filter((id) => id !== active.id),
        [to]: [...target.slice(0, index), String(active.id), ...target.slice(index)],
      }
    })
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const id = String(active.id)
    const original = beforeDrag.current
    setDragging(null)
    beforeDrag.current = null
    if (!over || !original) {
      if (original) setLayout(original)
      return
    }
    let next = layoutRef.current
    const columnId = columnOf(next, id)
    if (!columnId) return
    const list = next[columnId] ?? []
    const overIndex = list.indexOf(String(over.id))
    if (overIndex !== -1 && overIndex !== list.indexOf(id)) {
      next = { ...next, [columnId]: arrayMove(list, list.indexOf(id), overIndex) }
    }
    setLayout(next)
    const finalList = next[columnId] ?? []
    const fromColumn = columnOf(original, id)
    const unchanged =
      fromColumn === columnId && (original[columnId] ?? []).indexOf(id) === finalList.indexOf(id)
    if (unchanged) return
    void move(id, columnId, finalList[finalList.indexOf(id) + 1] ?? null)
  }

  return (
    // minmax(0, 1fr): the columns' row scrolls inside its own box instead of widening the page.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold">{t('roadmap.title')}</h3>
        <p className="text-sm text-muted-foreground">
          {draggable ? t('roadmap.hintDrag') : movable ? t('roadmap.hintMenu') : t('roadmap.hintRead')}
        </p>
      </div>
      <div className="grid gap-2 sm:grid-cols-[1fr_auto_auto_auto_auto]">
        <SearchBox
          label={t('roadmap.search')}
          value={search.q ?? ''}
          onSearch={(q) => onSearchChange({ q: q || undefined })}
        />
        <NativeSelect
          aria-label={t('field.board')}
          value={search.board}
          onChange={(event) => onSearchChange({ board: event.target.value })}
        >
          <option value="all">{t('filter.allBoards')}</option>
          {setup.boards.map((board) => (
            <option key={board.id} value={board.id}>
              {board.name}
            </option>
          ))}
        </NativeSelect>
        {setup.isMember ? (
          <NativeSelect
            aria-label={t('roadmap.orderBy')}
            value={sort}
            onChange={(event) => onSearchChange({ sort: event.target.value as RoadmapSort })}
          >
            {Object.entries(sortLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {t(label)}
              </option>
            ))}
          </NativeSelect>
        ) : null}
        {setup.isMember && setup.plans.length > 0 ? (
          <NativeSelect
            aria-label={t('filter.plan')}
            value={plan ?? ''}
            onChange={(event) => onSearchChange({ plan: event.target.value || undefined })}
          >
            <option value="">{t('filter.anyPlan')}</option>
            {setup.plans.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelect>
        ) : null}
        {setup.isMember && setup.segments.length > 0 ? (
          <NativeSelect
            aria-label={t('filter.segment')}
            value={segment ?? ''}
            onChange={(event) => onSearchChange({ segment: event.target.value || undefined })}
          >
            <option value="">{t('filter.anySegment')}</option>
            {setup.segments.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </NativeSelect>
        ) : null}
      </div>

      {roadmap.isPending ? (
        <Card>
          <Loading>{t('roadmap.loading')}</Loading>
        </Card>
      ) : roadmap.isError && columns.length === 0 ? (
        <Card>
          <LoadError
            message={errorText(messageOf(roadmap.error, t('roadmap.loadError')))}
            onRetry={() => void roadmap.refetch()}
          />
        </Card>
      ) : columns.length === 0 ? (
        <Card>
          <EmptyState title={t('roadmap.empty')}>{t('roadmap.emptyHint')}</EmptyState>
        </Card>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCorners}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable: t('roadmap.instructions'),
            },
          }}
          onDragStart={({ active }) => {
            beforeDrag.current = layoutRef.current
            setDragging(String(active.id))
          }}
          onDragOver={onDragOver}
          onDragEnd={onDragEnd}
          onDragCancel={() => {
            if (beforeDrag.current) setLayout(beforeDrag.current)
            beforeDrag.current = null
            setDragging(null)
          }}
        >
          <div
            className="relative -mx-4 flex min-w-0 snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 lg:mx-0 lg:grid lg:snap-none lg:overflow-visible lg:px-0"
            style={{ gridTemplateColumns: `repeat(${columns.length}, minmax(0, 1fr))` }}
          >
            {columns.map((column) => (
              <RoadmapColumnView
                key={column.status.id}
                column={column}
                ids={layout[column.status.id] ?? []}
                cards={cards}
                orgSlug={orgSlug}
                projectSlug={projectSlug}
                movable={movable}
                draggable={draggable}
                allColumns={columns.map((other) => ({ id: other.status.id, name: other.status.name }))}
                onMoveTo={(cardId, statusId) => {
                  setLayout((current) => {
                    const from = columnOf(current, cardId)
                    if (!from) return current
                    return {
                      ...current,
                      [from]: (current[from] ?? []).filter((id) => id !== cardId),
                      [statusId]: [...(current[statusId] ?? []), cardId],
                    }
                  })
                  void move(cardId, statusId, null)
                }}
              />
            ))}
          </div>
        </DndContext>
      )}
    </div>
  )
}

type ColumnViewProps = {
  column: RoadmapColumn
  ids: string[]
  cards: Map<string, CardData>
  orgSlug: string
  projectSlug: string
  movable: boolean
  draggable: boolean
  allColumns: { id: string; name: string }[]
  onMoveTo: (cardId: string, statusId: string) => void
}

function RoadmapColumnView({
  column,
  ids,
  cards,
  orgSlug,
  projectSlug,
  movable,
  draggable,
  allColumns,
  onMoveTo,
}: ColumnViewProps) {
  const t = useT('feedback')
  const droppable = useDroppable({ id: column.status.id, data: { type: 'column' } })
  const headingId = `roadmap-column-${column.status.id}`
  const hidden = column.total - column.cards.length
  return (
    <section
      aria-labelledby={headingId}
      className="flex w-[85vw] max-w-sm shrink-0 snap-start flex-col rounded-xl border border-border bg-muted/40 sm:w-80 lg:w-auto lg:max-w-none"
      data-testid="roadmap-column"
    >
      <h4 id={headingId} className="flex items-center gap-2 px-3 pt-3 pb-2 text-sm font-semibold">
        <ColorDot color={column.status.color} />
        {column.status.name}
        <span className="ms-auto rounded-full bg-card px-2 py-0.5 text-xs font-medium text-muted-foreground tabular-nums">
          {column.total}
          <span className="sr-only"> {t('count.items', { count: column.total })}</span>
        </span>
      </h4>
      <SortableContext id={column.status.id} items={ids} strategy={verticalListSortingStrategy}>
        <ul
          ref={droppable.setNodeRef}
          className="flex min-h-24 flex-1 flex-col gap-2 px-3 pb-3"
          aria-label={column.status.name}
        >
          {ids.map((id) => {
            const card = cards.get(id)
            return card ? (
              <RoadmapCard
                key={id}
                orgSlug={orgSlug}
                projectSlug={projectSlug}
                card={card}
                movable={movable}
                draggable={draggable}
                columns={allColumns}
                currentColumnId={column.status.id}
                onMoveTo={(statusId) => onMoveTo(id, statusId)}
              />
            ) : null
          })}
          {ids.length === 0 ? (
            <li className="rounded-lg border border-dashed border-border p-4 text-center text-sm text-muted-foreground">
              {t('roadmap.columnEmpty')}
            </li>
          ) : null}
        </ul>
      </SortableContext>
      {hidden > 0 ? (
        <p className="px-3 pb-3 text-xs text-muted-foreground">{t('roadmap.more', { count: hidden })}</p>
      ) : null}
    </section>
  )
}
