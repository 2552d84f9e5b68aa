import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.server'
import { LIVE_CHANNEL, MAX_NOTIFIED_EVENT_BYTES } from './emit.server'

const LIVE_SEQUENCER_LOCK = 7_310_413
/** Rows positioned per pass; a pass that fills it is followed at once by another. */
export const SEQUENCE_BATCH = 1000

/**
 * One pass of the sequencer (the SQL function `live_event_sequence`, migration 0012, one round trip): gives
 * the next positions to the committed outbox rows whose transactions are older than every transaction still
 * running, in id order, and NOTIFYs the live channel with each of them (the whole event, or its position when
 * too large to carry). `waiting` says committed rows are left that an older, still-running transaction keeps
 * back; another pass must follow.
 *
 * Why this order is safe to read as "position > last seen", on any node: a row is positioned only when its
 * transaction id is below the snapshot's xmin, so every transaction that could still insert a row that
 * belongs before it has ended; the passes hold one transaction-level lock, and the positioning statement
 * takes its snapshot after the lock, so positions commit in increasing order. Emitters never take this lock.
 * The cost: a long-running writing transaction anywhere in the cluster holds every live event back until it
 * ends (docs/performance.md).
 */
export async function sequenceReadyEvents(db: Database): Promise<{ placed: number; waiting: boolean }> {
  const result = await db.execute<{ placed: number; waiting: boolean }>(
    sql`SELECT placed, waiting FROM live_event_sequence(${LIVE_SEQUENCER_LOCK}, ${SEQUENCE_BATCH}, ${LIVE_CHANNEL}, ${MAX_NOTIFIED_EVENT_BYTES})`,
  )
  const [row] = (result as unknown as { rows: { placed: number; waiting: boolean }[] }).rows
  return { placed: Number(row?.placed ?? 0), waiting: Boolean(row?.waiting) }
}
