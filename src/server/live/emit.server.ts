import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.server'
import { liveEvent } from '../db/schema'

export const LIVE_CHANNEL = 'parley_live'
/** Ephemeral signals (typing, presence): the NOTIFY payload is the whole message; nothing is stored. */
export const SIGNAL_CHANNEL = 'parley_signal'
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_SIGNAL_BYTES = 7000
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

/** What a signal carries across nodes: like a live event, but without an id (never replayed, never stored). */
export type LiveSignal = { topic: string; type: string; payload: Record<string, unknown>; at: number }

/**
 * Sends an ephemeral signal to the subscribers of a topic on every node (DESIGN §9): a NOTIFY with the signal
 * as its payload, outside any transaction and never through the outbox. Lost signals are not retried: the
 * next one (typing is re-sent while typing, presence every few seconds) takes its place.
 */
export async function publishLiveSignal(
  db: Database,
  topic: string,
  type: string,
  payload: Record<string, unknown>,
): Promise<void> {
  const signal: LiveSignal = { topic, type, payload, at: Date.now() }
  const text = JSON.stringify(signal)
  if (Buffer.byteLength(text) > MAX_SIGNAL_BYTES) throw new Error(`Live signal ${type} is too large`)
  await db.execute(sql`SELECT pg_notify(${SIGNAL_CHANNEL}, ${text})`)
}

export function parseLiveSignal(text: string | undefined): LiveSignal | null {
  if (!text) return null
  try {
    const value = JSON.parse(text) as Partial<LiveSignal>
    if (typeof value.topic !== 'string' || typeof value.type !== 'string') return null
    if (!value.payload || typeof value.payload !== 'object') return null
    return {
      topic: value.topic,
      type: value.type,
      payload: value.payload,
      at: Number(value.at) || Date.now(),
    }
  } catch {
    return null
  }
}
