import type { Logger } from 'pino'
import {
  openSecret,
  type RunnerKey,
  type RunnerResult,
  runTransfer,
  TransferDeferral,
  TransferRefusal,
  TransferRetry,
  type TransferRow,
  type TransferRunContext,
  type TransferRunner,
} from '~/features/transfers/index.server'
import { countOf } from '~/lib/count-of'
import { IMPORT_LIMITS, type ImportField, type ImportSourceKind, USERVOICE_MAPPING } from '~/lib/import-rules'
import { topicOf } from '~/lib/live-topics'
import { recordActivity } from '~/server/activity.server'
import type { Database } from '~/server/db/client.server'
import { AppError } from '~/server/errors'
import { JOB_QUEUE, type JobOutcome } from '~/server/jobs/queue.server'
import { emitLiveEvent } from '~/server/live/emit.server'
import type { FileStorage } from '~/server/storage/file-storage'
import { type CsvMapping, csvMappingSchema } from '../imports.schemas'
import { cannySource } from './canny.server'
import { columnIndexes, commentFromRow, itemFromRow } from './csv-mapping.server'
import { readCsv } from './csv-reader.server'
import { fiderSource } from './fider.server'
import {
  emptyCounts,
  type ImportCounts,
  type ImportItem,
  type ImportLooseComment,
  type ImportProblem,
} from './records'
import { realVendorHttp, SourceRateLimited, type VendorHttp } from './vendor-http.server'
import type { VendorSourceReader } from './vendor-source'
import { ImportWriter } from './writer.server'

export type ImportJobDeps = {
  db: Database
  storage: () => Promise<FileStorage>
  /** The app's secret: it opens the sealed source keys. */
  appSecret: string
  logger?: Logger
  http?: VendorHttp
  /**
   * How long one attempt may write before it hands the rest to its next run: well inside the job queue's lease,
   * so that a long import is never taken by a second node while the first still writes.
   */
  sliceMs?: number
}

/** The attempt has used its time: the job runs again at once and resumes from the checkpoint. */
class SliceEnded extends Error {}

const DEFAULT_SLICE_MS = 2 * 60 * 1000

/** Where a run is: the phase, the last row (a file) or the next page (an API), and what it has done so far. */
type Progress = {
  phase: string
  row: number
  cursor: Record<string, unknown> | null
  done: number
  counts: ImportCounts
  problems: ImportProblem[]
  problemCount: number
}

/** A feedback import: a run of the transfers' table whose kind is its source, with the project it writes to. */
type ImportRun = TransferRow & { projectId: string; kind: ImportSourceKind }

/** What the phases of a run use of its job: write its progress with each batch, and see if its time is up. */
type RunSteps = {
  record: TransferRunContext['record']
  checkSlice: () => void
}

const IMPORT_KINDS = ['csv', 'uservoice', 'canny', 'fider'] as const satisfies readonly ImportSourceKind[]

/** The runners of every feedback import's kind, for the transfers' job (registered by the app's assembly). */
export function importRunners(
  deps: Omit<ImportJobDeps, 'db' | 'storage'>,
): Partial<Record<RunnerKey, TransferRunner>> {
  const runner: TransferRunner = (context) =>
    runImport({ ...deps, db: context.db, storage: async () => context.storage }, context)
  return Object.fromEntries(IMPORT_KINDS.map((kind) => [`import/${kind}`, runner]))
}

/** Runs one import's job now, as the worker would (tests and benches). */
export function runImportJob(deps: ImportJobDeps, transferId: string, attempts = 1): Promise<JobOutcome> {
  return runTransfer(
    { db: deps.db, storage: deps.storage, logger: deps.logger, runners: importRunners(deps) },
    transferId,
    0,
    new Date(),
    attempts,
  )
}

const fresh = (phase: string): Progress => ({
  phase,
  row: 0,
  cursor: null,
  done: 0,
  counts: emptyCounts(),
  problems: [],
  problemCount: 0,
})

function progressOf(run: ImportRun, firstPhase: string): Progress {
  const saved = run.checkpoint as Partial<Progress> | null
  if (!saved?.phase) return fresh(firstPhase)
  return { ...fresh(firstPhase), ...saved, counts: { ...emptyCounts(), ...saved.counts } }
}

