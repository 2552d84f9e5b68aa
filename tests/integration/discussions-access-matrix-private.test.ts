import { describeDiscussionsAccessMatrix } from '../helpers/discussions-access-matrix'

/**
 * Every discussions operation × every kind of person on a private project
 * (tests/helpers/discussions-access-matrix.ts).
 */
describeDiscussionsAccessMatrix('private')
