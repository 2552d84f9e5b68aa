import { eq } from 'drizzle-orm'
import type { Database } from '~/server/db/client.server'
import { discussionThread } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { recordNotifications } from '~/server/notifications.server'
import { DISCUSSION_EVENT } from '../discussion-events'
import {
  type DiscussionAccess,
  emitDiscussionEvent,
  loadCategory,
  loadPost,
  loadThread,
  POST_SUBJECT,
  postNotFound,
} from './discussion-access.server'
import { notificationData } from './participation.server'

/**
 * Marks one reply as the answer to a question, or clears it (`postId` null). Only in answerable (Q&A)
 * categories, by the thread's author or a moderator. The reply's author hears that it answered.
 */
export async function markAnswer(
  db: Database,
  access: DiscussionAccess,
  threadId: string,
  postId: string | null,
): Promise<{ answerPostId: string | null }> {
  return db.transaction(async (tx) => {
    const thread = await loadThread(tx, access, threadId, { lock: 'update' })
    const category = await loadCategory(tx, access, thread.categoryId)
    if (!category.answerable) {
      throw new AppError('BAD_REQUEST', `Discussions in ${category.name} have no answers`)
    }
    if (thread.authorId !== access.viewerId && !access.isModerator) {
      throw new AppError('FORBIDDEN', 'Only the person who asked, an owner or an admin can choose the answer')
    }
    let answerId: number | null = null
    if (postId !== null) {
      const post = await loadPost(tx, thread, postId)
      if (post.deletedAt) throw postNotFound()
      if (post.isOpening) throw new AppError('BAD_REQUEST', 'Choose a reply as the answer, not the question')
      answerId = post.id
      if (thread.answerPostId !== post.id && post.authorId) {
        await recordNotifications(tx, {
          userIds: [post.authorId],
          actorId: access.viewerId,
          kind: 'discussion.answer',
          subjectType: POST_SUBJECT,
          subjectId: String(post.id),
          projectId: access.project.id,
          groupKey: `discussion:${thread.id}`,
          data: notificationData(access, thread, post.id, post.body),
        })
      }
    }
    if (thread.answerPostId !== answerId) {
      await tx
        .update(discussionThread)
        .set({ answerPostId: answerId, answeredById: answerId === null ? null : access.viewerId })
        .where(eq(discussionThread.id, thread.id))
      await emitDiscussionEvent(tx, access, DISCUSSION_EVENT.threadUpdated, { threadId: thread.id })
    }
    return { answerPostId: answerId === null ? null : String(answerId) }
  })
}
