import { and, eq, isNull } from 'drizzle-orm'
import { canInProject, type ProjectAction } from '~/lib/access-policy'
import { ATTACHMENTS_FOLDER_NAME, isRasterImage, numberedName, type UploadPurpose } from '~/lib/file-rules'
import type { Viewer } from '~/lib/viewer'
import { chatVisibleTo, getProjectAccess, type ProjectAccess } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { takeTurns } from '~/server/db/locks.server'
import { chat, fileFolder, fileUpload, fileVersion, projectFile } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { detectContent } from '~/server/files/content-type.server'
import { enqueueJob } from '~/server/jobs/queue.server'
import type { FileStorage } from '~/server/storage/file-storage'
import { emitWebhookEvent } from '~/server/webhooks/emit.server'
import type { UploadMetadata } from '../files.schemas'
import { emitFilesChanged, lockFolderTree } from './changes.server'
import {
  canEditOwned,
  fileNotFound,
  filesNotFound,
  folderNotFound,
  loadFile,
  loadFolder,
  toFilesAccess,
} from './files-access.server'
import { type FileLimits, formatMegabytes, reservedBytes, storedBytes } from './quota.server'

export const FILES_THUMBNAIL_JOB = 'files.thumbnail'

/** Asks for a version's thumbnail (an image or a PDF), made by a job after the transaction commits. */
export async function scheduleVersionThumbnail(tx: Database, versionId: string): Promise<void> {
  await enqueueJob(tx, {
    kind: FILES_THUMBNAIL_JOB,
    key: `files.thumbnail:${versionId}`,
    payload: { versionId },
  })
}

/** Whether a version of this kind and type gets a thumbnail. */
export const isThumbnailable = (kind: string, mime: string) =>
  (kind === 'image' && isRasterImage(mime)) || kind === 'pdf'

/** Who may upload for each purpose: the files page needs file.upload; an attachment, the right to write there. */
const purposeAction: Record<UploadPurpose, ProjectAction> = {
  file: 'file.upload',
  feedback: 'feedback.create',
  comment: 'feedback.create',
  discussion: 'discussion.create',
  chat: 'chat.post',
  update: 'update.publish',
}

/**
 * Checks a new upload before a byte arrives — who, where, how big, and whether the organisation has room —
 * and records it, so that its size counts against the quota while it runs. Throws AppError with a message
 * the uploader can act on.
 */
export async function beginUpload(
  db: Database,
  viewer: Viewer | null,
  input: { uploadId: string; size: number | undefined; metadata: UploadMetadata },
  limits: FileLimits,
): Promise<void> {
  const { metadata } = input
  if (!viewer) throw new AppError('UNAUTHORIZED', 'Sign in to upload files')
  const access = await getProjectAccess(db, viewer, metadata.orgSlug, metadata.projectSlug)
  if (!canInProject(access, access.project.visibility, purposeAction[metadata.purpose])) throw filesNotFound()
  if (input.size === undefined) throw new AppError('BAD_REQUEST', 'Uploads must say how big they are')
  if (input.size > limits.maxUploadBytes) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `“${metadata.filename}” is ${formatMegabytes(input.size)}: files can be at most ${formatMegabytes(limits.maxUploadBytes)}`,
    )
  }
  await checkTarget(db, access, viewer, metadata)

  await db.transaction(async (tx) => {
    // One organisation's uploads start one at a time, so two cannot both take the last free space.
    await takeTurns(tx, `files.quota:${access.organization.id}`)
    const used =
      (await storedBytes(tx, access.organization.id)) + (await reservedBytes(tx, access.organization.id))
    if (used + (input.size ?? 0) > limits.quotaBytes) {
      const free = Math.max(0, limits.quotaBytes - used)
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `Not enough storage left for “${metadata.filename}”: this organisation has ${formatMegabytes(free)} of ${formatMegabytes(limits.quotaBytes)} free`,
      )
    }
    await tx.insert(fileUpload).values({
      id: input.uploadId,
      projectId: access.project.id,
      organizationId: access.organization.id,
      userId: viewer.userId,
      name: metadata.filename,
      size: input.size ?? 0,
      folderId: metadata.folderId ?? null,
      replacesFileId: metadata.replacesFileId ?? null,
      purpose: metadata.purpose,
      chatId: metadata.chatId ?? null,
    })
  })
}

