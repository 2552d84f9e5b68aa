import { and, asc, count, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { emitFilesChanged, purgeBytesOfFiles } from '~/features/files/server/changes.server'
import { canInProject } from '~/lib/access-policy'
import { CHAT_UNREAD_CAP, previewOf } from '~/lib/chat-rules'
import { chatVisibleTo } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { lockRows } from '~/server/db/locks.server'
import { chat, chatMember, chatMessage, chatRead, member, projectFile, team, user } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { forgetSubjects } from '~/server/subjects/forget.server'
import { resolveTeamIds } from '~/server/teams.server'
import type { createChatSchema, updateChatSchema } from '../chat.schemas'
import type {
  ChatCandidate,
  ChatDetail,
  ChatLastMessage,
  ChatListResult,
  ChatPerson,
  ChatSummary,
  ChatUnreadTotal,
} from '../chat.types'
import { CHAT_EVENT } from '../chat-events'
import { assertChatEditor, type ChatAccess, loadChat } from './chat-access.server'
import { emitChatChanged, emitListed } from './chat-events.server'
import { CHAT_SUBJECT } from './readers.server'

/**
 * The viewer's chats of the project with what the list shows. Unread counts read at most CHAT_UNREAD_CAP + 1
 * rows per chat through the (chat_id, id) index, so a room of 100,000 unread messages costs as little as one
 * of 100; the last message is found by max(id) on the same index.
 */
async function summaries(db: Database, access: ChatAccess, where: SQL[]): Promise<ChatSummary[]> {
  const viewerId = access.viewerId
  const readId = sql`coalesce(${chatRead.lastReadId}, 0)`
  const rows = await db
    .select({
      chat,
      lastReadId: chatRead.lastReadId,
      unread: sql<number>`(select count(*)::int from (select 1 from chat_message m where m.chat_id = ${chat.id} and m.id > ${readId} and m.deleted_at is null and m.author_id is distinct from ${viewerId} limit ${CHAT_UNREAD_CAP + 1}) unread)`,
      mentioned: sql<boolean>`exists (select 1 from chat_mention cm where cm.user_id = ${viewerId} and cm.chat_id = ${chat.id} and cm.message_id > ${readId})`,
      lastMessageId: sql<
        string | null
      >`(select max(m.id)::text from chat_message m where m.chat_id = ${chat.id})`,
    })
    .from(chat)
    .leftJoin(chatRead, and(eq(chatRead.chatId, chat.id), eq(chatRead.userId, viewerId)))
    .where(and(eq(chat.projectId, access.project.id), chatVisibleTo(viewerId), ...where))
    .orderBy(asc(chat.createdAt), asc(chat.id))

  const lastIds = rows.flatMap((row) => (row.lastMessageId ? [Number(row.lastMessageId)] : []))
  const lastMessages = lastIds.length
    ? await db
        .select({
          id: chatMessage.id,
          body: chatMessage.body,
          createdAt: chatMessage.createdAt,
          deletedAt: chatMessage.deletedAt,
          authorName: user.name,
        })
        .from(chatMessage)
        .leftJoin(user, eq(user.id, chatMessage.authorId))
        .where(inArray(chatMessage.id, lastIds))
    : []
  const lastById = new Map(
    lastMessages.map((message): [string, ChatLastMessage] => [
      String(message.id),
      {
        id: String(message.id),
        authorName: message.authorName,
        preview: message.deletedAt ? '' : previewOf(message.body),
        createdAt: message.createdAt.toISOString(),
        deleted: message.deletedAt !== null,
      },
    ]),
  )
  return rows.map((row) => ({
    id: row.chat.id,
    name: row.chat.name,
    topic: row.chat.topic,
    isPrivate: row.chat.isPrivate,
    archived: row.chat.archivedAt !== null,
    createdAt: row.chat.createdAt.toISOString(),
    unreadCount: Number(row.unread),
    mentioned: Boolean(row.mentioned),
    lastReadId: row.lastReadId === null ? null : String(row.lastReadId),
    lastMessage: row.lastMessageId ? (lastById.get(row.lastMessageId) ?? null) : null,
  }))
}

export async function listChats(
  db: Database,
  access: ChatAccess,
  input: { includeArchived: boolean },
): Promise<ChatListResult> {
  return {
    projectId: access.project.id,
    canManage: access.isEditor,
    chats: await summaries(db, access, input.includeArchived ? [] : [isNull(chat.archivedAt)]),
  }
}

/** Callers that predate teams may leave them out. */
type WithOptionalTeams<T extends { teamIds: string[] }> = Omit<T, 'teamIds'> & { teamIds?: string[] }

async function chatTeams(db: Database, teamIds: string[]) {
  if (teamIds.length === 0) return []
  return db
    .select({ id: team.id, name: team.name })
    .from(team)
    .where(inArray(team.id, teamIds))
    .orderBy(asc(team.name))
}

async function privateMembers(db: Database, chatId: string): Promise<ChatPerson[]> {
  const rows = await db
    .select({ id: user.id, name: user.name, username: user.username, image: user.image })
    .from(chatMember)
    .innerJoin(user, eq(user.id, chatMember.userId))
    .where(eq(chatMember.chatId, chatId))
    .orderBy(asc(user.name))
  return rows.map((row) => ({ ...row, username: row.username ?? null }))
}

export async function getChat(db: Database, access: ChatAccess, chatId: string): Promise<ChatDetail> {
  const row = await loadChat(db, access, chatId)
  const [summary] = await summaries(db, access, [eq(chat.id, row.id)])
  if (!summary) throw new AppError('NOT_FOUND', 'Chat not found')
  return {
    ...summary,
    projectId: access.project.id,
    canManage: access.isEditor,
    canPost: canInProject(access, access.project.visibility, 'chat.post') && !row.archivedAt,
    viewerId: access.viewerId,
    members: row.isPrivate ? await privateMembers(db, row.id) : null,
    teams: row.isPrivate ? await chatTeams(db, row.teamIds) : null,
  }
}

/** The project navigation's badge: the unread counts of the viewer's open (not archived) chats, summed. */
export async function unreadTotal(db: Database, access: ChatAccess): Promise<ChatUnreadTotal> {
  const chats = await summaries(db, access, [isNull(chat.archivedAt)])
  return {
    total: chats.reduce((sum, item) => sum + item.unreadCount, 0),
    mentioned: chats.some((item) => item.mentioned),
  }
}

/** The organisation's members, for choosing the people of a private chat. */
export async function listChatCandidates(db: Database, access: ChatAccess): Promise<ChatCandidate[]> {
  assertChatEditor(access)
  const rows = await db
    .select({ id: user.id, name: user.name, username: user.username, image: user.image })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(member.organizationId, access.organization.id))
    .orderBy(asc(user.name))
  return rows.map((row) => ({ ...row, username: row.username ?? null }))
}

