/**
 * Ids of a database sequence (chat messages, discussion posts), sent as decimal strings. At most 15 digits:
 * the server compares them as JavaScript numbers, which are exact up to 2^53 (16 digits), and a longer one
 * would also overflow PostgreSQL's bigint and answer 500 instead of "not found".
 */
export const SEQUENCE_ID_PATTERN = /^\d{1,15}$/
