import { sql } from 'drizzle-orm'
import pg from 'pg'
import type { Database } from '../db/client.server'
import { LIVE_CHANNEL, MAX_NOTIFIED_EVENT_BYTES } from './emit.server'

const LIVE_SEQUENCER_LOCK = 7_310_414
/** Rows positioned per pass; a pass that fills it is followed at once by another. */
export const SEQUENCE_BATCH = 1000

/**
 * One pass of the sequencer (the SQL function `live_event_sequence`, migration 0012, one round trip): gives the
 * next positions to the committed outbox rows that have none, in id order, and NOTIFYs the live channel with each
 * of them (the whole event, or its position when too large to carry). Returns how many it placed.
 *
 * Why listeners can read "position > last seen", on any node: passes hold one transaction-level lock and draw
 * positions after it is granted, and a pass sees every row committed before that, so positions become visible
 * in increasing order and a row that commits late simply gets a later one. Events are delivered in the order
 * their transactions committed (rows that committed between two passes in id order): so a change that had to
 * wait for another's row lock, and emits after taking it, comes after that other change.
 *
 * On PostgreSQL a node runs its passes on its listener connection (`on` a pg.Client), which is otherwise idle:
 * a pass does not queue behind the requests for a pooled connection, and a busy pool does not delay delivery.
 */
export async function sequenceCommittedEvents(on: Database | pg.Client): Promise<number> {
  const values = [LIVE_SEQUENCER_LOCK, SEQUENCE_BATCH, LIVE_CHANNEL, MAX_NOTIFIED_EVENT_BYTES]
  if (on instanceof pg.Client) {
    const result = await on.query<{ placed: number }>(
      'SELECT live_event_sequence($1, $2, $3, $4) AS placed',
      values,
    )
    return Number(result.rows[0]?.placed ?? 0)
  }
  const result = await on.execute<{ placed: number }>(
    sql`SELECT live_event_sequence(${values[0]}, ${values[1]}, ${values[2]}, ${values[3]}) AS placed`,
  )
  const [row] = (result as unknown as { rows: { placed: number }[] }).rows
  return Number(row?.placed ?? 0)
}
