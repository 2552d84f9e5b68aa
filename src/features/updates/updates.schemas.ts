import { z } from 'zod'
import {
  UPDATE_BODY_MAX,
  UPDATE_FEEDBACK_MAX,
  UPDATE_REACTIONS,
  UPDATE_TITLE_MAX,
  UPDATE_TITLE_MIN,
} from '~/lib/update-rules'

const rowId = z.string().trim().min(1).max(64)

export const projectScopeSchema = z.object({
  orgSlug: z.string().trim().toLowerCase().min(1).max(64),
  projectSlug: z.string().trim().toLowerCase().min(1).max(64),
})
export const updateRefSchema = projectScopeSchema.extend({ updateId: rowId })

/** What the editor sends: the update, and what to do with it. */
export const updateFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(UPDATE_TITLE_MIN, `Title must be at least ${UPDATE_TITLE_MIN} characters`)
      .max(UPDATE_TITLE_MAX, `Title must be at most ${UPDATE_TITLE_MAX} characters`),
    body: z
      .string()
      .trim()
      .max(UPDATE_BODY_MAX, `The text must be at most ${UPDATE_BODY_MAX.toLocaleString('en')} characters`),
    /** "" (the form's "No label") means none. */
    labelId: z
      .string()
      .trim()
      .max(64)
      .nullable()
      .transform((value) => value || null),
    itemIds: z.array(rowId).max(UPDATE_FEEDBACK_MAX, `Link at most ${UPDATE_FEEDBACK_MAX} feedback items`),
    markComplete: z.boolean(),
    intent: z.enum(['draft', 'publish', 'schedule']),
    /** For intent "schedule": when to publish (ISO date-time, in the future). */
    publishAt: z.string().trim().max(40).optional(),
  })
  .superRefine((value, context) => {
    if (value.intent !== 'schedule') return
    const at = value.publishAt ? Date.parse(value.publishAt) : Number.NaN
    if (Number.isNaN(at)) {
      context.addIssue({ code: 'custom', path: ['publishAt'], message: 'Choose when to publish it' })
    } else if (at <= Date.now()) {
      context.addIssue({ code: 'custom', path: ['publishAt'], message: 'Choose a time in the future' })
    }
  })
export type UpdateFormValues = z.infer<typeof updateFormSchema>

export const createUpdateSchema = projectScopeSchema.and(updateFormSchema)
export const editUpdateSchema = updateRefSchema.and(updateFormSchema)

export const listUpdatesSchema = projectScopeSchema.extend({ cursor: z.string().max(300).optional() })

export const reactSchema = updateRefSchema.extend({ emoji: z.enum(UPDATE_REACTIONS), on: z.boolean() })

export const labelFormSchema = z.object({
  name: z.string().trim().min(1, 'Give the label a name').max(30, 'Label names are at most 30 characters'),
  color: z.string().trim().max(20),
})
export const createLabelSchema = projectScopeSchema.extend(labelFormSchema.shape)

export const searchShippableSchema = projectScopeSchema.extend({
  query: z.string().trim().max(200).default(''),
})
