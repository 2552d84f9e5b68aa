import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import { isDemandSort } from '~/lib/feedback-rules'
import { searchQueryOf } from '~/lib/search-query'
import { assertProjectPermission } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { takeTurns } from '~/server/db/locks.server'
import { feedbackBoard, feedbackItem, feedbackStatus } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import type { RoadmapFilters } from '../feedback.schemas'
import {
  assertNotMerged,
  emitFeedbackEvent,
  type FeedbackAccess,
  loadBoard,
  loadItem,
  visibleBoards,
} from '../server/feedback-access.server'
import { applyStatusChange } from '../server/items.server'
import { demandFromPlan, demandFromSegment, seesDemand } from '../server/list.server'
import { loadStatus } from '../server/statuses.server'

/** Cards shown per column; the rest are counted and reachable through the list filtered by that status. */
export const ROADMAP_COLUMN_LIMIT = 100

export type RoadmapCard = {
  id: string
  title: string
  board: { id: string; name: string; color: string; teamOnly: boolean }
  voteCount: number
  commentCount: number
  /** For the organisation's members only (null for everyone else): companies and their monthly spend behind it. */
  demand: { companies: number; revenueCents: number } | null
}

export type RoadmapColumn = {
  status: { id: string; name: string; color: string; category: string }
  total: number
  cards: RoadmapCard[]
  /** True when editors ordered this column by hand (else by votes). */
  ordered: boolean
}

/** Cards in their column order: by hand-set position first (when any), then by votes. */
const cardOrder = [
  sql`${feedbackItem.roadmapPosition} asc nulls last`,
  desc(feedbackItem.voteCount),
  desc(feedbackItem.id),
]

/** The members' orders: by the demand counters, biggest first, as the list sorts them. */
const demandOrder = {
  revenue: [desc(feedbackItem.demandRevenueCents), desc(feedbackItem.voteCount), desc(feedbackItem.id)],
  companies: [
    desc(feedbackItem.demandCompanies),
    desc(feedbackItem.demandRevenueCents),
    desc(feedbackItem.id),
  ],
}

async function visibleItemFilter(
  db: Database,
  access: FeedbackAccess,
  filters: RoadmapFilters,
  withDemand: boolean,
): Promise<SQL | null> {
  const conditions: SQL[] = [
    eq(feedbackItem.projectId, access.project.id),
    isNull(feedbackItem.mergedIntoId),
    isNull(feedbackItem.heldAt),
  ]
  if (filters.board && filters.board !== 'all') {
    const board = await loadBoard(db, access, filters.board)
    conditions.push(eq(feedbackItem.boardId, board.id))
  } else {
    const boards = await visibleBoards(db, access)
    if (boards.length === 0) return null
    conditions.push(
      inArray(
        feedbackItem.boardId,
        boards.map((board) => board.id),
      ),
    )
  }
  const query = filters.q ? searchQueryOf(filters.q) : null
  if (query) conditions.push(sql`${feedbackItem.search} @@ to_tsquery('english', ${query})`)
  if (filters.plan && withDemand) conditions.push(demandFromPlan(access.organization.id, filters.plan))
  if (filters.segment && withDemand) {
    conditions.push(demandFromSegment(access.organization.id, filters.segment))
  }
  return and(...conditions) ?? null
}

/**
 * The roadmap: one column per status shown on it, in status order, each with its cards. Members may order
 * each column by the demand behind its cards and keep only those a plan asked for; anyone else asking for that
 * silently gets the editors' order and every card, as the list does.
 */
