import { sql } from 'drizzle-orm'
import type { Database } from './db/client.server'
import { AppError } from './errors'

export type RateRule = { max: number; windowMs: number; message: string }

/** Where a key stands in its current window: attempts counted so far (this one included) and when it ends. */
export type RateWindow = { count: number; resetAt: number }

/**
 * A fixed-window counter kept in the database (the rate_limit table Better Auth uses, under our own keys), so
 * it holds across nodes. Counts one attempt; a window that has passed starts over with this one.
 */
export async function countAttempt(db: Database, key: string, windowMs: number): Promise<RateWindow> {
  const now = Date.now()
  const result = await db.execute<{ count: number; last_request: number }>(sql`
    INSERT INTO rate_limit (id, key, count, last_request)
    VALUES (${crypto.randomUUID()}, ${key}, 1, ${now})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit.last_request < ${now - windowMs} THEN 1 ELSE rate_limit.count + 1 END,
      last_request = CASE WHEN rate_limit.last_request < ${now - windowMs} THEN ${now} ELSE rate_limit.last_request END
    RETURNING count, last_request`)
  const row = (result as unknown as { rows: { count: number; last_request: number }[] }).rows[0]
  return { count: Number(row?.count ?? 0), resetAt: Number(row?.last_request ?? now) + windowMs }
}

/** Counts the attempt and throws TOO_MANY_REQUESTS once the window is full. */
export async function enforceRateLimit(db: Database, key: string, rule: RateRule): Promise<void> {
  const { count } = await countAttempt(db, key, rule.windowMs)
  if (count > rule.max) throw new AppError('TOO_MANY_REQUESTS', rule.message)
}
