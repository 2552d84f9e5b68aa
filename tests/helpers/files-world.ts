import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { createFolder } from '~/features/files/server/changes.server'
import { fileJobHandlers } from '~/features/files/server/file-jobs.server'
import { getFilesAccess } from '~/features/files/server/files-access.server'
import { createTusServer, FILE_ID_HEADER } from '~/features/files/server/tus.server'
import { FILES_THUMBNAIL_JOB } from '~/features/files/server/uploads.server'
import type { UploadPurpose } from '~/lib/file-rules'
import type { Viewer } from '~/lib/viewer'
import { fileVersion, projectFile } from '~/server/db/schema'
import { runDueJobs } from '~/server/jobs/queue.server'
import type { FileStorage } from '~/server/storage/file-storage'
import { createLocalStorage } from '~/server/storage/local-storage.server'
import { createChatWorld } from './chat-world'
import type { Persona, Visibility } from './feedback-world'

export const MiB = 1024 * 1024
const PERSONA_HEADER = 'x-test-persona'

/**
 * The chat world (an organisation with owner, admin and member, an outsider, a site admin, a public and a
 * private project) with files: a storage (a temporary directory, or the S3 bucket given) and "nodes" — tus
 * servers on that storage and database, as each app node runs one. Requests name their person in a header.
 */