/** The folder, the file a new version replaces, the chat: each must exist for this viewer. */
async function checkTarget(db: Database, access: ProjectAccess, viewer: Viewer, metadata: UploadMetadata) {
  if (metadata.purpose === 'chat' && metadata.chatId) {
    const [found] = await db
      .select({ id: chat.id })
      .from(chat)
      .where(
        and(
          eq(chat.id, metadata.chatId),
          eq(chat.projectId, access.project.id),
          chatVisibleTo(viewer.userId),
        ),
      )
    if (!found) throw new AppError('NOT_FOUND', 'Chat not found')
  }
  if (metadata.purpose !== 'file') {
    // Only the files page adds versions or chooses folders; an attachment naming a file to replace would
    // otherwise skip the checks below.
    if (metadata.replacesFileId) throw fileNotFound()
    if (metadata.folderId) throw folderNotFound()
    return
  }
  const files = toFilesAccess(access, viewer)
  if (!files) throw filesNotFound()
  if (metadata.folderId) await loadFolder(db, files, metadata.folderId)
  if (metadata.replacesFileId) {
    const file = await loadFile(db, files, metadata.replacesFileId)
    if (!canEditOwned(files, file.createdById)) {
      throw new AppError('FORBIDDEN', 'Only the person who uploaded this file or an admin can add a version')
    }
  }
}

/**
 * The upload the viewer started and has not finished. Anyone else's does not exist for them, and neither does
 * a finished one: its id is the storage key of a file version, which a late DELETE would otherwise remove.
 */
export async function findRunningUpload(db: Database, uploadId: string, userId: string) {
  const [found] = await db
    .select()
    .from(fileUpload)
    .where(and(eq(fileUpload.id, uploadId), eq(fileUpload.userId, userId), isNull(fileUpload.finishedAt)))
    .limit(1)
  return found ?? null
}

async function readHead(storage: FileStorage, key: string, bytes = 8192): Promise<Uint8Array> {
  const stream = await storage.stream(key, { start: 0, end: bytes - 1 })
  if (!stream) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let length = 0
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    chunks.push(chunk)
    length += chunk.length
    if (length >= bytes) break
  }
  const head = new Uint8Array(Math.min(length, bytes))
  let offset = 0
  for (const chunk of chunks) {
    head.set(chunk.subarray(0, head.length - offset), offset)
    offset += chunk.length
    if (offset >= head.length) break
  }
  return head
}

/**
 * The project's Attachments folder, made on the first attachment. A top-level folder someone already called
 * "Attachments" keeps its name: this one takes the next free one ("Attachments (2)"). It is made under the folder
 * tree's lock, so a folder being named at the same moment cannot take its name; two first attachments at once
 * make one folder (the partial unique index on `is_attachments` backs that up).
 */
async function ensureAttachmentsFolder(tx: Database, projectId: string, userId: string): Promise<string> {
  const existing = () =>
    tx
      .select({ id: fileFolder.id })
      .from(fileFolder)
      .where(and(eq(fileFolder.projectId, projectId), eq(fileFolder.isAttachments, true)))
  const [made] = await existing()
  if (made) return made.id
  await lockFolderTree(tx, projectId)
  for (let attempt = 0; attempt < 3; attempt++) {
    const [found] = await existing()
    if (found) return found.id
    const topLevel = await tx
      .select({ name: fileFolder.name })
      .from(fileFolder)
      .where(and(eq(fileFolder.projectId, projectId), isNull(fileFolder.parentId)))
    const taken = new Set(topLevel.map((row) => row.name.toLowerCase()))
    let name = ATTACHMENTS_FOLDER_NAME
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = numberedName(ATTACHMENTS_FOLDER_NAME, n)
    // Nothing happens when another request made the folder, or took the name, meanwhile: look again.
    await tx
      .insert(fileFolder)
      .values({ projectId, parentId: null, name, isAttachments: true, createdById: userId })
      .onConflictDoNothing()
  }
  const [found] = await existing()
  if (!found) throw new AppError('CONFLICT', 'The Attachments folder could not be made; try again')
  return found.id
}

/** A name not yet used in the folder: "plan.pdf", then "plan (2).pdf"… */
async function freeName(
  tx: Database,
  projectId: string,
  folderId: string | null,
  name: string,
): Promise<string> {
  const rows = await tx
    .select({ name: projectFile.name })
    .from(projectFile)
    .where(
      and(
        eq(projectFile.projectId, projectId),
        folderId ? eq(projectFile.folderId, folderId) : isNull(projectFile.folderId),
      ),
    )
  const taken = new Set(rows.map((row) => row.name.toLowerCase()))
  if (!taken.has(name.toLowerCase())) return name
  for (let n = 2; ; n++) {
    const candidate = numberedName(name, n)
    if (!taken.has(candidate.toLowerCase())) return candidate
  }
}

export type FinishedUpload = { fileId: string; versionId: string; name: string; mime: string; kind: string }

/**
 * The last byte arrived: the upload becomes a file (or a new version of one) in one transaction, with its
 * type read from its first bytes. Thumbnails are made afterwards by a job, so the response does not wait.
 */
