import { z } from 'zod'
import { ANONYMOUS_NAME_MAX } from '~/lib/anonymous-visitor-rules'
import { SOURCE_NOTE_MAX, SOURCE_URL_MAX, WEIGHT_MAX } from '~/lib/customer-rules'
import {
  BOARD_DESCRIPTION_MAX,
  BOARD_NAME_MAX,
  COMMENT_MAX,
  DETAILS_MAX,
  FEEDBACK_COLORS,
  LIST_SORTS,
  ROADMAP_SORTS,
  STATUS_CATEGORIES,
  STATUS_NAME_MAX,
  TITLE_MAX,
  TITLE_MIN,
  VOTE_IMPORTANCES,
} from '~/lib/feedback-rules'

/** Ids are UUIDs we made; anything else cannot name a row, so it is refused before any query. */
const rowId = z.string().trim().min(1).max(64)

function commentBodySchemaOf() {
  return z
    .string()
    .trim()
    .min(1, 'Write a comment first')
    .max(COMMENT_MAX, `Comments must be at most ${COMMENT_MAX.toLocaleString('en')} characters`)
}

export const projectScopeSchema = z.object({
  orgSlug: z.string().trim().toLowerCase().min(1).max(64),
  projectSlug: z.string().trim().toLowerCase().min(1).max(64),
})
export type ProjectScope = z.infer<typeof projectScopeSchema>

export const itemScopeSchema = projectScopeSchema.extend({ feedbackId: rowId })
export type ItemScope = z.infer<typeof itemScopeSchema>

/** The input of the feedbackBoard.get query: {_id, projectSlug, orgSlug}. */
export const boardRefSchema = projectScopeSchema.extend({ _id: rowId })

