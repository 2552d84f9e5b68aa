import { count, inArray } from 'drizzle-orm'
import { DISCUSSION_REACTIONS } from '~/lib/discussion-rules'
import type { Database } from '~/server/db/client.server'
import { discussionPostVersion } from '~/server/db/schema'
import { loadPeople } from '~/server/people.server'
import { summarizeReactions } from '~/server/reactions.server'
import type { DiscussionPerson, DiscussionPost, DiscussionReactionSummary } from '../discussions.types'
import { type DiscussionAccess, POST_SUBJECT, type PostRow, type ThreadRow } from './discussion-access.server'

export function personOf(people: Map<string, DiscussionPerson>, id: string | null): DiscussionPerson | null {
  return id ? (people.get(id) ?? null) : null
}

/** Posts as the thread page shows them, with reactions, version counts and what the viewer may do. */
export async function toDiscussionPosts(
  db: Database,
  access: DiscussionAccess,
  thread: ThreadRow,
  rows: PostRow[],
): Promise<DiscussionPost[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => String(row.id))
  const [people, reactions, versions] = await Promise.all([
    loadPeople(
      db,
      rows.map((row) => row.authorId),
    ),
    summarizeReactions(db, POST_SUBJECT, ids, access.viewerId, DISCUSSION_REACTIONS),
    db
      .select({ postId: discussionPostVersion.postId, total: count() })
      .from(discussionPostVersion)
      .where(
        inArray(
          discussionPostVersion.postId,
          rows.map((row) => row.id),
        ),
      )
      .groupBy(discussionPostVersion.postId),
  ])
  const versionCounts = new Map(versions.map((row) => [row.postId, row.total]))
  return rows.map((row) => {
    const own = row.authorId === access.viewerId
    const deleted = row.deletedAt !== null
    return {
      id: String(row.id),
      threadId: row.threadId,
      isOpening: row.isOpening,
      author: personOf(people, row.authorId),
      via: row.via,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
      editedAt: row.editedAt?.toISOString() ?? null,
      deletedAt: row.deletedAt?.toISOString() ?? null,
      reactions: (reactions.get(String(row.id)) ?? []) as DiscussionReactionSummary[],
      canEdit: own && !deleted && !thread.lockedAt && access.canCreate,
      canDelete: !row.isOpening && !deleted && (own || access.isModerator),
      versionCount: versionCounts.get(row.id) ?? 0,
    }
  })
}

export async function toDiscussionPost(
  db: Database,
  access: DiscussionAccess,
  thread: ThreadRow,
  row: PostRow,
): Promise<DiscussionPost> {
  const [post] = await toDiscussionPosts(db, access, thread, [row])
  if (!post) throw new Error('The post could not be read back')
  return post
}
