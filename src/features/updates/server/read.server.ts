import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { type BoardRow, boardViewerOf, canSeeBoard } from '~/features/feedback/index.server'
import { viaApiKeyMark } from '~/lib/api-key-rules'
import { UPDATE_REACTIONS, UPDATES_PAGE_SIZE, type UpdateState } from '~/lib/update-rules'
import { afterTimeId, microsecondsOf } from '~/server/api/keyset.server'
import type { Database } from '~/server/db/client.server'
import {
  feedbackBoard,
  feedbackItem,
  feedbackStatus,
  projectUpdate,
  updateFeedback,
  updateLabel,
  user,
} from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { type ReactionSummary, summarizeReactions } from '~/server/reactions.server'
import { assertEditor, type UpdatesAccess, updateNotFound } from './updates-access.server'

export type UpdateLabel = { id: string; name: string; color: string }

export type UpdateView = {
  id: string
  title: string
  body: string
  label: UpdateLabel | null
  state: UpdateState
  publishAt: string | null
  publishedAt: string | null
  createdAt: string
  markComplete: boolean
  /** `viaApiKey`: an API key wrote it (the name is the key's). */
  author: { name: string; username: string | null; image: string | null; viaApiKey?: true } | null
  /** The app the author wrote it through ("Claude"), when not Parley itself. */
  via: string | null
  shipped: { id: string; title: string; voteCount: number; status: { name: string; color: string } }[]
  reactions: ReactionSummary[]
}

export type UpdatesPage = { updates: UpdateView[]; nextCursor: string | null }

const baseQuery = (db: Database) =>
  db
    .select({
      update: projectUpdate,
      label: { id: updateLabel.id, name: updateLabel.name, color: updateLabel.color },
      authorName: user.name,
      authorUsername: user.username,
      authorImage: user.image,
      authorRole: user.role,
    })
    .from(projectUpdate)
    .leftJoin(updateLabel, eq(updateLabel.id, projectUpdate.labelId))
    .leftJoin(user, eq(user.id, projectUpdate.authorId))

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number]

/**
 * The linked items this viewer may see: an editor may link an item of a team-only board to a public update,
 * and its readers must not learn of it (the item's own page is not found for them).
 */
async function visibleTo<T extends { board: Pick<BoardRow, 'teamOnly' | 'teamIds'> }>(
  db: Database,
  access: UpdatesAccess,
  links: T[],
): Promise<T[]> {
  if (!links.some((link) => link.board.teamOnly)) return links
  const viewer = await boardViewerOf(db, access, {
    withTeams: links.some((link) => link.board.teamIds.length > 0),
  })
  return links.filter((link) => canSeeBoard(viewer, link.board))
}

/** Rows as views, with their shipped feedback and reaction counts (two queries for the whole page). */
async function toViews(db: Database, access: UpdatesAccess, rows: Row[]): Promise<UpdateView[]> {
  const ids = rows.map((row) => row.update.id)
  const links = ids.length
    ? await db
        .select({
          updateId: updateFeedback.updateId,
          id: feedbackItem.id,
          title: feedbackItem.title,
          voteCount: feedbackItem.voteCount,
          status: { name: feedbackStatus.name, color: feedbackStatus.color },
          board: { teamOnly: feedbackBoard.teamOnly, teamIds: feedbackBoard.teamIds },
        })
        .from(updateFeedback)
        .innerJoin(feedbackItem, eq(feedbackItem.id, updateFeedback.itemId))
        .innerJoin(feedbackStatus, eq(feedbackStatus.id, feedbackItem.statusId))
        .innerJoin(feedbackBoard, eq(feedbackBoard.id, feedbackItem.boardId))
        // Feedback held for review is not shown anywhere yet, so not as shipped either.
        .where(and(inArray(updateFeedback.updateId, ids), sql`${feedbackItem.heldAt} is null`))
        .orderBy(desc(feedbackItem.voteCount), asc(feedbackItem.title))
    : []
  const shipped = await visibleTo(db, access, links)
  const reactions = await summarizeReactions(
    db,
    'update',
    ids,
    access.viewer?.userId ?? null,
    UPDATE_REACTIONS,
  )
  return rows.map(({ update, label, authorName, authorUsername, authorImage, authorRole }) => ({
    id: update.id,
    title: update.title,
    body: update.body,
    label: label?.id ? label : null,
    state: update.state,
    publishAt: update.publishAt?.toISOString() ?? null,
    publishedAt: update.publishedAt?.toISOString() ?? null,
    createdAt: update.createdAt.toISOString(),
    markComplete: update.markComplete,
    author:
      authorName === null
        ? null
        : { name: authorName, username: authorUsername, image: authorImage, ...viaApiKeyMark(authorRole) },
    via: update.via,
    shipped: shipped
      .filter((link) => link.updateId === update.id)
      .map(({ updateId: _id, board: _board, ...item }) => item),
    reactions: reactions.get(update.id) ?? [],
  }))
}

