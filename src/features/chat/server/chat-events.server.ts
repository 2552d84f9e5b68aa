import { topicOf } from '~/lib/live-topics'
import type { Database } from '~/server/db/client.server'
import { emitLiveEvent } from '~/server/live/emit.server'
import type { ChatMessage } from '../chat.types'
import { CHAT_EVENT, type ChatListedEvent, type ChatMessageEvent, type ChatReadEvent } from '../chat-events'

/** The outbox refuses payloads over 2 KB; leave room for the envelope. */
const MAX_INLINE_BYTES = 1900

/**
 * A new or changed message for everyone in the chat, inline when it fits (the clients patch their history
 * without a request: with 1,000 people in a room, a refetch per message would be 1,000 requests), else by id.
 */
export async function emitMessageEvent(
  tx: Database,
  type: typeof CHAT_EVENT.messageCreated | typeof CHAT_EVENT.messageUpdated,
  message: ChatMessage,
): Promise<void> {
  const inline: ChatMessageEvent = { chatId: message.chatId, message }
  const fits = Buffer.byteLength(JSON.stringify(inline)) <= MAX_INLINE_BYTES
  const payload: ChatMessageEvent = fits
    ? inline
    : { chatId: message.chatId, messageId: message.id, clientId: message.clientId, tooLarge: true }
  await emitLiveEvent(tx, topicOf.chat(message.chatId), type, payload)
}

/** The chat itself changed: its room (topic chat:) and the project's chat lists (members only, id only). */
export async function emitChatChanged(
  tx: Database,
  projectId: string,
  chatId: string,
  type: typeof CHAT_EVENT.chatChanged | typeof CHAT_EVENT.chatDeleted | typeof CHAT_EVENT.accessChanged,
): Promise<void> {
  await emitLiveEvent(tx, topicOf.chat(chatId), type, { chatId })
  await emitListed(tx, projectId, chatId)
}

export function emitListed(tx: Database, projectId: string, chatId: string): Promise<void> {
  const payload: ChatListedEvent = { chatId }
  return emitLiveEvent(tx, topicOf.members(projectId), CHAT_EVENT.listed, payload)
}

export function emitRead(tx: Database, userId: string, payload: ChatReadEvent): Promise<void> {
  return emitLiveEvent(tx, topicOf.user(userId), CHAT_EVENT.read, payload)
}
