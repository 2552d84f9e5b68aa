import { and, count, eq, isNull } from 'drizzle-orm'
import type { z } from 'zod'
import { DISCUSSION_REACTIONS, REPLY_LIMIT } from '~/lib/discussion-rules'
import { extractMentions } from '~/lib/mentions'
import { notificationExcerpt } from '~/lib/notification-rules'
import { actingThrough } from '~/server/acting-through.server'
import { recordActivity } from '~/server/activity.server'
import { linkAttachments } from '~/server/attachments.server'
import type { Database } from '~/server/db/client.server'
import { discussionPost, discussionPostVersion, discussionThread } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { refreshNotificationExcerpts } from '~/server/notifications.server'
import { enforceRateLimit } from '~/server/rate-limit.server'
import { setReaction, summarizeReactions } from '~/server/reactions.server'
import { forgetSubjects } from '~/server/subjects/forget.server'
import { emitWebhookEvent } from '~/server/webhooks/emit.server'
import { DISCUSSION_EVENT } from '../discussion-events'
import type { editPostSchema, reactToPostSchema } from '../discussions.schemas'
import type { DiscussionPost, DiscussionReactionSummary } from '../discussions.types'
import {
  assertMayPost,
  assertModerator,
  assertNotLocked,
  type DiscussionAccess,
  emitDiscussionEvent,
  loadPost,
  loadThread,
  POST_SUBJECT,
  postNotFound,
  threadPath,
} from './discussion-access.server'
import { advanceRead, notifyFollowers, notifyMentions, setFollowing } from './participation.server'
import { toDiscussionPost } from './post-rows.server'

/** The stored reply count: replies that are not deleted. Called after the thread's row is locked. */
async function refreshReplyCount(tx: Database, threadId: string): Promise<void> {
  const [row] = await tx
    .select({ total: count() })
    .from(discussionPost)
    .where(
      and(
        eq(discussionPost.threadId, threadId),
        eq(discussionPost.isOpening, false),
        isNull(discussionPost.deletedAt),
      ),
    )
  await tx
    .update(discussionThread)
    .set({ replyCount: row?.total ?? 0 })
    .where(eq(discussionThread.id, threadId))
}

/**
 * Replies to a thread that is not locked. The replier follows the thread and has read up to their reply;
 * the people mentioned and the thread's followers are notified, in the reply's transaction.
 */
export async function reply(
  db: Database,
  access: DiscussionAccess,
  threadId: string,
  body: string,
): Promise<DiscussionPost> {
  assertMayPost(access)
  return db.transaction(async (tx) => {
    const thread = await loadThread(tx, access, threadId, { lock: 'update' })
    assertNotLocked(thread)
    await enforceRateLimit(tx, `discussion:reply:${access.viewerId}`, REPLY_LIMIT)
    const mentions = extractMentions(body)
    const [created] = await tx
      .insert(discussionPost)
      .values({ threadId: thread.id, authorId: access.viewerId, via: actingThrough(), body, mentions })
      .returning()
    if (!created) throw new Error('The reply was not saved')
    await linkAttachments(tx, {
      projectId: access.project.id,
      subjectType: 'discussion_post',
      subjectId: created.id,
      markdown: body,
      isNew: true,
      author: { userId: access.viewerId, isMember: true },
    })
    await tx
      .update(discussionThread)
      .set({ lastActivityAt: new Date() })
      .where(eq(discussionThread.id, thread.id))
    await refreshReplyCount(tx, thread.id)
    await setFollowing(tx, thread.id, access.viewerId, true)
    await advanceRead(tx, thread.id, access.viewerId, created.id)
    const mentioned = await notifyMentions(tx, access, thread, created.id, mentions, body)
    await notifyFollowers(tx, access, thread, created.id, mentioned, body)
    await recordActivity(tx, {
      projectId: access.project.id,
      actorId: access.viewerId,
      kind: 'discussion.replied',
      phrases: [{ phrase: 'discussionReplied', values: { title: thread.title } }],
      audience: 'members',
      path: threadPath(thread.id),
    })
    const result = await toDiscussionPost(tx, access, thread, created)
    await emitDiscussionEvent(tx, access, DISCUSSION_EVENT.replied, {
      threadId: thread.id,
      postId: String(created.id),
      authorId: access.viewerId,
    })
    await emitWebhookEvent(tx, {
      organizationId: access.organization.id,
      projectId: access.project.id,
      type: 'discussion.reply_created',
      subject: { kind: 'discussion_post', id: String(created.id) },
      actorId: access.viewerId,
      facts: { threadId: thread.id },
    })
    return result
  })
}

/**
 * The author edits their own post (the opening post with the thread's title). The version it replaces is
 * kept for moderators; mentions that are new notify, earlier ones do not again.
 */
