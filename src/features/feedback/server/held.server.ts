import { and, asc, eq, isNotNull } from 'drizzle-orm'
import { assertProjectPermission } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { feedbackBoard, feedbackComment, feedbackItem, user } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { forgetSubjects } from '~/server/subjects/forget.server'
import { asAuthor } from './anonymous-posts.server'
import { announceComment } from './comments.server'
import { refreshItemCounts } from './counts.server'
import { type FeedbackAccess, loadItem, maySeeHeld } from './feedback-access.server'
import { announceFeedbackItem, emitHeldEvent, forgetFeedbackSubjects } from './items.server'

/**
 * The moderators' queue of anonymous posts and comments held for review, and its two answers: approve (it is
 * published then, and only then announced: mentions, notifications, activity, live events, webhooks) and reject
 * (it is deleted, as if it had never been written). Whoever may not moderate the project's feedback gets
 * NOT FOUND: the queue's existence is not theirs to know.
 */

export type HeldQueue = {
  items: {
    id: string
    title: string
    details: string
    board: { id: string; name: string }
    authorName: string | null
    createdAt: string
  }[]
  comments: {
    id: string
    itemId: string
    itemTitle: string
    body: string
    authorName: string | null
    createdAt: string
  }[]
}

/** How many the queue shows at once (oldest first: each answered makes room). */
export const HELD_QUEUE_LIMIT = 50

const queueNotFound = () => new AppError('NOT_FOUND', 'Not found')

function assertModerator(access: FeedbackAccess) {
  if (!maySeeHeld(access)) throw queueNotFound()
  assertProjectPermission(access, 'feedback.moderate')
}

export async function listHeld(db: Database, access: FeedbackAccess): Promise<HeldQueue> {
  assertModerator(access)
  const items = await db
    .select({
      id: feedbackItem.id,
      title: feedbackItem.title,
      details: feedbackItem.details,
      board: { id: feedbackBoard.id, name: feedbackBoard.name },
      authorName: user.name,
      createdAt: feedbackItem.createdAt,
    })
    .from(feedbackItem)
    .innerJoin(feedbackBoard, eq(feedbackBoard.id, feedbackItem.boardId))
    .leftJoin(user, eq(user.id, feedbackItem.authorId))
    .where(and(eq(feedbackItem.projectId, access.project.id), isNotNull(feedbackItem.heldAt)))
    .orderBy(asc(feedbackItem.heldAt), asc(feedbackItem.id))
    .limit(HELD_QUEUE_LIMIT)
  const comments = await db
    .select({
      id: feedbackComment.id,
      itemId: feedbackComment.itemId,
      itemTitle: feedbackItem.title,
      body: feedbackComment.body,
      authorName: user.name,
      createdAt: feedbackComment.createdAt,
    })
    .from(feedbackComment)
    .innerJoin(feedbackItem, eq(feedbackItem.id, feedbackComment.itemId))
    .leftJoin(user, eq(user.id, feedbackComment.authorId))
    .where(and(eq(feedbackItem.projectId, access.project.id), isNotNull(feedbackComment.heldAt)))
    .orderBy(asc(feedbackComment.heldAt), asc(feedbackComment.id))
    .limit(HELD_QUEUE_LIMIT)
  return {
    items: items.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    comments: comments.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  }
}

export type HeldRef = { kind: 'item' | 'comment'; id: string }

/** Publishes a held item or comment. Approving one already published (by another moderator) changes nothing. */
export async function approveHeld(
  db: Database,
  access: FeedbackAccess,
  ref: HeldRef,
): Promise<{ approved: boolean }> {
  assertModerator(access)
  return db.transaction(async (tx) => {
    if (ref.kind === 'item') {
      const { item, board } = await loadItem(tx, access, ref.id, { lock: 'update' })
      if (!item.heldAt) return { approved: false }
      await tx.update(feedbackItem).set({ heldAt: null }).where(eq(feedbackItem.id, item.id))
      await refreshItemCounts(tx, item.id)
      const speaker = item.authorId ? asAuthor(access, item.authorId) : access
      await announceFeedbackItem(tx, speaker, board, item)
      await emitHeldEvent(tx, access, { itemId: item.id })
      return { approved: true }
    }
    const comment = await loadHeldComment(tx, ref.id)
    const loaded = await loadItem(tx, access, comment.itemId, { lock: 'update' })
    const [current] = await tx
      .select({ heldAt: feedbackComment.heldAt })
      .from(feedbackComment)
      .where(eq(feedbackComment.id, comment.id))
    if (!current?.heldAt) return { approved: false }
    await tx.update(feedbackComment).set({ heldAt: null }).where(eq(feedbackComment.id, comment.id))
    const speaker = comment.authorId ? asAuthor(access, comment.authorId) : access
    await announceComment(tx, speaker, loaded, { id: comment.id, body: comment.body, internal: false })
    await emitHeldEvent(tx, access, { itemId: loaded.item.id })
    return { approved: true }
  })
}

/** Deletes a held item (with everything hanging on it) or comment: nobody ever saw it, so nobody is told. */
export async function rejectHeld(
  db: Database,
  access: FeedbackAccess,
  ref: HeldRef,
): Promise<{ rejected: boolean }> {
  assertModerator(access)
  return db.transaction(async (tx) => {
    if (ref.kind === 'item') {
      const { item } = await loadItem(tx, access, ref.id, { lock: 'update' })
      // A published item is deleted the usual way (with its webhook and activity), not from the queue.
      if (!item.heldAt) throw new AppError('CONFLICT', 'This feedback was already approved')
      await forgetFeedbackSubjects(tx, [item.id])
      await tx.delete(feedbackItem).where(eq(feedbackItem.id, item.id))
      await emitHeldEvent(tx, access, { itemId: item.id })
      return { rejected: true }
    }
    const comment = await loadHeldComment(tx, ref.id)
    const { item } = await loadItem(tx, access, comment.itemId, { lock: 'update' })
    const [current] = await tx
      .select({ heldAt: feedbackComment.heldAt })
      .from(feedbackComment)
      .where(eq(feedbackComment.id, comment.id))
    if (!current?.heldAt) throw new AppError('CONFLICT', 'This comment was already approved')
    await tx.delete(feedbackComment).where(eq(feedbackComment.id, comment.id))
    await forgetSubjects(tx, { type: 'feedback_comment', ids: [comment.id] })
    await emitHeldEvent(tx, access, { itemId: item.id })
    return { rejected: true }
  })
}

/** A comment of any item, held or not (the caller then loads its item through the viewer's access). */
async function loadHeldComment(tx: Database, commentId: string) {
  const [comment] = await tx
    .select({
      id: feedbackComment.id,
      itemId: feedbackComment.itemId,
      authorId: feedbackComment.authorId,
      body: feedbackComment.body,
      kind: feedbackComment.kind,
    })
    .from(feedbackComment)
    .where(eq(feedbackComment.id, commentId))
    .limit(1)
  if (comment?.kind !== 'comment') throw new AppError('NOT_FOUND', 'Comment not found')
  return { ...comment, kind: 'comment' as const }
}
