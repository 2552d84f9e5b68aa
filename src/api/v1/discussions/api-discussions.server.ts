import { and, asc, desc, eq, gt } from 'drizzle-orm'
import { newThreadFormSchema, postBodySchema } from '~/features/discussions/discussions.schemas'
import type {
  DiscussionPerson,
  DiscussionPost,
  ThreadSummary,
} from '~/features/discussions/discussions.types'
import { listCategories } from '~/features/discussions/server/categories.server'
import {
  type DiscussionAccess,
  discussionNotFound,
  getDiscussionAccess,
  loadCategory,
  loadThread,
  type ThreadRow,
} from '~/features/discussions/server/discussion-access.server'
import { summarizeThreads } from '~/features/discussions/server/list.server'
import { toDiscussionPosts } from '~/features/discussions/server/post-rows.server'
import { reply } from '~/features/discussions/server/posts.server'
import { createThread } from '~/features/discussions/server/threads.server'
import type { ApiKeyViewer } from '~/server/api/api-key-auth.server'
import { afterTimeId, microsecondsOf, sequenceCursor, timeIdCursor } from '~/server/api/keyset.server'
import { decodeCursor, pageOf } from '~/server/api/list'
import type { Database } from '~/server/db/client.server'
import { discussionPost, discussionThread } from '~/server/db/schema'
import {
  asKey,
  type ContentScope,
  invalidInput,
  projectNotFound,
  projectScope,
  scopeOfProject,
  withApiFieldNames,
} from '../content-scope.server'
import type {
  ApiDiscussion,
  ApiDiscussionDetail,
  ApiReply,
  CreateDiscussionBody,
  CreateReplyBody,
  ListDiscussionsQuery,
} from './api-discussions.schemas'

const FIELD_NAMES = { title: 'title', body: 'body', categoryId: 'category_id' }

const personOf = (person: DiscussionPerson | null) =>
  person ? { id: person.id, name: person.name, username: person.username } : null

async function toApiDiscussions(
  db: Database,
  access: DiscussionAccess,
  threads: ThreadRow[],
): Promise<ApiDiscussion[]> {
  const [summaries, categories] = await Promise.all([
    summarizeThreads(db, access, threads),
    listCategories(db, access.project.id),
  ])
  const categoryOf = new Map(categories.map((category) => [category.id, category]))
  return summaries.map((summary: ThreadSummary) => ({
    id: summary.id,
    project: access.project.slug,
    title: summary.title,
    category: { id: summary.categoryId, name: categoryOf.get(summary.categoryId)?.name ?? '' },
    author: personOf(summary.author),
    reply_count: summary.replyCount,
    pinned: summary.pinned,
    locked: summary.locked,
    answered: summary.answered,
    created_at: summary.createdAt,
    last_activity_at: summary.lastActivityAt,
  }))
}

function toApiReply(post: DiscussionPost): ApiReply {
  return {
    id: post.id,
    discussion_id: post.threadId,
    author: personOf(post.author),
    via: post.via,
    body: post.body,
    created_at: post.createdAt,
    edited_at: post.editedAt,
    deleted_at: post.deletedAt,
    reactions: post.reactions.map(({ emoji, count }) => ({ emoji, count })),
  }
}

async function scopeOfDiscussion(
  db: Database,
  viewer: ApiKeyViewer,
  threadId: string,
): Promise<ContentScope> {
  const [found] = await db
    .select({ projectId: discussionThread.projectId })
    .from(discussionThread)
    .where(eq(discussionThread.id, threadId))
    .limit(1)
  return scopeOfProject(db, viewer, found?.projectId, discussionNotFound)
}

/** One discussion with its opening post's text, as the key sees it. */
async function detailOf(
  db: Database,
  access: DiscussionAccess,
  threadId: string,
): Promise<ApiDiscussionDetail> {
  const thread = await loadThread(db, access, threadId)
  const [[summary], [opening]] = await Promise.all([
    toApiDiscussions(db, access, [thread]),
    db
      .select({ body: discussionPost.body })
      .from(discussionPost)
      .where(and(eq(discussionPost.threadId, thread.id), eq(discussionPost.isOpening, true)))
      .limit(1),
  ])
  if (!summary) throw discussionNotFound()
  return {
    ...summary,
    body: opening?.body ?? '',
    lock_reason: thread.lockedAt ? thread.lockReason : null,
    answer_reply_id: summary.answered && thread.answerPostId !== null ? String(thread.answerPostId) : null,
  }
}