/** Problems are kept up to a limit (a file with 100,000 bad rows reports the first ones and the count). */
function noteProblems(progress: Progress, problems: ImportProblem[]) {
  progress.problemCount += problems.length
  const room = IMPORT_LIMITS.maxReportedProblems - progress.problems.length
  if (room > 0) progress.problems.push(...problems.slice(0, room))
}

const reportOf = (run: ImportRun, progress: Progress): Record<string, unknown> => ({
  dryRun: run.dryRun,
  counts: progress.counts,
  problems: progress.problems,
  problemCount: progress.problemCount,
})

/**
 * Runs one import: reads its source, writes batch by batch with a checkpoint in each batch's transaction (a
 * node that stops mid-run leaves the job to another, which resumes after the last committed batch), and ends
 * the run with its report. Bad input (a malformed file, a refused key) fails the run with its message and is
 * not retried; anything else is retried by the queue, and the run is failed on the last attempt.
 */
async function runImport(deps: ImportJobDeps, context: TransferRunContext): Promise<RunnerResult> {
  const { run: row } = context
  if (!row.projectId || row.kind === 'archive' || row.kind === 'personal') {
    throw new TransferRefusal('This import has no project to write to')
  }
  const run = row as ImportRun
  const firstPhase = run.kind === 'csv' || run.kind === 'uservoice' ? 'check' : 'posts'
  const progress = progressOf(run, firstPhase)
  const started = Date.now()
  const sliceMs = deps.sliceMs ?? Math.min(DEFAULT_SLICE_MS, JOB_QUEUE.leaseMs / 2)
  const steps: RunSteps = {
    record: context.record,
    checkSlice: () => {
      if (Date.now() - started > sliceMs) throw new SliceEnded()
    },
  }
  try {
    if (run.kind === 'csv' || run.kind === 'uservoice') await runCsv(deps, run, progress, steps)
    else await runVendor(deps, run, progress, readerOf(deps, run), steps)
    return finish(deps, run, progress)
  } catch (error) {
    if (error instanceof SourceRateLimited) throw new TransferDeferral(error.retryAt)
    if (error instanceof SliceEnded) throw new TransferDeferral(new Date())
    if (error instanceof AppError || context.attempts >= JOB_QUEUE.maxAttempts) {
      const message = error instanceof Error ? error.message : 'The import failed'
      deps.logger?.warn(
        { transferId: run.id, err: error instanceof AppError ? undefined : error },
        'Import failed',
      )
      throw new TransferRefusal(message, { ...reportOf(run, progress), error: message })
    }
    throw new TransferRetry(error)
  }
}

function readerOf(deps: ImportJobDeps, run: ImportRun): VendorSourceReader {
  const key = run.sourceSecret ? openSecret(run.sourceSecret, deps.appSecret) : null
  if (!key) throw new AppError('UNPROCESSABLE_ENTITY', 'The API key of this import is gone: start it again')
  const http = deps.http ?? realVendorHttp()
  if (run.kind === 'canny') return cannySource(http, key)
  const site = String(run.options.siteUrl ?? '')
  return fiderSource(http, site, key)
}

function writerOf(
  run: ImportRun,
  mapping: Pick<
    CsvMapping,
    'boardMap' | 'statusMap' | 'unknownBoards' | 'unknownStatuses' | 'defaultBoardId'
  >,
) {
  return new ImportWriter({
    projectId: run.projectId,
    sourceKind: run.kind === 'uservoice' ? 'csv' : run.kind,
    transferId: run.id,
    dryRun: run.dryRun,
    boardMap: mapping.boardMap,
    statusMap: mapping.statusMap,
    unknownBoards: mapping.unknownBoards,
    unknownStatuses: mapping.unknownStatuses,
    defaultBoardId: mapping.defaultBoardId,
  })
}

/** The person's mapping; for UserVoice's export, its preset (the columns the file has). */
function mappingOf(run: ImportRun, header: string[]): CsvMapping {
  const given = csvMappingSchema.safeParse(run.options.mapping ?? { columns: {} })
  if (!given.success) throw new AppError('UNPROCESSABLE_ENTITY', 'The column mapping is not valid')
  if (run.kind !== 'uservoice' || Object.keys(given.data.columns).length > 0) return given.data
  const names = new Set(header.map((name) => name.trim().toLowerCase()))
  const columns = Object.fromEntries(
    Object.entries(USERVOICE_MAPPING).filter(([, column]) => names.has(column.toLowerCase())),
  ) as Partial<Record<ImportField, string>>
  return { ...given.data, columns }
}

