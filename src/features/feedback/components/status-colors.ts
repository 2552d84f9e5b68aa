import { FEEDBACK_COLORS, type FeedbackColor } from '~/lib/feedback-rules'

/** A stored colour as one the pickers offer (an unknown one shows as grey, as the badges do). */
export const asFeedbackColor = (color: string): FeedbackColor =>
  (FEEDBACK_COLORS as readonly string[]).includes(color) ? (color as FeedbackColor) : 'gray'
