import { and, eq } from 'drizzle-orm'
import type { Database } from '~/server/db/client.server'
import { chatMember, member } from '~/server/db/schema'
import type { ChatAccess, ChatRow } from './chat-access.server'

/**
 * May this user read the chat? Members of the project's organisation, and for a private chat only the people
 * in it. (Site admins see everything but are not notified of chats they are not in.)
 */
export async function mayReadChat(db: Database, access: ChatAccess, row: ChatRow, userId: string) {
  const [inOrg] = await db
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.organizationId, access.organization.id), eq(member.userId, userId)))
    .limit(1)
  if (!inOrg) return false
  if (!row.isPrivate) return true
  const [inChat] = await db
    .select({ userId: chatMember.userId })
    .from(chatMember)
    .where(and(eq(chatMember.chatId, row.id), eq(chatMember.userId, userId)))
    .limit(1)
  return Boolean(inChat)
}
