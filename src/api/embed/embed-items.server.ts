import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { FeedbackAccess } from '~/features/feedback/server/feedback-access.server'
import type { Item } from '~/features/widget/embed-contract'
import { markdownExcerpt } from '~/lib/plain-text'
import { searchQueryOf } from '~/lib/search-query'
import type { Database } from '~/server/db/client.server'
import { feedbackBoard, feedbackItem, feedbackStatus, feedbackVote } from '~/server/db/schema'
import { AppError } from '~/server/errors'

/** An item as the widget shows it (the embed API's `Item`). Never its author: the widget says only "mine". */
export type EmbedItem = Item

const EXCERPT_LENGTH = 180

export const itemPageUrl = (baseUrl: string, access: FeedbackAccess, itemId: string) =>
  `${baseUrl}/@${encodeURIComponent(access.organization.slug)}/${encodeURIComponent(access.project.slug)}/feedback/${encodeURIComponent(itemId)}`

/** What the widget may list: this project's items on boards everyone sees, not merged into another. */
function widgetVisible(access: FeedbackAccess): SQL {
  return and(
    eq(feedbackItem.projectId, access.project.id),
    isNull(feedbackItem.mergedIntoId),
    isNull(feedbackItem.heldAt),
    eq(feedbackBoard.teamOnly, false),
  ) as SQL
}

function itemQuery(db: Database, viewerId: string | null) {
  return db
    .select({
      id: feedbackItem.id,
      title: feedbackItem.title,
      details: sql<string>`left(${feedbackItem.details}, 600)`,
      statusName: feedbackStatus.name,
      statusColour: feedbackStatus.color,
      boardId: feedbackBoard.id,
      boardName: feedbackBoard.name,
      votes: feedbackItem.voteCount,
      comments: feedbackItem.commentCount,
      authorId: feedbackItem.authorId,
      createdAt: feedbackItem.createdAt,
      voted: viewerId
        ? sql<boolean>`exists (select 1 from ${feedbackVote} where ${feedbackVote.itemId} = ${feedbackItem.id} and ${feedbackVote.userId} = ${viewerId})`
        : sql<boolean>`false`,
    })
    .from(feedbackItem)
    .innerJoin(feedbackBoard, eq(feedbackBoard.id, feedbackItem.boardId))
    .leftJoin(feedbackStatus, eq(feedbackStatus.id, feedbackItem.statusId))
}

type Row = Awaited<ReturnType<ReturnType<typeof itemQuery>['execute']>>[number]

function toItem(row: Row, access: FeedbackAccess, baseUrl: string): EmbedItem {
  const viewerId = access.viewer?.userId ?? null
  return {
    id: row.id,
    title: row.title,
    excerpt: markdownExcerpt(row.details, EXCERPT_LENGTH),
    status: row.statusName ? { name: row.statusName, colour: row.statusColour ?? 'gray' } : null,
    board: { id: row.boardId, name: row.boardName },
    votes: row.votes,
    voted: Boolean(row.voted),
    comments: row.comments,
    mine: viewerId !== null && row.authorId === viewerId,
    createdAt: row.createdAt.toISOString(),
    url: itemPageUrl(baseUrl, access, row.id),
  }
}

/** These items as the widget shows them, in the order given; those it may not show are left out. */
export async function readEmbedItems(
  db: Database,
  access: FeedbackAccess,
  baseUrl: string,
  ids: readonly string[],
): Promise<EmbedItem[]> {
  if (ids.length === 0) return []
  const rows = await itemQuery(db, access.viewer?.userId ?? null).where(
    and(widgetVisible(access), inArray(feedbackItem.id, [...ids])),
  )
  const byId = new Map(rows.map((row) => [row.id, toItem(row, access, baseUrl)]))
  return ids.flatMap((id) => {
    const item = byId.get(id)
    return item ? [item] : []
  })
}

export async function readEmbedItem(
  db: Database,
  access: FeedbackAccess,
  baseUrl: string,
  id: string,
): Promise<EmbedItem> {
  const [item] = await readEmbedItems(db, access, baseUrl, [id])
  if (!item) throw new AppError('NOT_FOUND', 'Feedback not found')
  return item
}

export const MINE_PAGE_SIZE = 20

/**
 * The viewer's own items, newest first (keyset on creation time and id), with their statuses: "my items".
 * Nobody's without a viewer.
 */
export async function listMyItems(
  db: Database,
  access: FeedbackAccess,
  baseUrl: string,
  input: { q?: string | undefined; cursor?: string | undefined },
): Promise<{ items: EmbedItem[]; nextCursor: string | null }> {
  const viewerId = access.viewer?.userId
  if (!viewerId) return { items: [], nextCursor: null }
  const conditions: (SQL | undefined)[] = [widgetVisible(access), eq(feedbackItem.authorId, viewerId)]
  const query = input.q ? searchQueryOf(input.q) : null
  if (query) conditions.push(sql`${feedbackItem.search} @@ to_tsquery('english', ${query})`)
  if (input.cursor) {
    const cursor = decodeMineCursor(input.cursor)
    conditions.push(
      sql`(${feedbackItem.createdAt}, ${feedbackItem.id}) < (${cursor.at}::timestamptz, ${cursor.id})`,
    )
  }
  const rows = await itemQuery(db, viewerId)
    .where(and(...conditions))
    .orderBy(desc(feedbackItem.createdAt), desc(feedbackItem.id))
    .limit(MINE_PAGE_SIZE + 1)
  const page = rows.slice(0, MINE_PAGE_SIZE)
  const last = page.at(-1)
  return {
    items: page.map((row) => toItem(row, access, baseUrl)),
    nextCursor:
      rows.length > MINE_PAGE_SIZE && last
        ? Buffer.from(JSON.stringify({ at: last.createdAt.toISOString(), id: last.id })).toString('base64url')
        : null,
  }
}

function decodeMineCursor(cursor: string): { at: string; id: string } {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
      at?: unknown
      id?: unknown
    }
    if (
      typeof parsed.at === 'string' &&
      typeof parsed.id === 'string' &&
      !Number.isNaN(Date.parse(parsed.at)) &&
      /^\d{4}-\d{2}-\d{2}T/.test(parsed.at)
    ) {
      return { at: parsed.at, id: parsed.id }
    }
  } catch {
    // Refused below.
  }
  throw new AppError('BAD_REQUEST', 'This list position is not valid; reload the list')
}
