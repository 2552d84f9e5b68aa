import { eq, inArray } from 'drizzle-orm'
import { type FeedbackAccess, feedbackNotFound } from '~/features/feedback/server/feedback-access.server'
import type { Database } from '~/server/db/client.server'
import { feedbackBoard, feedbackItem, feedbackStatus, user } from '~/server/db/schema'
import type { ApiFeedbackItem } from './feedback-api.schemas'

/**
 * Feedback items as the API shows them, read by id in one query once the feature's own code has decided which
 * items the key may see (listFeedback, loadItem): the shape is the same whichever operation answers.
 */
export async function readItemsJson(
  db: Database,
  access: FeedbackAccess,
  baseUrl: string,
  ids: readonly string[],
): Promise<ApiFeedbackItem[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select({
      item: feedbackItem,
      board: { id: feedbackBoard.id, name: feedbackBoard.name, teamOnly: feedbackBoard.teamOnly },
      status: { id: feedbackStatus.id, name: feedbackStatus.name, category: feedbackStatus.category },
      author: { id: user.id, name: user.name, username: user.username, email: user.email },
    })
    .from(feedbackItem)
    .innerJoin(feedbackBoard, eq(feedbackBoard.id, feedbackItem.boardId))
    .innerJoin(feedbackStatus, eq(feedbackStatus.id, feedbackItem.statusId))
    .leftJoin(user, eq(user.id, feedbackItem.authorId))
    .where(inArray(feedbackItem.id, [...ids]))
  const byId = new Map(rows.map((row) => [row.item.id, row]))
  const pagePath = `${baseUrl}/@${encodeURIComponent(access.organization.slug)}/${encodeURIComponent(access.project.slug)}/feedback/`
  return ids.flatMap((id) => {
    const row = byId.get(id)
    if (!row) return []
    const { item } = row
    return [
      {
        id: item.id,
        project: access.project.slug,
        board: { id: row.board.id, name: row.board.name, team_only: row.board.teamOnly },
        status: row.status,
        title: item.title,
        details: item.details,
        author: row.author?.id ? { ...row.author, email: access.isEditor ? row.author.email : null } : null,
        via: item.via,
        vote_count: item.voteCount,
        comment_count: item.commentCount,
        comments_locked: item.commentsLocked,
        merged_into_id: item.mergedIntoId,
        created_at: item.createdAt.toISOString(),
        edited_at: item.editedAt?.toISOString() ?? null,
        url: `${pagePath}${encodeURIComponent(item.id)}`,
      },
    ]
  })
}

/** One item as the API shows it (the caller has checked that the key may see it). */
export async function readItemJson(
  db: Database,
  access: FeedbackAccess,
  baseUrl: string,
  id: string,
): Promise<ApiFeedbackItem> {
  const [item] = await readItemsJson(db, access, baseUrl, [id])
  // Deleted between the operation's write and this read: gone, as for anyone asking a moment later.
  if (!item) throw feedbackNotFound()
  return item
}
