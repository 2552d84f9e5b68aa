import type { Database } from '~/server/db/client.server'
import { findSubjectType } from '~/server/subjects/registry.server'

/**
 * The names the groups' subjects have now (an item, a thread, an update or a chat renamed since), by group key
 * (`type:id`, the subject type the group follows): a notification keeps the title it was recorded with, which
 * then only stands in for a subject that is gone. One query per type present, each by the type's own
 * `currentTitles`; a type without one (invitations keep the organisation's name they were sent with) is left as
 * recorded.
 */
export async function currentGroupTitles(db: Database, groupKeys: string[]): Promise<Map<string, string>> {
  const idsByType = new Map<string, string[]>()
  for (const key of new Set(groupKeys)) {
    const separator = key.indexOf(':')
    if (separator < 0) continue
    const type = key.slice(0, separator)
    if (!findSubjectType(type)?.currentTitles) continue
    idsByType.set(type, [...(idsByType.get(type) ?? []), key.slice(separator + 1)])
  }
  const found = await Promise.all(
    [...idsByType].map(async ([type, ids]) => {
      const titles = await findSubjectType(type)?.currentTitles?.(db, ids)
      return [...(titles ?? [])].map(([id, title]) => [`${type}:${id}`, title] as const)
    }),
  )
  return new Map(found.flat())
}
