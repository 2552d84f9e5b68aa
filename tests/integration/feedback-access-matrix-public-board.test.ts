import { describeFeedbackAccessMatrix } from '../helpers/feedback-access-matrix'

/** Every feedback operation × every kind of person on a public project's normal board (the matrix's helper). */
describeFeedbackAccessMatrix('public', 'normal')
