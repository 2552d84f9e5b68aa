import { type AnyColumn, and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import {
  FEEDBACK_PAGE_SIZE,
  type FeedbackSort,
  isDemandSort,
  SIMILAR_ITEMS_MAX,
  type StatusCategory,
} from '~/lib/feedback-rules'
import { markdownExcerpt } from '~/lib/plain-text'
import { searchQueryOf } from '~/lib/search-query'
import { isTimestampText } from '~/lib/timestamp-text'
import type { Database } from '~/server/db/client.server'
import { feedbackBoard, feedbackItem, feedbackStatus, feedbackVote, user } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import type { ListFeedbackInput } from '../feedback.schemas'
import {
  canSeeBoard,
  type FeedbackAccess,
  loadBoard,
  projectBoards,
  visibleBoards,
} from './feedback-access.server'

export type FeedbackRow = {
  id: string
  title: string
  excerpt: string
  board: { id: string; name: string; color: string; teamOnly: boolean }
  status: { id: string; name: string; color: string; category: StatusCategory }
  voteCount: number
  commentCount: number
  viewerVoted: boolean
  createdAt: string
  author: { name: string; username: string | null; image: string | null } | null
  /** For the organisation's members only (null for everyone else): companies and their monthly spend behind it. */
  demand: { companies: number; revenueCents: number } | null
}

export type FeedbackPage = { items: FeedbackRow[]; nextCursor: string | null }

const EXCERPT_LENGTH = 180
/** Enough markdown to make a plain-text excerpt of EXCERPT_LENGTH characters from. */
const EXCERPT_SOURCE_LENGTH = 600

/** The columns every list shows, with the viewer's own vote (a left join on the vote's primary key). */
function rowQuery(db: Database, viewerId: string | null) {
  const viewerVote = alias(feedbackVote, 'viewer_vote')
  return db
    .select({
      id: feedbackItem.id,
      title: feedbackItem.title,
      excerpt: sql<string>`left(${feedbackItem.details}, ${EXCERPT_SOURCE_LENGTH})`,
      voteCount: feedbackItem.voteCount,
      commentCount: feedbackItem.commentCount,
      trendingScore: feedbackItem.trendingScore,
      demandCompanies: feedbackItem.demandCompanies,
      demandRevenueCents: feedbackItem.demandRevenueCents,
      createdAt: feedbackItem.createdAt,
      // The "new" cursor needs the full microseconds: a JS Date keeps milliseconds only, and a page boundary
      // inside one millisecond (items written in one transaction share now()) would skip the rest of it.
      createdAtKey: sql<string>`to_char(${feedbackItem.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      board: {
        id: feedbackBoard.id,
        name: feedbackBoard.name,
        color: feedbackBoard.color,
        teamOnly: feedbackBoard.teamOnly,
      },
      status: {
        id: feedbackStatus.id,
        name: feedbackStatus.name,
        color: feedbackStatus.color,
        category: feedbackStatus.category,
      },
      authorName: user.name,
      authorUsername: user.username,
      authorImage: user.image,
      viewerVoted: sql<boolean>`${viewerVote.userId} is not null`,
    })
    .from(feedbackItem)
    .innerJoin(feedbackBoard, eq(feedbackBoard.id, feedbackItem.boardId))
    .innerJoin(feedbackStatus, eq(feedbackStatus.id, feedbackItem.statusId))
    .leftJoin(user, eq(user.id, feedbackItem.authorId))
    .leftJoin(viewerVote, and(eq(viewerVote.itemId, feedbackItem.id), eq(viewerVote.userId, viewerId ?? '')))
}

type RawRow = Awaited<ReturnType<ReturnType<typeof rowQuery>['execute']>>[number]

function toRow(raw: RawRow, showDemand = false): FeedbackRow {
  return {
    demand: showDemand ? { companies: raw.demandCompanies, revenueCents: raw.demandRevenueCents } : null,
    id: raw.id,
    title: raw.title,
    excerpt: markdownExcerpt(raw.excerpt, EXCERPT_LENGTH),
    board: raw.board,
    status: raw.status,
    voteCount: raw.voteCount,
    commentCount: raw.commentCount,
    viewerVoted: Boolean(raw.viewerVoted),
    createdAt: raw.createdAt.toISOString(),
    author:
      raw.authorName === null
        ? null
        : { name: raw.authorName, username: raw.authorUsername, image: raw.authorImage },
  }
}

/**
 * Descending in the order the list indexes keep (DESC NULLS LAST, as Drizzle writes `.desc()` in an index).
 * A bare `desc` means NULLS FIRST in PostgreSQL, which no index serves: every page would read and sort the
 * whole project. The sort columns are NOT NULL, so both orders give the same rows.
 */
const descending = (column: AnyColumn) => sql`${column} desc nulls last`

const sortColumn = {
  trending: feedbackItem.trendingScore,
  top: feedbackItem.voteCount,
  new: feedbackItem.createdAt,
  revenue: feedbackItem.demandRevenueCents,
  companies: feedbackItem.demandCompanies,
} as const

type Cursor = { value: number | string; id: string }

const INT4_MAX = 2 ** 31 - 1
/** `createdAtKey` as the list writes it (microseconds, UTC); a date PostgreSQL would refuse is refused here. */
const CREATED_AT_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/
/** What each sort's cursor may hold: a value the database can compare its column with, never a 500. */
const CURSOR_VALUE_IS_VALID: Record<FeedbackSort, (value: unknown) => boolean> = {
  // Rolled-over dates (February 30th, month 13) and year 0 are refused, as PostgreSQL would refuse them.
  new: (value) => typeof value === 'string' && CREATED_AT_KEY.test(value) && isTimestampText(value),
  top: (value) => Number.isSafeInteger(value) && Math.abs(value as number) <= INT4_MAX,
  trending: (value) => typeof value === 'number' && Number.isFinite(value),
  revenue: (value) => Number.isSafeInteger(value),
  companies: (value) => Number.isSafeInteger(value) && Math.abs(value as number) <= INT4_MAX,
}

function encodeCursor(sort: FeedbackSort, raw: RawRow): string {
  const value = {
    new: raw.createdAtKey,
    top: raw.voteCount,
    trending: raw.trendingScore,
    revenue: raw.demandRevenueCents,
    companies: raw.demandCompanies,
  }[sort]
  return Buffer.from(JSON.stringify({ value, id: raw.id } satisfies Cursor)).toString('base64url')
}

function decodeCursor(sort: FeedbackSort, cursor: string): SQL {
  let parsed: Cursor
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw new AppError('BAD_REQUEST', 'This list position is not valid; reload the list')
  }
  const valid =
    parsed !== null &&
    typeof parsed === 'object' &&
    typeof parsed.id === 'string' &&
    CURSOR_VALUE_IS_VALID[sort](parsed.value)
  if (!valid) throw new AppError('BAD_REQUEST', 'This list position is not valid; reload the list')
  const value = sort === 'new' ? sql`${parsed.value}::timestamptz` : parsed.value
  // Row comparison: the (sort key, id) index serves it directly (keyset pagination, never OFFSET).
  return sql`(${sortColumn[sort]}, ${feedbackItem.id}) < (${value}, ${parsed.id})`
}

/** The features.feedback query: one page of the project's feedback as the viewer may see it. */
export async function listFeedback(
  db: Database,
  access: FeedbackAccess,
  input: Omit<ListFeedbackInput, 'orgSlug' | 'projectSlug'> & {
    /** Items per page: the app's page size unless the caller (the public API) asks for another. */
    limit?: number
  },
): Promise<FeedbackPage> {
  const pageSize = input.limit ?? FEEDBACK_PAGE_SIZE
  const withDemand = seesDemand(access)
  const sort: FeedbackSort = isDemandSort(input.sort) && !withDemand ? 'top' : input.sort
  const conditions: SQL[] = [
    eq(feedbackItem.projectId, access.project.id),
    isNull(feedbackItem.mergedIntoId),
    isNull(feedbackItem.heldAt),
  ]
  if (input.board === 'all') {
    const all = await projectBoards(db, access.project.id)
    const boards = all.filter((board) => canSeeBoard(access, board))
    // Some boards are hidden from this viewer: their items must not be listed.
    if (boards.length !== all.length) {
      if (boards.length === 0) return { items: [], nextCursor: null }
      conditions.push(
        inArray(
          feedbackItem.boardId,
          boards.map((board) => board.id),
        ),
      )
    }
  } else {
    const board = await loadBoard(db, access, input.board)
    conditions.push(eq(feedbackItem.boardId, board.id))
  }
  if (input.status) conditions.push(eq(feedbackItem.statusId, input.status))
  const query = input.q ? searchQueryOf(input.q) : null
  if (query) conditions.push(sql`${feedbackItem.search} @@ to_tsquery('english', ${query})`)
  if (input.plan && withDemand) conditions.push(demandFromPlan(access.organization.id, input.plan))
  if (input.segment && withDemand) conditions.push(demandFromSegment(access.organization.id, input.segment))
  if (input.cursor) conditions.push(decodeCursor(sort, input.cursor))

  const rows = await rowQuery(db, access.viewer?.userId ?? null)
    .where(and(...conditions))
    .orderBy(descending(sortColumn[sort]), descending(feedbackItem.id))
    .limit(pageSize + 1)
  const page = rows.slice(0, pageSize)
  const last = page[page.length - 1]
  return {
    items: page.map((row) => toRow(row, withDemand)),
    nextCursor: rows.length > pageSize && last ? encodeCursor(sort, last) : null,
  }
}

/** Whether this viewer sees the demand behind items: the organisation's own members, never a widget person. */
export const seesDemand = (access: FeedbackAccess) => access.isMember && !access.viewer?.external

/** Items with a vote from a company on this plan (members' filter). */
export function demandFromPlan(organizationId: string, plan: string): SQL {
  return sql`exists (select 1 from feedback_vote v
    join customer_person cp on cp.user_id = v.user_id and cp.organization_id = ${organizationId}
    join customer_company c on c.id = cp.company_id
    where v.item_id = ${feedbackItem.id} and c.plan = ${plan})`
}

/**
 * Items with a vote from someone in this saved segment (members' filter): their company is on one of the
 * segment's plans (any, when it names none), and every attribute it names is held, with that value, by the
 * company or by the person themselves. A segment of another organisation matches nothing.
 */
export function demandFromSegment(organizationId: string, segmentId: string): SQL {
  return sql`exists (select 1 from feedback_vote v
    join customer_person cp on cp.user_id = v.user_id and cp.organization_id = ${organizationId}
    join customer_company c on c.id = cp.company_id
    join customer_segment s on s.id = ${segmentId} and s.organization_id = ${organizationId}
    where v.item_id = ${feedbackItem.id}
      and (cardinality(s.plans) = 0 or c.plan = any(s.plans))
      and not exists (select 1 from jsonb_each_text(s.attributes) a
        where (c.attributes ->> a.key) is distinct from a.value
          and (cp.attributes ->> a.key) is distinct from a.value))`
}

export type SimilarItem = {
  id: string
  title: string
  voteCount: number
  status: { name: string; color: string }
}

/**
 * How many candidates each way of matching contributes before ranking. Ranking (ts_rank reads each row's
 * tsvector) is the expensive part, so it only ever sees a bounded set: the cost no longer grows with the
 * project, and 20 per source leaves ample choice for the best 5.
 */
const SIMILAR_CANDIDATES_PER_SOURCE = 20

/**
 * Items that may already say what a new title says: full-text matches on any word, or trigram-similar titles
 * (catches typos and word forms), best first.
 *
 * This runs while someone types, so it never ranks every match: it ranks a bounded candidate set of
 * (1) the nearest titles by trigram distance, read from the GiST trigram index as a KNN scan that stops after
 * the limit; (2) items matching all typed words (as prefixes), the most specific full-text matches; and
 * (3) items matching any typed word, cut off before ranking. See docs/performance.md.
 */
export async function findSimilarFeedback(
  db: Database,
  access: FeedbackAccess,
  title: string,
): Promise<SimilarItem[]> {
  const anyWord = searchQueryOf(title, '|')
  const allWords = searchQueryOf(title, '&')
  if (!anyWord || !allWords || title.trim().length < 3) return []
  const boards = await visibleBoards(db, access)
  if (boards.length === 0) return []
  const visible = and(
    eq(feedbackItem.projectId, access.project.id),
    isNull(feedbackItem.mergedIntoId),
    isNull(feedbackItem.heldAt),
    inArray(
      feedbackItem.boardId,
      boards.map((board) => board.id),
    ),
  )
  const anyWordQuery = sql`to_tsquery('english', ${anyWord})`
  const candidates = (condition: SQL | undefined, order?: SQL) => {
    const query = db.select({ id: feedbackItem.id }).from(feedbackItem).where(and(visible, condition))
    return (order ? query.orderBy(order) : query).limit(SIMILAR_CANDIDATES_PER_SOURCE)
  }
  const nearestTitles = candidates(undefined, sql`${feedbackItem.title} <-> ${title}`)
  const allWordMatches = candidates(sql`${feedbackItem.search} @@ to_tsquery('english', ${allWords})`)
  const anyWordMatches = candidates(sql`${feedbackItem.search} @@ ${anyWordQuery}`)
  const rank = sql<number>`greatest(ts_rank(${feedbackItem.search}, ${anyWordQuery}), similarity(${feedbackItem.title}, ${title}))`
  const rows = await db
    .select({
      id: feedbackItem.id,
      title: feedbackItem.title,
      voteCount: feedbackItem.voteCount,
      status: { name: feedbackStatus.name, color: feedbackStatus.color },
      rank,
    })
    .from(feedbackItem)
    .innerJoin(feedbackStatus, eq(feedbackStatus.id, feedbackItem.statusId))
    .where(
      and(
        sql`${feedbackItem.id} in ((${nearestTitles}) union (${allWordMatches}) union (${anyWordMatches}))`,
        // The nearest titles may still be far off: only a real match is suggested.
        sql`(${feedbackItem.search} @@ ${anyWordQuery} or ${feedbackItem.title} % ${title})`,
      ),
    )
    .orderBy(desc(rank), desc(feedbackItem.voteCount))
    .limit(SIMILAR_ITEMS_MAX)
  return rows.map(({ rank: _rank, ...row }) => row)
}

export type FeedbackOverview = {
  total: number
  byStatus: { id: string; name: string; color: string; category: StatusCategory; count: number }[]
  latest: FeedbackRow[]
}

/** For the project's home page: how much feedback there is per status, and the newest items. */
export async function feedbackOverview(db: Database, access: FeedbackAccess): Promise<FeedbackOverview> {
  const boards = await visibleBoards(db, access)
  const boardIds = boards.map((board) => board.id)
  const statuses = await db
    .select()
    .from(feedbackStatus)
    .where(eq(feedbackStatus.projectId, access.project.id))
    .orderBy(feedbackStatus.position)
  if (boardIds.length === 0) {
    return { total: 0, byStatus: statuses.map((status) => ({ ...pickStatus(status), count: 0 })), latest: [] }
  }
  const visible = and(
    eq(feedbackItem.projectId, access.project.id),
    isNull(feedbackItem.mergedIntoId),
    isNull(feedbackItem.heldAt),
    inArray(feedbackItem.boardId, boardIds),
  )
  const counts = await db
    .select({ statusId: feedbackItem.statusId, total: count() })
    .from(feedbackItem)
    .where(visible)
    .groupBy(feedbackItem.statusId)
  const byId = new Map(counts.map((row) => [row.statusId, row.total]))
  const latest = await rowQuery(db, access.viewer?.userId ?? null)
    .where(visible)
    .orderBy(descending(feedbackItem.createdAt), descending(feedbackItem.id))
    .limit(5)
  return {
    total: counts.reduce((sum, row) => sum + row.total, 0),
    byStatus: statuses.map((status) => ({ ...pickStatus(status), count: byId.get(status.id) ?? 0 })),
    latest: latest.map((row) => toRow(row)),
  }
}

const pickStatus = (status: typeof feedbackStatus.$inferSelect) => ({
  id: status.id,
  name: status.name,
  color: status.color,
  category: status.category,
})
