/**
 * Transfer runs: every import and export is one `data_transfer` row driven by one job. This module is what
 * every kind shares, and the only code that writes a run's bookkeeping; a kind brings only its runner
 * (`TransferRunner`), handed to `transferJobHandlers` by the app's assembly.
 *
 * - `createTransferRun(tx, …)` writes the row and enqueues its job in the caller's transaction.
 * - The job (`TRANSFER_JOB`) claims the row (queued → running), calls the kind's runner with a context whose
 *   `progress(done, total?, checkpoint?)` moves the bar, keeps the job's lease alive and saves where a resumed
 *   run picks up (`record(tx, …)` does the same inside the runner's own transaction, with what it wrote), then
 *   marks it done (with its report, output, project) or failed (with a message a person can read).
 * - A runner may hand the rest to a later run of its job (`TransferDeferral`: its time slice is used, a
 *   source's rate limit) or ask the queue to try again (`TransferRetry`); the run stays `running` meanwhile.
 * - A node that dies mid-run leaves its job claimed: when the lease ends another node takes it and the runner
 *   runs again with the row's last `checkpoint` (runners are written to start over or resume from it).
 * - Each change of a run (claimed, progress at most twice a second, done, failed) is a live event
 *   (`transfer.changed`) on the topic of those who may see it (`transferTopic`), so the lists follow it live.
 * - `readTransferForViewer` answers a run to whoever may see it, NOT_FOUND to everyone else.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import { topicOf } from '~/lib/live-topics'
import type { Viewer } from '~/lib/viewer'
import {
  assertOrganizationPermission,
  assertProjectPermission,
  getOrganizationAccess,
  getProjectAccess,
} from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { dataTransfer, organization, project } from '~/server/db/schema'
import { AppError, isAppError } from '~/server/errors'
import { enqueueJob, type JobHandler, type JobOutcome } from '~/server/jobs/queue.server'
import { emitLiveEvent } from '~/server/live/emit.server'
import type { FileStorage } from '~/server/storage/file-storage'

export type TransferRow = typeof dataTransfer.$inferSelect
export type TransferDirection = TransferRow['direction']
export type TransferKind = TransferRow['kind']
export type TransferStatus = TransferRow['status']

export const TRANSFER_JOB = 'transfers.run'
export const TRANSFER_SWEEP_JOB = 'transfers.sweep'
/** A run's live event, on `transferTopic(run)`: `{ id, status }`. */
export const TRANSFER_CHANGED = 'transfer.changed'
/** How long a finished archive stays downloadable. */
export const EXPORT_TTL_MS = 7 * 24 * 60 * 60 * 1000
/** A person's own data: valid for a day (the link mailed says so). */
export const PERSONAL_EXPORT_TTL_MS = 24 * 60 * 60 * 1000
const SWEEP_EVERY_MS = 60 * 60 * 1000
/** The job's lease is renewed on progress at most this often. */
const LEASE_RENEW_MS = 30_000
/** Progress without a checkpoint is written at most this often. */
const PROGRESS_WRITE_MS = 1000
/** A run's progress is announced live at most this often (about twice a second), its start and end always. */
export const PROGRESS_LIVE_MS = 500

/**
 * A refusal a runner throws for input it will not take (a malformed archive, a newer format): the run ends
 * `failed` with this message (and the report of what it did until then, if given), and is not retried.
 */
export class TransferRefusal extends Error {
  constructor(
    message: string,
    readonly report?: Record<string, unknown>,
  ) {
    super(message)
    this.name = 'TransferRefusal'
  }
}

/** The runner stops for now and its job runs again at `runAgainAt`, resuming from the run's checkpoint. */
export class TransferDeferral extends Error {
  constructor(readonly runAgainAt: Date) {
    super('The run continues later')
    this.name = 'TransferDeferral'
  }
}

/** A failure another attempt may not meet (a node going away): the queue tries the job again. */
export class TransferRetry extends Error {
  constructor(readonly failure: unknown) {
    super(failure instanceof Error ? failure.message : 'The run is tried again')
    this.name = 'TransferRetry'
  }
}

