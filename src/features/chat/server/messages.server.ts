import type { z } from 'zod'
import type { Database } from '~/server/db/client.server'
import type { reactSchema, sendMessageSchema } from '../chat.schemas'
import type { ChatMessage, ChatReactionSummary } from '../chat.types'
import type { ChatAccess } from './chat-access.server'

const todo = (): never => {
  throw new Error('not implemented')
}
export async function sendMessage(
  _db: Database,
  _a: ChatAccess,
  _i: z.infer<typeof sendMessageSchema>,
): Promise<ChatMessage> {
  return todo()
}
export async function editMessage(
  _db: Database,
  _a: ChatAccess,
  _c: string,
  _m: string,
  _b: string,
): Promise<ChatMessage> {
  return todo()
}
export async function deleteMessage(
  _db: Database,
  _a: ChatAccess,
  _c: string,
  _m: string,
): Promise<{ id: string }> {
  return todo()
}
export async function reactToMessage(
  _db: Database,
  _a: ChatAccess,
  _i: z.infer<typeof reactSchema>,
): Promise<{ reactions: ChatReactionSummary[] }> {
  return todo()
}
export async function markRead(
  _db: Database,
  _a: ChatAccess,
  _c: string,
  _m: string,
): Promise<{ lastReadId: string }> {
  return todo()
}