async function bytesOf(deps: ImportJobDeps, key: string): Promise<AsyncIterable<Uint8Array>> {
  const stream = await (await deps.storage()).stream(key)
  if (!stream) throw new AppError('UNPROCESSABLE_ENTITY', 'The uploaded file is gone: upload it again')
  return stream as unknown as AsyncIterable<Uint8Array>
}

async function headerOf(deps: ImportJobDeps, key: string, delimiter: CsvMapping['delimiter']) {
  for await (const record of readCsv(await bytesOf(deps, key), { delimiter })) return record.values
  return []
}

/** One batch in one transaction; the people it made are remembered only once it has committed. */
function batchRunner(db: Database, checkSlice: () => void) {
  return async (writer: ImportWriter, work: (tx: Database) => Promise<void>) => {
    try {
      await db.transaction(work)
      writer.commitPeople()
      checkSlice()
    } catch (error) {
      writer.forgetPending()
      throw error
    }
  }
}

/**
 * A CSV run: first a read of the whole file that writes nothing (its structure, the mapped columns, the row
 * count for the progress bar: a file that breaks on row 80,000 is refused before row 1 is written), then the
 * items in batches, then the comments file if there is one.
 */
async function runCsv(deps: ImportJobDeps, run: ImportRun, progress: Progress, steps: RunSteps) {
  const inputKey = run.inputKey
  if (!inputKey) throw new AppError('UNPROCESSABLE_ENTITY', 'The import has no file')
  const commentsKey = typeof run.options.commentsKey === 'string' ? run.options.commentsKey : null
  const header = await headerOf(deps, inputKey, undefined)
  const mapping = mappingOf(run, header)
  if (mapping.columns.title === undefined) {
    throw new AppError('UNPROCESSABLE_ENTITY', 'Choose the column that holds the titles', {
      title: ['Choose a column'],
    })
  }
  if (commentsKey && (!mapping.comments || mapping.columns.id === undefined)) {
    throw new AppError(
      'UNPROCESSABLE_ENTITY',
      'A comments file needs the items’ id column and the comments’ item id column',
    )
  }
  const writer = writerOf(run, mapping)
  await writer.prepare(deps.db)
  const inBatch = batchRunner(deps.db, steps.checkSlice)

  if (progress.phase === 'check') {
    let rows = 0
    for await (const record of readCsv(await bytesOf(deps, inputKey), { delimiter: mapping.delimiter })) {
      if (record.row === 1) columnIndexes(record.values, mapping.columns)
      else rows += 1
    }
    if (commentsKey && mapping.comments) {
      for await (const record of readCsv(await bytesOf(deps, commentsKey), {
        delimiter: mapping.delimiter,
      })) {
        if (record.row === 1) columnIndexes(record.values, mapping.comments.columns)
        else rows += 1
      }
    }
    progress.phase = 'items'
    progress.row = 1
    await deps.db.transaction((tx) => steps.record(tx, progress.done, rows))
  }

  if (progress.phase === 'items') {
    let indexes: ReturnType<typeof columnIndexes<ImportField>> = {}
    let batch: ImportItem[] = []
    let problems: ImportProblem[] = []
    let skipped = 0
    let lastRow = progress.row
    const flush = async () => {
      const items = batch
      const found = problems
      const left = skipped
      batch = []
      problems = []
      skipped = 0
      await inBatch(writer, async (tx) => {
        await writer.writeItems(tx, items, progress.counts)
        progress.counts.skippedItems += left
        noteProblems(progress, found)
        progress.done += lastRow - progress.row
        progress.row = lastRow
        await steps.record(tx, progress.done, undefined, { ...progress })
      })
    }
    for await (const record of readCsv(await bytesOf(deps, inputKey), { delimiter: mapping.delimiter })) {
      if (record.row === 1) {
        indexes = columnIndexes(record.values, mapping.columns)
        continue
      }
      if (record.row <= progress.row) continue
      const item = itemFromRow(record.row, record.values, indexes, mapping, problems)
      if (item) batch.push(item)
      else skipped += 1
      lastRow = record.row
      if (batch.length >= IMPORT_LIMITS.batchRows) await flush()
    }
    if (batch.length > 0 || lastRow > progress.row) await flush()
    progress.phase = commentsKey ? 'comments' : 'end'
    progress.row = 1
  }

  if (progress.phase === 'comments' && commentsKey && mapping.comments) {
    const commentColumns = mapping.comments.columns
    let indexes: ReturnType<typeof columnIndexes<keyof typeof commentColumns>> = {}
    let batch: ImportLooseComment[] = []
    let problems: ImportProblem[] = []
    let lastRow = progress.row
    const flush = async () => {
      const comments = batch
      const found = problems
      batch = []
      problems = []
      await inBatch(writer, async (tx) => {
        await writer.writeLooseComments(tx, comments, progress.counts, found)
        noteProblems(progress, found)
        progress.done += lastRow - progress.row
        progress.row = lastRow
        await steps.record(tx, progress.done, undefined, { ...progress })
      })
    }
    for await (const record of readCsv(await bytesOf(deps, commentsKey), { delimiter: mapping.delimiter })) {
      if (record.row === 1) {
        indexes = columnIndexes(record.values, commentColumns)
        continue
      }
      if (record.row <= progress.row) continue
      const comment = commentFromRow(record.row, record.values, indexes, problems)
      if (comment) batch.push(comment)
      lastRow = record.row
      if (batch.length >= IMPORT_LIMITS.batchRows) await flush()
    }
    if (batch.length > 0 || lastRow > progress.row) await flush()
    progress.phase = 'end'
  }
}

