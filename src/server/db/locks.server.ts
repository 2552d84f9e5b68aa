import { asc, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from './client.server'

/*
 * The one family of locks for a transaction's check-then-write rules:
 * - a loader locks the row it reads: `loadX(tx, …, { lock: RowLock })`;
 * - `lockRows` locks a set of rows (a project's chats, the items a vote counts on), in id order;
 * - `takeTurns` serializes a rule that no row covers, by key.
 * All of them hold until the transaction ends. Queues that hand work to one of many workers (the job table,
 * the trending sweep) claim rows with SKIP LOCKED instead: they never wait, so they are not locks of this kind.
 */

/**
 * How a loader locks the row it reads, for the rest of the transaction: `update` to change or delete the row
 * itself; `key share` to add something that hangs on it (an item on a board, a message in a chat, a reaction on
 * a thread). Key-share holders go on side by side; a deletion waits for them, and they wait for a deletion and
 * then find the row gone (not found) instead of meeting its foreign key (a 500).
 */
export type RowLock = 'update' | 'key share'

/**
 * Locks every row of `table` that `where` picks, in id order (two transactions locking overlapping sets take
 * them in the same order, so they wait for each other instead of deadlocking). For rules over a set: "at most
 * N pinned", "names unique among the project's categories", "an open chat always left".
 */
export async function lockRows(
  tx: Database,
  table: PgTable & { id: PgColumn },
  where: SQL | undefined,
  lock: RowLock = 'update',
): Promise<void> {
  await tx.select({ id: table.id }).from(table).where(where).orderBy(asc(table.id)).for(lock)
}

/**
 * Makes the transactions that name `key` take turns until they commit (a transaction-scoped advisory lock), for
 * check-then-write rules no row lock covers: a name free in a project, a folder tree without loops, a column
 * renumbered whole. Keys are `area.purpose:id` (`feedback.boards:{projectId}`).
 *
 * `shared`: holders of the shared turn go on side by side and only wait for (and hold off) the exclusive one, for
 * a rule many frequent writes read and a rare write changes (votes reading customers' spend while a spend
 * changes: `customers.demand:{organizationId}`).
 */
export async function takeTurns(tx: Database, key: string, mode: 'exclusive' | 'shared' = 'exclusive') {
  if (mode === 'shared') await tx.execute(sql`select pg_advisory_xact_lock_shared(hashtext(${key}))`)
  else await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`)
}
