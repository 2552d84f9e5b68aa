import { z } from 'zod'
import { DISCUSSION_BODY_MAX, DISCUSSION_TITLE_MAX } from '~/lib/discussion-rules'
import { listOf, listQuery } from '~/server/api/list'
import { viaField } from '../common'

const id = z.string().trim().min(1).max(64)
const isoTime = z.string().describe('ISO 8601 UTC timestamp')

export const discussionParamsSchema = z.object({ id }).strict()

export const listDiscussionsQuerySchema = listQuery
  .extend({ category_id: id.optional().describe('Only discussions of this category') })
  .strict()

export const createDiscussionBodySchema = z
  .object({
    title: z.string().max(DISCUSSION_TITLE_MAX),
    body: z.string().max(DISCUSSION_BODY_MAX).describe('Markdown: the opening post'),
    category_id: id,
  })
  .strict()

export const createReplyBodySchema = z
  .object({ body: z.string().max(DISCUSSION_BODY_MAX).describe('Markdown') })
  .strict()

const personSchema = z.object({ id: z.string(), name: z.string(), username: z.string().nullable() })

export const discussionSchema = z
  .object({
    id: z.string(),
    project: z.string().describe("The project's slug"),
    title: z.string(),
    category: z.object({ id: z.string(), name: z.string() }),
    author: personSchema.nullable(),
    reply_count: z.number().int(),
    pinned: z.boolean(),
    locked: z.boolean(),
    answered: z.boolean(),
    created_at: isoTime,
    last_activity_at: isoTime,
  })
  .meta({ id: 'Discussion' })

export const discussionDetailSchema = discussionSchema
  .extend({
    body: z.string().describe('Markdown: the opening post'),
    lock_reason: z.string().nullable(),
    answer_reply_id: z.string().nullable(),
  })
  .meta({ id: 'DiscussionDetail' })

export const replySchema = z
  .object({
    id: z.string(),
    discussion_id: z.string(),
    author: personSchema.nullable(),
    via: viaField,
    body: z.string().describe('Markdown; empty once deleted'),
    created_at: isoTime,
    edited_at: isoTime.nullable(),
    deleted_at: isoTime.nullable(),
    reactions: z.array(z.object({ emoji: z.string(), count: z.number().int() })),
  })
  .meta({ id: 'DiscussionReply' })

export const discussionListSchema = listOf(discussionSchema)
export const replyListSchema = listOf(replySchema)

export type ApiDiscussion = z.infer<typeof discussionSchema>
export type ApiDiscussionDetail = z.infer<typeof discussionDetailSchema>
export type ApiReply = z.infer<typeof replySchema>
export type ListDiscussionsQuery = z.infer<typeof listDiscussionsQuerySchema>
export type CreateDiscussionBody = z.infer<typeof createDiscussionBodySchema>
export type CreateReplyBody = z.infer<typeof createReplyBodySchema>
