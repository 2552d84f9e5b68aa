import { randomBytes } from 'node:crypto'
import { Server } from '@tus/server'
import { EVENTS, type Upload } from '@tus/utils'
import { eq } from 'drizzle-orm'
import type { Viewer } from '~/lib/viewer'
import { getAppContext } from '~/server/app-context.server'
import type { Database } from '~/server/db/client.server'
import { fileUpload } from '~/server/db/schema'
import { isAppError } from '~/server/errors'
import { runDueJobs } from '~/server/jobs/queue.server'
import { getRequestViewer } from '~/server/request-context.server'
import type { FileStorage } from '~/server/storage/file-storage'
import { getFileStorage } from '~/server/storage/storage.server'
import { uploadMetadataSchema } from '../files.schemas'
import { fileJobHandlers } from './file-jobs.server'
import { fileLimitsOf } from './quota.server'
import { PostgresLocker } from './upload-lock.server'
import { beginUpload, FILES_THUMBNAIL_JOB, findRunningUpload, finishUpload } from './uploads.server'

export const TUS_PATH = '/api/files/uploads'
/** The finished upload's file, for the browser to link to. */
export const FILE_ID_HEADER = 'Parley-File-Id'

/** Upload ids are storage keys ("uploads/<hex>"); in URLs they travel base64url-encoded. */
const encodeId = (id: string) => Buffer.from(id).toString('base64url')
const decodeId = (segment: string) => {
  const id = Buffer.from(segment, 'base64url').toString()
  return /^uploads\/[0-9a-f]{32}$/.test(id) ? id : undefined
}

/** tus wants `{ status_code, body }`; our AppError carries both. */
function asTusError(error: unknown): never {
  if (isAppError(error)) throw { status_code: error.status, body: error.message }
  throw error
}

export function createTusServer(options: {
  db: Database
  storage: FileStorage
  limits: { maxUploadBytes: number; quotaBytes: number }
  trustProxy: boolean
  /** Who is asking (the request's session; tests name their people directly). */
  resolveViewer: (request: Request) => Promise<Viewer | null>
}): Server {
  const { db, storage } = options
  const server = new Server({
    path: TUS_PATH,
    datastore: storage.createTusStore(),
    locker: new PostgresLocker(db),
    respectForwardedHeaders: options.trustProxy,
    // Uploads come from Parley's own pages only (the route refuses cross-site requests too): no open CORS.
    allowedOrigins: () => false,
    exposedHeaders: [FILE_ID_HEADER],
    namingFunction: () => `uploads/${randomBytes(16).toString('hex')}`,
    generateUrl: (_request, { path, id }) => `${path}/${encodeId(id)}`,
    getFileIdFromRequest: (_request, lastPath) => (lastPath ? decodeId(lastPath) : undefined),
    async onUploadCreate(request, upload: Upload) {
      const parsed = uploadMetadataSchema.safeParse(upload.metadata ?? {})
      if (!parsed.success) {
        throw {
          status_code: 400,
          body: parsed.error.issues[0]?.message ?? 'The upload is missing its details',
        }
      }
      await beginUpload(
        db,
        await options.resolveViewer(request),
        { uploadId: upload.id, size: upload.size, metadata: parsed.data },
        options.limits,
      ).catch(asTusError)
      return {}
    },
    // Only the person who started an upload may continue, inspect or cancel it; to anyone else it does not exist.
    // A creation (POST) is checked by onUploadCreate, which sees its metadata.
    async onIncomingRequest(request, uploadId) {
      // The real method: @tus/server dispatches on it and ignores X-HTTP-Method-Override, so trusting that
      // header here let a DELETE, HEAD or PATCH that named POST through without this check.
      if (request.method === 'POST') return
      const viewer = await options.resolveViewer(request)
      const upload = viewer ? await findRunningUpload(db, uploadId, viewer.userId) : null
      if (!upload) throw { status_code: 404, body: 'Upload not found' }
    },
    async onUploadFinish(_request, upload: Upload) {
      const finished = await finishUpload(db, storage, upload.id).catch(asTusError)
      await storage.removeUploadMetadata(upload.id).catch(() => {})
      // The thumbnail is made now, after the response, rather than on the worker's next round.
      setImmediate(() => {
        void runDueJobs(db, fileJobHandlers({ db, storage: async () => storage }), {
          kinds: [FILES_THUMBNAIL_JOB],
        }).catch(() => {})
      })
      return { headers: { [FILE_ID_HEADER]: finished.fileId } }
    },
  })
  // A cancelled upload frees its share of the quota at once.
  server.on(EVENTS.POST_TERMINATE, (_request, _response, id) => {
    void db
      .delete(fileUpload)
      .where(eq(fileUpload.id, id))
      .catch(() => {})
  })
  return server
}

/**
 * A browser whose connection drops mid-PATCH leaves a body stream that fails. tus keeps what arrived only when
 * the body ends, so a failing body is ended instead: the bytes received are stored and the next HEAD resumes
 * after them (with S3 too, where a failed stream would throw the part away).
 */
export function endBodyOnDisconnect(request: Request): Request {
  if (!request.body || (request.method !== 'PATCH' && request.method !== 'POST')) return request
  const reader = request.body.getReader()
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read()
        if (done) controller.close()
        else controller.enqueue(value)
      } catch {
        controller.close()
      }
    },
    cancel: (reason) => reader.cancel(reason),
  })
  // Built from its parts: the server's own request objects are not undici's, so `new Request(request)` fails.
  const wrapped = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
    duplex: 'half',
  } as RequestInit)
  // tus also listens to the Node request itself (srvx's `runtime.node`) to notice a disconnect at once.
  const runtime = (request as { runtime?: unknown }).runtime
  if (runtime) Object.defineProperty(wrapped, 'runtime', { value: runtime })
  return wrapped
}

const globalForTus = globalThis as unknown as {
  __parleyTus?: { storage: FileStorage; db: Database; server: Server }
}

/** The app's tus server (one per process, for its storage and database). */
export async function getTusServer(): Promise<Server> {
  const { database, config } = await getAppContext()
  const storage = await getFileStorage()
  const cached = globalForTus.__parleyTus
  if (cached && cached.storage === storage && cached.db === database.db) return cached.server
  const server = createTusServer({
    db: database.db,
    storage,
    limits: fileLimitsOf(config),
    trustProxy: config.trustProxy,
    resolveViewer: () => getRequestViewer(),
  })
  globalForTus.__parleyTus = { storage, db: database.db, server }
  return server
}