export async function finishUpload(
  db: Database,
  storage: FileStorage,
  uploadId: string,
): Promise<FinishedUpload> {
  const head = await readHead(storage, uploadId)
  const stats = await storage.stat(uploadId)
  return db.transaction(async (tx) => {
    const [upload] = await tx.select().from(fileUpload).where(eq(fileUpload.id, uploadId)).for('update')
    if (!upload) throw new AppError('NOT_FOUND', 'Upload not found')
    if (upload.finishedAt && upload.fileId) {
      const [file] = await tx.select().from(projectFile).where(eq(projectFile.id, upload.fileId))
      if (file)
        return {
          fileId: file.id,
          versionId: file.currentVersionId,
          name: file.name,
          mime: file.mime,
          kind: file.kind,
        }
    }
    const content = await detectContent(head, upload.name)
    const size = stats?.size ?? upload.size
    const thumbnailable = (content.kind === 'image' && isRasterImage(content.mime)) || content.kind === 'pdf'
    const thumbnailStatus = thumbnailable ? 'pending' : 'none'
    const versionId = crypto.randomUUID()
    const now = new Date()

    let fileId: string
    let name = upload.name
    let folderId: string | null = null
    const [replaced] = upload.replacesFileId
      ? await tx
          .select()
          .from(projectFile)
          .where(and(eq(projectFile.id, upload.replacesFileId), eq(projectFile.projectId, upload.projectId)))
          .for('update')
      : []
    if (upload.replacesFileId && !replaced) throw fileNotFound()
    if (replaced) {
      fileId = replaced.id
      name = replaced.name
      folderId = replaced.folderId
      await tx.insert(fileVersion).values({
        id: versionId,
        fileId,
        organizationId: upload.organizationId,
        number: replaced.versionCount + 1,
        storageKey: uploadId,
        size,
        mime: content.mime,
        kind: content.kind,
        thumbnailStatus,
        uploadedById: upload.userId,
      })
      await tx
        .update(projectFile)
        .set({
          currentVersionId: versionId,
          versionCount: replaced.versionCount + 1,
          size,
          mime: content.mime,
          kind: content.kind,
          thumbnailKey: null,
          thumbnailStatus,
          updatedAt: now,
        })
        .where(eq(projectFile.id, fileId))
    } else {
      folderId =
        upload.purpose === 'file'
          ? await existingFolder(tx, upload.projectId, upload.folderId)
          : await ensureAttachmentsFolder(tx, upload.projectId, upload.userId)
      name = await freeName(tx, upload.projectId, folderId, upload.name)
      const restrictedToChatId = upload.purpose === 'chat' ? await privateChatId(tx, upload.chatId) : null
      fileId = crypto.randomUUID()
      await tx.insert(projectFile).values({
        id: fileId,
        projectId: upload.projectId,
        folderId,
        name,
        currentVersionId: versionId,
        size,
        mime: content.mime,
        kind: content.kind,
        thumbnailStatus,
        createdById: upload.userId,
        restrictedToChatId,
        createdAt: now,
        updatedAt: now,
      })
      await tx.insert(fileVersion).values({
        id: versionId,
        fileId,
        organizationId: upload.organizationId,
        number: 1,
        storageKey: uploadId,
        size,
        mime: content.mime,
        kind: content.kind,
        thumbnailStatus,
        uploadedById: upload.userId,
      })
    }
    await tx.update(fileUpload).set({ finishedAt: now, fileId, size }).where(eq(fileUpload.id, uploadId))
    if (thumbnailable) {
      await enqueueJob(tx, {
        kind: FILES_THUMBNAIL_JOB,
        key: `files.thumbnail:${versionId}`,
        payload: { versionId },
      })
    }
    await emitFilesChanged(tx, upload.projectId, { fileId, folderId })
    // Files of the project's file area (not a text's attachments, not a chat's): a new file or a new version.
    if (upload.purpose === 'file') {
      await emitWebhookEvent(tx, {
        organizationId: upload.organizationId,
        projectId: upload.projectId,
        type: 'file.uploaded',
        subject: { kind: 'file', id: fileId },
        actorId: upload.userId,
        facts: { versionId, newVersion: Boolean(replaced) },
      })
    }
    return { fileId, versionId, name, mime: content.mime, kind: content.kind }
  })
}

/** The folder the upload was for, if it still exists (else the top level: the file is not lost). */
async function existingFolder(
  tx: Database,
  projectId: string,
  folderId: string | null,
): Promise<string | null> {
  if (!folderId) return null
  const [found] = await tx
    .select({ id: fileFolder.id })
    .from(fileFolder)
    .where(and(eq(fileFolder.id, folderId), eq(fileFolder.projectId, projectId)))
  return found?.id ?? null
}

async function privateChatId(tx: Database, chatId: string | null): Promise<string | null> {
  if (!chatId) return null
  const [found] = await tx
    .select({ id: chat.id, isPrivate: chat.isPrivate })
    .from(chat)
    .where(eq(chat.id, chatId))
  return found?.isPrivate ? found.id : null
}
