/**
 * The two plain HTTP routes of transfers for signed-in people: downloading a finished export (the link the
 * settings pages show and the mail carries), and uploading a project archive to import (the body is the ZIP
 * itself, streamed to storage as it arrives: a server function would hold it in memory).
 */
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import type { Viewer } from '~/lib/viewer'
import { getOrganizationAccess } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { AppError, isAppError } from '~/server/errors'
import type { FileStorage } from '~/server/storage/file-storage'
import { readTransferForViewer, transferDownloadResponse } from './runs.server'
import { MAX_IMPORT_UPLOAD_BYTES, startArchiveImport } from './transfers.server'

const refuse = (status: number, message: string) =>
  Response.json({ message }, { status, headers: { 'Cache-Control': 'no-store' } })

async function answer(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run()
  } catch (error) {
    if (isAppError(error)) return refuse(error.status, error.message)
    throw error
  }
}

export function transferDownloadRoute(deps: {
  db: Database
  storage: FileStorage
  viewer: Viewer | null
  id: string
}) {
  return answer(async () => {
    const row = await readTransferForViewer(deps.db, deps.viewer, deps.id, { direction: 'export' })
    return transferDownloadResponse(deps.storage, row)
  })
}

/** POST /api/transfers/imports?org=<slug>, the archive as the body: `{ id }` of the import run (202). */
export function archiveUploadRoute(deps: {
  db: Database
  storage: FileStorage
  viewer: Viewer | null
  request: Request
}) {
  return answer(async () => {
    const { request } = deps
    if (!deps.viewer) throw new AppError('UNAUTHORIZED', 'Sign in to import a project')
    const slug = new URL(request.url).searchParams.get('org') ?? ''
    const access = await getOrganizationAccess(deps.db, deps.viewer, slug)
    const declared = Number(request.headers.get('content-length') ?? Number.NaN)
    if (Number.isFinite(declared) && declared > MAX_IMPORT_UPLOAD_BYTES) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `Archives can be at most ${MAX_IMPORT_UPLOAD_BYTES / 1024 / 1024} MB`,
      )
    }
    if (!request.body) throw new AppError('UNPROCESSABLE_ENTITY', 'Choose an archive to import')
    const fileName = decodeURIComponent(request.headers.get('x-file-name') ?? '') || undefined
    const run = await startArchiveImport(
      deps.db,
      deps.storage,
      access,
      Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>),
      { fileName },
    )
    return Response.json({ id: run.id }, { status: 202, headers: { 'Cache-Control': 'no-store' } })
  })
}
