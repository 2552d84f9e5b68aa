import { inArray } from 'drizzle-orm'
import type { Database } from '~/server/db/client.server'
import { chat, discussionThread, feedbackItem, projectUpdate } from '~/server/db/schema'

type TitleSource = {
  table: typeof feedbackItem | typeof discussionThread | typeof projectUpdate | typeof chat
  title:
    | typeof feedbackItem.title
    | typeof discussionThread.title
    | typeof projectUpdate.title
    | typeof chat.name
}

/** What each kind of group is about, by its key's prefix (`feedback:{id}`…), and where its name is now. */
const SOURCES: Record<string, TitleSource> = {
  feedback: { table: feedbackItem, title: feedbackItem.title },
  discussion: { table: discussionThread, title: discussionThread.title },
  update: { table: projectUpdate, title: projectUpdate.title },
  chat: { table: chat, title: chat.name },
}

/**
 * The names the groups' subjects have now (an item, a thread, an update or a chat renamed since), by group key:
 * a notification keeps the title it was recorded with, which then only stands in for a subject that is gone.
 * Read by primary key, one query per kind present; invitations keep the organisation's name they were sent with.
 */
export async function currentGroupTitles(db: Database, groupKeys: string[]): Promise<Map<string, string>> {
  const idsByKind = new Map<string, string[]>()
  for (const key of new Set(groupKeys)) {
    const separator = key.indexOf(':')
    const kind = key.slice(0, separator)
    if (separator < 0 || !SOURCES[kind]) continue
    idsByKind.set(kind, [...(idsByKind.get(kind) ?? []), key.slice(separator + 1)])
  }
  const found = await Promise.all(
    [...idsByKind].map(async ([kind, ids]) => {
      const { table, title } = SOURCES[kind] as TitleSource
      const rows = await db.select({ id: table.id, title }).from(table).where(inArray(table.id, ids))
      return rows.map((row) => [`${kind}:${row.id}`, row.title] as const)
    }),
  )
  return new Map(found.flat())
}