export async function createFilesWorld(
  options: { storage?: FileStorage; limits?: { maxUploadBytes: number; quotaBytes: number } } = {},
) {
  const w = await createChatWorld()
  const directory = options.storage ? null : await fs.mkdtemp(path.join(os.tmpdir(), 'parley-files-'))
  const storage = options.storage ?? createLocalStorage(directory as string)
  let limits = options.limits ?? { maxUploadBytes: 100 * MiB, quotaBytes: 10_000 * MiB }

  const viewers = new Map<string, Viewer>()
  const personaOf = (who: Persona | Viewer | null): string => {
    const viewer = w.viewerOf(who)
    if (!viewer) return 'anonymous'
    viewers.set(viewer.userId, viewer)
    return viewer.userId
  }

  const node = (nodeStorage: FileStorage = storage) =>
    createTusServer({
      db: w.db,
      storage: nodeStorage,
      get limits() {
        return limits
      },
      trustProxy: false,
      resolveViewer: async (request) => viewers.get(request.headers.get(PERSONA_HEADER) ?? '') ?? null,
    })
  const nodes = [node(), node()]

  const filesAccess = (who: Persona | Viewer | null, visibility: Visibility = 'public') =>
    getFilesAccess(w.db, w.viewerOf(who), w.scope(visibility))

  const metadataHeader = (metadata: Record<string, string | undefined>) =>
    Object.entries(metadata)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key} ${Buffer.from(value as string).toString('base64')}`)
      .join(',')

  /** One tus request as a browser of this person would send it. */
  function tusRequest(
    who: Persona | Viewer | null,
    method: string,
    url: string,
    headers: Record<string, string> = {},
    body?: Uint8Array,
  ) {
    return new Request(new URL(url, 'http://parley.test'), {
      method,
      headers: { 'Tus-Resumable': '1.0.0', [PERSONA_HEADER]: personaOf(who), ...headers },
      body: body as BodyInit | undefined,
      // @ts-expect-error Node's fetch needs it for a streamed body
      duplex: 'half',
    })
  }

  type Start = {
    name: string
    size: number
    visibility?: Visibility
    folderId?: string
    replacesFileId?: string
    purpose?: UploadPurpose
    chatId?: string
    nodeIndex?: number
  }

  /** Creates an upload (no bytes yet): its URL, or the refusal's status and message. */
  async function begin(who: Persona | Viewer | null, start: Start) {
    const visibility = start.visibility ?? 'public'
    const response = await nodes[start.nodeIndex ?? 0]!.handleWeb(
      tusRequest(who, 'POST', '/api/files/uploads', {
        'Upload-Length': String(start.size),
        'Upload-Metadata': metadataHeader({
          ...w.scope(visibility),
          filename: start.name,
          folderId: start.folderId,
          replacesFileId: start.replacesFileId,
          purpose: start.purpose,
          chatId: start.chatId,
        }),
      }),
    )
    return {
      status: response.status,
      location: response.headers.get('Location'),
      message: await response.text(),
    }
  }

  /** Sends bytes from `offset`; answers the status, the new offset and, when the upload is complete, the file. */
  async function send(
    who: Persona | Viewer | null,
    location: string,
    bytes: Uint8Array,
    offset: number,
    nodeIndex = 0,
  ) {
    const response = await nodes[nodeIndex]!.handleWeb(
      tusRequest(
        who,
        'PATCH',
        location,
        { 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
        bytes,
      ),
    )
    return {
      status: response.status,
      offset: Number(response.headers.get('Upload-Offset') ?? -1),
      fileId: response.headers.get(FILE_ID_HEADER),
      message: await response.text(),
    }
  }

  async function offsetOf(who: Persona | Viewer | null, location: string, nodeIndex = 0) {
    const response = await nodes[nodeIndex]!.handleWeb(tusRequest(who, 'HEAD', location))
    return { status: response.status, offset: Number(response.headers.get('Upload-Offset') ?? -1) }
  }

  /** A whole upload in one request; throws when refused. Answers the new file's id. */
  async function upload(
    who: Persona | Viewer | null,
    name: string,
    bytes: Uint8Array,
    start: Omit<Start, 'name' | 'size'> = {},
  ) {
    const begun = await begin(who, { name, size: bytes.length, ...start })
    if (begun.status !== 201 || !begun.location)
      throw new Error(`Upload refused (${begun.status}): ${begun.message}`)
    const sent = await send(who, begun.location, bytes, 0, start.nodeIndex)
    if (sent.status !== 204 || !sent.fileId)
      throw new Error(`Upload failed (${sent.status}): ${sent.message}`)
    return sent.fileId
  }

  async function fileRow(fileId: string) {
    const [row] = await w.db.select().from(projectFile).where(eq(projectFile.id, fileId))
    return row ?? null
  }

  async function fileNamed(name: string, visibility: Visibility = 'public') {
    const [row] = await w.db
      .select()
      .from(projectFile)
      .where(and(eq(projectFile.projectId, w.projects[visibility].id), eq(projectFile.name, name)))
    return row ?? null
  }

  /**
   * Runs the thumbnail jobs that are due (the worker's job, done here on demand) and waits for those a node
   * already took on right after its upload finished.
   */
  async function makeThumbnails() {
    const deadline = Date.now() + 20_000
    for (;;) {
      await runDueJobs(w.db, fileJobHandlers({ db: w.db, storage: async () => storage }), {
        kinds: [FILES_THUMBNAIL_JOB],
      })
      const pending = await w.db
        .select({ id: fileVersion.id })
        .from(fileVersion)
        .where(eq(fileVersion.thumbnailStatus, 'pending'))
        .limit(1)
      if (pending.length === 0) return
      if (Date.now() > deadline) throw new Error('Thumbnails were still pending after 20 s')
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  async function folder(
    who: Persona | Viewer,
    name: string,
    visibility: Visibility = 'public',
    parentId: string | null = null,
  ) {
    return (await createFolder(w.db, await filesAccess(who, visibility), { parentId, name })).id
  }

  return {
    ...w,
    storage,
    nodes,
    node,
    filesAccess,
    begin,
    send,
    offsetOf,
    upload,
    fileRow,
    fileNamed,
    makeThumbnails,
    folder,
    setLimits: (next: typeof limits) => {
      limits = next
    },
    close: async () => {
      await w.close()
      if (directory) await fs.rm(directory, { recursive: true, force: true })
    },
  }
}

export type FilesWorld = Awaited<ReturnType<typeof createFilesWorld>>

/** A small real PNG (made by hand: a 1×1 red pixel), and other samples. */
export const SAMPLE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
)
export const SAMPLE_HTML = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
)
export const SAMPLE_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
)