export type CreateTransferInput = {
  direction: TransferDirection
  kind: TransferKind
  organizationId: string | null
  projectId?: string | null
  requestedBy: string
  apiKeyId?: string | null
  options?: Record<string, unknown>
  inputKey?: string | null
  dryRun?: boolean
  /** A source's key, already sealed (`sealSecret`); forgotten when the run ends. */
  sourceSecret?: string | null
}

/** Writes the run and its job, in the caller's transaction: the job exists exactly when the run does. */
export async function createTransferRun(tx: Database, input: CreateTransferInput): Promise<TransferRow> {
  const [row] = await tx
    .insert(dataTransfer)
    .values({
      direction: input.direction,
      kind: input.kind,
      organizationId: input.organizationId,
      projectId: input.projectId ?? null,
      requestedBy: input.requestedBy,
      apiKeyId: input.apiKeyId ?? null,
      options: input.options ?? {},
      inputKey: input.inputKey ?? null,
      dryRun: input.dryRun ?? false,
      sourceSecret: input.sourceSecret ?? null,
    })
    .returning()
  if (!row) throw new Error('The transfer was not written')
  await enqueueJob(tx, { kind: TRANSFER_JOB, key: `transfer:${row.id}`, payload: { id: row.id } })
  return row
}

/**
 * Where a run's live events go: the topic of exactly those who may see it in a list. A person's own data to
 * their own topic; an archive import to its organisation's importers (before and after its project exists);
 * a project's export or feedback import to the project's transfers topic.
 */
export function transferTopic(
  run: Pick<TransferRow, 'kind' | 'direction' | 'organizationId' | 'projectId' | 'requestedBy'>,
): string | null {
  if (run.kind === 'personal') return run.requestedBy ? topicOf.user(run.requestedBy) : null
  if (run.kind === 'archive' && run.direction === 'import') {
    return run.organizationId ? topicOf.orgTransfers(run.organizationId) : null
  }
  return run.projectId ? topicOf.transfers(run.projectId) : null
}

/** Announces a run's change, in the transaction that made it. */
async function announceTransfer(tx: Database, run: TransferRow, status: TransferStatus) {
  const topic = transferTopic(run)
  if (topic) await emitLiveEvent(tx, topic, TRANSFER_CHANGED, { id: run.id, status })
}

export type RunnerResult = {
  report?: Record<string, unknown>
  outputKey?: string
  outputSize?: number
  /** The project written to (an archive import's new project). */
  projectId?: string
  expiresAt?: Date
  /** Writes that belong with the run's end (an activity entry), in the transaction that marks it done. */
  commit?: (tx: Database) => Promise<void>
  /** Once the run is marked done (uploads that have served): its failure changes nothing. */
  afterDone?: () => Promise<void>
}

export type TransferRunContext = {
  db: Database
  run: TransferRow
  storage: FileStorage
  logger: Logger | undefined
  now: Date
  /** The job's attempt, from 1: a runner that asks for retries (`TransferRetry`) stops asking at the last. */
  attempts: number
  /** Moves the progress bar; `checkpoint` is saved for a resumed run. Cheap to call often (throttled). */
  progress: (done: number, total?: number | null, checkpoint?: Record<string, unknown>) => Promise<void>
  /**
   * The same, inside the runner's transaction that wrote what the checkpoint covers: the checkpoint commits
   * with the work or not at all. Always written; announced live at most twice a second.
   */
  record: (
    tx: Database,
    done: number,
    total?: number | null,
    checkpoint?: Record<string, unknown>,
  ) => Promise<void>
}

export type TransferRunner = (context: TransferRunContext) => Promise<RunnerResult>
export type RunnerKey = `${TransferDirection}/${TransferKind}`

