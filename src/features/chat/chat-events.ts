/**
 * Chat's live events. Durable ones go through the outbox (`emit` in the writing transaction);
 * signals (typing, presence) cross nodes as NOTIFY payloads only and are never stored.
 *
 * Topics:
 * - `chat:{chatId}`: MESSAGE_CREATED / MESSAGE_UPDATED (edit, delete, reaction) with the message when it fits
 *   the outbox's 2 KB payload (else only its id: fetch it), CHAT_CHANGED (renamed, topic, archived,
 *   members), CHAT_DELETED; and the signals TYPING / PRESENCE.
 * - `members:{projectId}`: CHAT_LISTED with only { chatId }: the chat list refetches (a private chat's name
 *   never travels to people outside it).
 * - `user:{userId}`: READ, the viewer's read marker moved (their other tabs and devices clear the count).
 */
import type { ChatSignalKind } from './chat.schemas'
import type { ChatMessage, ChatPerson } from './chat.types'

export const CHAT_EVENT = {
  messageCreated: 'chat.message.created',
  messageUpdated: 'chat.message.updated',
  chatChanged: 'chat.changed',
  chatDeleted: 'chat.deleted',
  /** The set of people who may read the chat changed: nodes re-authorize the chat topic's streams. */
  accessChanged: 'chat.access.changed',
  listed: 'chat.listed',
  read: 'chat.read',
  typing: 'chat.typing',
  presence: 'chat.presence',
} as const

/** MESSAGE_CREATED / MESSAGE_UPDATED. `message.reactions[].reacted` is always false here (not per viewer). */
export type ChatMessageEvent =
  | { chatId: string; message: ChatMessage }
  | { chatId: string; messageId: string; clientId: string | null; tooLarge: true }

export type ChatListedEvent = { chatId: string }

export type ChatReadEvent = { chatId: string; projectId: string; lastReadId: string }

/** TYPING and PRESENCE (`kind`: 'typing' | 'present' | 'left'). */
export type ChatSignalEvent = { chatId: string; kind: ChatSignalKind; user: ChatPerson; at: number }
