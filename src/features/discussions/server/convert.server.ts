/**
 * Conversions between discussions and feedback, by moderators. Each keeps a link both ways:
 * a thread turned into feedback carries a notice linking to the item, whose details link back; a thread
 * started from feedback links to the item, which gets an internal note (members only) linking to it.
 */

import { eq } from 'drizzle-orm'
import {
  assertNotMerged,
  emitFeedbackEvent,
  getFeedbackAccess,
  insertFeedbackItem,
  loadBoard,
  loadItem,
} from '~/features/feedback/index.server'
import { markdownLinkText, truncateText } from '~/lib/discussion-rules'
import { DETAILS_MAX, TITLE_MAX } from '~/lib/feedback-rules'
import { actingThrough } from '~/server/acting-through.server'
import type { Database } from '~/server/db/client.server'
import { discussionPost, discussionThread, feedbackComment } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { DISCUSSION_EVENT } from '../discussion-events'
import {
  assertModerator,
  type DiscussionAccess,
  emitDiscussionEvent,
  loadCategory,
  loadThread,
} from './discussion-access.server'
import { insertThread } from './threads.server'

function projectPath(access: DiscussionAccess) {
  return `/@${access.organization.slug}/${access.project.slug}`
}

function feedbackAccessOf(db: Database, access: DiscussionAccess) {
  return getFeedbackAccess(db, access.viewer, {
    orgSlug: access.organization.slug,
    projectSlug: access.project.slug,
  })
}

/** A thread becomes a feedback item on the chosen board, its author the person who started the thread. */
export async function convertThreadToFeedback(
  db: Database,
  access: DiscussionAccess,
  threadId: string,
  boardId: string,
): Promise<{ feedbackId: string }> {
  assertModerator(access)
  const feedbackAccess = await feedbackAccessOf(db, access)
  return db.transaction(async (tx) => {
    const thread = await loadThread(tx, access, threadId, { lock: 'update' })
    if (thread.convertedToFeedbackId) {
      throw new AppError('CONFLICT', 'This discussion was already converted to feedback')
    }
    const board = await loadBoard(tx, feedbackAccess, boardId, { lock: 'key share' }).catch(() => {
      throw new AppError('BAD_REQUEST', 'Choose a board', { boardId: ['Choose a board'] })
    })
    const [opening] = await tx
      .select({ body: discussionPost.body })
      .from(discussionPost)
      .where(eq(discussionPost.threadId, thread.id))
      .orderBy(discussionPost.id)
      .limit(1)
    const link = `_Converted from the team discussion [${markdownLinkText(thread.title)}](${projectPath(access)}/discussions/${thread.id})._`
    const body = truncateText(opening?.body ?? '', DETAILS_MAX - link.length - 4)
    const item = await insertFeedbackItem(tx, feedbackAccess, board, {
      title: truncateText(thread.title, TITLE_MAX),
      details: body ? `${body}\n\n${link}` : link,
      authorId: thread.authorId,
    })
    await tx
      .update(discussionThread)
      .set({ convertedToFeedbackId: item.id })
      .where(eq(discussionThread.id, thread.id))
    await emitDiscussionEvent(tx, access, DISCUSSION_EVENT.threadUpdated, { threadId: thread.id })
    return { feedbackId: item.id }
  })
}

/** A feedback item becomes the start of a thread in the chosen category, started by the moderator. */
export async function startThreadFromFeedback(
  db: Database,
  access: DiscussionAccess,
  feedbackId: string,
  categoryId: string,
): Promise<{ threadId: string }> {
  assertModerator(access)
  const feedbackAccess = await feedbackAccessOf(db, access)
  return db.transaction(async (tx) => {
    const { item } = await loadItem(tx, feedbackAccess, feedbackId, { lock: 'update' })
    assertNotMerged(item)
    const category = await loadCategory(tx, access, categoryId, { lock: 'key share' }).catch(() => {
      throw new AppError('BAD_REQUEST', 'Choose a category', { categoryId: ['Choose a category'] })
    })
    const link = `_Started from the feedback [${markdownLinkText(item.title)}](${projectPath(access)}/feedback/${item.id})._`
    const details = item.details.trim()
    const thread = await insertThread(tx, access, category, {
      title: item.title,
      body: details ? `${details}\n\n${link}` : link,
      startedFromFeedbackId: item.id,
    })
    await tx.insert(feedbackComment).values({
      itemId: item.id,
      authorId: access.viewerId,
      via: actingThrough(),
      body: `Started a discussion: [${markdownLinkText(thread.title)}](${projectPath(access)}/discussions/${thread.id})`,
      internal: true,
    })
    await emitFeedbackEvent(tx, feedbackAccess, true, 'feedback.commented', { itemId: item.id })
    return { threadId: thread.id }
  })
}
