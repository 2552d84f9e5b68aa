import { and, eq, sql } from 'drizzle-orm'
import { notificationExcerpt } from '~/lib/notification-rules'
import type { Database } from '~/server/db/client.server'
import { discussionRead, follow, member } from '~/server/db/schema'
import { followLevelOf, setFollowLevel } from '~/server/follow-levels.server'
import { resolveMentions } from '~/server/mention-lookup.server'
import { recordNotifications } from '~/server/notifications.server'
import {
  type DiscussionAccess,
  isOrganizationMember,
  POST_SUBJECT,
  THREAD_SUBJECT,
  type ThreadRow,
} from './discussion-access.server'

/** Follows a thread (authors and repliers do so automatically; a later unfollow is theirs to make). */
export function setFollowing(tx: Database, threadId: string, userId: string, following: boolean) {
  return setFollowLevel(tx, { type: THREAD_SUBJECT, id: threadId }, userId, following ? 'watching' : null)
}

export async function isFollowing(db: Database, threadId: string, userId: string): Promise<boolean> {
  return (await followLevelOf(db, { type: THREAD_SUBJECT, id: threadId }, userId)) === 'watching'
}

export function notificationData(
  access: DiscussionAccess,
  thread: Pick<ThreadRow, 'id' | 'title'>,
  postId: number,
  body: string,
) {
  return {
    threadId: thread.id,
    title: thread.title,
    postId: String(postId),
    excerpt: notificationExcerpt(body),
    path: `/@${access.organization.slug}/${access.project.slug}/discussions/${thread.id}?post=${postId}`,
  }
}

/**
 * Mentions notify the people named who may read the project's discussions (the organisation's members),
 * in the post's transaction. Returns who was notified, so a reply does not notify them twice.
 */
export async function notifyMentions(
  tx: Database,
  access: DiscussionAccess,
  thread: ThreadRow,
  postId: number,
  usernames: readonly string[],
  body: string,
): Promise<Set<string>> {
  if (usernames.length === 0) return new Set()
  const mentioned = await resolveMentions(
    tx,
    usernames,
    (userId) => isOrganizationMember(tx, access, userId),
    { organizationId: access.organization.id },
  )
  const others = mentioned.map((person) => person.id).filter((id) => id !== access.viewerId)
  await recordNotifications(tx, {
    userIds: others,
    actorId: access.viewerId,
    kind: 'discussion.mention',
    subjectType: POST_SUBJECT,
    subjectId: String(postId),
    projectId: access.project.id,
    groupKey: `discussion:${thread.id}`,
    data: notificationData(access, thread, postId, body),
  })
  return new Set(others)
}

/** A reply notifies the thread's followers who are still members (not the replier, not those mentioned). */
export async function notifyFollowers(
  tx: Database,
  access: DiscussionAccess,
  thread: ThreadRow,
  postId: number,
  alreadyNotified: Set<string>,
  body: string,
): Promise<void> {
  const followers = await tx
    .select({ userId: follow.userId })
    .from(follow)
    .innerJoin(
      member,
      and(eq(member.userId, follow.userId), eq(member.organizationId, access.organization.id)),
    )
    .where(
      and(
        eq(follow.subjectType, THREAD_SUBJECT),
        eq(follow.subjectId, thread.id),
        eq(follow.level, 'watching'),
      ),
    )
  await recordNotifications(tx, {
    userIds: followers.map((row) => row.userId).filter((id) => !alreadyNotified.has(id)),
    actorId: access.viewerId,
    kind: 'discussion.reply',
    subjectType: POST_SUBJECT,
    subjectId: String(postId),
    projectId: access.project.id,
    groupKey: `discussion:${thread.id}`,
    data: notificationData(access, thread, postId, body),
  })
}

/** Moves a read marker forward only: a late request from an old tab cannot bring posts back as unread. */
export async function advanceRead(tx: Database, threadId: string, userId: string, postId: number) {
  const [moved] = await tx
    .insert(discussionRead)
    .values({ threadId, userId, lastReadPostId: postId })
    .onConflictDoUpdate({
      target: [discussionRead.threadId, discussionRead.userId],
      set: { lastReadPostId: postId, updatedAt: new Date() },
      setWhere: sql`${discussionRead.lastReadPostId} < ${postId}`,
    })
    .returning({ lastReadPostId: discussionRead.lastReadPostId })
  return moved ?? null
}
