import { createHash } from 'node:crypto'
import { and, eq, lt, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '../db/client.server'
import { apiIdempotency } from '../db/schema'
import { type PeriodicTask, startPeriodicTask } from '../periodic-task.server'
import { ApiProblem } from './problem'

/**
 * `Idempotency-Key` on a POST: the first request with a key runs; a retry with the same key and the same request
 * within 24 hours gets the first answer again (status, body, Location) and runs nothing. The same key with
 * another request is refused (422). A retry that arrives while the first is still running waits for it (up to
 * IN_PROGRESS_WAIT_MS) and then replays its answer, or is told to try again in a second (409 with Retry-After).
 *
 * Only successful answers are kept: a request that failed (an error, a refusal) wrote nothing, so its key is
 * released and a retry runs again. The record is written after the operation's own transaction: if the node
 * stops between the two, the key stays "in progress" (409) until it expires, rather than risk a second write.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000
export const IN_PROGRESS_WAIT_MS = 5_000
const IN_PROGRESS_POLL_MS = 100
const SWEEP_INTERVAL_MS = 60 * 60 * 1000

const KEY_SHAPE = /^[\x20-\x7e]{1,255}$/

export type IdempotencyScope = { keyId: string; idempotencyKey: string; requestHash: string }

/** The idempotency key of a request, or null without one; a key of the wrong shape is refused. */
export function idempotencyKeyOf(request: Request): string | null {
  const value = request.headers.get(IDEMPOTENCY_HEADER)
  if (value === null) return null
  if (!KEY_SHAPE.test(value)) {
    throw new ApiProblem('validation-failed', 'The Idempotency-Key header is not valid', {
      errors: [{ path: 'headers.idempotency-key', message: 'Use 1 to 255 printable ASCII characters' }],
    })
  }
  return value
}

/** What identifies "the same request": method, path and query, and the body as parsed. */
export function requestHashOf(request: Request, body: unknown): string {
  const url = new URL(request.url)
  return createHash('sha256')
    .update(`${request.method} ${url.pathname}${url.search}\n${JSON.stringify(body ?? null)}`)
    .digest('hex')
}

/** Runs `run` at most once per idempotency key (see above); `run`'s answer is what every retry gets. */
export async function runIdempotently(
  db: Database,
  scope: IdempotencyScope,
  run: () => Promise<Response>,
  waitMs = IN_PROGRESS_WAIT_MS,
): Promise<Response> {
  const waitUntil = Date.now() + waitMs
  for (;;) {
    if (await claim(db, scope)) return runClaimed(db, scope, run)
    const [found] = await db
      .select()
      .from(apiIdempotency)
      .where(
        and(eq(apiIdempotency.keyId, scope.keyId), eq(apiIdempotency.idempotencyKey, scope.idempotencyKey)),
      )
      .limit(1)
    if (!found) continue
    if (found.createdAt.getTime() <= Date.now() - IDEMPOTENCY_TTL_MS) {
      await forget(db, scope)
      continue
    }
    if (found.requestHash !== scope.requestHash) {
      throw new ApiProblem(
        'validation-failed',
        'This Idempotency-Key was already used for another request; use a new key for a new request',
        { errors: [{ path: 'headers.idempotency-key', message: 'Already used for another request' }] },
      )
    }
    if (found.state === 'done') return replay(found)
    if (Date.now() >= waitUntil) {
      throw new ApiProblem(
        'conflict',
        'A request with this Idempotency-Key is still in progress; retry later',
        {
          headers: { 'Retry-After': '1' },
        },
      )
    }
    await new Promise((resolve) => setTimeout(resolve, IN_PROGRESS_POLL_MS))
  }
}

async function claim(db: Database, scope: IdempotencyScope): Promise<boolean> {
  const inserted = await db
    .insert(apiIdempotency)
    .values({ ...scope, state: 'pending' })
    .onConflictDoNothing()
    .returning({ keyId: apiIdempotency.keyId })
  return inserted.length > 0
}

function forget(db: Database, scope: IdempotencyScope) {
  return db
    .delete(apiIdempotency)
    .where(
      and(eq(apiIdempotency.keyId, scope.keyId), eq(apiIdempotency.idempotencyKey, scope.idempotencyKey)),
    )
}

async function runClaimed(db: Database, scope: IdempotencyScope, run: () => Promise<Response>) {
  let response: Response
  try {
    response = await run()
  } catch (error) {
    await forget(db, scope)
    throw error
  }
  if (response.status >= 300) {
    await forget(db, scope)
    return response
  }
  const body = await response.text()
  const stored = {
    status: response.status,
    contentType: response.headers.get('content-type'),
    body,
    location: response.headers.get('location'),
  }
  await db
    .update(apiIdempotency)
    .set({ state: 'done', ...stored })
    .where(
      and(eq(apiIdempotency.keyId, scope.keyId), eq(apiIdempotency.idempotencyKey, scope.idempotencyKey)),
    )
  return new Response(body || null, { status: response.status, headers: response.headers })
}

function replay(found: typeof apiIdempotency.$inferSelect): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store', 'Idempotent-Replayed': 'true' })
  if (found.contentType) headers.set('Content-Type', found.contentType)
  if (found.location) headers.set('Location', found.location)
  return new Response(found.body || null, { status: found.status ?? 200, headers })
}

/** Deletes the records older than 24 hours; returns how many. */
export async function sweepIdempotencyRecords(db: Database, now = Date.now()): Promise<number> {
  const deleted = await db
    .delete(apiIdempotency)
    .where(
      lt(apiIdempotency.createdAt, sql`${new Date(now - IDEMPOTENCY_TTL_MS).toISOString()}::timestamptz`),
    )
    .returning({ keyId: apiIdempotency.keyId })
  return deleted.length
}

/** Sweeps the expired records hourly on this node (every node sweeps; the delete is harmless twice). */
export function startIdempotencySweep(options: { db: Database; logger: Logger }): PeriodicTask {
  return startPeriodicTask({
    name: 'API idempotency sweep',
    logger: options.logger,
    intervalMs: SWEEP_INTERVAL_MS,
    firstDelayMs: 60_000,
    task: async () => {
      const deleted = await sweepIdempotencyRecords(options.db)
      if (deleted > 0) options.logger.debug({ deleted }, 'API idempotency records swept')
    },
  })
}