export async function getRoadmap(
  db: Database,
  access: FeedbackAccess,
  filters: RoadmapFilters,
): Promise<RoadmapColumn[]> {
  const withDemand = seesDemand(access)
  const sort = filters.sort && isDemandSort(filters.sort) && withDemand ? filters.sort : 'position'
  const order = sort === 'position' ? cardOrder : demandOrder[sort]
  const statuses = await db
    .select()
    .from(feedbackStatus)
    .where(and(eq(feedbackStatus.projectId, access.project.id), eq(feedbackStatus.showOnRoadmap, true)))
    .orderBy(asc(feedbackStatus.position), asc(feedbackStatus.createdAt))
  const visible = await visibleItemFilter(db, access, filters, withDemand)
  return Promise.all(
    statuses.map(async (status) => {
      const inColumn = visible ? and(visible, eq(feedbackItem.statusId, status.id)) : sql`false`
      const [total] = await db.select({ total: count() }).from(feedbackItem).where(inColumn)
      const cards = await db
        .select({
          id: feedbackItem.id,
          title: feedbackItem.title,
          voteCount: feedbackItem.voteCount,
          commentCount: feedbackItem.commentCount,
          roadmapPosition: feedbackItem.roadmapPosition,
          demandCompanies: feedbackItem.demandCompanies,
          demandRevenueCents: feedbackItem.demandRevenueCents,
          board: {
            id: feedbackBoard.id,
            name: feedbackBoard.name,
            color: feedbackBoard.color,
            teamOnly: feedbackBoard.teamOnly,
          },
        })
        .from(feedbackItem)
        .innerJoin(feedbackBoard, eq(feedbackBoard.id, feedbackItem.boardId))
        .where(inColumn)
        .orderBy(...order)
        .limit(ROADMAP_COLUMN_LIMIT)
      return {
        status: { id: status.id, name: status.name, color: status.color, category: status.category },
        total: total?.total ?? 0,
        ordered: cards.some((card) => card.roadmapPosition !== null),
        cards: cards.map(
          ({ roadmapPosition: _position, demandCompanies, demandRevenueCents, ...card }): RoadmapCard => ({
            ...card,
            demand: withDemand ? { companies: demandCompanies, revenueCents: demandRevenueCents } : null,
          }),
        ),
      }
    }),
  )
}

/**
 * Moves a card on the roadmap: to another column (the same status change as on the item page, with its
 * timeline entry) and/or to a place within the column — before the card `beforeId`, or last when null (a
 * neighbour, not an index, so that a filtered view places it right) — which fixes the column's order by hand
 * from then on. Editors only.
 */
export async function moveRoadmapCard(
  db: Database,
  access: FeedbackAccess,
  input: { itemId: string; statusId: string; beforeId: string | null },
) {
  assertProjectPermission(access, 'feedback.moderate')
  return db.transaction(async (tx) => {
    // Columns are read and renumbered whole, so moves take turns per project: a second move into a column
    // would renumber from a column without the first card, and two cards swapped between two columns at once
    // would each wait for the other's card (a deadlock).
    await takeTurns(tx, `feedback.roadmap:${access.project.id}`)
    // The status before the item, as a status's deletion takes them.
    const target = await loadStatus(tx, access.project.id, input.statusId, { lock: 'key share' })
    const loaded = await loadItem(tx, access, input.itemId, { lock: 'update' })
    assertNotMerged(loaded.item)
    if (!target.showOnRoadmap) throw new AppError('BAD_REQUEST', `${target.name} is not on the roadmap`)
    await applyStatusChange(tx, access, loaded, target)
    // The column's order as everyone sees it (all boards), without the moved card, then the card at its place.
    const column = await tx
      .select({ id: feedbackItem.id })
      .from(feedbackItem)
      .where(
        and(
          eq(feedbackItem.projectId, access.project.id),
          eq(feedbackItem.statusId, target.id),
          isNull(feedbackItem.mergedIntoId),
          isNull(feedbackItem.heldAt),
          sql`${feedbackItem.id} <> ${loaded.item.id}`,
        ),
      )
      .orderBy(...cardOrder)
    const ids = column.map((row) => row.id)
    const before = input.beforeId ? ids.indexOf(input.beforeId) : -1
    ids.splice(before === -1 ? ids.length : before, 0, loaded.item.id)
    // One statement for the whole column: positions 0..n in the new order.
    await tx.execute(sql`
      UPDATE feedback_item AS f SET roadmap_position = o.position
      FROM (SELECT * FROM unnest(ARRAY[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::text[]) WITH ORDINALITY AS t(id, position)) AS o
      WHERE f.id = o.id`)
    await emitFeedbackEvent(tx, access, loaded.board.teamOnly, 'feedback.roadmap', {
      itemId: loaded.item.id,
      statusId: target.id,
    })
    return { id: loaded.item.id, statusId: target.id, index: ids.indexOf(loaded.item.id) }
  })
}
