import { describeFeedbackAccessMatrix } from '../helpers/feedback-access-matrix'

/** Every feedback operation × every kind of person on a private project's team-only board (the matrix's helper). */
describeFeedbackAccessMatrix('private', 'team-only')
