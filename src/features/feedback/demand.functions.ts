import { createServerFn } from '@tanstack/react-start'
import { deleteSegmentSchema, pinQuoteSchema, saveSegmentSchema, updateSegmentSchema } from './demand.schemas'
import { deleteSegment, pinQuote, saveSegment, segmentScopeOf, updateSegment } from './server/demand.server'
import { withFeedback } from './server/with-feedback.server'

// The members' demand actions, apart from feedback.functions so that only the lazily loaded demand UI (the
// item's panel, the segment editor) carries them.

/** A member pins a comment as one of the item's telling quotes, or unpins it. */
export const pinQuoteFn = createServerFn({ method: 'POST' })
  .validator(pinQuoteSchema)
  .handler(({ data }) =>
    withFeedback(data, (db, access) =>
      pinQuote(db, access, data.feedbackId, { commentId: data.commentId, pinned: data.pinned }),
    ),
  )

/** Members save segments (plans and attribute values) to filter the list and the roadmap by. */
export const saveSegmentFn = createServerFn({ method: 'POST' })
  .validator(saveSegmentSchema)
  .handler(({ data: { orgSlug, projectSlug, ...input } }) =>
    withFeedback({ orgSlug, projectSlug }, (db, access) => saveSegment(db, segmentScopeOf(access), input)),
  )

/** Members rename a segment or change its plans and attributes. */
export const updateSegmentFn = createServerFn({ method: 'POST' })
  .validator(updateSegmentSchema)
  .handler(({ data: { orgSlug, projectSlug, segmentId, ...input } }) =>
    withFeedback({ orgSlug, projectSlug }, (db, access) =>
      updateSegment(db, segmentScopeOf(access), segmentId, input),
    ),
  )

export const deleteSegmentFn = createServerFn({ method: 'POST' })
  .validator(deleteSegmentSchema)
  .handler(({ data }) =>
    withFeedback(data, (db, access) => deleteSegment(db, segmentScopeOf(access), data.segmentId)),
  )
