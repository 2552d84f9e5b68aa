import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.server'
import { liveEvent } from '../db/schema'

export const LIVE_CHANNEL = 'parley_live'
const MAX_PAYLOAD_BYTES = 2048
const LIVE_EMIT_LOCK = 7_310_413

/**
 * Announces a change to live subscribers. Call it inside the transaction that makes the change: the row and
 * the NOTIFY become visible only if that transaction commits.
 */
export async function emitLiveEvent(
  tx: Database,
  topic: string,
  type: string,
  payload: Record<string, unknown> = {},
): Promise<void> {
  if (JSON.stringify(payload).length > MAX_PAYLOAD_BYTES) {
    throw new Error(`Live event payload for ${type} is larger than ${MAX_PAYLOAD_BYTES} bytes`)
  }
  // Emitters queue here until their transaction ends, so event ids commit in increasing order and a
  // listener that reads "id > last seen" can never skip an event that commits late. Emit last in a transaction.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LIVE_EMIT_LOCK})`)
  const [row] = await tx.insert(liveEvent).values({ topic, type, payload }).returning({ id: liveEvent.id })
  await tx.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${String(row?.id ?? '')})`)
}

/** For changes made outside our own transactions (Better Auth's endpoints): one small transaction of its own. */
export function emitLiveEventNow(
  db: Database,
  topic: string,
  type: string,
  payload: Record<string, unknown> = {},
) {
  return db.transaction((tx) => emitLiveEvent(tx, topic, type, payload))
}
