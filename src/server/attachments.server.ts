import { and, eq, inArray, notInArray } from 'drizzle-orm'
import { attachedFileIds } from '~/lib/file-rules'
import type { Database } from './db/client.server'
import { fileAttachment, projectFile } from './db/schema'
import { fileVisibleTo } from './files/file-visibility.server'

/**
 * The attachments block: project files referenced by a subject (a feedback item, a comment, a post, a message,
 * an update), in the shared `file_attachment` table. Who may read a file through what it is attached to is the
 * subject type's rule (the subjects registry); the rows go when the subject is forgotten.
 *
 * Records which files a text attaches (its links to file content), in the transaction that saves the text.
 * Only files of the same project count, and only those the author may share: any of the project's files a
 * member of the organisation can see (not another chat's private files), their own uploads for anyone else.
 * Links the text no longer has are removed.
 */
export async function linkAttachments(
  tx: Database,
  input: {
    projectId: string
    /** A registered subject type (the subjects registry): who may read the files through it is its rule. */
    subjectType: string
    subjectId: string | number
    markdown: string
    author: { userId: string | null; isMember: boolean }
    /** A text just written has no earlier links to remove (and one without attachments costs no query). */
    isNew?: boolean
  },
): Promise<void> {
  const subjectId = String(input.subjectId)
  const ids = attachedFileIds(input.markdown)
  if (!input.isNew) {
    const ofSubject = and(
      eq(fileAttachment.subjectType, input.subjectType),
      eq(fileAttachment.subjectId, subjectId),
    )
    await tx
      .delete(fileAttachment)
      .where(ids.length > 0 ? and(ofSubject, notInArray(fileAttachment.fileId, ids)) : ofSubject)
  }
  if (ids.length === 0) return
  if (!input.author.isMember && !input.author.userId) return
  // A file of a private chat is shared onwards only by someone who can see it there.
  const shareable = !input.author.userId
    ? undefined
    : input.author.isMember
      ? fileVisibleTo(input.author.userId)
      : eq(projectFile.createdById, input.author.userId)
  const files = await tx
    .select({ id: projectFile.id })
    .from(projectFile)
    .where(and(inArray(projectFile.id, ids), eq(projectFile.projectId, input.projectId), shareable))
  if (files.length === 0) return
  await tx
    .insert(fileAttachment)
    .values(files.map((file) => ({ fileId: file.id, subjectType: input.subjectType, subjectId })))
    .onConflictDoNothing()
}
