import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { PINNED_MAX, THREAD_LIMIT } from '~/lib/discussion-rules'
import { extractMentions } from '~/lib/mentions'
import { actingThrough } from '~/server/acting-through.server'
import { recordActivity } from '~/server/activity.server'
import { linkAttachments } from '~/server/attachments.server'
import type { Database } from '~/server/db/client.server'
import { lockRows } from '~/server/db/locks.server'
import { discussionPost, discussionThread } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { enforceRateLimit } from '~/server/rate-limit.server'
import { forgetSubjects } from '~/server/subjects/forget.server'
import { emitWebhookEvent } from '~/server/webhooks/emit.server'
import { DISCUSSION_EVENT } from '../discussion-events'
import type { createThreadSchema, lockThreadSchema } from '../discussions.schemas'
import {
  assertMayPost,
  assertMayStartIn,
  assertModerator,
  type CategoryRow,
  type DiscussionAccess,
  emitDiscussionEvent,
  loadCategory,
  loadThread,
  THREAD_SUBJECT,
  type ThreadRow,
  threadPath,
} from './discussion-access.server'
import { advanceRead, notifyMentions, setFollowing } from './participation.server'

/**
 * Writes a thread and its opening post, in the caller's transaction: the author follows it and has read it,
 * mentions notify, the project's activity feed (members only) hears of it.
 */
export async function insertThread(
  tx: Database,
  access: DiscussionAccess,
  category: CategoryRow,
  input: { title: string; body: string; startedFromFeedbackId?: string },
): Promise<ThreadRow> {
  const now = new Date()
  const [thread] = await tx
    .insert(discussionThread)
    .values({
      projectId: access.project.id,
      categoryId: category.id,
      authorId: access.viewerId,
      title: input.title,
      lastActivityAt: now,
      startedFromFeedbackId: input.startedFromFeedbackId ?? null,
    })
    .returning()
  if (!thread) throw new Error('The discussion was not created')
  const mentions = extractMentions(input.body)
  const [opening] = await tx
    .insert(discussionPost)
    .values({
      threadId: thread.id,
      authorId: access.viewerId,
      via: actingThrough(),
      isOpening: true,
      body: input.body,
      mentions,
    })
    .returning({ id: discussionPost.id })
  if (!opening) throw new Error('The opening post was not created')
  await linkAttachments(tx, {
    projectId: access.project.id,
    subjectType: 'discussion_post',
    subjectId: opening.id,
    markdown: input.body,
    isNew: true,
    author: { userId: access.viewerId, isMember: true },
  })
  await setFollowing(tx, thread.id, access.viewerId, true)
  await advanceRead(tx, thread.id, access.viewerId, opening.id)
  await notifyMentions(tx, access, thread, opening.id, mentions, input.body)
  await recordActivity(tx, {
    projectId: access.project.id,
    actorId: access.viewerId,
    kind: 'discussion.created',
    phrases: [{ phrase: 'discussionStarted', values: { title: thread.title } }],
    audience: 'members',
    path: threadPath(thread.id),
  })
  await emitDiscussionEvent(tx, access, DISCUSSION_EVENT.threadCreated, { threadId: thread.id })
  await emitWebhookEvent(tx, {
    organizationId: access.organization.id,
    projectId: access.project.id,
    type: 'discussion.created',
    subject: { kind: 'discussion', id: thread.id },
    actorId: access.viewerId,
  })
  return thread
}

export async function createThread(
  db: Database,
  access: DiscussionAccess,
  input: z.infer<typeof createThreadSchema>,
): Promise<{ id: string }> {
  assertMayPost(access)
  return db.transaction(async (tx) => {
    const category = await loadCategory(tx, access, input.categoryId, { lock: 'key share' }).catch(() => {
      throw new AppError('BAD_REQUEST', 'Choose a category', { categoryId: ['Choose a category'] })
    })
    assertMayStartIn(access, category)
    // Counted inside the transaction: a refused or failed start does not use up the window.
    await enforceRateLimit(tx, `discussion:thread:${access.viewerId}`, THREAD_LIMIT)
    const thread = await insertThread(tx, access, category, input)
    return { id: thread.id }
  })
}

/** Moderation changes of one thread: lock the row, change it, tell everyone looking. */
async function moderate(
  db: Database,
  access: DiscussionAccess,
  threadId: string,
  change: (tx: Database, thread: ThreadRow) => Promise<Partial<ThreadRow> | null>,
): Promise<{ id: string }> {
  assertModerator(access)
  return db.transaction(async (tx) => {
    const thread = await loadThread(tx, access, threadId, { lock: 'update' })
    const values = await change(tx, thread)
    if (values) {
      await tx.update(discussionThread).set(values).where(eq(discussionThread.id, thread.id))
      await emitDiscussionEvent(tx, access, DISCUSSION_EVENT.threadUpdated, { threadId: thread.id })
    }
    return { id: thread.id }
  })
}