/**
 * The people of a private chat: the chosen ones who are members of the organisation, plus the editor who
 * chooses (who would otherwise lock themselves out). Anyone else is refused with a clear message.
 */
async function resolvePrivateMembers(tx: Database, access: ChatAccess, ids: string[]): Promise<string[]> {
  const wanted = [...new Set([...ids, access.viewerId])]
  const rows = await tx
    .select({ userId: member.userId })
    .from(member)
    .where(and(eq(member.organizationId, access.organization.id), inArray(member.userId, wanted)))
  const found = new Set(rows.map((row) => row.userId))
  // A site admin outside the organisation may still manage: they stay in the chat they make private.
  found.add(access.viewerId)
  if (wanted.some((id) => !found.has(id))) {
    throw new AppError('BAD_REQUEST', 'Only members of the team can be in a private chat', {
      memberIds: ['Only members of the team can be in a private chat'],
    })
  }
  return wanted
}

async function replaceMembers(tx: Database, chatId: string, userIds: string[]) {
  await tx.delete(chatMember).where(eq(chatMember.chatId, chatId))
  if (userIds.length > 0) await tx.insert(chatMember).values(userIds.map((userId) => ({ chatId, userId })))
}

export async function createChat(
  db: Database,
  access: ChatAccess,
  input: WithOptionalTeams<z.infer<typeof createChatSchema>>,
): Promise<{ id: string }> {
  assertChatEditor(access)
  return db.transaction(async (tx) => {
    const isPrivate = input.memberIds !== null
    const [created] = await tx
      .insert(chat)
      .values({
        projectId: access.project.id,
        name: input.name,
        topic: input.topic,
        isPrivate,
        teamIds: isPrivate ? await resolveTeamIds(tx, access.organization.id, input.teamIds ?? []) : [],
        createdById: access.viewerId,
      })
      .returning({ id: chat.id })
    if (!created) throw new Error('The chat was not created')
    if (input.memberIds !== null) {
      await replaceMembers(tx, created.id, await resolvePrivateMembers(tx, access, input.memberIds))
    }
    await emitListed(tx, access.project.id, created.id)
    return { id: created.id }
  })
}

