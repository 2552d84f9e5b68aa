import { randomUUID } from 'node:crypto'
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils'
import { sql } from 'drizzle-orm'
import type { Database } from '~/server/db/client.server'

export const UPLOAD_LOCK = {
  /** A holder that stops renewing (its node died) loses the lock after this long. */
  leaseMs: 30_000,
  /** How often a holder renews and looks for a request to let go; how often a waiter tries again. */
  pollMs: 200,
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

/**
 * tus's Locker over PostgreSQL: one upload is written by one request at a time across every
 * node. A lock is a row with a lease its holder renews; a request that wants a held lock raises
 * `release_requested`, and the holder — typically a PATCH whose client went away unnoticed — is asked to let
 * go (tus then ends that request), so a client resuming after a dropped connection gets in at once.
 */
export class PostgresLocker implements Locker {
  constructor(private readonly db: Database) {}

  newLock(id: string): Lock {
    return new PostgresLock(this.db, id)
  }
}

class PostgresLock implements Lock {
  private readonly holder = randomUUID()
  private renewal: ReturnType<typeof setInterval> | null = null

  constructor(
    private readonly db: Database,
    private readonly uploadId: string,
  ) {}

  async lock(signal: AbortSignal, cancelRequest: RequestRelease): Promise<void> {
    let asked = false
    while (!(await this.tryAcquire())) {
      if (signal.aborted) throw ERRORS.ERR_LOCK_TIMEOUT
      if (!asked) {
        asked = true
        await this.db.execute(
          sql`update upload_lock set release_requested = true where upload_id = ${this.uploadId}`,
        )
      }
      await new Promise((resolve) => setTimeout(resolve, UPLOAD_LOCK.pollMs))
    }
    this.keepAlive(cancelRequest)
  }

  async unlock(): Promise<void> {
    if (this.renewal) clearInterval(this.renewal)
    this.renewal = null
    await this.db.execute(
      sql`delete from upload_lock where upload_id = ${this.uploadId} and holder = ${this.holder}`,
    )
  }

  private async tryAcquire(): Promise<boolean> {
    const result = await this.db.execute(sql`
      insert into upload_lock (upload_id, holder, expires_at)
      values (${this.uploadId}, ${this.holder}, now() + ${`${UPLOAD_LOCK.leaseMs} milliseconds`}::interval)
      on conflict (upload_id) do update
        set holder = excluded.holder, expires_at = excluded.expires_at, release_requested = false
        where upload_lock.expires_at < now()
      returning holder`)
    return rowsOf<{ holder: string }>(result).some((row) => row.holder === this.holder)
  }

  /** Renews the lease, and answers a request to let go by asking tus to end this request (once). */
  private keepAlive(cancelRequest: RequestRelease): void {
    let cancelled = false
    let busy = false
    this.renewal = setInterval(async () => {
      if (busy) return
      busy = true
      try {
        const result = await this.db.execute(sql`
          update upload_lock set expires_at = now() + ${`${UPLOAD_LOCK.leaseMs} milliseconds`}::interval
          where upload_id = ${this.uploadId} and holder = ${this.holder}
          returning release_requested`)
        const [row] = rowsOf<{ release_requested: boolean }>(result)
        if (row?.release_requested && !cancelled) {
          cancelled = true
          await cancelRequest()
        }
      } catch {
        // A failed renewal is retried on the next tick; the lease outlives several.
      } finally {
        busy = false
      }
    }, UPLOAD_LOCK.pollMs)
    this.renewal.unref?.()
  }
}
