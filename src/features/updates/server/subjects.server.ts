import { inArray } from 'drizzle-orm'
import { projectUpdate } from '~/server/db/schema'
import { readerMay, type SubjectType } from '~/server/subjects/registry.server'

/**
 * An update: seen, once published, by whoever may read the project's updates (outsiders too, in a public
 * project, and with its pictures). Its notification group (`update:{id}`) has its current title.
 */
const updateSubject: SubjectType = {
  name: 'update',
  sharesAttachments: true,
  async visibleTo(db, reader, ids) {
    const rows = await db
      .select({ id: projectUpdate.id, state: projectUpdate.state, projectId: projectUpdate.projectId })
      .from(projectUpdate)
      .where(inArray(projectUpdate.id, [...ids]))
    return new Set(
      rows
        .filter((row) => row.state === 'published' && readerMay(reader, row.projectId, 'update.read'))
        .map((row) => row.id),
    )
  },
  async currentTitles(db, ids) {
    const rows = await db
      .select({ id: projectUpdate.id, title: projectUpdate.title })
      .from(projectUpdate)
      .where(inArray(projectUpdate.id, [...ids]))
    return new Map(rows.map((row) => [row.id, row.title]))
  },
}

export const updateSubjectTypes: readonly SubjectType[] = [updateSubject]