export async function editPost(
  db: Database,
  access: DiscussionAccess,
  input: z.infer<typeof editPostSchema>,
): Promise<DiscussionPost> {
  assertMayPost(access)
  return db.transaction(async (tx) => {
    const thread = await loadThread(tx, access, input.threadId, { lock: 'update' })
    const post = await loadPost(tx, thread, input.postId)
    if (post.deletedAt) throw postNotFound()
    if (post.authorId !== access.viewerId) {
      throw new AppError('FORBIDDEN', 'You can only edit your own posts')
    }
    assertNotLocked(thread)
    if (input.title !== undefined && !post.isOpening) {
      throw new AppError('BAD_REQUEST', 'Only the opening post carries the title')
    }
    const title = post.isOpening ? (input.title ?? thread.title) : ''
    if (input.body === post.body && (!post.isOpening || title === thread.title)) {
      return toDiscussionPost(tx, access, thread, post)
    }
    await tx.insert(discussionPostVersion).values({
      postId: post.id,
      title: post.isOpening ? thread.title : '',
      body: post.body,
      writtenAt: post.editedAt ?? post.createdAt,
    })
    const mentions = extractMentions(input.body)
    const [updated] = await tx
      .update(discussionPost)
      .set({ body: input.body, mentions, editedAt: new Date() })
      .where(eq(discussionPost.id, post.id))
      .returning()
    if (!updated) throw postNotFound()
    await linkAttachments(tx, {
      projectId: access.project.id,
      subjectType: 'discussion_post',
      subjectId: post.id,
      markdown: input.body,
      author: { userId: post.authorId, isMember: true },
    })
    if (post.isOpening && title !== thread.title) {
      await tx.update(discussionThread).set({ title }).where(eq(discussionThread.id, thread.id))
    }
    const added = mentions.filter((username) => !post.mentions.includes(username))
    await notifyMentions(tx, access, { ...thread, title }, post.id, added, input.body)
    await refreshNotificationExcerpts(
      tx,
      {
        type: POST_SUBJECT,
        id: String(post.id),
        kinds: ['discussion.reply', 'discussion.mention', 'discussion.answer'],
      },
      notificationExcerpt(input.body),
    )
    const result = await toDiscussionPost(tx, access, { ...thread, title }, updated)
    await emitDiscussionEvent(tx, access, DISCUSSION_EVENT.postUpdated, {
      threadId: thread.id,
      postId: String(post.id),
    })
    return result
  })
}

/**
 * A reply's author, or a moderator, deletes it. It stays as a tombstone so the thread keeps its shape; its
 * text, earlier versions and reactions go, and it stops being the answer.
 */
export async function deletePost(
  db: Database,
  access: DiscussionAccess,
  threadId: string,
  postId: string,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const thread = await loadThread(tx, access, threadId, { lock: 'update' })
    const post = await loadPost(tx, thread, postId)
    if (post.isOpening) {
      throw new AppError(
        'BAD_REQUEST',
        'The opening post goes with its discussion: delete the discussion instead',
      )
    }
    if (post.authorId !== access.viewerId) assertModerator(access)
    if (post.deletedAt) return { id: String(post.id) }
    await tx
      .update(discussionPost)
      .set({ body: '', mentions: [], deletedAt: new Date(), deletedById: access.viewerId })
      .where(eq(discussionPost.id, post.id))
    await tx.delete(discussionPostVersion).where(eq(discussionPostVersion.postId, post.id))
    // Its reactions, attachments and notifications go with its text.
    await forgetSubjects(tx, { type: POST_SUBJECT, ids: [String(post.id)] })
    if (thread.answerPostId === post.id) {
      await tx
        .update(discussionThread)
        .set({ answerPostId: null, answeredById: null })
        .where(eq(discussionThread.id, thread.id))
    }
    await refreshReplyCount(tx, thread.id)
    await emitDiscussionEvent(tx, access, DISCUSSION_EVENT.postUpdated, {
      threadId: thread.id,
      postId: String(post.id),
    })
    return { id: String(post.id) }
  })
}

/** Reactions stay open on locked threads: they add no text to a conversation that was closed. */
export async function reactToPost(
  db: Database,
  access: DiscussionAccess,
  input: z.infer<typeof reactToPostSchema>,
): Promise<{ reactions: DiscussionReactionSummary[] }> {
  assertMayPost(access)
  return db.transaction(async (tx) => {
    // Held until the reaction is written: a deletion of the post (which locks the thread) cannot miss it.
    const thread = await loadThread(tx, access, input.threadId, { lock: 'key share' })
    const post = await loadPost(tx, thread, input.postId)
    if (post.deletedAt) throw postNotFound()
    const subject = { type: POST_SUBJECT, id: String(post.id) }
    await setReaction(tx, subject, access.viewerId, input.emoji, input.on)
    const summary = await summarizeReactions(
      tx,
      POST_SUBJECT,
      [subject.id],
      access.viewerId,
      DISCUSSION_REACTIONS,
    )
    await emitDiscussionEvent(tx, access, DISCUSSION_EVENT.postUpdated, {
      threadId: thread.id,
      postId: subject.id,
    })
    return { reactions: (summary.get(subject.id) ?? []) as DiscussionReactionSummary[] }
  })
}