/** The project's discussions, latest activity first (pinned ones in their place: `pinned` says which). */
export async function listProjectDiscussions(
  db: Database,
  viewer: ApiKeyViewer,
  params: { project: string },
  query: ListDiscussionsQuery,
) {
  const scope = await projectScope(db, viewer, params.project)
  const after = decodeCursor(query.cursor, timeIdCursor)
  return asKey(scope, projectNotFound, async (current) => {
    const access = await getDiscussionAccess(db, viewer, current)
    const category = query.category_id ? await loadCategory(db, access, query.category_id) : null
    const rows = await db
      .select({ thread: discussionThread, at: microsecondsOf(discussionThread.lastActivityAt) })
      .from(discussionThread)
      .where(
        and(
          eq(discussionThread.projectId, access.project.id),
          category ? eq(discussionThread.categoryId, category.id) : undefined,
          afterTimeId(discussionThread.lastActivityAt, discussionThread.id, after, 'descending'),
        ),
      )
      .orderBy(desc(discussionThread.lastActivityAt), desc(discussionThread.id))
      .limit(query.limit + 1)
    const page = pageOf(
      rows,
      query.limit,
      (row) => [row.at, row.thread.id],
      (row) => row.thread,
    )
    return { data: await toApiDiscussions(db, access, page.data), next_cursor: page.next_cursor }
  })
}

/** Starts a discussion as the key, through the app's own rules (category, rate limit, mentions, live event). */
export async function createApiDiscussion(
  db: Database,
  viewer: ApiKeyViewer,
  params: { project: string },
  body: CreateDiscussionBody,
) {
  const scope = await projectScope(db, viewer, params.project)
  const parsed = newThreadFormSchema.safeParse({
    title: body.title,
    body: body.body,
    categoryId: body.category_id,
  })
  if (!parsed.success) throw invalidInput(parsed.error.issues, FIELD_NAMES)
  return asKey(scope, projectNotFound, async (current) => {
    const access = await getDiscussionAccess(db, viewer, current)
    const created = await withApiFieldNames(FIELD_NAMES, () =>
      createThread(db, access, { ...current, ...parsed.data }),
    )
    return detailOf(db, access, created.id)
  })
}

export async function getApiDiscussion(db: Database, viewer: ApiKeyViewer, params: { id: string }) {
  const scope = await scopeOfDiscussion(db, viewer, params.id)
  return asKey(scope, discussionNotFound, async (current) =>
    detailOf(db, await getDiscussionAccess(db, viewer, current), params.id),
  )
}

/** Posts by their id, a database sequence. */

/** A discussion's replies (the opening post is the discussion's `body`), oldest first. */
export async function listApiReplies(
  db: Database,
  viewer: ApiKeyViewer,
  params: { id: string },
  query: { limit: number; cursor?: string },
) {
  const scope = await scopeOfDiscussion(db, viewer, params.id)
  const after = decodeCursor(query.cursor, sequenceCursor)
  return asKey(scope, discussionNotFound, async (current) => {
    const access = await getDiscussionAccess(db, viewer, current)
    const thread = await loadThread(db, access, params.id)
    const rows = await db
      .select()
      .from(discussionPost)
      .where(
        and(
          eq(discussionPost.threadId, thread.id),
          eq(discussionPost.isOpening, false),
          after ? gt(discussionPost.id, after[0]) : undefined,
        ),
      )
      .orderBy(asc(discussionPost.id))
      .limit(query.limit + 1)
    const page = pageOf(
      rows,
      query.limit,
      (row) => [row.id],
      (row) => row,
    )
    const posts = await toDiscussionPosts(db, access, thread, page.data)
    return { data: posts.map(toApiReply), next_cursor: page.next_cursor }
  })
}

/** Replies as the key: a locked discussion refuses (409), followers and the people mentioned are notified. */
export async function createApiReply(
  db: Database,
  viewer: ApiKeyViewer,
  params: { id: string },
  body: CreateReplyBody,
) {
  const parsed = postBodySchema.safeParse(body.body)
  if (!parsed.success)
    throw invalidInput(
      parsed.error.issues.map((issue) => ({ ...issue, path: ['body'] })),
      FIELD_NAMES,
    )
  const scope = await scopeOfDiscussion(db, viewer, params.id)
  return asKey(scope, discussionNotFound, async (current) => {
    const access = await getDiscussionAccess(db, viewer, current)
    return toApiReply(await reply(db, access, params.id, parsed.data))
  })
}