/**
 * A publish time as the list writes it (`toISOString()`, years 1 to 9999): one PostgreSQL compares without
 * complaint. JavaScript also parses years it refuses (0, +010000) and rolled-over dates (February 30th).
 */
const PUBLISHED_AT_KEY = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const isPublishedAtKey = (value: unknown): value is string => {
  if (typeof value !== 'string') return false
  const year = PUBLISHED_AT_KEY.exec(value)?.[1]
  return Boolean(year) && Number(year) >= 1 && new Date(Date.parse(value)).toISOString() === value
}

function decodeCursor(cursor: string): SQL {
  try {
    const { at, id } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (!isPublishedAtKey(at) || typeof id !== 'string') throw new Error()
    return sql`(${projectUpdate.publishedAt}, ${projectUpdate.id}) < (${new Date(at)}, ${id})`
  } catch {
    throw new AppError('BAD_REQUEST', 'This list position is not valid; reload the page')
  }
}

/** Published updates, newest first, a page at a time (keyset on publish time and id). */
export async function listUpdates(
  db: Database,
  access: UpdatesAccess,
  cursor?: string,
): Promise<UpdatesPage> {
  const rows = await baseQuery(db)
    .where(
      and(
        eq(projectUpdate.projectId, access.project.id),
        eq(projectUpdate.state, 'published'),
        cursor ? decodeCursor(cursor) : undefined,
      ),
    )
    .orderBy(sql`${projectUpdate.publishedAt} desc nulls last`, sql`${projectUpdate.id} desc nulls last`)
    .limit(UPDATES_PAGE_SIZE + 1)
  const page = rows.slice(0, UPDATES_PAGE_SIZE)
  const last = page.at(-1)?.update
  return {
    updates: await toViews(db, access, page),
    nextCursor:
      rows.length > UPDATES_PAGE_SIZE && last?.publishedAt
        ? Buffer.from(JSON.stringify({ at: last.publishedAt.toISOString(), id: last.id })).toString(
            'base64url',
          )
        : null,
  }
}

/**
 * Updates of every state the viewer may see (drafts and scheduled ones for editors only), newest first by
 * creation time, `limit` of them after the keyset position `after` (creation time in microseconds, id): the
 * public API's list. Each comes with its position, for the next page's cursor.
 */
