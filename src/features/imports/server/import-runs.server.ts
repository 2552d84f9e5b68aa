import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { ImportSourceKind } from '~/lib/import-rules'
import { topicOf } from '~/lib/live-topics'
import type { Database } from '~/server/db/client.server'
import { dataTransfer } from '~/server/db/schema'
import { enqueueJob } from '~/server/jobs/queue.server'
import { emitLiveEvent } from '~/server/live/emit.server'

/**
 * The bookkeeping of an import run, behind one small interface: a `data_transfer` row (direction 'import')
 * created with its job, claimed, moved forward batch by batch with its checkpoint, and finished or failed. The
 * import code asks only this module, so the run table's keeper can change without the importers knowing.
 */

export const IMPORT_JOB = 'import.feedback'

export type ImportRun = {
  id: string
  organizationId: string | null
  projectId: string
  kind: ImportSourceKind
  dryRun: boolean
  status: 'queued' | 'running' | 'done' | 'failed'
  options: Record<string, unknown>
  checkpoint: Record<string, unknown> | null
  inputKey: string | null
  requestedBy: string | null
  progressDone: number
  progressTotal: number | null
}

export type NewImportRun = {
  organizationId: string
  projectId: string
  kind: ImportSourceKind
  dryRun: boolean
  options: Record<string, unknown>
  inputKey?: string | undefined
  /** The source's API key, sealed before it is stored. */
  sourceSecret?: string | undefined
  requestedBy: string
  apiKeyId?: string | undefined
}

/** The key that seals source secrets at rest, derived from the app's secret for this one use. */
function sealKey(appSecret: string): Buffer {
  return createHash('sha256').update(`parley:data-transfer:source-secret:${appSecret}`).digest()
}

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, base64url. */
export function sealSecret(plain: string, appSecret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', sealKey(appSecret), iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.')
}

export function openSecret(sealed: string, appSecret: string): string {
  const [version, iv, tag, body] = sealed.split('.')
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('The source key is not sealed as expected')
  const decipher = createDecipheriv('aes-256-gcm', sealKey(appSecret), Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
}

/** Creates the run and its job in the caller's transaction: the job exists exactly when the run does. */
export async function createImportRun(tx: Database, input: NewImportRun, appSecret: string) {
  const [row] = await tx
    .insert(dataTransfer)
    .values({
      organizationId: input.organizationId,
      projectId: input.projectId,
      direction: 'import',
      kind: input.kind,
      dryRun: input.dryRun,
      options: input.options,
      inputKey: input.inputKey ?? null,
      sourceSecret: input.sourceSecret ? sealSecret(input.sourceSecret, appSecret) : null,
      requestedBy: input.requestedBy,
      apiKeyId: input.apiKeyId ?? null,
    })
    .returning({ id: dataTransfer.id })
  if (!row) throw new Error('The import was not created')
  await enqueueJob(tx, { kind: IMPORT_JOB, key: `import:${row.id}`, payload: { transferId: row.id } })
  return { id: row.id }
}

export async function loadImportRun(db: Database, id: string): Promise<ImportRun | null> {
  const [row] = await db
    .select()
    .from(dataTransfer)
    .where(and(eq(dataTransfer.id, id), eq(dataTransfer.direction, 'import')))
  if (!row?.projectId) return null
  if (row.kind === 'archive' || row.kind === 'personal') return null
  return {
    id: row.id,
    organizationId: row.organizationId,
    projectId: row.projectId,
    kind: row.kind,
    dryRun: row.dryRun,
    status: row.status,
    options: row.options,
    checkpoint: row.checkpoint ?? null,
    inputKey: row.inputKey,
    requestedBy: row.requestedBy,
    progressDone: row.progressDone,
    progressTotal: row.progressTotal,
  }
}

/** The run's source key, opened for the job that uses it (never logged, never answered). */
export async function importSourceSecret(
  db: Database,
  id: string,
  appSecret: string,
): Promise<string | null> {
  const [row] = await db
    .select({ sealed: dataTransfer.sourceSecret })
    .from(dataTransfer)
    .where(eq(dataTransfer.id, id))
  return row?.sealed ? openSecret(row.sealed, appSecret) : null
}

/** Announces the run's progress to the project's members (the settings page's progress bar). */
function announce(tx: Database, run: Pick<ImportRun, 'id' | 'projectId'>, status: ImportRun['status']) {
  return emitLiveEvent(tx, topicOf.members(run.projectId), 'import.progress', { id: run.id, status })
}

export async function markImportRunning(db: Database, run: ImportRun, total: number | null): Promise<void> {
  await db
    .update(dataTransfer)
    .set({ status: 'running', progressTotal: total, updatedAt: new Date() })
    .where(eq(dataTransfer.id, run.id))
  await announce(db, run, 'running')
}

/** One batch done: progress and the point to resume from, in the batch's own transaction. */
export async function recordImportProgress(
  tx: Database,
  run: ImportRun,
  progress: { done: number; total?: number | null; checkpoint: Record<string, unknown> },
): Promise<void> {
  await tx
    .update(dataTransfer)
    .set({
      progressDone: progress.done,
      ...(progress.total !== undefined ? { progressTotal: progress.total } : {}),
      checkpoint: progress.checkpoint,
      updatedAt: new Date(),
    })
    .where(eq(dataTransfer.id, run.id))
  await announce(tx, run, 'running')
}

/** The run ends: its report kept, its source key forgotten. */
export async function finishImportRun(
  tx: Database,
  run: ImportRun,
  outcome: { status: 'done' | 'failed'; report: Record<string, unknown>; error?: string },
): Promise<void> {
  await tx
    .update(dataTransfer)
    .set({
      status: outcome.status,
      report: outcome.report,
      error: outcome.error ?? null,
      sourceSecret: null,
      updatedAt: new Date(),
      finishedAt: new Date(),
    })
    .where(eq(dataTransfer.id, run.id))
  await announce(tx, run, outcome.status)
}
