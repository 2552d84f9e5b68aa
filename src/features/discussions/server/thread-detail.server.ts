import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import { DISCUSSION_POSTS_PAGE_SIZE } from '~/lib/discussion-rules'
import type { Database } from '~/server/db/client.server'
import { discussionPost, discussionPostVersion, discussionRead, feedbackItem } from '~/server/db/schema'
import { loadPeople } from '~/server/people.server'
import type { listPostsSchema } from '../discussions.schemas'
import type { DiscussionSetup, FeedbackLink, PostPage, PostVersion, ThreadDetail } from '../discussions.types'
import { listCategories } from './categories.server'
import {
  assertModerator,
  type DiscussionAccess,
  loadPost,
  loadThread,
  postNotFound,
} from './discussion-access.server'
import { summarizeThreads } from './list.server'
import { isFollowing } from './participation.server'
import { personOf, toDiscussionPost, toDiscussionPosts } from './post-rows.server'
import { hasRepliesByOthers } from './threads.server'

/** What every discussions page needs: the categories and what the viewer may do. */
export async function getDiscussionSetup(db: Database, access: DiscussionAccess): Promise<DiscussionSetup> {
  return {
    projectId: access.project.id,
    viewerId: access.viewerId,
    categories: await listCategories(db, access.project.id),
    permissions: { canCreate: access.canCreate, canModerate: access.isModerator },
  }
}

async function feedbackLinks(db: Database, ids: (string | null)[]): Promise<Map<string, FeedbackLink>> {
  const wanted = ids.filter((id): id is string => Boolean(id))
  if (wanted.length === 0) return new Map()
  const rows = await db
    .select({ id: feedbackItem.id, title: feedbackItem.title })
    .from(feedbackItem)
    .where(inArray(feedbackItem.id, wanted))
  return new Map(rows.map((row) => [row.id, row]))
}

/** One thread: its summary, category, answer, lock, conversions, read marker and the viewer's rights. */
export async function getThread(
  db: Database,
  access: DiscussionAccess,
  threadId: string,
): Promise<ThreadDetail> {
  const thread = await loadThread(db, access, threadId)
  const [[summary], categories, following, read, links, people, repliedByOthers] = await Promise.all([
    summarizeThreads(db, access, [thread]),
    listCategories(db, access.project.id),
    isFollowing(db, thread.id, access.viewerId),
    db
      .select({ lastReadPostId: discussionRead.lastReadPostId })
      .from(discussionRead)
      .where(and(eq(discussionRead.threadId, thread.id), eq(discussionRead.userId, access.viewerId)))
      .limit(1),
    feedbackLinks(db, [thread.convertedToFeedbackId, thread.startedFromFeedbackId]),
    loadPeople(db, [thread.lockedById, thread.answeredById]),
    hasRepliesByOthers(db, thread),
  ])
  const category = categories.find((row) => row.id === thread.categoryId)
  if (!summary || !category) throw new Error('The discussion could not be read')
  const answerRow =
    summary.answered && thread.answerPostId !== null
      ? await loadPost(db, thread, String(thread.answerPostId)).catch(() => null)
      : null
  const isAuthor = thread.authorId === access.viewerId
  return {
    ...summary,
    projectId: access.project.id,
    category,
    lockReason: thread.lockReason,
    lockedBy: personOf(people, thread.lockedById),
    answer: answerRow ? await toDiscussionPost(db, access, thread, answerRow) : null,
    answeredBy: summary.answered ? personOf(people, thread.answeredById) : null,
    following,
    lastReadPostId: read[0] ? String(read[0].lastReadPostId) : null,
    convertedToFeedback: thread.convertedToFeedbackId
      ? (links.get(thread.convertedToFeedbackId) ?? null)
      : null,
    startedFromFeedback: thread.startedFromFeedbackId
      ? (links.get(thread.startedFromFeedbackId) ?? null)
      : null,
    permissions: {
      canCreate: access.canCreate,
      canModerate: access.isModerator,
      canReply: access.canCreate && thread.lockedAt === null,
      canMarkAnswer: category.answerable && (isAuthor || access.isModerator),
      canDelete: access.isModerator || (isAuthor && !repliedByOthers),
    },
  }
}

/** A page of a thread's posts, oldest first: the opening post starts the first page. */
export async function listPosts(
  db: Database,
  access: DiscussionAccess,
  input: z.infer<typeof listPostsSchema>,
): Promise<PostPage> {
  const thread = await loadThread(db, access, input.threadId)
  const limit = input.limit ?? DISCUSSION_POSTS_PAGE_SIZE
  const conditions = [eq(discussionPost.threadId, thread.id)]
  if (input.after) conditions.push(gt(discussionPost.id, Number(input.after)))
  const rows = await db
    .select()
    .from(discussionPost)
    .where(and(...conditions))
    .orderBy(asc(discussionPost.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    posts: await toDiscussionPosts(db, access, thread, page),
    nextAfter: rows.length > limit && last ? String(last.id) : null,
  }
}

/** Earlier versions of an edited post, newest first. Moderators only. */
export async function listPostVersions(
  db: Database,
  access: DiscussionAccess,
  threadId: string,
  postId: string,
): Promise<PostVersion[]> {
  assertModerator(access)
  const thread = await loadThread(db, access, threadId)
  const post = await loadPost(db, thread, postId)
  if (post.deletedAt) throw postNotFound()
  const rows = await db
    .select()
    .from(discussionPostVersion)
    .where(eq(discussionPostVersion.postId, post.id))
    .orderBy(desc(discussionPostVersion.id))
  return rows.map((row) => ({ title: row.title, body: row.body, writtenAt: row.writtenAt.toISOString() }))
}
