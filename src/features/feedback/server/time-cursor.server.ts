import { type AnyColumn, type SQL, sql } from 'drizzle-orm'
import { isTimestampText } from '~/lib/timestamp-text'
import { AppError } from '~/server/errors'

/**
 * Keyset cursors for lists ordered by a creation time and an id (votes, timelines): opaque base64url of the
 * last row's time, with its microseconds, and its id. A JS Date keeps milliseconds only, so the time travels as
 * the text PostgreSQL writes: a page boundary inside one millisecond (rows written in one transaction share
 * now()) would otherwise skip the rest of it.
 */
export type TimeCursor = { createdAt: string; id: string }

const MICROSECOND_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/

/** The column as the cursor's text: select it beside the row, then hand it to encodeTimeCursor. */
export const timeKeyOf = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`

export function encodeTimeCursor(cursor: TimeCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url')
}

/** A cursor read back: anything forged or cut is a 400, never a database error. */
export function decodeTimeCursor(cursor: string): TimeCursor {
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    parsed = null
  }
  const candidate = parsed as Partial<TimeCursor> | null
  if (
    !candidate ||
    typeof candidate !== 'object' ||
    typeof candidate.id !== 'string' ||
    typeof candidate.createdAt !== 'string' ||
    !MICROSECOND_UTC.test(candidate.createdAt) ||
    !isTimestampText(candidate.createdAt)
  ) {
    throw new AppError('BAD_REQUEST', 'This list position is not valid; start the list again')
  }
  return { createdAt: candidate.createdAt, id: candidate.id }
}

/** Rows after the cursor in the list's order (`desc` for newest first): a row comparison on (time, id). */
export function afterTimeCursor(
  time: AnyColumn,
  id: AnyColumn,
  cursor: TimeCursor,
  order: 'asc' | 'desc',
): SQL {
  const value = sql`(${cursor.createdAt}::timestamptz, ${cursor.id})`
  return order === 'asc' ? sql`(${time}, ${id}) > ${value}` : sql`(${time}, ${id}) < ${value}`
}
