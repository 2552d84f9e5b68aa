import { sql } from 'drizzle-orm'
import type { LiveMessage } from '~/lib/live-topics'
import type { Database } from '../db/client.server'

/**
 * Sequenced events, by position. (Until migration 0012 `parley_live` carried events by id; the new name keeps a
 * node of either version from reading the other's numbers.)
 */
export const LIVE_CHANNEL = 'parley_live_events'
/** Ephemeral signals (typing, presence): the NOTIFY payload is the whole message; nothing is stored. */
export const SIGNAL_CHANNEL = 'parley_signal'
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_SIGNAL_BYTES = 7000
const MAX_PAYLOAD_BYTES = 2048
/**
 * A live event's NOTIFY carries the whole event when its text stays under this many bytes (a 2 KB payload
 * of multi-byte characters may not), else only its position: listeners then read it from the outbox.
 */
export const MAX_NOTIFIED_EVENT_BYTES = 7900
/** Wakes the sequencers: a committed event waits for its position (no payload; the outbox holds it). */
export const PENDING_CHANNEL = 'parley_live_pending'

/**
 * Announces a change to live subscribers. Call it inside the transaction that makes the change, after the
 * writes (and row locks) it announces: the row and the NOTIFY become visible only if that transaction commits.
 *
 * No lock: emitters in any number of transactions write at once. The commit wakes the sequencers, which give
 * the row its position (sequenceCommittedEvents): events arrive in the order their transactions committed,
 * and those of one transaction in the order they were emitted.
 */
export async function emitLiveEvent(
  tx: Database,
  topic: string,
  type: string,
  payload: Record<string, unknown> = {},
): Promise<void> {
  const json = JSON.stringify(payload)
  if (json.length > MAX_PAYLOAD_BYTES) {
    throw new Error(`Live event payload for ${type} is larger than ${MAX_PAYLOAD_BYTES} bytes`)
  }
  // PostgreSQL folds a transaction's identical NOTIFYs into one.
  await tx.execute(sql`
    WITH event AS (
      INSERT INTO live_event (topic, type, payload) VALUES (${topic}, ${type}, ${json}::jsonb) RETURNING id
    )
    SELECT pg_notify(${PENDING_CHANNEL}, '') FROM event`)
}

/**
 * A live channel NOTIFY's payload: the event itself (its `id` is its position), or only its position (an event
 * too large to carry, or a payload this node cannot read), or null for something else.
 */
export function parseLiveNotification(text: string | undefined): LiveMessage | number | null {
  if (!text) return null
  if (/^\d+$/.test(text)) return Number(text)
  try {
    const value = JSON.parse(text) as Partial<LiveMessage>
    const id = Number(value.id)
    if (!Number.isSafeInteger(id) || id <= 0) return null
    if (typeof value.topic !== 'string' || typeof value.type !== 'string') return id
    if (!value.payload || typeof value.payload !== 'object' || typeof value.at !== 'number') return id
    return { id, topic: value.topic, type: value.type, payload: value.payload, at: value.at }
  } catch {
    return null
  }
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
 * Sends an ephemeral signal to the subscribers of a topic on every node: a NOTIFY with the signal
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
