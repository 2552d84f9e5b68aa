import { and, eq } from 'drizzle-orm'
import { canInProject } from '~/lib/access-policy'
import type { Viewer } from '~/lib/viewer'
import { getProjectAccess, type ProjectAccess } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import type { RowLock } from '~/server/db/locks.server'
import { fileFolder, projectFile } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { fileVisibleTo } from '~/server/files/file-visibility.server'
import type { ProjectScope } from '../files.schemas'

export type FilesAccess = ProjectAccess & {
  /** Files are for the organisation's members: every FilesAccess has a viewer. */
  viewer: Viewer
  viewerId: string
  /** file.upload: upload, new folders, new versions of one's own files. */
  canUpload: boolean
  /** file.delete: rename, move and delete anyone's files and folders. */
  isEditor: boolean
}

export type FileRow = typeof projectFile.$inferSelect
export type FolderRow = typeof fileFolder.$inferSelect

export const filesNotFound = () => new AppError('NOT_FOUND', 'Not found')
export const fileNotFound = () => new AppError('NOT_FOUND', 'File not found')
export const folderNotFound = () => new AppError('NOT_FOUND', 'Folder not found')

export function toFilesAccess(access: ProjectAccess, viewer: Viewer | null): FilesAccess | null {
  const visibility = access.project.visibility
  if (!viewer || !canInProject(access, visibility, 'file.read')) return null
  return {
    ...access,
    viewer,
    viewerId: viewer.userId,
    canUpload: canInProject(access, visibility, 'file.upload'),
    isEditor: canInProject(access, visibility, 'file.delete'),
  }
}

/**
 * The viewer's access to a project's files. Everyone outside the organisation (outsiders and anonymous
 * visitors, of public projects too) gets NOT_FOUND: to them the project has no files.
 */
export async function getFilesAccess(
  db: Database,
  viewer: Viewer | null,
  scope: ProjectScope,
): Promise<FilesAccess> {
  const access = toFilesAccess(await getProjectAccess(db, viewer, scope.orgSlug, scope.projectSlug), viewer)
  if (!access) throw filesNotFound()
  return access
}

/** A file of the project that the viewer may see, else NOT_FOUND. `lock` serializes changes to it. */
export async function loadFile(
  db: Database,
  access: FilesAccess,
  fileId: string,
  options: { lock?: RowLock } = {},
): Promise<FileRow> {
  const query = db
    .select()
    .from(projectFile)
    .where(
      and(
        eq(projectFile.id, fileId),
        eq(projectFile.projectId, access.project.id),
        fileVisibleTo(access.viewerId),
      ),
    )
    .limit(1)
  const [found] = options.lock ? await query.for(options.lock) : await query
  if (!found) throw fileNotFound()
  return found
}

export async function loadFolder(
  db: Database,
  access: FilesAccess,
  folderId: string,
  options: { lock?: RowLock } = {},
): Promise<FolderRow> {
  const query = db
    .select()
    .from(fileFolder)
    .where(and(eq(fileFolder.id, folderId), eq(fileFolder.projectId, access.project.id)))
    .limit(1)
  const [found] = options.lock ? await query.for(options.lock) : await query
  if (!found) throw folderNotFound()
  return found
}

/** The uploader (or a folder's creator) and editors may rename, move and delete. */
export function canEditOwned(access: FilesAccess, ownerId: string | null): boolean {
  return access.isEditor || (access.canUpload && ownerId === access.viewerId)
}

export function assertCanEdit(access: FilesAccess, ownerId: string | null, what: 'file' | 'folder'): void {
  if (!canEditOwned(access, ownerId)) {
    throw new AppError(
      'FORBIDDEN',
      what === 'file'
        ? 'Only the person who uploaded this file or an admin can change it'
        : 'Only the person who made this folder or an admin can change it',
    )
  }
}
