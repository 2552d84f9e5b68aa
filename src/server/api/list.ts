import { z } from 'zod'
import { ApiProblem } from './problem'

/**
 * Lists of the public API: `{ data, next_cursor }`, at most `limit` items (1–100, default 20), continued by
 * passing `next_cursor` back as `cursor`. Cursors are keyset positions (the last item's sort key and id),
 * opaque to clients: base64url of a JSON array, so they survive inserts and deletions between pages.
 */
export const LIST_LIMIT_DEFAULT = 20
export const LIST_LIMIT_MAX = 100

export const limitParam = z.coerce
  .number()
  .int()
  .min(1)
  .max(LIST_LIMIT_MAX)
  .default(LIST_LIMIT_DEFAULT)
  .describe(`How many items to return (1–${LIST_LIMIT_MAX}, default ${LIST_LIMIT_DEFAULT}).`)

export const cursorParam = z
  .string()
  .min(1)
  .max(1000)
  .optional()
  .describe('The `next_cursor` of the previous page; absent for the first page.')

/** The query of every list operation; extend it with the list's own filters. */
export const listQuery = z.object({ limit: limitParam, cursor: cursorParam })

export function listOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    data: z.array(item),
    next_cursor: z
      .string()
      .nullable()
      .describe('Pass it as `cursor` to get the next page; null on the last page.'),
  })
}

export type CursorKey = readonly (string | number)[]

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url')
}

/**
 * The position a cursor names, checked against the shape the list expects (e.g.
 * `z.tuple([z.iso.datetime(), z.string()])`). Anything else, however it came to be, is a 400 problem.
 */
export function decodeCursor<Key extends z.ZodType<CursorKey>>(
  cursor: string | undefined,
  shape: Key,
): z.output<Key> | null {
  if (cursor === undefined) return null
  let decoded: unknown
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error('not base64url')
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    decoded = undefined
  }
  const parsed = shape.safeParse(decoded)
  if (!parsed.success) {
    throw new ApiProblem('bad-request', 'The cursor is not one this list gave out', {
      errors: [{ path: 'query.cursor', message: 'Pass back a next_cursor exactly as it was received' }],
    })
  }
  return parsed.data
}

/**
 * A page from rows read with `limit + 1`: the extra row only tells that there is a next page, whose cursor is
 * the key of the last row shown.
 */
export function pageOf<Row, Item>(
  rows: readonly Row[],
  limit: number,
  keyOf: (row: Row) => CursorKey,
  toItem: (row: Row) => Item,
): { data: Item[]; next_cursor: string | null } {
  const shown = rows.slice(0, limit)
  const last = shown.at(-1)
  return {
    data: shown.map(toItem),
    next_cursor: rows.length > limit && last !== undefined ? encodeCursor(keyOf(last)) : null,
  }
}
