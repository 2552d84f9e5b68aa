import { eq, inArray, sql } from 'drizzle-orm'
import { chatVisibleTo } from '~/server/authz.server'
import { chat, chatMessage } from '~/server/db/schema'
import { idsForQuery, readerMay, type SubjectType } from '~/server/subjects/registry.server'
import { MESSAGE_SUBJECT } from './message-rows.server'
import { CHAT_SUBJECT } from './readers.server'

/** A message: seen, until deleted, by whoever may read the project's chat and see its chat (private chats). */
const messageSubject: SubjectType = {
  name: MESSAGE_SUBJECT,
  async visibleTo(db, reader, ids) {
    const messages = ids.filter((id) => /^\d{1,19}$/.test(id)).map(Number)
    if (messages.length === 0 || !reader.userId) return new Set()
    const rows = await db
      .select({
        id: chatMessage.id,
        deletedAt: chatMessage.deletedAt,
        projectId: chat.projectId,
        visible: chatVisibleTo(reader.userId),
      })
      .from(chatMessage)
      .innerJoin(chat, eq(chat.id, chatMessage.chatId))
      .where(inArray(chatMessage.id, messages))
    return new Set(
      rows
        .filter((row) => !row.deletedAt && readerMay(reader, row.projectId, 'chat.read') && row.visible)
        .map((row) => String(row.id)),
    )
  },
}

/** A chat, as its follows (read markers) and notification groups (`chat:{id}`) name it; its messages go with it. */
const chatSubject: SubjectType = {
  name: CHAT_SUBJECT,
  async currentTitles(db, ids) {
    const rows = await db
      .select({ id: chat.id, title: chat.name })
      .from(chat)
      .where(inArray(chat.id, [...ids]))
    return new Map(rows.map((row) => [row.id, row.title]))
  },
  // A query rather than a list: a chat may hold more messages than a list should.
  forgottenWith: async (_tx, ids) => [
    {
      type: MESSAGE_SUBJECT,
      ids: sql`(select ${chatMessage.id}::text from ${chatMessage} where ${inArray(chatMessage.chatId, idsForQuery(ids))})`,
    },
  ],
}

export const chatSubjectTypes: readonly SubjectType[] = [messageSubject, chatSubject]
