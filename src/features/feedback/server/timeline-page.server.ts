import { and, asc, eq, inArray, ne, or } from 'drizzle-orm'
import type { FeedbackCommentKind } from '~/lib/feedback-rules'
import type { Database } from '~/server/db/client.server'
import { feedbackBoard, feedbackComment, feedbackItem, user } from '~/server/db/schema'
import { withMergedSources } from './counts.server'
import { canSeeBoard, type FeedbackAccess, loadItem } from './feedback-access.server'
import { heldCommentsFor } from './item-detail.server'
import { afterTimeCursor, decodeTimeCursor, encodeTimeCursor, timeKeyOf } from './time-cursor.server'

export type TimelinePageEntry = {
  id: string
  /** The item the entry was written on: this one, or a duplicate merged into it. */
  itemId: string
  kind: FeedbackCommentKind
  body: string
  internal: boolean
  fromStatus: string | null
  toStatus: string | null
  createdAt: string
  editedAt: string | null
  /** The address only for editors, who see authors' addresses (as in the CSV export). */
  author: { id: string; name: string; username: string | null; email: string | null } | null
  /** The app the author wrote it through ("Claude"), when not Parley itself. */
  via: string | null
}

/**
 * One page of an item's timeline, oldest first, by the rules of listTimeline (item-detail.server.ts): the
 * entries of duplicates merged into it, except their own status history and anything from a board the viewer
 * cannot see; internal notes for members only. Keyset-paginated on (time, id), so entries written while someone
 * pages are met at the end instead of shifting the pages.
 */
export async function listTimelinePage(
  db: Database,
  access: FeedbackAccess,
  itemId: string,
  page: {
    limit: number
    cursor?: string | undefined
    /** Only this entry, if the viewer may see it (reading back one just written). */
    entryId?: string | undefined
  },
): Promise<{ entries: TimelinePageEntry[]; nextCursor: string | null }> {
  const { item } = await loadItem(db, access, itemId)
  const after = page.cursor ? decodeTimeCursor(page.cursor) : null
  const merged = await withMergedSources(db, item.id)
  const sources = await db
    .select({
      id: feedbackItem.id,
      board: { teamOnly: feedbackBoard.teamOnly, teamIds: feedbackBoard.teamIds },
    })
    .from(feedbackItem)
    .innerJoin(feedbackBoard, eq(feedbackBoard.id, feedbackItem.boardId))
    .where(inArray(feedbackItem.id, merged))
  const visibleItemIds = sources
    .filter((source) => source.id === item.id || canSeeBoard(access, source.board))
    .map((source) => source.id)
  const rows = await db
    .select({
      comment: feedbackComment,
      createdAtKey: timeKeyOf(feedbackComment.createdAt),
      author: { id: user.id, name: user.name, username: user.username, email: user.email },
    })
    .from(feedbackComment)
    .leftJoin(user, eq(user.id, feedbackComment.authorId))
    .where(
      and(
        inArray(feedbackComment.itemId, visibleItemIds),
        access.isMember ? undefined : eq(feedbackComment.internal, false),
        or(eq(feedbackComment.itemId, item.id), ne(feedbackComment.kind, 'status')),
        heldCommentsFor(access),
        after ? afterTimeCursor(feedbackComment.createdAt, feedbackComment.id, after, 'asc') : undefined,
        page.entryId ? eq(feedbackComment.id, page.entryId) : undefined,
      ),
    )
    .orderBy(asc(feedbackComment.createdAt), asc(feedbackComment.id))
    .limit(page.limit + 1)
  const shown = rows.slice(0, page.limit)
  const last = shown[shown.length - 1]
  return {
    entries: shown.map(({ comment, author }) => ({
      id: comment.id,
      itemId: comment.itemId,
      kind: comment.kind,
      body: comment.body,
      internal: comment.internal,
      fromStatus: comment.fromStatus,
      toStatus: comment.toStatus,
      createdAt: comment.createdAt.toISOString(),
      editedAt: comment.editedAt?.toISOString() ?? null,
      author: author?.id ? { ...author, email: access.isEditor ? author.email : null } : null,
      via: comment.via,
    })),
    nextCursor:
      rows.length > page.limit && last
        ? encodeTimeCursor({ createdAt: last.createdAtKey, id: last.comment.id })
        : null,
  }
}
