import { sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import { TRENDING } from '~/lib/feedback-rules'
import type { Database } from '~/server/db/client.server'
import { type PeriodicTask, startPeriodicTask } from '~/server/periodic-task.server'
import { refreshItemCounts } from './counts.server'

/**
 * The trending score is recomputed whenever an item's activity changes (refreshItemCounts). An item whose
 * newest vote, comment or creation leaves the 30-day window has no such change, so it would keep ranking by
 * activity that no longer counts. This sweep finds those items and recomputes them, which drops them to the
 * inactive base score (see docs/feedback.md).
 */
export const TRENDING_SWEEP = {
  intervalMs: 60 * 60 * 1000,
  /** The first sweep after start-up: soon, but not while the node is still warming up. */
  firstDelayMs: 60 * 1000,
  batchSize: 200,
} as const

/** Held for one batch's transaction, so that only one node sweeps at a time (others skip, not wait). */
const TRENDING_SWEEP_LOCK = 7_310_414

/** Scores above this still count activity; inactive items sit at TRENDING.inactiveBase (+ a tiny tiebreak). */
const ACTIVE_FLOOR = TRENDING.inactiveBase / 2

export type SweepResult = { swept: number; skipped: boolean }

/**
 * Recomputes, in batches, every listed item that still holds an active score but has no counted activity in
 * the window any more: no vote, no public comment (its own or of an item merged into it) and a creation
 * older than the window. Each batch is one transaction under a try-lock: when another node holds it, this
 * node leaves the work to that one. Items being changed at that moment are skipped (their change refreshes
 * them anyway). Walking by id means an item is looked at once per sweep, whatever happens to it.
 */
export async function sweepStaleTrending(
  db: Database,
  options: { batchSize?: number; now?: number } = {},
): Promise<SweepResult> {
  const batchSize = options.batchSize ?? TRENDING_SWEEP.batchSize
  const windowStart = new Date((options.now ?? Date.now()) - TRENDING.windowMs)
  let afterId = ''
  let swept = 0
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const lock = await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${TRENDING_SWEEP_LOCK}) AS locked`)
      if (!rowsOf<{ locked: boolean }>(lock)[0]?.locked) return null
      const stale = await tx.execute(sql`
        SELECT i.id FROM feedback_item i
        WHERE i.id > ${afterId}
          AND i.merged_into_id IS NULL
          AND i.trending_score > ${ACTIVE_FLOOR}
          AND i.created_at < ${windowStart}
          AND NOT EXISTS (
            SELECT 1 FROM feedback_vote v WHERE v.item_id = i.id AND v.created_at >= ${windowStart})
          AND NOT EXISTS (
            SELECT 1 FROM feedback_comment c
            WHERE (c.item_id = i.id OR c.item_id IN (SELECT s.id FROM feedback_item s WHERE s.merged_into_id = i.id))
              AND c.kind = 'comment' AND c.internal = false AND c.held_at IS NULL AND c.created_at >= ${windowStart})
        ORDER BY i.id
        LIMIT ${batchSize}
        FOR UPDATE OF i SKIP LOCKED`)
      const ids = rowsOf<{ id: string }>(stale).map((row) => row.id)
      for (const id of ids) await refreshItemCounts(tx, id)
      return ids
    })
    if (batch === null) return { swept, skipped: true }
    swept += batch.length
    const last = batch[batch.length - 1]
    if (batch.length < batchSize || !last) return { swept, skipped: false }
    afterId = last
  }
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}

export type TrendingSweeper = PeriodicTask

/** Runs the sweep soon after start-up and then every hour on this node (see startPeriodicTask). */
export function startTrendingSweep(options: {
  db: Database
  logger: Logger
  intervalMs?: number
  firstDelayMs?: number
}): TrendingSweeper {
  return startPeriodicTask({
    name: 'Trending sweep',
    logger: options.logger,
    intervalMs: options.intervalMs ?? TRENDING_SWEEP.intervalMs,
    firstDelayMs: options.firstDelayMs ?? TRENDING_SWEEP.firstDelayMs,
    task: async () => {
      const result = await sweepStaleTrending(options.db)
      if (result.swept > 0) options.logger.info(result, 'Trending scores of inactive feedback recomputed')
    },
  })
}
