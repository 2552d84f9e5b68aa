import { type AnyColumn, type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'

/**
 * Keyset positions over a timestamp and an id, for the lists of the public API. The timestamp goes into the
 * cursor as whole microseconds since 1970 (PostgreSQL's own precision), so rows of the same millisecond are
 * neither repeated nor skipped, as they would be with a JavaScript Date. Any number the schema accepts is a
 * valid position, so a forged cursor can give an empty page but never a database error.
 */
export const timeIdCursor = z.tuple([
  z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  z.string().min(1).max(64),
])

/** A position in a list ordered by one increasing number (a chat's message sequence, a post's id). */
export const sequenceCursor = z.tuple([z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)])

/** The column as microseconds since 1970, to select beside the row and hand to `encodeCursor` with the id. */
export const microsecondsOf = (column: AnyColumn) =>
  sql<number>`(extract(epoch from ${column}) * 1000000)::bigint`.mapWith(Number)

/** Rows after the cursor's position in (time, id) order: ascending, or descending with `descending`. */
export function afterTimeId(
  time: AnyColumn,
  id: AnyColumn,
  cursor: readonly [number, string] | null,
  order: 'ascending' | 'descending' = 'ascending',
): SQL | undefined {
  if (!cursor) return undefined
  const position = sql`(${cursor[0]}::bigint, ${cursor[1]}::text)`
  const row = sql`(${microsecondsOf(time)}, ${id})`
  return order === 'ascending' ? sql`${row} > ${position}` : sql`${row} < ${position}`
}
