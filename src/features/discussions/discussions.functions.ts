/**
 * Discussions' server functions. Each validates its input with zod, resolves the viewer's access to
 * the project's discussions (NOT_FOUND for everyone outside the organisation, of public projects too) and runs
 * one operation of ./server. Reads that route loaders call go through forRoute (404 view, moved slugs).
 */
import { createServerFn } from '@tanstack/react-start'
import { getAppContext } from '~/server/app-context.server'
import type { Database } from '~/server/db/client.server'
import { getRequestViewer } from '~/server/request-context.server'
import { forRoute } from '~/server/route-errors.server'
import {
  convertToFeedbackSchema,
  createCategorySchema,
  createThreadSchema,
  deleteCategorySchema,
  deleteThreadSchema,
  editPostSchema,
  followThreadSchema,
  listPostsSchema,
  listThreadsSchema,
  lockThreadSchema,
  markAnswerSchema,
  markReadSchema,
  moveThreadSchema,
  type ProjectScope,
  pinThreadSchema,
  postRefSchema,
  projectScopeSchema,
  reactToPostSchema,
  reorderCategoriesSchema,
  replySchema,
  startFromFeedbackSchema,
  threadRefSchema,
  updateCategorySchema,
} from './discussions.schemas'
import { markAnswer } from './server/answers.server'
import { createCategory, deleteCategory, reorderCategories, updateCategory } from './server/categories.server'
import { convertThreadToFeedback, startThreadFromFeedback } from './server/convert.server'
import { type DiscussionAccess, getDiscussionAccess } from './server/discussion-access.server'
import { listThreads } from './server/list.server'
import { deletePost, editPost, reactToPost, reply } from './server/posts.server'
import { markThreadRead } from './server/reads.server'
import { getDiscussionSetup, getThread, listPosts, listPostVersions } from './server/thread-detail.server'
import {
  createThread,
  deleteThread,
  followThread,
  lockThread,
  moveThread,
  pinThread,
} from './server/threads.server'

async function withDiscussions<T>(
  scope: ProjectScope,
  run: (db: Database, access: DiscussionAccess) => Promise<T>,
) {
  const { database } = await getAppContext()
  const access = await getDiscussionAccess(database.db, await getRequestViewer(), scope)
  return run(database.db, access)
}

// Reads.

/** Categories and what the viewer may do: every discussions page loads it. */
export const getDiscussionSetupFn = createServerFn({ method: 'GET' })
  .validator(projectScopeSchema)
  .handler(({ data }) =>
    forRoute(() => withDiscussions(data, (db, access) => getDiscussionSetup(db, access))),
  )

/** A page of threads: pinned first (first page), then by last activity; category filter and search. */
export const listThreadsFn = createServerFn({ method: 'GET' })
  .validator(listThreadsSchema)
  .handler(({ data }) => withDiscussions(data, (db, access) => listThreads(db, access, data)))

/** One thread with its answer, read marker and the viewer's permissions (the thread route). */
export const getThreadFn = createServerFn({ method: 'GET' })
  .validator(threadRefSchema)
  .handler(({ data }) =>
    forRoute(() => withDiscussions(data, (db, access) => getThread(db, access, data.threadId))),
  )

/** A page of a thread's posts, oldest first (keyset on post id). */
export const listPostsFn = createServerFn({ method: 'GET' })
  .validator(listPostsSchema)
  .handler(({ data }) => withDiscussions(data, (db, access) => listPosts(db, access, data)))

/** Earlier versions of an edited post, newest first. Editors only. */
export const listPostVersionsFn = createServerFn({ method: 'GET' })
  .validator(postRefSchema)
  .handler(({ data }) =>
    withDiscussions(data, (db, access) => listPostVersions(db, access, data.threadId, data.postId)),
  )

// Threads.

export const createThreadFn = createServerFn({ method: 'POST' })
  .validator(createThreadSchema)
  .handler(({ data }) => withDiscussions(data, (db, access) => createThread(db, access, data)))

export const pinThreadFn = createServerFn({ method: 'POST' })
  .validator(pinThreadSchema)
  .handler(({ data }) =>
    withDiscussions(data, (db, access) => pinThread(db, access, data.threadId, data.pinned)),
  )

