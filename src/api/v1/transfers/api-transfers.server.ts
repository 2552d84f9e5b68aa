/**
 * Exports and imports through the API: the same modules as the settings pages. A run answers 404 to a key
 * that may not see it (another organisation's, a run of a person, a project the key is not restricted to).
 */
import { eq } from 'drizzle-orm'
import {
  readTransferForViewer,
  type TransferRow,
  transferDownloadResponse,
  transferStatusView,
} from '~/features/transfers/index.server'
import type { ApiKeyViewer } from '~/server/api/api-key-auth.server'
import type { Database } from '~/server/db/client.server'
import { project } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import type { FileStorage } from '~/server/storage/file-storage'

type Context = { db: Database; viewer: ApiKeyViewer; baseUrl: string }

const apiStatus = (row: TransferRow) => (row.status === 'queued' ? 'running' : row.status)

export async function apiExportStatus({ db, viewer, baseUrl }: Context, id: string) {
  const row = await readTransferForViewer(db, viewer, id, { direction: 'export' })
  const view = transferStatusView(row)
  return {
    id: row.id,
    status: apiStatus(row),
    progress: view.progress,
    download_url: view.downloadable
      ? new URL(`/api/v1/exports/${row.id}/download`, baseUrl).toString()
      : null,
    size: view.downloadable ? row.outputSize : null,
    expires_at: view.expiresAt,
    error: row.error,
  }
}

export async function apiExportDownload({ db, viewer }: Context, storage: FileStorage, id: string) {
  const row = await readTransferForViewer(db, viewer, id, { direction: 'export' })
  return transferDownloadResponse(storage, row)
}

export async function apiImportStatus({ db, viewer }: Context, id: string) {
  const row = await readTransferForViewer(db, viewer, id, { direction: 'import' })
  const view = transferStatusView(row)
  let slug: string | null = null
  if (row.projectId) {
    const [found] = await db
      .select({ slug: project.slug })
      .from(project)
      .where(eq(project.id, row.projectId))
      .limit(1)
    slug = found?.slug ?? null
  }
  return {
    id: row.id,
    kind: row.kind,
    status: apiStatus(row),
    dry_run: row.dryRun,
    progress: view.progress,
    report: view.report,
    error: row.error,
    project: slug,
  }
}

/** The multipart body's `file`, as a stream (the only field). */
export async function multipartArchive(
  request: Request,
): Promise<{ stream: ReadableStream<Uint8Array>; name: string }> {
  if (!/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) {
    throw new AppError('UNPROCESSABLE_ENTITY', 'Send the archive as multipart/form-data', {
      file: ['Send the archive as multipart/form-data'],
    })
  }
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw new AppError('BAD_REQUEST', 'The multipart body could not be read')
  }
  const file = form.get('file')
  if (!(file instanceof Blob)) {
    throw new AppError('UNPROCESSABLE_ENTITY', 'Attach the archive as the form field "file"', {
      file: ['Attach the archive as the form field "file"'],
    })
  }
  return { stream: file.stream(), name: file instanceof File ? file.name : 'archive.zip' }
}