/** An API run: each phase page by page, each page in one transaction with the cursor of the next. */
async function runVendor(
  deps: ImportJobDeps,
  run: ImportRun,
  progress: Progress,
  reader: VendorSourceReader,
  steps: RunSteps,
) {
  const writer = writerOf(run, {
    boardMap: {},
    statusMap: {},
    unknownBoards: run.options.unknownBoards === 'default' ? 'default' : 'create',
    unknownStatuses: run.options.unknownStatuses === 'default' ? 'default' : 'create',
    defaultBoardId: undefined,
  })
  await writer.prepare(deps.db)
  const inBatch = batchRunner(deps.db, steps.checkSlice)
  let phaseIndex = Math.max(0, reader.phases.indexOf(progress.phase))
  while (phaseIndex < reader.phases.length) {
    const phase = reader.phases[phaseIndex] as string
    const page = await reader.page(phase, progress.cursor)
    await inBatch(writer, async (tx) => {
      const found: ImportProblem[] = []
      if (page.items) await writer.writeItems(tx, page.items, progress.counts)
      if (page.votes) await writer.writeLooseVotes(tx, page.votes, progress.counts, found)
      if (page.comments) await writer.writeLooseComments(tx, page.comments, progress.counts, found)
      if (page.updates) await writer.writeUpdates(tx, page.updates, progress.counts)
      if (page.skipped) {
        found.push({
          row: phase,
          field: 'email',
          problem: `${countOf(page.skipped, { one: 'record has', other: 'records have' })} no email address and was left out`,
        })
      }
      noteProblems(progress, found)
      progress.done +=
        (page.items?.length ?? 0) +
        (page.votes?.length ?? 0) +
        (page.comments?.length ?? 0) +
        (page.updates?.length ?? 0)
      if (page.next) {
        progress.cursor = page.next
      } else {
        phaseIndex += 1
        progress.cursor = null
      }
      progress.phase = reader.phases[phaseIndex] ?? 'end'
      await steps.record(tx, progress.done, undefined, { ...progress })
    })
  }
}

/**
 * The end of a run: its report, and for a real import one activity entry and one live event, written with the
 * run's end; the uploaded files are removed once it is done (a dry run keeps them for the import that follows).
 */
function finish(deps: ImportJobDeps, run: ImportRun, progress: Progress): RunnerResult {
  return {
    report: reportOf(run, progress),
    commit: async (tx) => {
      const written = progress.counts.items
      if (!run.dryRun && written > 0) {
        await recordActivity(tx, {
          projectId: run.projectId,
          actorId: run.requestedBy,
          kind: 'feedback.imported',
          phrases: [{ phrase: 'feedbackImported', values: { count: written } }],
          audience: 'members',
          path: 'feedback',
        })
      }
      if (!run.dryRun)
        await emitLiveEvent(tx, topicOf.project(run.projectId), 'feedback.imported', { id: run.id })
    },
    afterDone: run.dryRun
      ? undefined
      : async () => {
          const storage = await deps.storage()
          for (const key of [run.inputKey, run.options.commentsKey]) {
            if (typeof key === 'string') await storage.delete(key).catch(() => {})
          }
        },
  }
}