export const titleSchema = z
  .string()
  .trim()
  .min(TITLE_MIN, `Title must be at least ${TITLE_MIN} characters`)
  .max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`)
export const detailsSchema = z
  .string()
  .trim()
  .max(DETAILS_MAX, `Details must be at most ${DETAILS_MAX.toLocaleString('en')} characters`)

/** The /feedback/new form. */
export const feedbackFormSchema = z.object({
  title: titleSchema,
  details: detailsSchema,
  boardId: z.string().min(1, 'Choose a board'),
})
export type FeedbackFormValues = z.infer<typeof feedbackFormSchema>

export const createFeedbackSchema = projectScopeSchema.extend(feedbackFormSchema.shape)
export const updateFeedbackSchema = itemScopeSchema.extend({ title: titleSchema, details: detailsSchema })

export const listFeedbackSchema = projectScopeSchema.extend({
  /** board is a string defaulting to "all". */
  board: z.string().trim().max(64).default('all'),
  sort: z.enum(LIST_SORTS).default('trending'),
  status: z.string().trim().max(64).optional(),
  q: z.string().trim().max(200).optional(),
  /** Members only: items with a vote from a company on this plan. */
  plan: z.string().trim().max(60).optional(),
  /** Members only: items with a vote from someone in this saved segment. */
  segment: z.string().trim().max(64).optional(),
  cursor: z.string().max(500).optional(),
})
export type ListFeedbackInput = z.infer<typeof listFeedbackSchema>

export const similarFeedbackSchema = projectScopeSchema.extend({ title: z.string().trim().max(TITLE_MAX) })

export const voteSchema = itemScopeSchema.extend({
  voted: z.boolean(),
  /** Left as it is when absent; null clears it. */
  importance: z.enum(VOTE_IMPORTANCES).nullable().optional(),
})
/** An anonymous visitor's vote: with the answer to a proof-of-work challenge, and the honeypot left empty. */
export const anonymousVoteSchema = voteSchema.extend({
  proof: z.object({ challenge: z.string().max(300), nonce: z.string().max(32) }).optional(),
  website: z.string().max(200).optional(),
})
/** The name an anonymous writer may give (optional: empty means "Anonymous"). */
export const anonymousNameSchema = z
  .string()
  .trim()
  .max(ANONYMOUS_NAME_MAX, `Names are at most ${ANONYMOUS_NAME_MAX} characters`)
const anonymousProof = {
  proof: z.object({ challenge: z.string().max(300), nonce: z.string().max(32) }).optional(),
  website: z.string().max(200).optional(),
  name: anonymousNameSchema.optional(),
}
/** The anonymous post form (the board, title and details of the usual one, and an optional name). */
export const anonymousFeedbackFormSchema = feedbackFormSchema.extend({ name: anonymousNameSchema })
export type AnonymousFeedbackFormValues = z.infer<typeof anonymousFeedbackFormSchema>
export const anonymousPostSchema = projectScopeSchema.extend({
  ...feedbackFormSchema.shape,
  ...anonymousProof,
})
export const anonymousCommentSchema = itemScopeSchema.extend({
  body: commentBodySchemaOf(),
  ...anonymousProof,
})
/** A moderator's answer to something held for review. */
export const heldRefSchema = projectScopeSchema.extend({ kind: z.enum(['item', 'comment']), id: rowId })
export const anonymousVotesSchema = projectScopeSchema.extend({
  itemIds: z.array(rowId).max(100),
})
export const voteOnBehalfSchema = itemScopeSchema.extend({
  identifier: z.string().trim().min(1, 'Enter an email or a username').max(254),
})

export const setStatusSchema = itemScopeSchema.extend({
  statusId: rowId,
  comment: z.string().trim().max(COMMENT_MAX).optional(),
})
export const moveItemSchema = itemScopeSchema.extend({ boardId: rowId })
export const lockCommentsSchema = itemScopeSchema.extend({ locked: z.boolean() })
export const mergeSchema = itemScopeSchema.extend({ targetId: rowId })

export const commentBodySchema = commentBodySchemaOf()
export const commentFormSchema = z.object({ body: commentBodySchema, internal: z.boolean() })
export const addCommentSchema = itemScopeSchema.extend(commentFormSchema.shape)
export const commentRefSchema = itemScopeSchema.extend({ commentId: rowId })
export const editCommentSchema = commentRefSchema.extend({ body: commentBodySchema })

const colorSchema = z.enum(FEEDBACK_COLORS)

export const boardFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Give the board a name')
    .max(BOARD_NAME_MAX, `Board names are at most ${BOARD_NAME_MAX} characters`),
  description: z
    .string()
    .trim()
    .max(BOARD_DESCRIPTION_MAX, `Descriptions are at most ${BOARD_DESCRIPTION_MAX} characters`),
  color: colorSchema,
  teamOnly: z.boolean(),
  /** A team-only board limited to these teams of the organisation; empty: every member. */
  teamIds: z.array(rowId).max(50).default([]),
  /** Visitors who are not signed in may vote (left as it is when absent). */
  anonymousVotes: z.boolean().optional(),
  /** Visitors who are not signed in may post and comment (left as it is when absent). */
  anonymousPosts: z.boolean().optional(),
  /** Their posts and comments wait for a moderator (left as it is when absent). */
  holdAnonymousPosts: z.boolean().optional(),
})
export type BoardFormValues = z.input<typeof boardFormSchema>
export const createBoardSchema = projectScopeSchema.extend(boardFormSchema.shape)
export const updateBoardSchema = projectScopeSchema.extend({ boardId: rowId, ...boardFormSchema.shape })
export const reorderSchema = projectScopeSchema.extend({ ids: z.array(rowId).min(1).max(200) })
export const deleteBoardSchema = projectScopeSchema.extend({
  boardId: rowId,
  /** Where its items go; null deletes them (then confirmName must be the board's name). */
  moveItemsTo: rowId.nullable(),
  confirmName: z.string().max(200).optional(),
})

export const statusFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Give the status a name')
    .max(STATUS_NAME_MAX, `Status names are at most ${STATUS_NAME_MAX} characters`),
  color: colorSchema,
  category: z.enum(STATUS_CATEGORIES),
  showOnRoadmap: z.boolean(),
})
export type StatusFormValues = z.infer<typeof statusFormSchema>
export const createStatusSchema = projectScopeSchema.extend(statusFormSchema.shape)
export const updateStatusSchema = projectScopeSchema.extend({ statusId: rowId, ...statusFormSchema.shape })
export const deleteStatusSchema = projectScopeSchema.extend({ statusId: rowId, reassignTo: rowId.nullable() })

export const roadmapSchema = projectScopeSchema.extend({
  board: z.string().trim().max(64).default('all'),
  q: z.string().trim().max(200).optional(),
  /** The demand sorts and the plan filter are for members only; anyone else gets the editors' order. */
  sort: z.enum(ROADMAP_SORTS).default('position'),
  plan: z.string().trim().max(60).optional(),
  segment: z.string().trim().max(64).optional(),
})
export type RoadmapFilters = Omit<z.input<typeof roadmapSchema>, 'orgSlug' | 'projectSlug'>
export const moveRoadmapCardSchema = itemScopeSchema.extend({ statusId: rowId, beforeId: rowId.nullable() })

/** The demand behind an item (members only). */
export const itemDemandSchema = itemScopeSchema

/** A vote a member records for a company heard on a call or in a support ticket. */
export const companyVoteSchema = itemScopeSchema.extend({
  companyId: z.string().trim().min(1, 'Choose a company').max(100),
  email: z.union([z.literal(''), z.email('Enter an email address').max(254)]).optional(),
  note: z.string().trim().max(SOURCE_NOTE_MAX, `Use at most ${SOURCE_NOTE_MAX} characters`).default(''),
  url: z
    .string()
    .trim()
    .max(SOURCE_URL_MAX)
    .refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value), 'Enter a link starting with https://')
    .default(''),
})

export const demandWeightsSchema = projectScopeSchema.extend({
  votes: z.number().min(0).max(WEIGHT_MAX),
  companies: z.number().min(0).max(WEIGHT_MAX),
  revenue: z.number().min(0).max(WEIGHT_MAX),
  recency: z.number().min(0).max(WEIGHT_MAX),
})
