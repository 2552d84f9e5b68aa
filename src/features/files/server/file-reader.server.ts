import { and, eq } from 'drizzle-orm'
import type { Viewer } from '~/lib/viewer'
import { getProjectAccess, MovedError, type ProjectAccess } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { fileAttachment, organization, project, projectFile } from '~/server/db/schema'
import { isAppError } from '~/server/errors'
import { fileVisibleTo } from '~/server/files/file-visibility.server'
import { readerOfProjectAccess } from '~/server/subjects/readers.server'
import { findSubjectType, visibleSubjectIds } from '~/server/subjects/registry.server'
import { type FileRow, toFilesAccess } from './files-access.server'

/**
 * Who may read a file's bytes:
 * - the organisation's members, as the files page shows it to them (a private chat's file only to its people);
 * - the person who uploaded it, while it holds only what they uploaded (an attachment being written, before
 *   it is posted);
 * - anyone who may read something it is attached to: a public project's feedback item, comment or update is
 *   read by outsiders and anonymous visitors, and so are its pictures.
 * Everyone else gets null (not found: the file does not exist for them).
 */
export async function findReadableFile(
  db: Database,
  viewer: Viewer | null,
  fileId: string,
): Promise<{ file: FileRow; access: ProjectAccess } | null> {
  if (!/^[0-9a-f-]{36}$/.test(fileId)) return null
  const [row] = await db
    .select({ file: projectFile, orgSlug: organization.slug, projectSlug: project.slug })
    .from(projectFile)
    .innerJoin(project, eq(project.id, projectFile.projectId))
    .innerJoin(organization, eq(organization.id, project.organizationId))
    .where(eq(projectFile.id, fileId))
    .limit(1)
  if (!row) return null
  let access: ProjectAccess
  try {
    access = await getProjectAccess(db, viewer, row.orgSlug, row.projectSlug)
  } catch (error) {
    if (isAppError(error) || error instanceof MovedError) return null
    throw error
  }
  const files = toFilesAccess(access, viewer)
  if (files) {
    const [visible] = await db
      .select({ id: projectFile.id })
      .from(projectFile)
      .where(and(eq(projectFile.id, fileId), fileVisibleTo(files.viewerId)))
    if (visible) return { file: row.file, access }
  }
  // Their own bytes only: once someone else has added a version (or they have left the organisation and a
  // member has), the file is the members' again.
  if (viewer && row.file.createdById === viewer.userId && row.file.versionCount === 1)
    return { file: row.file, access }
  return (await attachedToReadable(db, access, row.file.id)) ? { file: row.file, access } : null
}

/**
 * Is the file attached to something of its project this viewer may read, among the subject types whose
 * attachments go to their readers (the subjects registry's `sharesAttachments`)?
 */
async function attachedToReadable(db: Database, access: ProjectAccess, fileId: string): Promise<boolean> {
  const links = await db
    .select({ subjectType: fileAttachment.subjectType, subjectId: fileAttachment.subjectId })
    .from(fileAttachment)
    .where(eq(fileAttachment.fileId, fileId))
  const idsByType = new Map<string, string[]>()
  for (const link of links) {
    if (!findSubjectType(link.subjectType)?.sharesAttachments) continue
    idsByType.set(link.subjectType, [...(idsByType.get(link.subjectType) ?? []), link.subjectId])
  }
  if (idsByType.size === 0) return false
  const reader = await readerOfProjectAccess(db, access)
  for (const [type, ids] of idsByType) {
    if ((await visibleSubjectIds(db, reader, type, ids)).size > 0) return true
  }
  return false
}
