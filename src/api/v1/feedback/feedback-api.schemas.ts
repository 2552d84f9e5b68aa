import { z } from 'zod'
import { commentBodySchema, detailsSchema, titleSchema } from '~/features/feedback/feedback.schemas'
import { COMMENT_MAX, FEEDBACK_COMMENT_KINDS, FEEDBACK_SORTS, STATUS_CATEGORIES } from '~/lib/feedback-rules'
import { listQuery } from '~/server/api/list'
import { idParam, timestamp, viaField } from '../common'

/**
 * The feedback resources of the public API: requests and responses. Field names are snake_case, timestamps
 * ISO 8601 in UTC, ids the ones the app's addresses use. The limits are the app's own (feedback-rules).
 */

const isoTimestamp = timestamp
const rowId = idParam

export const personSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    username: z.string().nullable(),
    email: z.string().nullable().describe('The person’s address (null where the key may not see it).'),
  })
  .meta({ id: 'FeedbackPerson' })

export const feedbackItemSchema = z
  .object({
    id: z.string(),
    project: z.string().describe('The project’s slug.'),
    board: z.object({ id: z.string(), name: z.string(), team_only: z.boolean() }),
    status: z.object({ id: z.string(), name: z.string(), category: z.enum(STATUS_CATEGORIES) }),
    title: z.string(),
    details: z.string().describe('Markdown.'),
    author: personSchema.nullable().describe('Null when the author’s account was deleted.'),
    via: viaField,
    vote_count: z.number().int(),
    comment_count: z.number().int().describe('Public comments, those of merged duplicates included.'),
    comments_locked: z.boolean(),
    merged_into_id: z
      .string()
      .nullable()
      .describe('Set when this item was merged into another: its votes and comments count there.'),
    created_at: isoTimestamp,
    edited_at: isoTimestamp.nullable(),
    url: z.string().describe('The item’s page in Parley.'),
  })
  .meta({ id: 'FeedbackItem' })
export type ApiFeedbackItem = z.input<typeof feedbackItemSchema>

export const feedbackListQuery = listQuery.extend({
  board: rowId.default('all').describe('A board id, or `all` (default).'),
  status: rowId.optional().describe('Only items in this status (a status id).'),
  sort: z.enum(FEEDBACK_SORTS).default('trending'),
  q: z.string().trim().max(200).optional().describe('Full-text search in titles and details.'),
})
export type FeedbackListQuery = z.output<typeof feedbackListQuery>

const personByEmail = z
  .object({
    email: z.email().max(254),
    name: z.string().trim().min(1).max(100).optional().describe('Used when the address is new to Parley.'),
  })
  .strict()

export const createFeedbackBody = z
  .object({
    title: titleSchema,
    details: detailsSchema.default('').describe('Markdown.'),
    board: rowId.describe('The board’s id.'),
    status: rowId.optional().describe('A status id; the project’s first open status when absent.'),
    author: personByEmail
      .optional()
      .describe(
        'Post in this person’s name. An address new to Parley gets an unverified account, which its owner ' +
          'claims by resetting the password; nobody is mailed for it. Absent: the key is the author.',
      ),
  })
  .strict()
export type CreateFeedbackBody = z.output<typeof createFeedbackBody>

export const updateFeedbackBody = z
  .object({
    title: titleSchema.optional(),
    details: detailsSchema.optional().describe('Markdown.'),
    board: rowId.optional().describe('Move the item to this board.'),
    status: rowId.optional().describe('Move the item to this status.'),
    status_note: z
      .string()
      .trim()
      .min(1)
      .max(COMMENT_MAX)
      .optional()
      .describe('A public note shown with the status change on the item’s timeline (needs `status`).'),
  })
  .strict()
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), 'Send at least one field')
  .refine((changes) => changes.status_note === undefined || changes.status !== undefined, {
    message: 'A status note goes with a status',
    path: ['status_note'],
  })
export type UpdateFeedbackBody = z.output<typeof updateFeedbackBody>

export const pageQuery = listQuery
export type PageQuery = z.output<typeof pageQuery>

export const voteSchema = z
  .object({
    user: personSchema,
    created_at: isoTimestamp,
    added_by_id: z.string().nullable().describe('Who recorded it on the person’s behalf, if someone did.'),
    merged_from_id: z
      .string()
      .nullable()
      .describe('Set on a vote a merged duplicate brought along: the duplicate’s id.'),
  })
  .meta({ id: 'FeedbackVote' })

export const addVoteBody = personByEmail

export const addVoteResponse = z
  .object({
    added: z.boolean().describe('False when the person had already voted: nothing changed.'),
    vote_count: z.number().int(),
    user: personSchema,
  })
  .meta({ id: 'FeedbackVoteResult' })

export const commentSchema = z
  .object({
    id: z.string(),
    feedback_id: z.string().describe('The item it was written on: this one, or a duplicate merged into it.'),
    kind: z
      .enum(FEEDBACK_COMMENT_KINDS)
      .describe('A comment, a status change (with its optional note), a merge, or a shipping entry.'),
    body: z.string().describe('Markdown.'),
    internal: z.boolean().describe('An internal note, seen by the organisation’s members only.'),
    from_status: z.string().nullable(),
    to_status: z.string().nullable(),
    author: personSchema.nullable(),
    via: viaField,
    created_at: isoTimestamp,
    edited_at: isoTimestamp.nullable(),
  })
  .meta({ id: 'FeedbackComment' })

export const addCommentBody = z
  .object({
    body: commentBodySchema.describe('Markdown.'),
    internal: z.boolean().default(false),
  })
  .strict()

export const mergeBody = z.object({ into: rowId.describe('The item this one duplicates.') }).strict()

export const roadmapQuery = z.object({
  board: rowId.default('all').describe('A board id, or `all` (default).'),
  q: z.string().trim().max(200).optional(),
})

export const roadmapSchema = z
  .object({
    columns: z.array(
      z.object({
        status: z.object({
          id: z.string(),
          name: z.string(),
          color: z.string(),
          category: z.enum(STATUS_CATEGORIES),
        }),
        total: z.number().int().describe('Items in the column; at most 100 are listed.'),
        ordered: z.boolean().describe('True when editors ordered the column by hand (else by votes).'),
        cards: z.array(
          z.object({
            id: z.string(),
            title: z.string(),
            board: z.object({ id: z.string(), name: z.string() }),
            vote_count: z.number().int(),
            comment_count: z.number().int(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'Roadmap' })
