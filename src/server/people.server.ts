import { inArray } from 'drizzle-orm'
import type { Database } from './db/client.server'
import { user } from './db/schema'

/** A person as the screens show them next to what they wrote. */
export type PersonSummary = { id: string; name: string; username: string | null; image: string | null }

/** People by id, for the authors and actors of a page of rows (ids may repeat or be null). */
export async function loadPeople(
  db: Database,
  ids: Iterable<string | null>,
): Promise<Map<string, PersonSummary>> {
  const wanted = [...new Set([...ids].filter((id): id is string => Boolean(id)))]
  if (wanted.length === 0) return new Map()
  const rows = await db
    .select({ id: user.id, name: user.name, username: user.username, image: user.image })
    .from(user)
    .where(inArray(user.id, wanted))
  return new Map(rows.map((row) => [row.id, row]))
}
