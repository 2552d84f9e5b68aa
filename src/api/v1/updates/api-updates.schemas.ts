import { z } from 'zod'
import { UPDATE_BODY_MAX, UPDATE_FEEDBACK_MAX, UPDATE_STATES, UPDATE_TITLE_MAX } from '~/lib/update-rules'
import { listOf, listQuery } from '~/server/api/list'
import { viaField } from '../common'

const id = z.string().trim().min(1).max(64)
const isoTime = z.string().describe('ISO 8601 UTC timestamp')

export const projectParamsSchema = z.object({ project: z.string().trim().min(1).max(64) }).strict()
export const updateParamsSchema = z.object({ id }).strict()

export const listUpdatesQuerySchema = listQuery
  .extend({
    state: z.enum(UPDATE_STATES).optional().describe('Only updates in this state'),
    q: z.string().trim().max(200).optional().describe('Full-text search in titles and bodies.'),
  })
  .strict()

/** A new update: a draft unless `state` says to schedule or publish it now. */
export const createUpdateBodySchema = z
  .object({
    title: z.string().max(UPDATE_TITLE_MAX),
    body: z.string().max(UPDATE_BODY_MAX).default(''),
    label_id: id.nullable().default(null),
    feedback_ids: z.array(id).max(UPDATE_FEEDBACK_MAX).default([]).describe('Feedback this update ships'),
    mark_complete: z
      .boolean()
      .default(false)
      .describe('Publishing moves the linked feedback to a done status'),
    state: z.enum(UPDATE_STATES).default('draft'),
    publish_at: isoTime.optional().describe('For state "scheduled": when to publish, in the future'),
  })
  .strict()

/**
 * A change to an update; fields left out keep their value. A published update stays published (feedback newly
 * linked to it is shipped at once); a draft may become scheduled and back. Publishing is its own operation.
 */
export const patchUpdateBodySchema = z
  .object({
    title: z.string().max(UPDATE_TITLE_MAX).optional(),
    body: z.string().max(UPDATE_BODY_MAX).optional(),
    label_id: id.nullable().optional(),
    feedback_ids: z.array(id).max(UPDATE_FEEDBACK_MAX).optional(),
    mark_complete: z.boolean().optional(),
    state: z.enum(['draft', 'scheduled']).optional(),
    publish_at: isoTime.nullable().optional(),
  })
  .strict()

export const updateSchema = z
  .object({
    id: z.string(),
    project: z.string().describe("The project's slug"),
    title: z.string(),
    body: z.string().describe('Markdown'),
    state: z.enum(UPDATE_STATES),
    label: z.object({ id: z.string(), name: z.string(), color: z.string() }).nullable(),
    mark_complete: z.boolean(),
    publish_at: isoTime.nullable(),
    published_at: isoTime.nullable(),
    created_at: isoTime,
    author: z.object({ name: z.string(), username: z.string().nullable() }).nullable(),
    via: viaField,
    feedback: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        vote_count: z.number().int(),
        status: z.object({ name: z.string(), color: z.string() }),
      }),
    ),
    reactions: z.array(z.object({ emoji: z.string(), count: z.number().int() })),
  })
  .meta({ id: 'Update' })
export type ApiUpdate = z.infer<typeof updateSchema>

export const updateListSchema = listOf(updateSchema)
export const deletedSchema = z.object({ id: z.string(), deleted: z.literal(true) })

export type ListUpdatesQuery = z.infer<typeof listUpdatesQuerySchema>
export type CreateUpdateBody = z.infer<typeof createUpdateBodySchema>
export type PatchUpdateBody = z.infer<typeof patchUpdateBodySchema>
