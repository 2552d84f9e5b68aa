import { inArray } from 'drizzle-orm'
import { viaApiKeyMark } from '~/lib/api-key-rules'
import type { Database } from './db/client.server'
import { user } from './db/schema'

/**
 * A person as the screens show them next to what they wrote. `viaApiKey`: an API key's service user (what a
 * key writes is shown as written via the key, under the key's name).
 */
export type PersonSummary = {
  id: string
  name: string
  username: string | null
  image: string | null
  viaApiKey?: true
}

/** People by id, for the authors and actors of a page of rows (ids may repeat or be null). */
export async function loadPeople(
  db: Database,
  ids: Iterable<string | null>,
): Promise<Map<string, PersonSummary>> {
  const wanted = [...new Set([...ids].filter((id): id is string => Boolean(id)))]
  if (wanted.length === 0) return new Map()
  const rows = await db
    .select({ id: user.id, name: user.name, username: user.username, image: user.image, role: user.role })
    .from(user)
    .where(inArray(user.id, wanted))
  return new Map(rows.map(({ role, ...row }) => [row.id, { ...row, ...viaApiKeyMark(role) }]))
}
