import { loadItem } from '~/features/feedback/server/feedback-access.server'
import { mergeFeedback, unmergeFeedback } from '~/features/feedback/server/merge.server'
import { AppError } from '~/server/errors'
import type { ApiFeedbackItem } from './feedback-api.schemas'
import { asFieldReference, type FeedbackApiContext, feedbackAccessForItem } from './feedback-scope.server'
import { readItemJson } from './item-json.server'

/**
 * Merges a duplicate into another item of the same project (mergeFeedback: votes copied once per person,
 * comments shown on the target, undoable). Answers the item merged into, with its new counts.
 */
export async function mergeFeedbackItem(
  context: FeedbackApiContext,
  itemId: string,
  into: string,
): Promise<ApiFeedbackItem> {
  const access = await feedbackAccessForItem(context, itemId)
  if (into === itemId) {
    throw new AppError('UNPROCESSABLE_ENTITY', 'An item cannot be merged into itself', {
      into: ['An item cannot be merged into itself'],
    })
  }
  await asFieldReference('into', 'No feedback of this project has this id', () =>
    loadItem(context.db, access, into),
  )
  const merged = await mergeFeedback(context.db, access, itemId, into)
  return readItemJson(context.db, access, context.baseUrl, merged.targetId)
}

/** Undoes a merge (unmergeFeedback): answers the duplicate, listed again with its own votes and comments. */
export async function unmergeFeedbackItem(
  context: FeedbackApiContext,
  itemId: string,
): Promise<ApiFeedbackItem> {
  const access = await feedbackAccessForItem(context, itemId)
  await unmergeFeedback(context.db, access, itemId)
  return readItemJson(context.db, access, context.baseUrl, itemId)
}
