import { AppError } from '~/server/errors'

/**
 * Keyset cursors of the content resources: an opaque base64url of the last row's sort key and id. A cursor
 * that does not decode to the shape its list expects is a 400, never a 5xx and never a silent first page.
 */
export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url')
}

const badCursor = () =>
  new AppError('BAD_REQUEST', 'The cursor is not valid: start again from the first page')

/** ISO timestamps exactly as encodeCursor wrote them (what PostgreSQL compares without complaint). */
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

export function decodeCursor<T extends readonly ('string' | 'number' | 'date')[]>(
  cursor: string,
  shape: T,
): { [K in keyof T]: T[K] extends 'number' ? number : T[K] extends 'date' ? Date : string } {
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw badCursor()
  }
  if (!Array.isArray(parsed) || parsed.length !== shape.length) throw badCursor()
  const values = parsed.map((value, index) => {
    const kind = shape[index]
    if (kind === 'number') {
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw badCursor()
      return value
    }
    if (typeof value !== 'string' || value.length > 300) throw badCursor()
    if (kind === 'date') {
      const date = new Date(value)
      if (!ISO.test(value) || Number.isNaN(date.getTime()) || date.toISOString() !== value) throw badCursor()
      return date
    }
    return value
  })
  return values as { [K in keyof T]: T[K] extends 'number' ? number : T[K] extends 'date' ? Date : string }
}

/** A page of `limit` from `limit + 1` rows read, with the cursor of its last row when there are more. */
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => (string | number)[]) {
  const data = rows.slice(0, limit)
  const last = data.at(-1)
  return { data, nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null }
}