/** The run's progress, its live announcement (throttled) and the job's lease. */
function progressWriter(db: Database, run: TransferRow, jobId: number) {
  let lastWrite = 0
  let lastLive = 0
  let lastLease = Date.now()
  const write = async (
    tx: Database,
    done: number,
    total: number | null | undefined,
    checkpoint: Record<string, unknown> | undefined,
  ) => {
    const now = Date.now()
    lastWrite = now
    await tx
      .update(dataTransfer)
      .set({
        progressDone: done,
        ...(total !== undefined ? { progressTotal: total } : {}),
        ...(checkpoint ? { checkpoint } : {}),
        updatedAt: new Date(),
      })
      .where(eq(dataTransfer.id, run.id))
    if (now - lastLive >= PROGRESS_LIVE_MS) {
      lastLive = now
      await announceTransfer(tx, run, 'running')
    }
    if (now - lastLease > LEASE_RENEW_MS) {
      lastLease = now
      // A long run keeps its job: another node takes it only when this one stops answering.
      await tx.execute(
        sql`update job set locked_until = now() + interval '5 minutes' where id = ${jobId} and locked_until is not null`,
      )
    }
  }
  return {
    progress: async (done: number, total?: number | null, checkpoint?: Record<string, unknown>) => {
      if (!checkpoint && Date.now() - lastWrite < PROGRESS_WRITE_MS) return
      await db.transaction((tx) => write(tx, done, total, checkpoint))
    },
    record: (tx: Database, done: number, total?: number | null, checkpoint?: Record<string, unknown>) =>
      write(tx, done, total, checkpoint),
  }
}

/** Ends a run failed, with a message a person can read (and what it did until then), and announces it. */
export async function markTransferFailed(
  db: Database,
  id: string,
  message: string,
  report?: Record<string, unknown>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(dataTransfer)
      .set({
        status: 'failed',
        error: message.slice(0, 2000),
        ...(report ? { report } : {}),
        sourceSecret: null,
        finishedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(dataTransfer.id, id))
      .returning()
    if (row) await announceTransfer(tx, row, 'failed')
  })
}

export type TransferDeps = {
  db: Database
  storage: () => Promise<FileStorage>
  logger?: Logger
  runners: Partial<Record<RunnerKey, TransferRunner>>
  /** After a run ends done (mail the link) or failed. Its failure does not change the run's outcome. */
  onFinished?: (run: TransferRow) => Promise<void>
}

/**
 * Runs one transfer by id: the body of the job, callable directly by tests. Answers when to run the job
 * again for a runner that deferred; rethrows what a runner asked to retry (the queue tries again).
 */
export async function runTransfer(
  deps: TransferDeps,
  id: string,
  jobId: number,
  now = new Date(),
  attempts = 1,
): Promise<JobOutcome> {
  const { db } = deps
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined
  const claimed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(dataTransfer)
      .set({ status: 'running', updatedAt: new Date() })
      .where(and(eq(dataTransfer.id, id), inArray(dataTransfer.status, ['queued', 'running'])))
      .returning()
    if (row) await announceTransfer(tx, row, 'running')
    return row
  })
  if (!claimed) return undefined
  const runner = deps.runners[`${claimed.direction}/${claimed.kind}`]
  const writer = progressWriter(db, claimed, jobId)
  let finished: TransferRow | undefined
  try {
    if (!runner)
      throw new TransferRefusal(`This node cannot run ${claimed.direction}s of kind ${claimed.kind}`)
    const result = await runner({
      db,
      run: claimed,
      storage: await deps.storage(),
      logger: deps.logger,
      now,
      attempts,
      progress: writer.progress,
      record: writer.record,
    })
    finished = await db.transaction(async (tx) => {
      await result.commit?.(tx)
      const [row] = await tx
        .update(dataTransfer)
        .set({
          status: 'done',
          report: result.report ?? claimed.report,
          outputKey: result.outputKey ?? claimed.outputKey,
          outputSize: result.outputSize ?? claimed.outputSize,
          projectId: result.projectId ?? claimed.projectId,
          expiresAt: result.expiresAt ?? claimed.expiresAt,
          progressDone: sql`coalesce(${dataTransfer.progressTotal}, ${dataTransfer.progressDone})`,
          sourceSecret: null,
          error: null,
          finishedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(dataTransfer.id, id))
        .returning()
      if (row) await announceTransfer(tx, row, 'done')
      return row
    })
    await result
      .afterDone?.()
      .catch((error) => deps.logger?.warn({ err: error, transfer: id }, 'Transfer done, its clean-up failed'))
  } catch (error) {
    if (error instanceof TransferDeferral) {
      // Where it stopped shows until it goes on (its last progress may have been too soon to announce).
      await db.transaction((tx) => announceTransfer(tx, claimed, 'running'))
      return { runAgainAt: error.runAgainAt }
    }
    if (error instanceof TransferRetry) throw error.failure
    const refused = error instanceof TransferRefusal || isAppError(error)
    if (!refused) deps.logger?.error({ err: error, transfer: id }, 'Transfer failed')
    const message = refused
      ? (error as Error).message
      : 'Something went wrong while running this transfer. Nothing was kept; try again.'
    await markTransferFailed(db, id, message, error instanceof TransferRefusal ? error.report : undefined)
    const [row] = await db.select().from(dataTransfer).where(eq(dataTransfer.id, id))
    finished = row
  }
  if (finished && deps.onFinished) {
    await deps
      .onFinished(finished)
      .catch((error) =>
        deps.logger?.warn({ err: error, transfer: id }, 'Transfer finished, its follow-up failed'),
      )
  }
  return undefined
}