async function changeChat(
  db: Database,
  access: ChatAccess,
  chatId: string,
  change: Partial<Pick<typeof chat.$inferInsert, 'name' | 'topic' | 'archivedAt'>>,
): Promise<{ id: string }> {
  assertChatEditor(access)
  return db.transaction(async (tx) => {
    const row = await loadChat(tx, access, chatId, { lock: 'update' })
    await tx.update(chat).set(change).where(eq(chat.id, row.id))
    await emitChatChanged(tx, access.project.id, row.id, CHAT_EVENT.chatChanged)
    return { id: row.id }
  })
}

export const archiveChat = (db: Database, access: ChatAccess, chatId: string, archived: boolean) =>
  changeChat(db, access, chatId, { archivedAt: archived ? new Date() : null })

/** Locks the project's chats, so that two changes that each take an open chat away count one after the other. */
async function lockProjectChats(tx: Database, projectId: string): Promise<void> {
  await lockRows(tx, chat, eq(chat.projectId, projectId))
}

/**
 * A project keeps at least one chat open to all its members: private chats do not count (most members cannot see
 * them). Called with the project's chats locked (lockProjectChats), before `chatId` is deleted or made private.
 */
async function assertAnotherOpenChat(tx: Database, projectId: string, chatId: string): Promise<void> {
  const [others] = await tx
    .select({ total: count() })
    .from(chat)
    .where(and(eq(chat.projectId, projectId), ne(chat.id, chatId), eq(chat.isPrivate, false)))
  if ((others?.total ?? 0) === 0) {
    throw new AppError('CONFLICT', 'A project keeps at least one chat open to all its members')
  }
}

/** Deletes a chat with its history, unless it is the project's last open chat (assertAnotherOpenChat). */
export async function deleteChat(
  db: Database,
  access: ChatAccess,
  chatId: string,
): Promise<{ deleted: string }> {
  assertChatEditor(access)
  return db.transaction(async (tx) => {
    await lockProjectChats(tx, access.project.id)
    const row = await loadChat(tx, access, chatId, { lock: 'update' })
    await assertAnotherOpenChat(tx, access.project.id, row.id)
    // The chat's follows, and its messages' reactions, attachments and notifications, go with it.
    await forgetSubjects(tx, { type: CHAT_SUBJECT, ids: [row.id] })
    // A private chat's files go with it (the foreign key cascades); their bytes, after the commit.
    const purged = await purgeBytesOfFiles(tx, eq(projectFile.restrictedToChatId, row.id))
    await tx.delete(chat).where(eq(chat.id, row.id))
    await emitChatChanged(tx, access.project.id, row.id, CHAT_EVENT.chatDeleted)
    if (purged > 0) await emitFilesChanged(tx, access.project.id, {})
    return { deleted: row.id }
  })
}

const setKey = (ids: readonly string[]) => [...new Set(ids)].sort().join()
const sameSet = (a: readonly string[], b: readonly string[]) => setKey(a) === setKey(b)

/**
 * Saves the settings dialog as one change: name, topic and who is in the chat (private to the chosen people
 * and teams, or open to the whole organisation). A refused member list leaves the name and topic as they were.
 * When who may read the chat changed, every node re-checks the chat's open streams (the access-changed event).
 */
export async function updateChat(
  db: Database,
  access: ChatAccess,
  input: WithOptionalTeams<z.infer<typeof updateChatSchema>>,
): Promise<{ id: string }> {
  assertChatEditor(access)
  return db.transaction(async (tx) => {
    // Locked in deleteChat's order (the project's chats, then this one): making a chat private takes it away
    // from the members as deleting it does.
    if (input.isPrivate) await lockProjectChats(tx, access.project.id)
    const row = await loadChat(tx, access, input.chatId, { lock: 'update' })
    if (input.isPrivate && !row.isPrivate) await assertAnotherOpenChat(tx, access.project.id, row.id)
    const members = input.isPrivate ? await resolvePrivateMembers(tx, access, input.memberIds) : []
    const teamIds = input.isPrivate
      ? await resolveTeamIds(tx, access.organization.id, input.teamIds ?? [])
      : []
    const currentMembers = await tx
      .select({ userId: chatMember.userId })
      .from(chatMember)
      .where(eq(chatMember.chatId, row.id))
    const accessChanged =
      row.isPrivate !== input.isPrivate ||
      !sameSet(teamIds, row.teamIds) ||
      !sameSet(
        members,
        currentMembers.map((current) => current.userId),
      )
    await tx
      .update(chat)
      .set({ name: input.name, topic: input.topic, isPrivate: input.isPrivate, teamIds })
      .where(eq(chat.id, row.id))
    if (accessChanged) await replaceMembers(tx, row.id, members)
    const event = accessChanged ? CHAT_EVENT.accessChanged : CHAT_EVENT.chatChanged
    await emitChatChanged(tx, access.project.id, row.id, event)
    return { id: row.id }
  })
}
