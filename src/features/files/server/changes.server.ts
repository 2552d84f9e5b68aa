import { and, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm'
import { topicOf } from '~/lib/live-topics'
import type { Database } from '~/server/db/client.server'
import { takeTurns } from '~/server/db/locks.server'
import { fileFolder, fileVersion, project, projectFile } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { enqueueJob } from '~/server/jobs/queue.server'
import { emitLiveEvent } from '~/server/live/emit.server'
import { assertCanEdit, type FilesAccess, type FolderRow, loadFile, loadFolder } from './files-access.server'

/** Every member looking at the project's files refetches (ids only: the listing decides what each may see). */
export async function emitFilesChanged(
  tx: Database,
  projectId: string,
  change: { fileId?: string; folderId?: string | null },
): Promise<void> {
  await emitLiveEvent(tx, topicOf.members(projectId), 'files.changed', change)
}

function assertUploader(access: FilesAccess): void {
  if (!access.canUpload) throw new AppError('FORBIDDEN', 'You cannot add files to this project')
}

async function assertFolderNameFree(
  tx: Database,
  projectId: string,
  parentId: string | null,
  name: string,
  exceptId?: string,
): Promise<void> {
  const [taken] = await tx
    .select({ id: fileFolder.id })
    .from(fileFolder)
    .where(
      and(
        eq(fileFolder.projectId, projectId),
        parentId ? eq(fileFolder.parentId, parentId) : isNull(fileFolder.parentId),
        sql`lower(${fileFolder.name}) = lower(${name})`,
        exceptId ? ne(fileFolder.id, exceptId) : undefined,
      ),
    )
    .limit(1)
  if (taken)
    throw new AppError('CONFLICT', `A folder named “${name}” is already there`, {
      name: ['Already taken here'],
    })
}

/**
 * Changes to a project's folder tree (create, rename, move) take turns: two moves checked at once could each
 * pass the loop check (A into B, B into A), and two folders given one name at once would both pass the name
 * check and the second would meet the unique index instead of the 409.
 */
export async function lockFolderTree(tx: Database, projectId: string): Promise<void> {
  await takeTurns(tx, `files.folders:${projectId}`)
}

function assertNotAttachments(folder: FolderRow): void {
  if (folder.isAttachments) {
    throw new AppError('CONFLICT', 'The Attachments folder keeps the files attached to posts and messages')
  }
}

export async function createFolder(
  db: Database,
  access: FilesAccess,
  input: { parentId: string | null; name: string },
): Promise<{ id: string }> {
  assertUploader(access)
  return db.transaction(async (tx) => {
    await lockFolderTree(tx, access.project.id)
    if (input.parentId) await loadFolder(tx, access, input.parentId, { lock: 'update' })
    await assertFolderNameFree(tx, access.project.id, input.parentId, input.name)
    const [created] = await tx
      .insert(fileFolder)
      .values({
        projectId: access.project.id,
        parentId: input.parentId,
        name: input.name,
        createdById: access.viewerId,
      })
      .returning({ id: fileFolder.id })
    if (!created) throw new Error('Folder insert returned nothing')
    await emitFilesChanged(tx, access.project.id, { folderId: input.parentId })
    return created
  })
}

export async function renameFolder(
  db: Database,
  access: FilesAccess,
  folderId: string,
  name: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockFolderTree(tx, access.project.id)
    const folder = await loadFolder(tx, access, folderId, { lock: 'update' })
    assertCanEdit(access, folder.createdById, 'folder')
    assertNotAttachments(folder)
    await assertFolderNameFree(tx, access.project.id, folder.parentId, name, folder.id)
    await tx.update(fileFolder).set({ name, updatedAt: new Date() }).where(eq(fileFolder.id, folder.id))
    await emitFilesChanged(tx, access.project.id, { folderId: folder.parentId })
  })
}

export async function moveFolder(
  db: Database,
  access: FilesAccess,
  folderId: string,
  parentId: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockFolderTree(tx, access.project.id)
    const folder = await loadFolder(tx, access, folderId, { lock: 'update' })
    assertCanEdit(access, folder.createdById, 'folder')
    assertNotAttachments(folder)
    if (parentId) {
      await loadFolder(tx, access, parentId)
      // Into itself or one of its own folders would make a loop. `union` (not `union all`) ends the walk even
      // on a tree that already has one.
      const loop = await tx.execute<{ found: number }>(sql`
        with recursive up(id, parent_id) as (
          select id, parent_id from file_folder where id = ${parentId}
          union
          select f.id, f.parent_id from file_folder f join up on f.id = up.parent_id
        )
        select 1 as found from up where id = ${folder.id} limit 1`)
      if (rowsOf(loop).length > 0) throw new AppError('CONFLICT', 'A folder cannot go inside itself')
    }
    await assertFolderNameFree(tx, access.project.id, parentId, folder.name, folder.id)
    await tx.update(fileFolder).set({ parentId, updatedAt: new Date() }).where(eq(fileFolder.id, folder.id))
    await emitFilesChanged(tx, access.project.id, { folderId: parentId })
  })
}

