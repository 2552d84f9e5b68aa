import { describeFeedbackAccessMatrix } from '../helpers/feedback-access-matrix'

/**
 * Every feedback operation × every kind of person on a private project's normal board, and the refusals that
 * cannot confirm that something exists (tests/helpers/feedback-access-matrix.ts).
 */
describeFeedbackAccessMatrix('private', 'normal')
