import { sql } from 'drizzle-orm'
import { chatVisibleTo } from '../authz.server'
import { chat, projectFile } from '../db/schema'

/**
 * SQL: a file the viewer may see among its project's files, as a member of the organisation sees them: every
 * file but those attached in a private chat, which only that chat's people see.
 */
export function fileVisibleTo(viewerId: string) {
  return sql`(${projectFile.restrictedToChatId} is null or exists (select 1 from ${chat} where ${chat.id} = ${projectFile.restrictedToChatId} and ${chatVisibleTo(viewerId)}))`
}
