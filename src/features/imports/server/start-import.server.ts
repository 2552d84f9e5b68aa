import { randomBytes } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { createTransferRun, listTransfers, sealSecret } from '~/features/transfers/index.server'
import { IMPORT_LIMITS, type ImportSourceKind } from '~/lib/import-rules'
import type { Viewer } from '~/lib/viewer'
import { assertProjectPermission, type ProjectAccess } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { dataTransfer } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import type { FileStorage } from '~/server/storage/file-storage'
import type { CsvMapping, VendorSource } from '../imports.schemas'
import { previewCsv } from './csv-reader.server'

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
): Promise<{ id: string }> {
  assertProjectPermission(access, 'feedback.import')
  const run = await db.transaction((tx) =>
    createTransferRun(tx, {
      direction: 'import',
      organizationId: access.organization.id,
      projectId: access.project.id,
      kind: input.kind,
      dryRun: input.dryRun,
      options: { mapping: input.mapping, commentsKey: input.commentsKey },
      inputKey: input.inputKey,
      requestedBy: requester.viewer.userId,
      apiKeyId: requester.apiKeyId,
    }),
  )
  return { id: run.id }
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
  const run = await db.transaction((tx) =>
    createTransferRun(tx, {
      direction: 'import',
      organizationId: access.organization.id,
      projectId: access.project.id,
      kind: source.kind,
      dryRun: source.dry_run,
      options: {
        siteUrl: source.site_url,
        unknownBoards: source.unknown_boards,
        unknownStatuses: source.unknown_statuses,
      },
      sourceSecret: sealSecret(source.api_key, appSecret),
      requestedBy: requester.viewer.userId,
      apiKeyId: requester.apiKeyId,
    }),
  )
  return { id: run.id }
}

/** A project's latest feedback imports (CSV, UserVoice, Canny, Fider), for its settings. */
export async function listProjectImports(db: Database, access: ProjectAccess) {
  assertProjectPermission(access, 'feedback.import')
  return listTransfers(
    db,
    and(
      eq(dataTransfer.projectId, access.project.id),
      eq(dataTransfer.direction, 'import'),
      inArray(dataTransfer.kind, ['csv', 'uservoice', 'canny', 'fider']),
    ),
    10,
  )
}

const memoryBytes = async function* (bytes: Uint8Array) {
  yield bytes
}

/**
 * The settings screen's upload: the CSV (and its comments file) go to storage before anything is mapped, so
 * the dry run and the import that follows it read the same files; answers their keys and a preview of each.
 * A malformed file is refused here, with its message, before a run exists.
 */
export async function uploadImportFiles(
  storage: FileStorage,
  access: ProjectAccess,
  files: { file: Uint8Array; comments?: Uint8Array | undefined },
) {
  assertProjectPermission(access, 'feedback.import')
  for (const bytes of [files.file, files.comments]) {
    if (bytes && bytes.byteLength > IMPORT_LIMITS.maxBytes) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `A CSV can be at most ${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB`,
      )
    }
  }
  const preview = await previewCsv(memoryBytes(files.file))
  const commentsPreview = files.comments ? await previewCsv(memoryBytes(files.comments)) : null
  const inputKey = await storeImportFile(storage, files.file)
  const commentsKey = files.comments ? await storeImportFile(storage, files.comments) : undefined
  return { inputKey, commentsKey, preview, commentsPreview }
}