export function pinThread(db: Database, access: DiscussionAccess, threadId: string, pinned: boolean) {
  return moderate(db, access, threadId, async (tx, thread) => {
    if (Boolean(thread.pinnedAt) === pinned) return null
    if (pinned) await assertRoomToPin(tx, access.project.id)
    return { pinnedAt: pinned ? new Date() : null }
  })
}

/**
 * The list's first page shows at most PINNED_MAX pinned threads and later pages none, so one more would be on
 * no page at all. Locking the pinned rows makes two moderators pinning at once count one after the other.
 */
async function assertRoomToPin(tx: Database, projectId: string) {
  const pinnedOfProject = and(eq(discussionThread.projectId, projectId), isNotNull(discussionThread.pinnedAt))
  await lockRows(tx, discussionThread, pinnedOfProject)
  const [pinned] = await tx.select({ total: count() }).from(discussionThread).where(pinnedOfProject)
  if ((pinned?.total ?? 0) >= PINNED_MAX) {
    throw new AppError('CONFLICT', `At most ${PINNED_MAX} discussions can be pinned; unpin one first`)
  }
}

export function lockThread(db: Database, access: DiscussionAccess, input: z.infer<typeof lockThreadSchema>) {
  return moderate(db, access, input.threadId, async () =>
    input.locked
      ? { lockedAt: new Date(), lockedById: access.viewerId, lockReason: input.reason }
      : { lockedAt: null, lockedById: null, lockReason: '' },
  )
}

/** Moves a thread to another category of the project (a marked answer shows only in answerable ones). */
export function moveThread(db: Database, access: DiscussionAccess, threadId: string, categoryId: string) {
  return moderate(db, access, threadId, async (tx, thread) => {
    const category = await loadCategory(tx, access, categoryId, { lock: 'key share' })
    if (category.id === thread.categoryId) return null
    return { categoryId: category.id }
  })
}

/**
 * Deletes a thread with all its posts. Moderators may delete any; its author only while nobody else has
 * replied (a conversation others took part in is not one person's to take away). The title, typed out,
 * confirms it.
 */
export async function deleteThread(
  db: Database,
  access: DiscussionAccess,
  threadId: string,
  confirmTitle: string,
): Promise<{ deleted: string }> {
  return db.transaction(async (tx) => {
    const thread = await loadThread(tx, access, threadId, { lock: 'update' })
    if (!access.isModerator) {
      if (thread.authorId !== access.viewerId) assertModerator(access)
      if (await hasRepliesByOthers(tx, thread)) {
        throw new AppError('FORBIDDEN', 'Others have replied: only owners and admins can delete it now')
      }
    }
    if (confirmTitle.trim() !== thread.title) {
      throw new AppError('BAD_REQUEST', 'Type the title of the discussion to confirm', {
        confirmTitle: ['Type the title of the discussion to confirm'],
      })
    }
    // The thread's follows, and its posts' reactions, attachments and notifications, go with it.
    await forgetSubjects(tx, { type: THREAD_SUBJECT, ids: [thread.id] })
    await tx.delete(discussionThread).where(eq(discussionThread.id, thread.id))
    await emitDiscussionEvent(tx, access, DISCUSSION_EVENT.threadDeleted, { threadId: thread.id })
    return { deleted: thread.id }
  })
}

export async function hasRepliesByOthers(db: Database, thread: ThreadRow): Promise<boolean> {
  const [found] = await db
    .select({ found: sql<number>`1` })
    .from(discussionPost)
    .where(
      and(
        eq(discussionPost.threadId, thread.id),
        eq(discussionPost.isOpening, false),
        isNull(discussionPost.deletedAt),
        sql`${discussionPost.authorId} is distinct from ${thread.authorId}`,
      ),
    )
    .limit(1)
  return Boolean(found)
}

export async function followThread(
  db: Database,
  access: DiscussionAccess,
  threadId: string,
  following: boolean,
): Promise<{ following: boolean }> {
  await db.transaction(async (tx) => {
    // Held until the follow is written: a deletion of the thread cannot leave it behind.
    const thread = await loadThread(tx, access, threadId, { lock: 'key share' })
    await setFollowing(tx, thread.id, access.viewerId, following)
  })
  return { following }
}
