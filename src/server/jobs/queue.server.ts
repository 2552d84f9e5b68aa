/**
 * The durable job queue: a table claimed with FOR UPDATE SKIP LOCKED under a lease, so it
 * runs on PGlite and PostgreSQL alike. Nothing is lost across a restart or a `kill -9` (a claimed job whose node
 * died is taken again when its lease ends); several nodes never run one job at once; a failing job is retried
 * with back-off and, after MAX_ATTEMPTS, kept as failed for an operator to look at.
 *
 * API:
 * - `enqueueJob(db, { kind, key?, payload?, runAt?, onConflict? })` inside the caller's transaction, so a job
 *   exists exactly when the change that wants it commits.
 * - `cancelJob(db, key)`.
 * - `runDueJobs(db, handlers, options)`: claims and runs what is due; the worker calls it on a timer.
 * - `startJobWorker(...)`: that timer, as a PeriodicTask.
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '../db/client.server'
import { type PeriodicTask, startPeriodicTask } from '../periodic-task.server'

export const JOB_QUEUE = {
  intervalMs: 5_000,
  firstDelayMs: 1_000,
  batchSize: 10,
  /** A claimed job is taken again by another node after this long without an answer. */
  leaseMs: 5 * 60 * 1000,
  maxAttempts: 8,
} as const

/** Back-off after a failed attempt: 30 s, 1 min, 2 min … capped at an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000)
}

export type JobRow = {
  id: number
  kind: string
  key: string | null
  payload: Record<string, unknown>
  attempts: number
  version: number
}

/** What a handler may answer: nothing (done: the job goes), or a later time to run again (not a failure). */
export type JobOutcome = undefined | { runAgainAt: Date }
/** `now` is the run's time (tests move it; the worker's is the clock's). */
export type JobHandler = (job: JobRow, now: Date) => Promise<JobOutcome>

export type EnqueueInput = {
  kind: string
  /** One pending job per key: enqueueing it again does not add a second. */
  key?: string
  payload?: Record<string, unknown>
  runAt?: Date
  /**
   * When a job with this key is already waiting: `keep` its time (mail batching: the first notification sets
   * the window), `replace` time and payload (rescheduling a digest or an update), or leave it `untouched`
   * (a recurring task scheduled at every start: a start changes nothing of what is already scheduled).
   */
  onConflict?: 'keep' | 'replace' | 'untouched'
}

export async function enqueueJob(db: Database, input: EnqueueInput): Promise<void> {
  const runAt = (input.runAt ?? new Date()).toISOString()
  const payload = JSON.stringify(input.payload ?? {})
  if (!input.key) {
    await db.execute(
      sql`insert into job (kind, payload, run_at) values (${input.kind}, ${payload}::jsonb, ${runAt}::timestamptz)`,
    )
    return
  }
  // A job that is running right now has already read its work: the new work needs a run after it (the
  // version bump keeps the running one from deleting the row when it finishes).
  const running = sql`job.locked_until is not null and job.locked_until > now()`
  if (input.onConflict === 'untouched') {
    await db.execute(sql`
      insert into job (kind, key, payload, run_at)
      values (${input.kind}, ${input.key}, ${payload}::jsonb, ${runAt}::timestamptz)
      on conflict (key) do nothing`)
    return
  }
  const conflict =
    input.onConflict === 'replace'
      ? sql`run_at = excluded.run_at, payload = excluded.payload`
      : sql`run_at = case when ${running} then excluded.run_at else job.run_at end`
  await db.execute(sql`
    insert into job (kind, key, payload, run_at)
    values (${input.kind}, ${input.key}, ${payload}::jsonb, ${runAt}::timestamptz)
    on conflict (key) do update set ${conflict}, version = job.version + 1, failed_at = null, attempts = 0`)
}

/**
 * Ends a running job from inside the handler's own transaction, so that its work and its removal commit
 * together (one commit instead of two for a handler that writes anyway). The worker's own finish then finds
 * nothing left to do. Only for a job that is done (not for one that asks to run again).
 */
export async function finishJobIn(tx: Database, job: Pick<JobRow, 'id' | 'version'>): Promise<void> {
  await tx.execute(sql`delete from job where id = ${job.id} and version = ${job.version}`)
}