export const lockThreadFn = createServerFn({ method: 'POST' })
  .validator(lockThreadSchema)
  .handler(({ data }) => withDiscussions(data, (db, access) => lockThread(db, access, data)))

export const moveThreadFn = createServerFn({ method: 'POST' })
  .validator(moveThreadSchema)
  .handler(({ data }) =>
    withDiscussions(data, (db, access) => moveThread(db, access, data.threadId, data.categoryId)),
  )

/** Moderators, or the author while nobody else replied; the typed title must match. */
export const deleteThreadFn = createServerFn({ method: 'POST' })
  .validator(deleteThreadSchema)
  .handler(({ data }) =>
    withDiscussions(data, (db, access) => deleteThread(db, access, data.threadId, data.confirmTitle)),
  )

export const followThreadFn = createServerFn({ method: 'POST' })
  .validator(followThreadSchema)
  .handler(({ data }) =>
    withDiscussions(data, (db, access) => followThread(db, access, data.threadId, data.following)),
  )

// Posts.

export const replyFn = createServerFn({ method: 'POST' })
  .validator(replySchema)
  .handler(({ data }) => withDiscussions(data, (db, access) => reply(db, access, data.threadId, data.body)))

/** The author only; keeps the previous version. */
export const editPostFn = createServerFn({ method: 'POST' })
  .validator(editPostSchema)
  .handler(({ data }) => withDiscussions(data, (db, access) => editPost(db, access, data)))

/** A reply, by its author or a moderator: leaves a "deleted" tombstone. */
export const deletePostFn = createServerFn({ method: 'POST' })
  .validator(postRefSchema)
  .handler(({ data }) =>
    withDiscussions(data, (db, access) => deletePost(db, access, data.threadId, data.postId)),
  )

export const reactToPostFn = createServerFn({ method: 'POST' })
  .validator(reactToPostSchema)
  .handler(({ data }) => withDiscussions(data, (db, access) => reactToPost(db, access, data)))

/** The thread's author or a moderator, in an answerable category; `postId: null` clears it. */
export const markAnswerFn = createServerFn({ method: 'POST' })
  .validator(markAnswerSchema)
  .handler(({ data }) =>
    withDiscussions(data, (db, access) => markAnswer(db, access, data.threadId, data.postId)),
  )

/** Moves the viewer's read marker forward (never back) and tells their other tabs and devices. */
export const markThreadReadFn = createServerFn({ method: 'POST' })
  .validator(markReadSchema)
  .handler(({ data }) =>
    withDiscussions(data, (db, access) => markThreadRead(db, access, data.threadId, data.postId)),
  )

// Categories (moderators).

export const createCategoryFn = createServerFn({ method: 'POST' })
  .validator(createCategorySchema)
  .handler(({ data }) => withDiscussions(data, (db, access) => createCategory(db, access, data)))

export const updateCategoryFn = createServerFn({ method: 'POST' })
  .validator(updateCategorySchema)
  .handler(({ data }) => withDiscussions(data, (db, access) => updateCategory(db, access, data)))

export const reorderCategoriesFn = createServerFn({ method: 'POST' })
  .validator(reorderCategoriesSchema)
  .handler(({ data }) =>
    withDiscussions(data, (db, access) => reorderCategories(db, access, data.categoryIds)),
  )

export const deleteCategoryFn = createServerFn({ method: 'POST' })
  .validator(deleteCategorySchema)
  .handler(({ data }) =>
    withDiscussions(data, (db, access) => deleteCategory(db, access, data.categoryId, data.moveToCategoryId)),
  )

// Conversions (moderators).

/** Turns a thread into a feedback item on the chosen board; returns the item's id. */
export const convertThreadToFeedbackFn = createServerFn({ method: 'POST' })
  .validator(convertToFeedbackSchema)
  .handler(({ data }) =>
    withDiscussions(data, (db, access) => convertThreadToFeedback(db, access, data.threadId, data.boardId)),
  )

/** Starts a thread from a feedback item in the chosen category; returns the thread's id. */
export const startThreadFromFeedbackFn = createServerFn({ method: 'POST' })
  .validator(startFromFeedbackSchema)
  .handler(({ data }) =>
    withDiscussions(data, (db, access) =>
      startThreadFromFeedback(db, access, data.feedbackId, data.categoryId),
    ),
  )
