import { describeFeedbackAccessMatrix } from '../helpers/feedback-access-matrix'

/** Every feedback operation × every kind of person on a public project (tests/helpers/feedback-access-matrix.ts). */
describeFeedbackAccessMatrix('public')
