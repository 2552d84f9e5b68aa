import { sql } from 'drizzle-orm'
import type { Database } from './db/client.server'
import { AppError } from './errors'

export type RateRule = { max: number; windowMs: number; message: string }

/**
 * A fixed-window limit kept in the database (the rate_limit table Better Auth uses, under our own keys), so
 * it holds across nodes. Counts the attempt and throws TOO_MANY_REQUESTS once the window is full.
 */
export async function enforceRateLimit(db: Database, key: string, rule: RateRule): Promise<void> {
  const now = Date.now()
  const result = await db.execute<{ count: number }>(sql`
    INSERT INTO rate_limit (id, key, count, last_request)
    VALUES (${crypto.randomUUID()}, ${key}, 1, ${now})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit.last_request < ${now - rule.windowMs} THEN 1 ELSE rate_limit.count + 1 END,
      last_request = CASE WHEN rate_limit.last_request < ${now - rule.windowMs} THEN ${now} ELSE rate_limit.last_request END
    RETURNING count`)
  const rows = (result as unknown as { rows: { count: number }[] }).rows
  if (Number(rows[0]?.count ?? 0) > rule.max) throw new AppError('TOO_MANY_REQUESTS', rule.message)
}
