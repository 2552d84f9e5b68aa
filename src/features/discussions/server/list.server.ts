import { and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm'
import { DISCUSSION_PAGE_SIZE, PARTICIPANTS_SHOWN, PINNED_MAX } from '~/lib/discussion-rules'
import { searchQueryOf } from '~/lib/search-query'
import type { Database } from '~/server/db/client.server'
import { discussionCategory, discussionPost, discussionThread } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { loadPeople } from '~/server/people.server'
import type { ListThreadsInput } from '../discussions.schemas'
import type { DiscussionPerson, ThreadListPage, ThreadSummary } from '../discussions.types'
import {
  type DiscussionAccess,
  loadCategory,
  memberSince,
  memberSinceSql,
  type ThreadRow,
} from './discussion-access.server'
import { personOf } from './post-rows.server'
import { unreadPostsCondition } from './reads.server'

/** The keyset cursor: the last row's activity time (milliseconds, as written) and id. */
function encodeCursor(thread: ThreadRow): string {
  return `${thread.lastActivityAt.getTime()}_${thread.id}`
}

function decodeCursor(cursor: string): { at: Date; id: string } {
  const match = /^(\d{1,15})_([\w-]{1,64})$/.exec(cursor)
  if (!match) throw new AppError('BAD_REQUEST', 'This list cursor is not valid')
  return { at: new Date(Number(match[1])), id: match[2] as string }
}

/**
 * A page of the project's threads: on the first page the pinned ones, then the others by last activity
 * (newest first, keyset on (last_activity_at, id), never OFFSET). A category filter and a full-text search
 * over titles and posts narrow both.
 */
export async function listThreads(
  db: Database,
  access: DiscussionAccess,
  input: ListThreadsInput,
): Promise<ThreadListPage> {
  const conditions: SQL[] = [eq(discussionThread.projectId, access.project.id)]
  if (input.category) {
    const category = await loadCategory(db, access, input.category)
    conditions.push(eq(discussionThread.categoryId, category.id))
  }
  const query = input.q ? searchQueryOf(input.q) : null
  if (query) {
    const tsquery = sql`to_tsquery('english', ${query})`
    conditions.push(
      sql`(${discussionThread.search} @@ ${tsquery} or exists (select 1 from ${discussionPost} where ${discussionPost.threadId} = ${discussionThread.id} and ${discussionPost.deletedAt} is null and ${discussionPost.search} @@ ${tsquery}))`,
    )
  }
  const byActivity = [desc(discussionThread.lastActivityAt), desc(discussionThread.id)]
  const pinned = input.cursor
    ? []
    : await db
        .select()
        .from(discussionThread)
        .where(and(...conditions, isNotNull(discussionThread.pinnedAt)))
        .orderBy(desc(discussionThread.pinnedAt), desc(discussionThread.id))
        .limit(PINNED_MAX)
  const rest = [...conditions, isNull(discussionThread.pinnedAt)]
  if (input.cursor) {
    const cursor = decodeCursor(input.cursor)
    rest.push(
      sql`(${discussionThread.lastActivityAt}, ${discussionThread.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id})`,
    )
  }
  const rows = await db
    .select()
    .from(discussionThread)
    .where(and(...rest))
    .orderBy(...byActivity)
    .limit(DISCUSSION_PAGE_SIZE + 1)
  const page = rows.slice(0, DISCUSSION_PAGE_SIZE)
  const summaries = await summarizeThreads(db, access, [...pinned, ...page])
  const last = page.at(-1)
  return {
    pinned: summaries.slice(0, pinned.length),
    threads: summaries.slice(pinned.length),
    nextCursor: rows.length > DISCUSSION_PAGE_SIZE && last ? encodeCursor(last) : null,
  }
}

/** Threads as the list shows them: people, participants, answered state and the viewer's unread posts. */
export async function summarizeThreads(
  db: Database,
  access: DiscussionAccess,
  threads: ThreadRow[],
): Promise<ThreadSummary[]> {
  if (threads.length === 0) return []
  const ids = threads.map((thread) => thread.id)
  const since = await memberSince(db, access)
  const [answerable, posters, unread, reads] = await Promise.all([
    db
      .select({ id: discussionCategory.id })
      .from(discussionCategory)
      .where(
        and(eq(discussionCategory.projectId, access.project.id), eq(discussionCategory.answerable, true)),
      ),
    db
      .select({
        threadId: discussionPost.threadId,
        authorId: discussionPost.authorId,
        latest: sql<number>`max(${discussionPost.id})`.mapWith(Number),
      })
      .from(discussionPost)
      .where(
        and(
          inArray(discussionPost.threadId, ids),
          isNull(discussionPost.deletedAt),
          isNotNull(discussionPost.authorId),
        ),
      )
      .groupBy(discussionPost.threadId, discussionPost.authorId),
    db.execute<{ thread_id: string; total: number }>(sql`
      select p.thread_id, count(*)::int as total from discussion_post p
      left join discussion_read r on r.thread_id = p.thread_id and r.user_id = ${access.viewerId}
      where p.thread_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) and ${unreadPostsCondition(access.viewerId, memberSinceSql(access))}
      group by p.thread_id`),
    db.execute<{ thread_id: string }>(sql`
      select thread_id from discussion_read
      where user_id = ${access.viewerId} and thread_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  ])
  const answerableIds = new Set(answerable.map((row) => row.id))
  const unreadByThread = new Map(
    (unread as unknown as { rows: { thread_id: string; total: number }[] }).rows.map((row) => [
      row.thread_id,
      Number(row.total),
    ]),
  )
  const opened = new Set(
    (reads as unknown as { rows: { thread_id: string }[] }).rows.map((row) => row.thread_id),
  )
  const participantIds = new Map<string, string[]>()
  for (const thread of threads) {
    const latestFirst = posters
      .filter((row) => row.threadId === thread.id && row.authorId !== thread.authorId)
      .sort((a, b) => b.latest - a.latest)
      .map((row) => row.authorId as string)
    const ordered = thread.authorId ? [thread.authorId, ...latestFirst] : latestFirst
    participantIds.set(thread.id, ordered.slice(0, PARTICIPANTS_SHOWN))
  }
  const people = await loadPeople(db, [...participantIds.values()].flat())
  return threads.map((thread) => ({
    id: thread.id,
    title: thread.title,
    categoryId: thread.categoryId,
    author: personOf(people, thread.authorId),
    replyCount: thread.replyCount,
    participants: (participantIds.get(thread.id) ?? [])
      .map((id) => people.get(id))
      .filter((person): person is DiscussionPerson => Boolean(person)),
    createdAt: thread.createdAt.toISOString(),
    lastActivityAt: thread.lastActivityAt.toISOString(),
    pinned: thread.pinnedAt !== null,
    locked: thread.lockedAt !== null,
    answered: thread.answerPostId !== null && answerableIds.has(thread.categoryId),
    unreadCount: unreadByThread.get(thread.id) ?? 0,
    isNew:
      !opened.has(thread.id) &&
      thread.authorId !== access.viewerId &&
      thread.createdAt.getTime() >= since.getTime(),
  }))
}
