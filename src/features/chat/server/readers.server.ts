import { and, eq, sql } from 'drizzle-orm'
import { chatVisibleTo } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { chat, chatMember, follow, member } from '~/server/db/schema'
import { membersOfTeams } from '~/server/teams.server'
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
    .select({ found: sql<number>`1` })
    .from(chat)
    .where(and(eq(chat.id, row.id), chatVisibleTo(userId)))
    .limit(1)
  return Boolean(inChat)
}

/**
 * Who hears of every message: the people of a private chat (unless they unfollowed it), or those who follow
 * an open chat; members of the organisation only.
 */
export async function chatFollowers(db: Database, access: ChatAccess, row: ChatRow): Promise<string[]> {
  const inOrganization = and(
    eq(member.userId, follow.userId),
    eq(member.organizationId, access.organization.id),
  )
  const follows = await db
    .select({ userId: follow.userId, level: follow.level })
    .from(follow)
    .innerJoin(member, inOrganization)
    .where(and(eq(follow.subjectType, CHAT_SUBJECT), eq(follow.subjectId, row.id)))
  if (!row.isPrivate)
    return follows.filter((entry) => entry.level === 'watching').map((entry) => entry.userId)
  const unfollowed = new Set(
    follows.filter((entry) => entry.level === 'ignoring').map((entry) => entry.userId),
  )
  const people = await db
    .select({ userId: chatMember.userId })
    .from(chatMember)
    .innerJoin(
      member,
      and(eq(member.userId, chatMember.userId), eq(member.organizationId, access.organization.id)),
    )
    .where(eq(chatMember.chatId, row.id))
  const throughTeams = await membersOfTeams(db, access.organization.id, row.teamIds)
  return [...new Set([...people.map((entry) => entry.userId), ...throughTeams])].filter(
    (id) => !unfollowed.has(id),
  )
}

/** Chats in the shared follow table. */
export const CHAT_SUBJECT = 'chat'
