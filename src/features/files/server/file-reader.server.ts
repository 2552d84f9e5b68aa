import { and, eq, inArray } from 'drizzle-orm'
import { boardViewerOf, canSeeBoard } from '~/features/feedback/server/feedback-access.server'
import { canInProject } from '~/lib/access-policy'
import type { Viewer } from '~/lib/viewer'
import { getProjectAccess, MovedError, type ProjectAccess } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import {
  feedbackBoard,
  feedbackComment,
  feedbackItem,
  fileAttachment,
  organization,
  project,
  projectFile,
  projectUpdate,
} from '~/server/db/schema'
import { isAppError } from '~/server/errors'
import { type FileRow, fileVisibleTo, toFilesAccess } from './files-access.server'

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

/** Is the file attached to a feedback item, comment or update this viewer may read? */
async function attachedToReadable(db: Database, access: ProjectAccess, fileId: string): Promise<boolean> {
  const links = await db
    .select({ subjectType: fileAttachment.subjectType, subjectId: fileAttachment.subjectId })
    .from(fileAttachment)
    .where(eq(fileAttachment.fileId, fileId))
  if (links.length === 0) return false
  const ids = (type: string) =>
    links.filter((link) => link.subjectType === type).map((link) => link.subjectId)
  const visibility = access.project.visibility
  const boardViewer = await boardViewerOf(db, access)
  const { isMember } = boardViewer

  const updates = ids('update')
  if (updates.length > 0 && canInProject(access, visibility, 'update.read')) {
    const published = await db
      .select({ id: projectUpdate.id })
      .from(projectUpdate)
      .where(
        and(
          inArray(projectUpdate.id, updates),
          eq(projectUpdate.projectId, access.project.id),
          eq(projectUpdate.state, 'published'),
        ),
      )
      .limit(1)
    if (published.length > 0) return true
  }
  if (!canInProject(access, visibility, 'feedback.read')) return false
  const items = ids('feedback_item')
  if (items.length > 0) {
    const boards = await db
      .select({ teamOnly: feedbackBoard.teamOnly, teamIds: feedbackBoard.teamIds })
      .from(feedbackItem)
      .innerJoin(feedbackBoard, eq(feedbackBoard.id, feedbackItem.boardId))
      .where(and(inArray(feedbackItem.id, items), eq(feedbackItem.projectId, access.project.id)))
    if (boards.some((board) => canSeeBoard(boardViewer, board))) return true
  }
  const comments = ids('feedback_comment')
  if (comments.length > 0) {
    const rows = await db
      .select({
        internal: feedbackComment.internal,
        teamOnly: feedbackBoard.teamOnly,
        teamIds: feedbackBoard.teamIds,
      })
      .from(feedbackComment)
      .innerJoin(feedbackItem, eq(feedbackItem.id, feedbackComment.itemId))
      .innerJoin(feedbackBoard, eq(feedbackBoard.id, feedbackItem.boardId))
      .where(and(inArray(feedbackComment.id, comments), eq(feedbackItem.projectId, access.project.id)))
    if (rows.some((row) => (!row.internal || isMember) && canSeeBoard(boardViewer, row))) return true
  }
  return false
}
