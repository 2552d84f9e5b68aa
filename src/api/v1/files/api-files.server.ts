import { randomBytes } from 'node:crypto'
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { z } from 'zod'
import { uploadMetadataSchema } from '~/features/files/files.schemas'
import {
  type FileRow,
  type FilesAccess,
  fileNotFound,
  getFilesAccess,
  loadFile,
  loadFolder,
} from '~/features/files/server/files-access.server'
import { type FileLimits, formatMegabytes } from '~/features/files/server/quota.server'
import { serveFileContent } from '~/features/files/server/serve.server'
import { beginUpload, finishUpload } from '~/features/files/server/uploads.server'
import type { ApiKeyViewer } from '~/server/api/api-key-auth.server'
import { decodeCursor, encodeCursor } from '~/server/api/list'
import type { Database } from '~/server/db/client.server'
import { fileFolder, fileUpload, projectFile, user } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { fileVisibleTo } from '~/server/files/file-visibility.server'
import type { FileStorage } from '~/server/storage/file-storage'
import {
  asKey,
  type ContentScope,
  invalidInput,
  projectNotFound,
  projectScope,
  scopeOfProject,
} from '../content-scope.server'
import type { ApiFile, ApiFolder, ListFilesQuery } from './api-files.schemas'

const FOLDERS = 0
const FILES = 1

/** A listing's position: folders or files, the lower-case name, the id. */
const entryCursor = z.tuple([
  z.union([z.literal(FOLDERS), z.literal(FILES)]),
  z.string().max(1000),
  z.string().min(1).max(64),
])

