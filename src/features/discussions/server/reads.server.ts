import { and, eq, type SQL, sql } from 'drizzle-orm'
import { DISCUSSION_UNREAD_CAP } from '~/lib/discussion-rules'
import { topicOf } from '~/lib/live-topics'
import type { Database } from '~/server/db/client.server'
import { discussionRead } from '~/server/db/schema'
import { emitLiveEvent } from '~/server/live/emit.server'
import { markNotificationsReadFor } from '~/server/notifications.server'
import { DISCUSSION_EVENT } from '../discussion-events'
import type { DiscussionUnreadTotal } from '../discussions.types'
import { type DiscussionAccess, loadPost, loadThread, memberSinceSql } from './discussion-access.server'
import { advanceRead } from './participation.server'

/**
 * SQL: the posts of thread `t` the viewer has not read — by others, not deleted, after their read marker;
 * in a thread they never opened, those written since they joined (`since`: memberSinceSql).
 */
export function unreadPostsCondition(viewerId: string, since: SQL<Date>) {
  return sql`p.deleted_at is null
    and p.author_id is distinct from ${viewerId}
    and p.id > coalesce(r.last_read_post_id, 0)
    and (r.user_id is not null or p.created_at >= ${since})`
}

/** Unread posts over all of the project's threads, counted up to the cap (the badge shows "99+"). */
export async function unreadTotal(db: Database, access: DiscussionAccess): Promise<DiscussionUnreadTotal> {
  const result = await db.execute<{ total: number }>(sql`
    select count(*)::int as total from (
      select 1 from discussion_post p
      join discussion_thread t on t.id = p.thread_id
      left join discussion_read r on r.thread_id = p.thread_id and r.user_id = ${access.viewerId}
      where t.project_id = ${access.project.id} and ${unreadPostsCondition(access.viewerId, memberSinceSql(access))}
      limit ${DISCUSSION_UNREAD_CAP + 1}
    ) unread`)
  const rows = (result as unknown as { rows: { total: number }[] }).rows
  return { total: Number(rows[0]?.total ?? 0) }
}

/**
 * The viewer has read up to this post. The marker only moves forward; when it moves, the viewer's other tabs
 * and devices hear of it on their own topic.
 */
export async function markThreadRead(
  db: Database,
  access: DiscussionAccess,
  threadId: string,
  postId: string,
): Promise<{ lastReadPostId: string }> {
  return db.transaction(async (tx) => {
    const thread = await loadThread(tx, access, threadId, { lock: 'key share' })
    const post = await loadPost(tx, thread, postId)
    const moved = await advanceRead(tx, thread.id, access.viewerId, post.id)
    if (moved) {
      // Having read the thread, its notifications (replies, mentions) are read too.
      await markNotificationsReadFor(tx, access.viewerId, { groupKey: `discussion:${thread.id}` })
      await emitLiveEvent(tx, topicOf.user(access.viewerId), DISCUSSION_EVENT.read, {
        projectId: access.project.id,
        threadId: thread.id,
        lastReadPostId: String(moved.lastReadPostId),
      })
      return { lastReadPostId: String(moved.lastReadPostId) }
    }
    const [current] = await tx
      .select({ lastReadPostId: discussionRead.lastReadPostId })
      .from(discussionRead)
      .where(and(eq(discussionRead.threadId, thread.id), eq(discussionRead.userId, access.viewerId)))
    return { lastReadPostId: String(current?.lastReadPostId ?? post.id) }
  })
}
