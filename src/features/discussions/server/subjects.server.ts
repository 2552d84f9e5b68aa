import { eq, inArray, sql } from 'drizzle-orm'
import { discussionPost, discussionThread } from '~/server/db/schema'
import { idsForQuery, readerMay, type SubjectType } from '~/server/subjects/registry.server'
import { POST_SUBJECT, THREAD_SUBJECT } from './discussion-access.server'

/** A post (a thread's opening post or a reply): seen, until deleted, by whoever may read discussions. */
const postSubject: SubjectType = {
  name: POST_SUBJECT,
  async visibleTo(db, reader, ids) {
    const posts = ids.filter((id) => /^\d{1,19}$/.test(id)).map(Number)
    if (posts.length === 0) return new Set()
    const rows = await db
      .select({
        id: discussionPost.id,
        deletedAt: discussionPost.deletedAt,
        projectId: discussionThread.projectId,
      })
      .from(discussionPost)
      .innerJoin(discussionThread, eq(discussionThread.id, discussionPost.threadId))
      .where(inArray(discussionPost.id, posts))
    return new Set(
      rows
        .filter((row) => !row.deletedAt && readerMay(reader, row.projectId, 'discussion.read'))
        .map((row) => String(row.id)),
    )
  },
}

/** A thread, as its follows and notification groups (`discussion:{id}`) name it; its posts go with it. */
const threadSubject: SubjectType = {
  name: THREAD_SUBJECT,
  async currentTitles(db, ids) {
    const rows = await db
      .select({ id: discussionThread.id, title: discussionThread.title })
      .from(discussionThread)
      .where(inArray(discussionThread.id, [...ids]))
    return new Map(rows.map((row) => [row.id, row.title]))
  },
  async forgottenWith(tx, ids) {
    const posts = await tx
      .select({ id: sql<string>`${discussionPost.id}::text` })
      .from(discussionPost)
      .where(inArray(discussionPost.threadId, idsForQuery(ids)))
    return [{ type: POST_SUBJECT, ids: posts.map((row) => row.id) }]
  },
}

export const discussionSubjectTypes: readonly SubjectType[] = [postSubject, threadSubject]