async function toApiFiles(db: Database, access: FilesAccess, rows: FileRow[]): Promise<ApiFile[]> {
  const uploaderIds = [...new Set(rows.flatMap((row) => (row.createdById ? [row.createdById] : [])))]
  const people = uploaderIds.length
    ? await db
        .select({ id: user.id, name: user.name, username: user.username })
        .from(user)
        .where(
          sql`${user.id} in (${sql.join(
            uploaderIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        )
    : []
  const personOf = new Map(
    people.map((person) => [person.id, { ...person, username: person.username ?? null }]),
  )
  return rows.map((row) => ({
    type: 'file' as const,
    id: row.id,
    project: access.project.slug,
    name: row.name,
    folder_id: row.folderId,
    size: row.size,
    mime: row.mime,
    kind: row.kind,
    version_count: row.versionCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    uploaded_by: row.createdById ? (personOf.get(row.createdById) ?? null) : null,
  }))
}

async function scopeOfFile(db: Database, viewer: ApiKeyViewer, fileId: string): Promise<ContentScope> {
  const [found] = await db
    .select({ projectId: projectFile.projectId })
    .from(projectFile)
    .where(eq(projectFile.id, fileId))
    .limit(1)
  return scopeOfProject(db, viewer, found?.projectId, fileNotFound)
}

/**
 * A folder's contents (the top level without `folder`): its folders, then its files, each by name, keyset on
 * (folders or files, lower-case name, id). Files attached in private chats are left out, as for anyone not in them.
 */
export async function listProjectFiles(
  db: Database,
  viewer: ApiKeyViewer,
  params: { project: string },
  query: ListFilesQuery,
): Promise<{ data: (ApiFolder | ApiFile)[]; next_cursor: string | null }> {
  const scope = await projectScope(db, viewer, params.project)
  const after = decodeCursor(query.cursor, entryCursor)
  return asKey(scope, projectNotFound, async (current) => {
    const access = await getFilesAccess(db, viewer, current)
    const folder = query.folder ? await loadFolder(db, access, query.folder) : null
    const wanted = query.limit + 1
    const folderName = sql<string>`lower(${fileFolder.name})`
    const folders =
      !after || after[0] === FOLDERS
        ? await db
            .select({ row: fileFolder, key: folderName })
            .from(fileFolder)
            .where(
              and(
                eq(fileFolder.projectId, access.project.id),
                folder ? eq(fileFolder.parentId, folder.id) : isNull(fileFolder.parentId),
                after ? sql`(${folderName}, ${fileFolder.id}) > (${after[1]}, ${after[2]})` : undefined,
              ),
            )
            .orderBy(asc(folderName), asc(fileFolder.id))
            .limit(wanted)
        : []
    const fileName = sql<string>`lower(${projectFile.name})`
    const files =
      folders.length < wanted
        ? await db
            .select({ row: projectFile, key: fileName })
            .from(projectFile)
            .where(
              and(
                eq(projectFile.projectId, access.project.id),
                folder ? eq(projectFile.folderId, folder.id) : isNull(projectFile.folderId),
                fileVisibleTo(access.viewerId),
                after?.[0] === FILES
                  ? sql`(${fileName}, ${projectFile.id}) > (${after[1]}, ${after[2]})`
                  : undefined,
              ),
            )
            .orderBy(asc(fileName), asc(projectFile.id))
            .limit(wanted - folders.length)
        : []
    const entries = [
      ...folders.map((entry) => ({ kind: FOLDERS, ...entry })),
      ...files.map((entry) => ({ kind: FILES, ...entry })),
    ]
    const page = entries.slice(0, query.limit)
    const last = page.at(-1)
    const apiFiles = await toApiFiles(
      db,
      access,
      page.flatMap((entry) => (entry.kind === FILES ? [entry.row as FileRow] : [])),
    )
    const fileById = new Map(apiFiles.map((file) => [file.id, file]))
    return {
      data: page.flatMap((entry): (ApiFolder | ApiFile)[] => {
        if (entry.kind === FILES) {
          const file = fileById.get(entry.row.id)
          return file ? [file] : []
        }
        const row = entry.row as typeof fileFolder.$inferSelect
        return [
          {
            type: 'folder',
            id: row.id,
            name: row.name,
            parent_id: row.parentId,
            created_at: row.createdAt.toISOString(),
          },
        ]
      }),
      next_cursor:
        entries.length > query.limit && last ? encodeCursor([last.kind, last.key, last.row.id]) : null,
    }
  })
}

export async function getApiFile(
  db: Database,
  viewer: ApiKeyViewer,
  params: { id: string },
): Promise<ApiFile> {
  const scope = await scopeOfFile(db, viewer, params.id)
  return asKey(scope, fileNotFound, async (current) => {
    const access = await getFilesAccess(db, viewer, current)
    const [file] = await toApiFiles(db, access, [await loadFile(db, access, params.id)])
    if (!file) throw fileNotFound()
    return file
  })
}

/**
 * A file's bytes with the app's own file headers (an attachment disposition for all but raster images, nosniff,
 * a sandboxing CSP), or on S3 a redirect to a short-lived signed URL. The key must see the file first: anything
 * else is the API's 404 before the app's file route is asked.
 */
export async function getApiFileContent(
  db: Database,
  viewer: ApiKeyViewer,
  storage: FileStorage,
  request: Request,
  params: { id: string },
  query: { version?: number },
): Promise<Response> {
  const scope = await scopeOfFile(db, viewer, params.id)
  await asKey(scope, fileNotFound, async (current) =>
    loadFile(db, await getFilesAccess(db, viewer, current), params.id),
  )
  const url = new URL(`/api/files/${params.id}/content`, request.url)
  url.searchParams.set('download', '1')
  if (query.version) url.searchParams.set('version', String(query.version))
  const headers = new Headers()
  for (const name of ['range', 'if-none-match']) {
    const value = request.headers.get(name)
    if (value) headers.set(name, value)
  }
  const response = await serveFileContent({
    db,
    storage,
    viewer,
    request: new Request(url, { headers }),
    fileId: params.id,
  })
  if (response.status === 404) throw new AppError('NOT_FOUND', 'File version not found')
  return response
}

/** The largest multipart envelope around a file of the largest size: boundaries and the small fields. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024

/**
 * The request with a body that fails once more than `maxBytes` arrived: a body sent without a length (chunked)
 * is cut off there instead of being read into memory whole.
 */
export function bodyOfAtMost(
  request: Request,
  maxBytes: number,
): { request: Request; exceeded: () => boolean } {
  if (!request.body) return { request, exceeded: () => false }
  let received = 0
  let exceeded = false
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength
        if (received > maxBytes) {
          exceeded = true
          controller.error(new Error('The body is larger than the upload limit'))
          return
        }
        controller.enqueue(chunk)
      },
    }),
  )
  const limited = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: counted,
    duplex: 'half',
  } as RequestInit)
  return { request: limited, exceeded: () => exceeded }
}

/** Upload names as the API calls them, for field errors. */
const UPLOAD_FIELDS = { filename: 'name', folderId: 'folder_id' }

/**
 * An upload in one multipart request (`file`, optional `folder_id` and `name`), through the app's own upload
 * path: the same checks before a byte is stored (who, which folder, the size limit, the organisation's quota,
 * reserved while the bytes are written), then the same finishing step (type read from the bytes, name made
 * unique in the folder, thumbnail job, live event).
 */
export async function uploadApiFile(
  db: Database,
  viewer: ApiKeyViewer,
  storage: FileStorage,
  limits: FileLimits,
  request: Request,
  params: { project: string },
): Promise<ApiFile> {
  const maxBodyBytes = limits.maxUploadBytes + MULTIPART_OVERHEAD_BYTES
  const tooLarge = () =>
    new AppError('PAYLOAD_TOO_LARGE', `Files can be at most ${formatMegabytes(limits.maxUploadBytes)}`)
  // Refused before a byte is read when the request says it is too big; the file's own size is checked below.
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (Number.isFinite(declared) && declared > maxBodyBytes) throw tooLarge()
  if (!/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) {
    throw new AppError('UNPROCESSABLE_ENTITY', 'Send the file as multipart/form-data', {
      file: ['Send the file as multipart/form-data'],
    })
  }
  const scope = await projectScope(db, viewer, params.project)
  const body = bodyOfAtMost(request, maxBodyBytes)
  let form: FormData
  try {
    form = await body.request.formData()
  } catch {
    if (body.exceeded()) throw tooLarge()
    throw new AppError('BAD_REQUEST', 'The multipart body could not be read')
  }
  const file = form.get('file')
  if (!(file instanceof Blob)) {
    throw new AppError('UNPROCESSABLE_ENTITY', 'Attach the file as the form field "file"', {
      file: ['Attach the file as the form field "file"'],
    })
  }
  const unknown = [...new Set(form.keys())].filter((key) => !['file', 'folder_id', 'name'].includes(key))
  if (unknown.length > 0) {
    throw new AppError('UNPROCESSABLE_ENTITY', `Unknown field "${unknown[0]}"`, {
      [unknown[0] as string]: ['Unknown field'],
    })
  }
  const text = (key: string) => {
    const value = form.get(key)
    return typeof value === 'string' && value.trim() !== '' ? value : undefined
  }
  const fallbackName = file instanceof File ? file.name : ''
  const metadata = uploadMetadataSchema.safeParse({
    ...scope,
    filename: text('name') ?? fallbackName,
    folderId: text('folder_id'),
    purpose: 'file',
  })
  if (!metadata.success) throw invalidInput(metadata.error.issues, UPLOAD_FIELDS)

  const uploadId = `uploads/${randomBytes(16).toString('hex')}`
  return asKey(scope, projectNotFound, async (current) => {
    const access = await getFilesAccess(db, viewer, current)
    // The app's checks: the size limit, the folder, the quota (reserving the size while the bytes are written).
    await beginUpload(
      db,
      viewer,
      { uploadId, size: file.size, metadata: { ...metadata.data, ...current } },
      limits,
    )
    let finished: Awaited<ReturnType<typeof finishUpload>>
    try {
      await storage.put(uploadId, new Uint8Array(await file.arrayBuffer()), {
        contentType: 'application/octet-stream',
      })
      finished = await finishUpload(db, storage, uploadId)
    } catch (error) {
      // Nothing half-made stays behind: the reservation frees its share of the quota, the bytes go.
      await db.delete(fileUpload).where(eq(fileUpload.id, uploadId))
      await storage.delete(uploadId).catch(() => {})
      throw error
    }
    const [created] = await toApiFiles(db, access, [await loadFile(db, access, finished.fileId)])
    if (!created) throw fileNotFound()
    return created
  })
}
