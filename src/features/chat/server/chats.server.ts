import type { z } from 'zod'
import type { Database } from '~/server/db/client.server'
import type { createChatSchema, setChatMembersSchema } from '../chat.schemas'
import type { ChatCandidate, ChatDetail, ChatListResult, ChatUnreadTotal } from '../chat.types'
import type { ChatAccess } from './chat-access.server'

const todo = (): never => {
  throw new Error('not implemented')
}
export async function listChats(
  _db: Database,
  _a: ChatAccess,
  _i: { includeArchived: boolean },
): Promise<ChatListResult> {
  return todo()
}
export async function getChat(_db: Database, _a: ChatAccess, _chatId: string): Promise<ChatDetail> {
  return todo()
}
export async function unreadTotal(_db: Database, _a: ChatAccess): Promise<ChatUnreadTotal> {
  return todo()
}
export async function listChatCandidates(_db: Database, _a: ChatAccess): Promise<ChatCandidate[]> {
  return todo()
}
export async function createChat(
  _db: Database,
  _a: ChatAccess,
  _i: z.infer<typeof createChatSchema>,
): Promise<{ id: string }> {
  return todo()
}
export async function renameChat(
  _db: Database,
  _a: ChatAccess,
  _chatId: string,
  _name: string,
): Promise<{ id: string }> {
  return todo()
}
export async function setChatTopic(
  _db: Database,
  _a: ChatAccess,
  _chatId: string,
  _topic: string,
): Promise<{ id: string }> {
  return todo()
}
export async function archiveChat(
  _db: Database,
  _a: ChatAccess,
  _chatId: string,
  _archived: boolean,
): Promise<{ id: string }> {
  return todo()
}
export async function deleteChat(
  _db: Database,
  _a: ChatAccess,
  _chatId: string,
): Promise<{ deleted: string }> {
  return todo()
}
export async function setChatMembers(
  _db: Database,
  _a: ChatAccess,
  _i: z.infer<typeof setChatMembersSchema>,
): Promise<{ id: string }> {
  return todo()
}