/** Deletes expired archives (the bytes, then the row's pointer) and uploads of runs long finished. */
export async function sweepExpiredTransfers(db: Database, storage: FileStorage, now = new Date()) {
  const expired = await db
    .select({ id: dataTransfer.id, outputKey: dataTransfer.outputKey, inputKey: dataTransfer.inputKey })
    .from(dataTransfer)
    .where(
      and(
        lt(dataTransfer.expiresAt, now),
        sql`(${dataTransfer.outputKey} is not null or ${dataTransfer.inputKey} is not null)`,
      ),
    )
    .limit(500)
  for (const row of expired) {
    if (row.outputKey) await storage.delete(row.outputKey)
    if (row.inputKey) await storage.delete(row.inputKey)
    await db
      .update(dataTransfer)
      .set({ outputKey: null, inputKey: null, updatedAt: new Date() })
      .where(eq(dataTransfer.id, row.id))
  }
  return expired.length
}

/** Every transfer job: the runs, and the hourly sweep of expired archives. */
export function transferJobHandlers(deps: TransferDeps): Record<string, JobHandler> {
  return {
    [TRANSFER_JOB]: (job, now) => runTransfer(deps, String(job.payload.id ?? ''), job.id, now, job.attempts),
    [TRANSFER_SWEEP_JOB]: async (_job, now) => {
      const swept = await sweepExpiredTransfers(deps.db, await deps.storage(), now)
      if (swept > 0) deps.logger?.debug({ swept }, 'Expired transfer archives swept')
      return { runAgainAt: new Date(now.getTime() + SWEEP_EVERY_MS) }
    },
  }
}

/** Schedules the sweep once (a start leaves a scheduled one as it is). */
export async function scheduleTransferSweep(db: Database): Promise<void> {
  await enqueueJob(db, {
    kind: TRANSFER_SWEEP_JOB,
    key: TRANSFER_SWEEP_JOB,
    onConflict: 'untouched',
    runAt: new Date(Date.now() + SWEEP_EVERY_MS),
  })
}

/**
 * The run, for a viewer who may see it: a person's own data to that person alone; a project's export or
 * import to whoever may export or import that project now (owners and admins, keys with the scope); an
 * archive import before its project exists to whoever may import projects into the organisation. Everyone
 * else gets NOT_FOUND, as for a run that does not exist.
 */