/** Only empty folders go (nothing is deleted by accident with them). */
export async function deleteFolder(db: Database, access: FilesAccess, folderId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const folder = await loadFolder(tx, access, folderId, { lock: 'update' })
    assertCanEdit(access, folder.createdById, 'folder')
    assertNotAttachments(folder)
    const inside = await tx.execute<{ found: number }>(sql`
      select 1 as found from project_file where folder_id = ${folder.id}
      union all select 1 from file_folder where parent_id = ${folder.id} limit 1`)
    if (rowsOf(inside).length > 0)
      throw new AppError('CONFLICT', 'Only empty folders can be deleted: move or delete what is inside first')
    await tx.delete(fileFolder).where(eq(fileFolder.id, folder.id))
    await emitFilesChanged(tx, access.project.id, { folderId: folder.parentId })
  })
}

export async function renameFile(
  db: Database,
  access: FilesAccess,
  fileId: string,
  name: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const file = await loadFile(tx, access, fileId, { lock: 'update' })
    assertCanEdit(access, file.createdById, 'file')
    await tx.update(projectFile).set({ name, updatedAt: new Date() }).where(eq(projectFile.id, file.id))
    await emitFilesChanged(tx, access.project.id, { fileId: file.id, folderId: file.folderId })
  })
}

export async function moveFile(
  db: Database,
  access: FilesAccess,
  fileId: string,
  folderId: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const file = await loadFile(tx, access, fileId, { lock: 'update' })
    assertCanEdit(access, file.createdById, 'file')
    if (folderId) await loadFolder(tx, access, folderId)
    await tx.update(projectFile).set({ folderId, updatedAt: new Date() }).where(eq(projectFile.id, file.id))
    await emitFilesChanged(tx, access.project.id, { fileId: file.id, folderId })
  })
}

/**
 * Deletes a file with every version. The bytes go after the commit, by a job that the same transaction
 * enqueues: nothing is left behind if the node stops in between, and nothing is lost if the change rolls back.
 */
export async function deleteFile(db: Database, access: FilesAccess, fileId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const file = await loadFile(tx, access, fileId, { lock: 'update' })
    assertCanEdit(access, file.createdById, 'file')
    await purgeBytesOfFiles(tx, eq(projectFile.id, file.id))
    await tx.delete(projectFile).where(eq(projectFile.id, file.id))
    await emitFilesChanged(tx, access.project.id, { fileId: file.id, folderId: file.folderId })
  })
}

export const FILES_PURGE_JOB = 'files.purge'
/** Keys per purge job: a project's deletion may free many thousands. */
const PURGE_KEYS_PER_JOB = 500

/**
 * Enqueues the removal of the stored bytes (every version and thumbnail) of the files `which` selects, which the
 * caller is about to delete, itself or through a cascade (a private chat's files, a project's, an organisation's).
 * Called in the deleting transaction, or before a deletion that is not (`runAt` later then): the job keeps any
 * key a version still names, so a deletion that failed loses nothing. Returns how many versions it found.
 */
export async function purgeBytesOfFiles(tx: Database, which: SQL, runAt?: Date): Promise<number> {
  const versions = await tx
    .select({ storageKey: fileVersion.storageKey, thumbnailKey: fileVersion.thumbnailKey })
    .from(fileVersion)
    .innerJoin(projectFile, eq(projectFile.id, fileVersion.fileId))
    .where(which)
  const keys = versions.flatMap((version) => [version.storageKey, version.thumbnailKey ?? []].flat())
  for (let start = 0; start < keys.length; start += PURGE_KEYS_PER_JOB) {
    const payload = { keys: keys.slice(start, start + PURGE_KEYS_PER_JOB) }
    await enqueueJob(tx, { kind: FILES_PURGE_JOB, payload, ...(runAt ? { runAt } : {}) })
  }
  return versions.length
}

/** The files of these organisations' projects (for purgeBytesOfFiles, before the organisations go). */
export function filesOfOrganizations(db: Database, organizationIds: string[]): SQL {
  const projects = db
    .select({ id: project.id })
    .from(project)
    .where(inArray(project.organizationId, organizationIds))
  return inArray(projectFile.projectId, projects)
}

const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows
