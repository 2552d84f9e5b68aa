import { and, eq } from 'drizzle-orm'
import { extractMentions } from '~/lib/mentions'
import { notificationExcerpt } from '~/lib/notification-rules'
import { actingThrough } from '~/server/acting-through.server'
import { recordActivity } from '~/server/activity.server'
import { linkAttachments } from '~/server/attachments.server'
import { assertProjectPermission } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { feedbackComment } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { refreshNotificationExcerpts } from '~/server/notifications.server'
import { enforceRateLimit } from '~/server/rate-limit.server'
import { forgetSubjects } from '~/server/subjects/forget.server'
import { lockItems, refreshItemCounts, withMergedSources, withMergeTargets } from './counts.server'
import {
  actorId,
  assertNotMerged,
  type BoardRow,
  boardAudience,
  emitFeedbackEvent,
  emitFeedbackWebhook,
  type FeedbackAccess,
  type ItemRow,
  loadItem,
} from './feedback-access.server'
import { notifyFeedbackComment, notifyFeedbackMentions } from './notify.server'

export const COMMENT_LIMIT = {
  max: 30,
  windowMs: 10 * 60 * 1000,
  message: 'You are commenting too quickly. Please wait a few minutes and try again.',
}

/** Comments are public, or internal notes that only the organisation's members see. */
export async function addComment(
  db: Database,
  access: FeedbackAccess,
  itemId: string,
  input: { body: string; internal: boolean },
): Promise<{ id: string }> {
  assertProjectPermission(access, 'feedback.create')
  const authorId = actorId(access)
  if (input.internal && !access.isMember) {
    throw new AppError('FORBIDDEN', 'Only members of the team can write internal notes')
  }
  await enforceRateLimit(db, `feedback:comment:${authorId}`, COMMENT_LIMIT)
  return db.transaction(async (tx) => {
    const { item, board } = await loadItem(tx, access, itemId, { lock: 'update' })
    assertNotMerged(item)
    if (item.commentsLocked && !access.isEditor) {
      throw new AppError('FORBIDDEN', 'Comments on this feedback are locked')
    }
    const [created] = await tx
      .insert(feedbackComment)
      .values({ itemId: item.id, authorId, via: actingThrough(), body: input.body, internal: input.internal })
      .returning({ id: feedbackComment.id })
    if (!created) throw new Error('The comment was not saved')
    await linkAttachments(tx, {
      projectId: access.project.id,
      subjectType: 'feedback_comment',
      subjectId: created.id,
      markdown: input.body,
      isNew: true,
      author: { userId: authorId, isMember: access.isMember },
    })
    await announceComment(tx, access, { item, board }, { id: created.id, ...input })
    return { id: created.id }
  })
}

/**
 * What a comment tells the world once it is public: the item's counts, the people interested and mentioned, the
 * activity feed, live viewers and webhooks. Run when it is written, or for an anonymous comment held for
 * review, when a moderator approves it (then `access` speaks as its author). The item is locked by the caller.
 */
export async function announceComment(
  tx: Database,
  access: FeedbackAccess,
  { item, board }: { item: ItemRow; board: BoardRow },
  comment: { id: string; body: string; internal: boolean },
): Promise<void> {
  // A comment on a merged item also counts on every item it was merged into.
  const counted = await withMergeTargets(tx, item.id)
  await lockItems(
    tx,
    counted.filter((id) => id !== item.id),
  )
  for (const id of counted) await refreshItemCounts(tx, id)
  await notifyFeedbackComment(tx, access, { item, board }, comment)
  const membersOnly = board.teamOnly || comment.internal
  await recordActivity(tx, {
    projectId: access.project.id,
    actorId: actorId(access),
    kind: comment.internal ? 'feedback.note' : 'feedback.comment',
    phrases: [
      { phrase: comment.internal ? 'feedbackNote' : 'feedbackCommented', values: { title: item.title } },
    ],
    audience: boardAudience(board) === 'none' ? 'none' : membersOnly ? 'members' : 'public',
    path: `feedback/${item.id}`,
  })
  await emitFeedbackEvent(tx, access, membersOnly, 'feedback.commented', { itemId: item.id })
  await emitFeedbackWebhook(tx, access, 'feedback.comment_created', item.id, {
    commentId: comment.id,
    internal: comment.internal,
  })
}

/**
 * A comment of this item (or of an item merged into it) that the viewer may see, with the item it hangs on
 * and the item whose page shows it.
 */
async function loadComment(tx: Database, access: FeedbackAccess, itemId: string, commentId: string) {
  const { item, board } = await loadItem(tx, access, itemId, { lock: 'update' })
  const itemIds = await withMergedSources(tx, item.id)
  const [comment] = await tx
    .select()
    .from(feedbackComment)
    .where(and(eq(feedbackComment.id, commentId)))
    .limit(1)
  if (!comment || !itemIds.includes(comment.itemId) || (comment.internal && !access.isMember)) {
    throw new AppError('NOT_FOUND', 'Comment not found')
  }
  if (comment.kind !== 'comment') throw new AppError('BAD_REQUEST', 'Only comments can be changed')
  return { item, board, comment }
}

export async function editComment(
  db: Database,
  access: FeedbackAccess,
  itemId: string,
  commentId: string,
  body: string,
) {
  const viewerId = actorId(access)
  return db.transaction(async (tx) => {
    const { item, board, comment } = await loadComment(tx, access, itemId, commentId)
    if (comment.authorId !== viewerId) throw new AppError('FORBIDDEN', 'You can only edit your own comments')
    await tx
      .update(feedbackComment)
      .set({ body, editedAt: new Date() })
      .where(eq(feedbackComment.id, comment.id))
    await linkAttachments(tx, {
      projectId: access.project.id,
      subjectType: 'feedback_comment',
      subjectId: comment.id,
      markdown: body,
      author: { userId: viewerId, isMember: access.isMember },
    })
    const before = new Set(extractMentions(comment.body))
    const added = extractMentions(body).filter((username) => !before.has(username))
    if (added.length > 0) {
      await notifyFeedbackMentions(
        tx,
        access,
        { item, board },
        {
          body,
          subjectType: 'feedback_comment',
          subjectId: comment.id,
          membersOnly: comment.internal,
          anchor: `#comment-${comment.id}`,
        },
        added,
      )
    }
    await refreshNotificationExcerpts(
      tx,
      { type: 'feedback_comment', id: comment.id, kinds: ['feedback.comment', 'feedback.mention'] },
      notificationExcerpt(body),
    )
    await emitFeedbackEvent(tx, access, board.teamOnly || comment.internal, 'feedback.commented', {
      itemId: item.id,
    })
    return { id: comment.id }
  })
}

export async function deleteComment(db: Database, access: FeedbackAccess, itemId: string, commentId: string) {
  const viewerId = actorId(access)
  return db.transaction(async (tx) => {
    const { item, board, comment } = await loadComment(tx, access, itemId, commentId)
    if (comment.authorId !== viewerId) assertProjectPermission(access, 'feedback.moderate')
    // A comment of a merged item also counts on every item it was merged into, not only the one shown.
    const counted = await withMergeTargets(tx, comment.itemId)
    await lockItems(tx, counted)
    await tx.delete(feedbackComment).where(eq(feedbackComment.id, comment.id))
    await forgetSubjects(tx, { type: 'feedback_comment', ids: [comment.id] })
    for (const id of counted) await refreshItemCounts(tx, id)
    await emitFeedbackEvent(tx, access, board.teamOnly || comment.internal, 'feedback.commented', {
      itemId: item.id,
    })
    return { deleted: comment.id }
  })
}
