import { and, eq, inArray } from 'drizzle-orm'
import { viaApiKeyMark } from '~/lib/api-key-rules'
import { CHAT_PREVIEW_LENGTH, CHAT_REACTIONS, previewOf } from '~/lib/chat-rules'
import type { Database } from '~/server/db/client.server'
import type { RowLock } from '~/server/db/locks.server'
import { chatMessage, user } from '~/server/db/schema'
import { summarizeReactions } from '~/server/reactions.server'
import type { ChatMessage, ChatPerson, ChatReactionSummary, ChatReplyQuote } from '../chat.types'

/** The shared reactions table names chat messages so. */
export const MESSAGE_SUBJECT = 'chat_message'

export type MessageRow = typeof chatMessage.$inferSelect

export const messageColumns = {
  id: chatMessage.id,
  chatId: chatMessage.chatId,
  authorId: chatMessage.authorId,
  via: chatMessage.via,
  clientId: chatMessage.clientId,
  body: chatMessage.body,
  replyToId: chatMessage.replyToId,
  mentions: chatMessage.mentions,
  createdAt: chatMessage.createdAt,
  editedAt: chatMessage.editedAt,
  deletedAt: chatMessage.deletedAt,
}
export type MessageRecord = { [K in keyof typeof messageColumns]: MessageRow[K] }

async function peopleById(db: Database, ids: string[]): Promise<Map<string, ChatPerson>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const rows = await db
    .select({ id: user.id, name: user.name, username: user.username, image: user.image, role: user.role })
    .from(user)
    .where(inArray(user.id, unique))
  return new Map(
    rows.map(({ role, ...row }) => [
      row.id,
      { ...row, username: row.username ?? null, ...viaApiKeyMark(role) },
    ]),
  )
}

const iso = (value: Date | null) => (value ? value.toISOString() : null)

/**
 * Rows as the screens get them: author, reply quote, reactions (with the viewer's own; `viewerId` null for
 * live payloads, which go to everyone alike). A deleted message keeps only its place and time.
 */
export async function toChatMessages(
  db: Database,
  rows: MessageRecord[],
  viewerId: string | null,
): Promise<ChatMessage[]> {
  if (rows.length === 0) return []
  const replyIds = [...new Set(rows.map((row) => row.replyToId).filter((id): id is number => id !== null))]
  const replies = replyIds.length
    ? await db
        .select(messageColumns)
        .from(chatMessage)
        .where(and(inArray(chatMessage.id, replyIds), eq(chatMessage.chatId, rows[0]!.chatId)))
    : []
  const people = await peopleById(
    db,
    [...rows, ...replies].flatMap((row) => (row.authorId ? [row.authorId] : [])),
  )
  const reactions = await summarizeReactions(
    db,
    MESSAGE_SUBJECT,
    rows.filter((row) => !row.deletedAt).map((row) => String(row.id)),
    viewerId,
    CHAT_REACTIONS,
  )
  const repliesById = new Map(replies.map((row) => [row.id, row]))
  return rows.map((row) => {
    const original = row.replyToId !== null ? repliesById.get(row.replyToId) : undefined
    const replyTo: ChatReplyQuote | null = original
      ? {
          id: String(original.id),
          authorName: original.authorId ? (people.get(original.authorId)?.name ?? null) : null,
          excerpt: original.deletedAt ? '' : previewOf(original.body, CHAT_PREVIEW_LENGTH),
          deleted: original.deletedAt !== null,
        }
      : null
    return {
      id: String(row.id),
      chatId: row.chatId,
      clientId: row.clientId,
      author: row.authorId ? (people.get(row.authorId) ?? null) : null,
      via: row.via,
      body: row.deletedAt ? '' : row.body,
      createdAt: row.createdAt.toISOString(),
      editedAt: iso(row.editedAt),
      deletedAt: iso(row.deletedAt),
      replyTo,
      reactions: (reactions.get(String(row.id)) ?? []) as ChatReactionSummary[],
      mentions: row.deletedAt ? [] : row.mentions,
    }
  })
}

export async function loadMessageRecord(
  db: Database,
  chatId: string,
  messageId: number,
  options: { lock?: RowLock } = {},
) {
  const query = db
    .select(messageColumns)
    .from(chatMessage)
    .where(and(eq(chatMessage.id, messageId), eq(chatMessage.chatId, chatId)))
    .limit(1)
  const [row] = options.lock ? await query.for(options.lock) : await query
  return row ?? null
}
