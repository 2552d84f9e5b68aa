import { sql } from 'drizzle-orm'
import type { Database } from './client.server'

/**
 * How a loader locks the row it reads, for the rest of the transaction: `update` to change or delete the row
 * itself; `key share` to add something that hangs on it (an item on a board, a message in a chat, a reaction on
 * a thread). Key-share holders go on side by side; a deletion waits for them, and they wait for a deletion and
 * then find the row gone (not found) instead of meeting its foreign key (a 500).
 */
export type RowLock = 'update' | 'key share'

/**
 * Makes the transactions that name `key` take turns until they commit (a transaction-scoped advisory lock), for
 * check-then-write rules no row lock covers: a name free in a project, a folder tree without loops, a column
 * renumbered whole. Keys are `area.purpose:id` (`feedback.boards:{projectId}`).
 */
export async function takeTurns(tx: Database, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`)
}
