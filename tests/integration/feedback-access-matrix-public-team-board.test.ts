import { describeFeedbackAccessMatrix } from '../helpers/feedback-access-matrix'

/** Every feedback operation × every kind of person on a public project's team-only board (the matrix's helper). */
describeFeedbackAccessMatrix('public', 'team-only')
