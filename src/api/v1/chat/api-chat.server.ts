import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, inArray, isNull, lt } from 'drizzle-orm'
import { messageBodySchema } from '~/features/chat/chat.schemas'
import type { ChatMessage } from '~/features/chat/chat.types'
import { chatNotFound, getChatAccess, loadChat } from '~/features/chat/server/chat-access.server'
import { messageColumns, toChatMessages } from '~/features/chat/server/message-rows.server'
import { sendMessage } from '~/features/chat/server/messages.server'
import { SEQUENCE_ID_PATTERN } from '~/lib/sequence-id'
import type { ApiKeyViewer } from '~/server/api/api-key-auth.server'
import { afterTimeId, microsecondsOf, sequenceCursor, timeIdCursor } from '~/server/api/keyset.server'
import { decodeCursor, pageOf } from '~/server/api/list'
import { chatVisibleTo } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { apiKey, chat, chatMessage } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import {
  asKey,
  type ContentScope,
  invalidInput,
  projectNotFound,
  projectScope,
  scopeOfProject,
} from '../content-scope.server'
import type { ApiChat, ApiMessage, CreateMessageBody, ListChatsQuery } from './api-chat.schemas'

/*
 * What a key sees of chat: the chats an organisation admin who is in no private chat sees, which are the open
 * ones. A key is never a member of a chat (no chat_member row, no team), so `chatVisibleTo` with its service user
 * keeps private chats out of every list and lookup, and it is never among a chat's followers or its people:
 * nothing it does makes it one, and nobody's notifications or member lists name it.
 */

/** Which of these authors are API keys' service users: what they write is marked as an integration's. */
async function keyAuthorsAmong(db: Database, authorIds: (string | null)[]): Promise<Set<string>> {
  const ids = [...new Set(authorIds.filter((id): id is string => id !== null))]
  if (ids.length === 0) return new Set()
  const rows = await db
    .select({ id: apiKey.serviceUserId })
    .from(apiKey)
    .where(inArray(apiKey.serviceUserId, ids))
  return new Set(rows.map((row) => row.id))
}

function toApiMessage(message: ChatMessage, replyToId: number | null, keyAuthors: Set<string>): ApiMessage {
  return {
    id: message.id,
    chat_id: message.chatId,
    author: message.author
      ? {
          id: message.author.id,
          name: message.author.name,
          username: message.author.username,
          integration: keyAuthors.has(message.author.id),
        }
      : null,
    via: message.via,
    body: message.body,
    reply_to_id: replyToId === null ? null : String(replyToId),
    created_at: message.createdAt,
    edited_at: message.editedAt,
    deleted_at: message.deletedAt,
    reactions: message.reactions.map(({ emoji, count }) => ({ emoji, count })),
  }
}

/** The chat's scope when the key may see it (open, in its organisation); otherwise it is not found. */
async function scopeOfChat(db: Database, viewer: ApiKeyViewer, chatId: string): Promise<ContentScope> {
  const [found] = await db
    .select({ projectId: chat.projectId })
    .from(chat)
    .where(and(eq(chat.id, chatId), chatVisibleTo(viewer.userId)))
    .limit(1)
  return scopeOfProject(db, viewer, found?.projectId, chatNotFound)
}

/** The project's chats the key may see, oldest first (as the app lists them). */
export async function listProjectChats(
  db: Database,
  viewer: ApiKeyViewer,
  params: { project: string },
  query: ListChatsQuery,
): Promise<{ data: ApiChat[]; next_cursor: string | null }> {
  const scope = await projectScope(db, viewer, params.project)
  const after = decodeCursor(query.cursor, timeIdCursor)
  return asKey(scope, projectNotFound, async (current) => {
    const access = await getChatAccess(db, viewer, current)
    const rows = await db
      .select({ row: chat, at: microsecondsOf(chat.createdAt) })
      .from(chat)
      .where(
        and(
          eq(chat.projectId, access.project.id),
          chatVisibleTo(access.viewerId),
          query.include_archived ? undefined : isNull(chat.archivedAt),
          afterTimeId(chat.createdAt, chat.id, after),
        ),
      )
      .orderBy(asc(chat.createdAt), asc(chat.id))
      .limit(query.limit + 1)
    return pageOf(
      rows,
      query.limit,
      ({ row, at }) => [at, row.id],
      ({ row }) => ({
        id: row.id,
        project: access.project.slug,
        name: row.name,
        topic: row.topic,
        archived: row.archivedAt !== null,
        created_at: row.createdAt.toISOString(),
      }),
    )
  })
}

/** Messages by their id, a database sequence: newer ones have larger ids. */

/** A chat's messages, newest first; the cursor pages back in time. */
export async function listApiMessages(
  db: Database,
  viewer: ApiKeyViewer,
  params: { id: string },
  query: { limit: number; cursor?: string },
) {
  const scope = await scopeOfChat(db, viewer, params.id)
  const before = decodeCursor(query.cursor, sequenceCursor)
  return asKey(scope, chatNotFound, async (current) => {
    const access = await getChatAccess(db, viewer, current)
    const row = await loadChat(db, access, params.id)
    const rows = await db
      .select(messageColumns)
      .from(chatMessage)
      .where(and(eq(chatMessage.chatId, row.id), before ? lt(chatMessage.id, before[0]) : undefined))
      .orderBy(desc(chatMessage.id))
      .limit(query.limit + 1)
    const page = pageOf(
      rows,
      query.limit,
      (message) => [message.id],
      (message) => message,
    )
    const [messages, keyAuthors] = await Promise.all([
      toChatMessages(db, page.data, access.viewerId),
      keyAuthorsAmong(
        db,
        page.data.map((message) => message.authorId),
      ),
    ])
    return {
      data: messages.map((message, index) =>
        toApiMessage(message, page.data[index]?.replyToId ?? null, keyAuthors),
      ),
      next_cursor: page.next_cursor,
    }
  })
}

/**
 * Posts a message as the key, through the app's send: the chat's rules (archived chats refuse), its rate limit
 * per author, mentions and followers notified, the open chat pages updated live. The message shows under the
 * key's name, marked as an integration.
 */
export async function createApiMessage(
  db: Database,
  viewer: ApiKeyViewer,
  params: { id: string },
  body: CreateMessageBody,
): Promise<ApiMessage> {
  const parsed = messageBodySchema.safeParse(body.body)
  if (!parsed.success) {
    throw invalidInput(
      parsed.error.issues.map((issue) => ({ ...issue, path: ['body'] })),
      {},
    )
  }
  if (body.reply_to_id !== null && !SEQUENCE_ID_PATTERN.test(body.reply_to_id)) {
    throw new AppError('UNPROCESSABLE_ENTITY', 'Not a message id', { reply_to_id: ['Not a message id'] })
  }
  const scope = await scopeOfChat(db, viewer, params.id)
  return asKey(scope, chatNotFound, async (current) => {
    const access = await getChatAccess(db, viewer, current)
    const message = await sendMessage(db, access, {
      ...current,
      chatId: params.id,
      // Each API call is a new message; retries are made safe by the API's Idempotency-Key instead.
      clientId: randomUUID(),
      body: parsed.data,
      replyToId: body.reply_to_id,
    })
    // Sent by this key: its own service user is the author.
    return toApiMessage(
      message,
      body.reply_to_id === null ? null : Number(body.reply_to_id),
      new Set([viewer.userId]),
    )
  })
}
