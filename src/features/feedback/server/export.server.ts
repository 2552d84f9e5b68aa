import { and, eq, isNull, type SQL, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import { z } from 'zod'
import { attachmentDisposition, CSV_BOM, CSV_CONTENT_TYPE, csvFileName, csvRow } from '~/lib/csv'
import type { Viewer } from '~/lib/viewer'
import { assertProjectPermission, MovedError } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { feedbackBoard, feedbackItem, feedbackStatus, user } from '~/server/db/schema'
import { isAppError } from '~/server/errors'
import { type FeedbackAccess, getFeedbackAccess, loadBoard, visibleBoards } from './feedback-access.server'

export const EXPORT_COLUMNS = [
  'Title',
  'Details',
  'Board',
  'Status',
  'Votes',
  'Comments',
  'Author email',
  'Created',
  'URL',
] as const

/** Rows read per query: the export pages through the items (keyset), never holding them all at once. */
export const EXPORT_PAGE_SIZE = 500

/** GET /api/feedback/export?org=<slug>&project=<slug>&board=<id|all> */
export const exportQuerySchema = z.object({
  org: z.string().trim().toLowerCase().min(1).max(64),
  project: z.string().trim().toLowerCase().min(1).max(64),
  board: z.string().trim().min(1).max(64).default('all'),
})

/** `createdAt` as text with microseconds: a JS Date would cut them and repeat rows of one millisecond. */
type Cursor = { createdAt: string; id: string }

export type FeedbackExport = { fileName: string; stream: ReadableStream<Uint8Array> }

/**
 * A board's items (or all boards' items) as CSV, for editors only: oldest first, merged duplicates left out
 * (their votes and comments count on the item they were merged into). Authorization and the board are
 * settled before the first byte; the rows then stream page by page.
 */
export async function exportFeedbackCsv(
  db: Database,
  access: FeedbackAccess,
  options: { board: string; baseUrl: string; pageSize?: number; now?: Date },
): Promise<FeedbackExport> {
  assertProjectPermission(access, 'feedback.moderate')
  const boards =
    options.board === 'all' ? await visibleBoards(db, access) : [await loadBoard(db, access, options.board)]
  const pageSize = options.pageSize ?? EXPORT_PAGE_SIZE
  const itemUrl = (id: string) =>
    `${options.baseUrl}/@${encodeURIComponent(access.organization.slug)}/${encodeURIComponent(access.project.slug)}/feedback/${encodeURIComponent(id)}`

  const readPage = async (after: Cursor | null) => {
    const conditions: SQL[] = [
      eq(feedbackItem.projectId, access.project.id),
      isNull(feedbackItem.mergedIntoId),
      isNull(feedbackItem.heldAt),
    ]
    // Editors see every board, so "all" needs no board filter and the project's index serves the whole read.
    if (options.board !== 'all') conditions.push(eq(feedbackItem.boardId, boards[0]?.id ?? ''))
    // (created_at, id) > cursor: served by the (project|board, created_at, id) indexes, as the list is.
    if (after)
      conditions.push(
        sql`(${feedbackItem.createdAt}, ${feedbackItem.id}) > (${after.createdAt}::timestamptz, ${after.id})`,
      )
    return (
      db
        .select({
          id: feedbackItem.id,
          title: feedbackItem.title,
          details: feedbackItem.details,
          board: feedbackBoard.name,
          status: feedbackStatus.name,
          votes: feedbackItem.voteCount,
          comments: feedbackItem.commentCount,
          authorEmail: user.email,
          createdAt: feedbackItem.createdAt,
          createdAtKey: sql<string>`to_char(${feedbackItem.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        })
        .from(feedbackItem)
        .innerJoin(feedbackBoard, eq(feedbackBoard.id, feedbackItem.boardId))
        .innerJoin(feedbackStatus, eq(feedbackStatus.id, feedbackItem.statusId))
        .leftJoin(user, eq(user.id, feedbackItem.authorId))
        .where(and(...conditions))
        // The indexes keep (created_at DESC NULLS LAST, id DESC NULLS LAST): read backwards, that is ASC NULLS
        // FIRST. A bare ASC (NULLS LAST) would make PostgreSQL read and sort the whole project for every page.
        .orderBy(sql`${feedbackItem.createdAt} asc nulls first`, sql`${feedbackItem.id} asc nulls first`)
        .limit(pageSize)
    )
  }

  const encoder = new TextEncoder()
  let cursor: Cursor | null = null
  let started = false
  let finished = boards.length === 0
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true
        controller.enqueue(encoder.encode(CSV_BOM + csvRow(EXPORT_COLUMNS)))
        return
      }
      if (finished) {
        controller.close()
        return
      }
      const rows = await readPage(cursor)
      const last = rows[rows.length - 1]
      if (rows.length < pageSize || !last) finished = true
      if (last) cursor = { createdAt: last.createdAtKey, id: last.id }
      const text = rows
        .map((row) =>
          csvRow([
            row.title,
            row.details,
            row.board,
            row.status,
            row.votes,
            row.comments,
            row.authorEmail ?? '',
            row.createdAt,
            itemUrl(row.id),
          ]),
        )
        .join('')
      if (text) controller.enqueue(encoder.encode(text))
      else controller.close()
    },
  })

  const date = (options.now ?? new Date()).toISOString().slice(0, 10)
  const scope = options.board === 'all' ? 'all-boards' : (boards[0]?.name ?? 'board')
  return {
    fileName: csvFileName(access.organization.slug, access.project.slug, scope, 'feedback', date),
    stream,
  }
}

const refuse = (status: number, message: string) =>
  Response.json({ message }, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * The export route's whole answer: 400 for a malformed query, 404 for a project the viewer may not read (or
 * a board they may not see), 401 for anonymous readers, 403 for readers who are not editors, else the CSV.
 */
export async function feedbackExportResponse(
  deps: { db: Database; baseUrl: string; logger?: Logger },
  viewer: Viewer | null,
  url: URL,
): Promise<Response> {
  const parsed = exportQuerySchema.safeParse(Object.fromEntries(url.searchParams))
  if (!parsed.success) return refuse(400, 'Give org, project and optionally board (an id or "all")')
  const { org, project, board } = parsed.data
  try {
    const access = await getFeedbackAccess(deps.db, viewer, { orgSlug: org, projectSlug: project })
    const { fileName, stream } = await exportFeedbackCsv(deps.db, access, { board, baseUrl: deps.baseUrl })
    return new Response(stream, {
      headers: {
        'Content-Type': CSV_CONTENT_TYPE,
        'Content-Disposition': attachmentDisposition(fileName),
        'Cache-Control': 'no-store',
      },
    })
  } catch (error) {
    if (isAppError(error)) return refuse(error.status, error.message)
    // An old slug: export links are built from the current ones, so there is nothing to follow here.
    if (error instanceof MovedError) return refuse(404, 'Project not found')
    deps.logger?.error({ err: error }, 'Feedback export failed')
    return refuse(500, 'Something went wrong!')
  }
}
