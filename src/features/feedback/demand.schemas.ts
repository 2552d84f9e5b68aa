import { z } from 'zod'
import { SEGMENT_ATTRIBUTES_MAX, SEGMENT_NAME_MAX } from '~/lib/customer-rules'
import { itemScopeSchema, projectScopeSchema } from './feedback.schemas'

// Apart from feedback.schemas: only the members' lazily loaded demand UI sends these.

const rowId = z.string().trim().min(1).max(64)

/** A saved filter over companies and people: plans (any of them) and attribute values (all of them). */
export const segmentFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name the segment')
    .max(SEGMENT_NAME_MAX, `Use at most ${SEGMENT_NAME_MAX} characters`),
  plans: z.array(z.string().trim().min(1).max(60)).max(20).default([]),
  attributes: z
    .array(
      z.object({
        key: z.string().trim().min(1, 'Name the attribute').max(60),
        value: z.string().trim().max(200),
      }),
    )
    .max(SEGMENT_ATTRIBUTES_MAX, `At most ${SEGMENT_ATTRIBUTES_MAX} attributes`)
    .default([]),
})
export type SegmentInput = z.output<typeof segmentFormSchema>
export const saveSegmentSchema = projectScopeSchema.extend(segmentFormSchema.shape)
export const updateSegmentSchema = saveSegmentSchema.extend({ segmentId: rowId })
export const deleteSegmentSchema = projectScopeSchema.extend({ segmentId: rowId })

/** A member pins a comment of the item as a telling quote, or unpins it. */
export const pinQuoteSchema = itemScopeSchema.extend({ commentId: rowId, pinned: z.boolean() })