export async function cancelJob(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from job where key = ${key}`)
}

type Claimed = JobRow & { claim: string }

async function claimDue(
  db: Database,
  options: { batchSize: number; leaseMs: number; now: Date; kinds?: readonly string[] },
) {
  const claim = randomUUID()
  const ofKinds =
    options.kinds && options.kinds.length > 0
      ? sql`and kind in (${sql.join(
          options.kinds.map((kind) => sql`${kind}`),
          sql`, `,
        )})`
      : sql``
  const result = await db.execute<{
    id: number
    kind: string
    key: string | null
    payload: Record<string, unknown>
    attempts: number
    version: number
  }>(sql`
    update job set locked_by = ${claim},
      locked_until = ${new Date(options.now.getTime() + options.leaseMs).toISOString()}::timestamptz,
      attempts = attempts + 1
    where id in (
      select id from job
      where failed_at is null and run_at <= ${options.now.toISOString()}::timestamptz
        and (locked_until is null or locked_until < ${options.now.toISOString()}::timestamptz)
        ${ofKinds}
      order by run_at, id
      limit ${options.batchSize}
      for update skip locked
    )
    returning id, kind, key, payload, attempts, version`)
  const rows = (result as unknown as { rows: JobRow[] }).rows
  return rows.map((row): Claimed => ({ ...row, id: Number(row.id), claim }))
}

async function finish(db: Database, job: Claimed, outcome: JobOutcome) {
  if (outcome?.runAgainAt) {
    // Not a failure: the handler chose a later time (quiet hours, the next digest).
    await db.execute(sql`
      update job set run_at = ${outcome.runAgainAt.toISOString()}::timestamptz, attempts = 0,
        locked_by = null, locked_until = null
      where id = ${job.id} and locked_by = ${job.claim}`)
    return
  }
  const deleted = await db.execute(
    sql`delete from job where id = ${job.id} and locked_by = ${job.claim} and version = ${job.version} returning id`,
  )
  if ((deleted as unknown as { rows: unknown[] }).rows.length === 0) {
    // Enqueued again while running: release it, so the new work is done at the time it asked for.
    await db.execute(
      sql`update job set locked_by = null, locked_until = null, attempts = 0 where id = ${job.id} and locked_by = ${job.claim}`,
    )
  }
}

async function fail(db: Database, job: Claimed, error: unknown, maxAttempts: number, now: Date) {
  const message = error instanceof Error ? error.message : String(error)
  const givesUp = job.attempts >= maxAttempts
  await db.execute(sql`
    update job set locked_by = null, locked_until = null, last_error = ${message.slice(0, 1000)},
      run_at = ${new Date(now.getTime() + retryDelayMs(job.attempts)).toISOString()}::timestamptz,
      failed_at = ${givesUp ? now.toISOString() : null}::timestamptz
    where id = ${job.id} and locked_by = ${job.claim}`)
  return givesUp
}

/**
 * Claims the jobs that are due and runs each with its kind's handler. Returns how many ran (successfully or
 * not). A job of an unknown kind fails like any other (a newer node may know it; an older one retries later).
 */
export async function runDueJobs(
  db: Database,
  handlers: Record<string, JobHandler>,
  options: {
    logger?: Logger
    now?: Date
    batchSize?: number
    leaseMs?: number
    maxAttempts?: number
    /** Only jobs of these kinds (tests; a node runs every kind it has a handler for). */
    kinds?: readonly string[]
  } = {},
): Promise<number> {
  const now = options.now ?? new Date()
  const claimed = await claimDue(db, {
    batchSize: options.batchSize ?? JOB_QUEUE.batchSize,
    leaseMs: options.leaseMs ?? JOB_QUEUE.leaseMs,
    now,
    kinds: options.kinds,
  })
  for (const job of claimed) {
    try {
      const handler = handlers[job.kind]
      if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}`)
      await finish(db, job, await handler(job, now))
    } catch (error) {
      const gaveUp = await fail(db, job, error, options.maxAttempts ?? JOB_QUEUE.maxAttempts, now)
      options.logger?.[gaveUp ? 'error' : 'warn'](
        { err: error, job: { id: job.id, kind: job.kind, attempts: job.attempts } },
        gaveUp ? 'Job failed for good' : 'Job failed; it will be retried',
      )
    }
  }
  return claimed.length
}

export function startJobWorker(options: {
  db: Database
  logger: Logger
  handlers: Record<string, JobHandler>
  intervalMs?: number
}): PeriodicTask {
  return startPeriodicTask({
    name: 'Job worker',
    logger: options.logger,
    intervalMs: options.intervalMs ?? JOB_QUEUE.intervalMs,
    firstDelayMs: JOB_QUEUE.firstDelayMs,
    task: async () => {
      // Keep going while full batches come back, so a backlog drains without waiting for the timer.
      while (
        (await runDueJobs(options.db, options.handlers, { logger: options.logger })) >= JOB_QUEUE.batchSize
      ) {}
    },
  })
}
