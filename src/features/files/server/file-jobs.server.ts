import { and, eq, lt, or, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '~/server/db/client.server'
import { fileUpload, fileVersion, projectFile } from '~/server/db/schema'
import { makeThumbnail } from '~/server/files/thumbnail.server'
import type { JobHandler } from '~/server/jobs/queue.server'
import { enqueueJob } from '~/server/jobs/queue.server'
import type { FileStorage } from '~/server/storage/file-storage'
import { emitFilesChanged, FILES_PURGE_JOB } from './changes.server'
import { FILES_THUMBNAIL_JOB } from './uploads.server'

export const FILES_CLEANUP_JOB = 'files.cleanup'
/** An upload nobody continued for this long is abandoned: its bytes and its share of the quota go. */
export const ABANDONED_UPLOAD_MS = 24 * 60 * 60 * 1000
const CLEANUP_EVERY_MS = 60 * 60 * 1000

export const thumbnailKeyOf = (versionId: string) => `thumbs/${versionId}.webp`

/** Makes a version's thumbnail and tells everyone looking; a file that cannot be previewed keeps its icon. */
export async function makeVersionThumbnail(
  db: Database,
  storage: FileStorage,
  versionId: string,
  logger?: Logger,
) {
  const [version] = await db.select().from(fileVersion).where(eq(fileVersion.id, versionId))
  if (version?.thumbnailStatus !== 'pending') return
  const stored = await storage.get(version.storageKey)
  const kind = version.kind === 'pdf' ? 'pdf' : 'image'
  const thumbnail = stored ? await makeThumbnail(stored.data, kind) : null
  const thumbnailKey = thumbnail ? thumbnailKeyOf(version.id) : null
  if (thumbnail && thumbnailKey)
    await storage.put(thumbnailKey, thumbnail.data, { contentType: 'image/webp' })
  else logger?.warn({ versionId }, 'No thumbnail could be made for this file')
  const thumbnailStatus = thumbnail ? 'ready' : 'failed'
  await db.transaction(async (tx) => {
    await tx.update(fileVersion).set({ thumbnailKey, thumbnailStatus }).where(eq(fileVersion.id, version.id))
    const [file] = await tx
      .update(projectFile)
      .set({ thumbnailKey, thumbnailStatus })
      .where(and(eq(projectFile.id, version.fileId), eq(projectFile.currentVersionId, version.id)))
      .returning({ id: projectFile.id, projectId: projectFile.projectId, folderId: projectFile.folderId })
    if (file) await emitFilesChanged(tx, file.projectId, { fileId: file.id, folderId: file.folderId })
  })
}

/** Uploads abandoned half-way (and the records of finished ones) are cleared away. */
export async function cleanUpUploads(db: Database, storage: FileStorage, now: Date): Promise<number> {
  const before = new Date(now.getTime() - ABANDONED_UPLOAD_MS)
  const stale = await db
    .delete(fileUpload)
    .where(lt(fileUpload.createdAt, before))
    .returning({ id: fileUpload.id, finishedAt: fileUpload.finishedAt })
  for (const upload of stale) {
    await storage.removeUploadMetadata(upload.id).catch(() => {})
    if (!upload.finishedAt) await storage.delete(upload.id).catch(() => {})
  }
  await db.execute(sql`delete from upload_lock where expires_at < ${before.toISOString()}::timestamptz`)
  return stale.length
}

/** Keeps the hourly clean-up scheduled (enqueued at start; a second node's enqueue finds it waiting). */
export async function scheduleFileCleanup(db: Database): Promise<void> {
  // Its first round is an hour away: nothing is a day old on a fresh start.
  await enqueueJob(db, {
    kind: FILES_CLEANUP_JOB,
    key: FILES_CLEANUP_JOB,
    onConflict: 'untouched',
    runAt: new Date(Date.now() + CLEANUP_EVERY_MS),
  })
}

export function fileJobHandlers(deps: {
  db: Database
  storage: () => Promise<FileStorage>
  logger?: Logger
}): Record<string, JobHandler> {
  return {
    [FILES_THUMBNAIL_JOB]: async (job) => {
      await makeVersionThumbnail(
        deps.db,
        await deps.storage(),
        String(job.payload.versionId ?? ''),
        deps.logger,
      )
      return undefined
    },
    [FILES_PURGE_JOB]: async (job) => {
      const storage = await deps.storage()
      const keys = Array.isArray(job.payload.keys) ? job.payload.keys.map(String) : []
      // A key still used by another version (never today; cheap to be sure) is kept.
      for (const key of keys) {
        const [used] = await deps.db
          .select({ id: fileVersion.id })
          .from(fileVersion)
          .where(or(eq(fileVersion.storageKey, key), eq(fileVersion.thumbnailKey, key)))
          .limit(1)
        if (!used) await storage.delete(key)
      }
      return undefined
    },
    [FILES_CLEANUP_JOB]: async (_job, now) => {
      await cleanUpUploads(deps.db, await deps.storage(), now)
      return { runAgainAt: new Date(now.getTime() + CLEANUP_EVERY_MS) }
    },
  }
}