export async function readTransferForViewer(
  db: Database,
  viewer: Viewer | null,
  id: string,
  expect?: { direction?: TransferDirection },
): Promise<TransferRow> {
  const notFound = () => new AppError('NOT_FOUND', 'Transfer not found')
  if (!viewer || !/^[0-9a-f-]{36}$/i.test(id)) throw notFound()
  const [row] = await db.select().from(dataTransfer).where(eq(dataTransfer.id, id)).limit(1)
  if (!row || (expect?.direction && row.direction !== expect.direction)) throw notFound()
  if (row.kind === 'personal') {
    if (row.requestedBy !== viewer.userId || viewer.apiKey) throw notFound()
    return row
  }
  if (!row.organizationId) throw notFound()
  try {
    if (row.projectId) {
      const [where] = await db
        .select({ orgSlug: organization.slug, projectSlug: project.slug })
        .from(project)
        .innerJoin(organization, eq(organization.id, project.organizationId))
        .where(eq(project.id, row.projectId))
        .limit(1)
      if (!where) throw notFound()
      const access = await getProjectAccess(db, viewer, where.orgSlug, where.projectSlug)
      if (row.direction === 'export') assertProjectPermission(access, 'project.export')
      else if (row.kind === 'archive') assertOrganizationPermission(access, 'project.import')
      else assertProjectPermission(access, 'feedback.import')
    } else {
      const [org] = await db
        .select({ slug: organization.slug })
        .from(organization)
        .where(eq(organization.id, row.organizationId))
        .limit(1)
      if (!org) throw notFound()
      const access = await getOrganizationAccess(db, viewer, org.slug)
      assertOrganizationPermission(access, 'project.import')
      // A key restricted to one project sees no import that made another.
      if (viewer.apiKey?.projectId) throw notFound()
    }
  } catch (error) {
    if (isAppError(error)) throw notFound()
    throw error
  }
  return row
}

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

/** What a viewer is shown of a run (the UI and the API read the same). */
export type TransferStatusView = {
  id: string
  direction: TransferDirection
  kind: TransferKind
  status: TransferStatus
  /** 0 to 1, or null when the total is not known yet. */
  progress: number | null
  progressDone: number
  progressTotal: number | null
  error: string | null
  report: { [key: string]: Json } | null
  downloadable: boolean
  outputSize: number | null
  expiresAt: string | null
  createdAt: string
  finishedAt: string | null
}

export function transferStatusView(row: TransferRow, now = new Date()): TransferStatusView {
  const total = row.progressTotal
  return {
    id: row.id,
    direction: row.direction,
    kind: row.kind,
    status: row.status,
    progress:
      row.status === 'done'
        ? 1
        : total && total > 0
          ? Math.min(1, row.progressDone / total)
          : total === 0
            ? 0
            : null,
    progressDone: row.progressDone,
    progressTotal: total,
    error: row.error,
    report: (row.report as { [key: string]: Json } | null) ?? null,
    downloadable:
      row.status === 'done' &&
      row.outputKey !== null &&
      (!row.expiresAt || row.expiresAt.getTime() > now.getTime()),
    outputSize: row.outputSize,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  }
}

/** The archive of a finished export as a download (bytes from storage, or a signed URL on S3). */
export async function transferDownloadResponse(
  storage: FileStorage,
  row: TransferRow,
  now = new Date(),
): Promise<Response> {
  if (!transferStatusView(row, now).downloadable || !row.outputKey) {
    throw new AppError('NOT_FOUND', 'This archive is not ready, or it has expired')
  }
  const fileName = row.kind === 'personal' ? 'parley-my-data.zip' : `parley-project-${row.id.slice(0, 8)}.zip`
  const disposition = `attachment; filename="${fileName}"`
  if (storage.kind === 's3') {
    const signed = await storage.signedUrl(row.outputKey, {
      expiresInSeconds: 120,
      contentType: 'application/zip',
      contentDisposition: disposition,
    })
    if (signed)
      return new Response(null, { status: 302, headers: { Location: signed, 'Cache-Control': 'no-store' } })
  }
  const body = await storage.stream(row.outputKey)
  if (!body) throw new AppError('NOT_FOUND', 'This archive is not ready, or it has expired')
  const headers = new Headers({
    'Content-Type': 'application/zip',
    'Content-Disposition': disposition,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  })
  if (row.outputSize !== null) headers.set('Content-Length', String(row.outputSize))
  return new Response(body, { status: 200, headers })
}