export async function listUpdatesByCreation(
  db: Database,
  access: UpdatesAccess,
  input: { state?: UpdateState; q?: string; after: readonly [number, string] | null; limit: number },
): Promise<{ view: UpdateView; at: number }[]> {
  const states: UpdateState[] = input.state ? [input.state] : ['draft', 'scheduled', 'published']
  const visible = access.isEditor ? states : states.filter((state) => state === 'published')
  if (visible.length === 0) return []
  const rows = await db
    .select({ id: projectUpdate.id, at: microsecondsOf(projectUpdate.createdAt) })
    .from(projectUpdate)
    .where(
      and(
        eq(projectUpdate.projectId, access.project.id),
        inArray(projectUpdate.state, visible),
        // A project's updates are few (hundreds, not the feedback's 100,000s): matched as they are read, the way
        // people type a search (websearch_to_tsquery: "phrases", -excluded, or), without an index of their own.
        input.q
          ? sql`to_tsvector('english', ${projectUpdate.title} || ' ' || ${projectUpdate.body}) @@ websearch_to_tsquery('english', ${input.q})`
          : undefined,
        afterTimeId(projectUpdate.createdAt, projectUpdate.id, input.after, 'descending'),
      ),
    )
    .orderBy(desc(projectUpdate.createdAt), desc(projectUpdate.id))
    .limit(input.limit)
  if (rows.length === 0) return []
  const found = await baseQuery(db).where(
    inArray(
      projectUpdate.id,
      rows.map((row) => row.id),
    ),
  )
  const views = new Map((await toViews(db, access, found)).map((view) => [view.id, view]))
  return rows.flatMap((row) => {
    const view = views.get(row.id)
    return view ? [{ view, at: row.at }] : []
  })
}

/** Drafts and scheduled updates: editors only (others get an empty list, never a hint that some exist). */
export async function listDrafts(db: Database, access: UpdatesAccess): Promise<UpdateView[]> {
  if (!access.isEditor) return []
  const rows = await baseQuery(db)
    .where(
      and(
        eq(projectUpdate.projectId, access.project.id),
        inArray(projectUpdate.state, ['draft', 'scheduled']),
      ),
    )
    .orderBy(desc(projectUpdate.updatedAt))
  return toViews(db, access, rows)
}

/** One update; a draft or scheduled one is not found for anyone but editors. */
export async function getUpdate(db: Database, access: UpdatesAccess, updateId: string): Promise<UpdateView> {
  const [row] = await baseQuery(db)
    .where(and(eq(projectUpdate.id, updateId), eq(projectUpdate.projectId, access.project.id)))
    .limit(1)
  if (!row || (row.update.state !== 'published' && !access.isEditor)) throw updateNotFound()
  const [view] = await toViews(db, access, [row])
  if (!view) throw updateNotFound()
  return view
}

export async function listLabels(db: Database, projectId: string): Promise<UpdateLabel[]> {
  return db
    .select({ id: updateLabel.id, name: updateLabel.name, color: updateLabel.color })
    .from(updateLabel)
    .where(eq(updateLabel.projectId, projectId))
    .orderBy(asc(updateLabel.position), asc(updateLabel.createdAt))
}

export type ShippableItem = {
  id: string
  title: string
  voteCount: number
  status: { name: string; color: string }
}

/** Feedback an editor can link to an update: the project's unmerged items matching the words, most votes first. */
export async function searchShippableFeedback(
  db: Database,
  access: UpdatesAccess,
  query: string,
): Promise<ShippableItem[]> {
  assertEditor(access)
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8)
  const match = words.length
    ? sql`${feedbackItem.search} @@ to_tsquery('english', ${words.map((word) => `${word}:*`).join(' & ')})`
    : undefined
  return db
    .select({
      id: feedbackItem.id,
      title: feedbackItem.title,
      voteCount: feedbackItem.voteCount,
      status: { name: feedbackStatus.name, color: feedbackStatus.color },
    })
    .from(feedbackItem)
    .innerJoin(feedbackStatus, eq(feedbackStatus.id, feedbackItem.statusId))
    .where(
      and(
        eq(feedbackItem.projectId, access.project.id),
        sql`${feedbackItem.mergedIntoId} is null`,
        sql`${feedbackItem.heldAt} is null`,
        match,
      ),
    )
    .orderBy(sql`${feedbackItem.voteCount} desc nulls last`, sql`${feedbackItem.id} desc nulls last`)
    .limit(10)
}
