import { z } from 'zod'
import {
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_NAME_MAX,
  DISCUSSION_BODY_MAX,
  DISCUSSION_POSTS_PAGE_SIZE,
  DISCUSSION_REACTIONS,
  DISCUSSION_SEARCH_QUERY_MAX,
  DISCUSSION_TITLE_MAX,
  DISCUSSION_TITLE_MIN,
  LOCK_REASON_MAX,
} from '~/lib/discussion-rules'
import { SEQUENCE_ID_PATTERN } from '~/lib/sequence-id'

const rowId = z.string().trim().min(1).max(64)
export const postIdSchema = z.string().trim().regex(SEQUENCE_ID_PATTERN, 'Not a post id')

export const projectScopeSchema = z.object({
  orgSlug: z.string().trim().toLowerCase().min(1).max(64),
  projectSlug: z.string().trim().toLowerCase().min(1).max(64),
})
export type ProjectScope = z.infer<typeof projectScopeSchema>

export const threadRefSchema = projectScopeSchema.extend({ threadId: rowId })
export type ThreadRef = z.infer<typeof threadRefSchema>
export const postRefSchema = threadRefSchema.extend({ postId: postIdSchema })
export const categoryRefSchema = projectScopeSchema.extend({ categoryId: rowId })

export const discussionTitleSchema = z
  .string()
  .trim()
  .min(DISCUSSION_TITLE_MIN, `Titles need at least ${DISCUSSION_TITLE_MIN} characters`)
  .max(DISCUSSION_TITLE_MAX, `Titles can be at most ${DISCUSSION_TITLE_MAX} characters`)

/** Markdown source (the shared pipeline renders it). */
export const postBodySchema = z
  .string()
  .trim()
  .min(1, 'Write something first')
  .max(DISCUSSION_BODY_MAX, `Posts can be at most ${DISCUSSION_BODY_MAX.toLocaleString('en')} characters`)

// Reads.

/**
 * A page of the list. `category` filters by category id; `q` searches titles and posts (full text, prefix
 * matching on the last word). `cursor` is the previous page's nextCursor.
 */
export const listThreadsSchema = projectScopeSchema.extend({
  category: rowId.optional(),
  q: z.string().trim().max(DISCUSSION_SEARCH_QUERY_MAX).optional(),
  cursor: z.string().max(200).optional(),
})
export type ListThreadsInput = z.input<typeof listThreadsSchema>

/** A page of a thread's posts, oldest first: the first page without `after`, later ones after a post id. */
export const listPostsSchema = threadRefSchema.extend({
  after: postIdSchema.optional(),
  limit: z.number().int().min(1).max(DISCUSSION_POSTS_PAGE_SIZE).optional(),
})

// Threads.

export const newThreadFormSchema = z.object({
  title: discussionTitleSchema,
  body: postBodySchema,
  categoryId: rowId.min(1, 'Choose a category'),
})
export type NewThreadValues = z.input<typeof newThreadFormSchema>
export const createThreadSchema = projectScopeSchema.extend(newThreadFormSchema.shape)

export const pinThreadSchema = threadRefSchema.extend({ pinned: z.boolean() })
export const lockThreadSchema = threadRefSchema.extend({
  locked: z.boolean(),
  reason: z
    .string()
    .trim()
    .max(LOCK_REASON_MAX, `The reason can be at most ${LOCK_REASON_MAX} characters`)
    .default(''),
})
export const moveThreadSchema = threadRefSchema.extend({ categoryId: rowId })
/** Deleting a thread asks for its title, typed out (the confirmation is checked on the server too). */
export const deleteThreadSchema = threadRefSchema.extend({ confirmTitle: z.string().max(400) })
export const followThreadSchema = threadRefSchema.extend({ following: z.boolean() })

// Posts.

export const replySchema = threadRefSchema.extend({ body: postBodySchema })
export type ReplyInput = z.input<typeof replySchema>

/** Edits a post; `title` only for the opening post (the thread's title). */
export const editPostSchema = postRefSchema.extend({
  body: postBodySchema,
  title: discussionTitleSchema.optional(),
})
export const reactToPostSchema = postRefSchema.extend({
  emoji: z.enum(DISCUSSION_REACTIONS),
  on: z.boolean(),
})
/** Marks a reply as the answer, or (`postId: null`) clears the answer. */
export const markAnswerSchema = threadRefSchema.extend({ postId: postIdSchema.nullable() })
export const markReadSchema = postRefSchema

// Categories (editors).

export const categoryFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Give the category a name')
    .max(CATEGORY_NAME_MAX, `Names are at most ${CATEGORY_NAME_MAX} characters`),
  description: z
    .string()
    .trim()
    .max(CATEGORY_DESCRIPTION_MAX, `Descriptions are at most ${CATEGORY_DESCRIPTION_MAX} characters`)
    .default(''),
  emoji: z.string().trim().min(1, 'Pick an emoji').max(16).default('💬'),
  editorsOnly: z.boolean().default(false),
  answerable: z.boolean().default(false),
})
export type CategoryFormValues = z.input<typeof categoryFormSchema>
export const createCategorySchema = projectScopeSchema.extend(categoryFormSchema.shape)
export const updateCategorySchema = categoryRefSchema.extend(categoryFormSchema.shape)
/** The categories' ids in their new order (every category of the project, once). */
export const reorderCategoriesSchema = projectScopeSchema.extend({
  categoryIds: z.array(rowId).min(1).max(100),
})
/** Removing a category moves its threads to another one. */
export const deleteCategorySchema = categoryRefSchema.extend({ moveToCategoryId: rowId })

// Conversions (editors).

export const convertToFeedbackSchema = threadRefSchema.extend({ boardId: rowId })
export const startFromFeedbackSchema = projectScopeSchema.extend({ feedbackId: rowId, categoryId: rowId })
