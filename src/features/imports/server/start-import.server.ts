import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { ImportSourceKind } from '~/lib/import-rules'
import type { Viewer } from '~/lib/viewer'
import { assertProjectPermission, type ProjectAccess } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { dataTransfer, project } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import type { FileStorage } from '~/server/storage/file-storage'
import type { CsvMapping, VendorSource } from '../imports.schemas'
import { createImportRun } from './import-runs.server'

/** A new storage key for an uploaded import file (kept until its import is done). */
export const importFileKey = () => `imports/${randomBytes(16).toString('hex')}.csv`

/** Puts an uploaded CSV into storage, so the job reads it from there (any node, after a restart). */
export async function storeImportFile(storage: FileStorage, bytes: Uint8Array): Promise<string> {
  const key = importFileKey()
  await storage.put(key, bytes, { contentType: 'text/csv' })
  return key
}

type Requester = { viewer: Viewer; apiKeyId?: string | undefined }

/**
 * Starts a CSV (or UserVoice export) import into the project: only for those who may import there. The files
 * are already in storage; the run and its job are created together and answered as `{ id }`.
 */
export async function startCsvImport(
  db: Database,
  access: ProjectAccess,
  requester: Requester,
  input: {
    kind: Extract<ImportSourceKind, 'csv' | 'uservoice'>
    inputKey: string
    commentsKey?: string | undefined
    mapping: CsvMapping
    dryRun: boolean
  },
  appSecret: string,
): Promise<{ id: string }> {
  assertProjectPermission(access, 'feedback.import')
  return db.transaction((tx) =>
    createImportRun(
      tx,
      {
        organizationId: access.organization.id,
        projectId: access.project.id,
        kind: input.kind,
        dryRun: input.dryRun,
        options: { mapping: input.mapping, commentsKey: input.commentsKey },
        inputKey: input.inputKey,
        requestedBy: requester.viewer.userId,
        apiKeyId: requester.apiKeyId,
      },
      appSecret,
    ),
  )
}

/** Starts an import from Canny or Fider with the key the person pasted (sealed at rest, never answered). */
export async function startVendorImport(
  db: Database,
  access: ProjectAccess,
  requester: Requester,
  source: VendorSource,
  appSecret: string,
): Promise<{ id: string }> {
  assertProjectPermission(access, 'feedback.import')
  return db.transaction((tx) =>
    createImportRun(
      tx,
      {
        organizationId: access.organization.id,
        projectId: access.project.id,
        kind: source.kind,
        dryRun: source.dry_run,
        options: {
          siteUrl: source.site_url,
          unknownBoards: source.unknown_boards,
          unknownStatuses: source.unknown_statuses,
        },
        sourceSecret: source.api_key,
        requestedBy: requester.viewer.userId,
        apiKeyId: requester.apiKeyId,
      },
      appSecret,
    ),
  )
}

export type ImportView = {
  id: string
  kind: string
  status: 'queued' | 'running' | 'done' | 'failed'
  dryRun: boolean
  progress: { done: number; total: number | null }
  report: Record<string, unknown> | null
  error: string | null
  projectId: string
  projectSlug: string
  createdAt: Date
  finishedAt: Date | null
}

/**
 * An import run of the organisation, for someone who may import into its project; anyone else is told it does
 * not exist. `accessOf` resolves the viewer's access to the run's project (the app's or an API key's way).
 */
export async function loadImportView(
  db: Database,
  organizationId: string,
  id: string,
  accessOf: (projectSlug: string) => Promise<ProjectAccess>,
): Promise<ImportView> {
  const [row] = await db
    .select({ transfer: dataTransfer, slug: project.slug })
    .from(dataTransfer)
    .innerJoin(project, eq(project.id, dataTransfer.projectId))
    .where(
      and(
        eq(dataTransfer.id, id),
        eq(dataTransfer.organizationId, organizationId),
        eq(dataTransfer.direction, 'import'),
      ),
    )
  const notFound = () => new AppError('NOT_FOUND', 'Import not found')
  if (!row) throw notFound()
  try {
    assertProjectPermission(await accessOf(row.slug), 'feedback.import')
  } catch {
    throw notFound()
  }
  const transfer = row.transfer
  return {
    id: transfer.id,
    kind: transfer.kind,
    status: transfer.status,
    dryRun: transfer.dryRun,
    progress: { done: transfer.progressDone, total: transfer.progressTotal },
    report: transfer.report ?? null,
    error: transfer.error,
    projectId: row.transfer.projectId as string,
    projectSlug: row.slug,
    createdAt: transfer.createdAt,
    finishedAt: transfer.finishedAt,
  }
}
