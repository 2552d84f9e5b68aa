/**
 * What other features may use of feedback on the server: its access (and the boards a viewer may see), loading
 * an item or a board, writing an item (a discussion converted to feedback), the live event of a change,
 * who follows an item, shipping items with an update, and an anonymous visitor's votes becoming a person's.
 */

export type { SegmentInput } from './demand.schemas'
export {
  claimAnonymousVisitor,
  findOrCreateAnonymousStandIn,
} from './server/anonymous.server'
export {
  changingCustomersOf,
  recomputeProjectDemand,
  refreshDemandOfVoters,
} from './server/counts.server'
export {
  deleteSegment,
  demandDigestOf,
  listSegments,
  plansOf,
  type Segment,
  type SegmentScope,
  saveSegment,
  updateSegment,
} from './server/demand.server'
export {
  assertNotMerged,
  type BoardRow,
  boardViewerOf,
  canSeeBoard,
  emitFeedbackEvent,
  getFeedbackAccess,
  loadBoard,
  loadItem,
} from './server/feedback-access.server'
export { insertFeedbackItem } from './server/items.server'
export { FEEDBACK_SUBJECT, interestedIn } from './server/notify.server'
export { shipFeedback } from './server/shipping.server'
