import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { CHAT_SEARCH_PAGE_SIZE, previewOf } from '~/lib/chat-rules'
import { chatVisibleTo } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { chat, chatMessage } from '~/server/db/schema'
import type { searchChatsSchema } from '../chat.schemas'
import type { ChatSearchPage } from '../chat.types'
import type { ChatAccess } from './chat-access.server'
import { messageColumns, toChatMessages } from './message-rows.server'

/**
 * PostgreSQL full-text search (the generated `search` column and its GIN index) over the messages of the
 * project's chats the viewer may see, newest first, a page at a time (keyset on the message id).
 * websearch_to_tsquery accepts what people type ("quoted phrases", -excluded, or) without syntax errors.
 */
export async function searchChats(
  db: Database,
  access: ChatAccess,
  input: z.infer<typeof searchChatsSchema>,
): Promise<ChatSearchPage> {
  const query = sql`websearch_to_tsquery('english', ${input.query})`
  const rows = await db
    .select({ ...messageColumns, chatName: chat.name })
    .from(chatMessage)
    .innerJoin(chat, eq(chat.id, chatMessage.chatId))
    .where(
      and(
        eq(chat.projectId, access.project.id),
        chatVisibleTo(access.viewerId),
        isNull(chatMessage.deletedAt),
        sql`${chatMessage.search} @@ ${query}`,
        input.cursor ? lt(chatMessage.id, Number(input.cursor)) : undefined,
      ),
    )
    .orderBy(desc(chatMessage.id))
    .limit(CHAT_SEARCH_PAGE_SIZE + 1)
  const page = rows.slice(0, CHAT_SEARCH_PAGE_SIZE)
  const results = []
  // One at a time: a message's reply quote is looked up within its own chat, and results span chats.
  for (const row of page) {
    const [message] = await toChatMessages(db, [row], access.viewerId)
    if (!message) continue
    results.push({ message, chatId: row.chatId, chatName: row.chatName, snippet: previewOf(row.body, 200) })
  }
  return {
    results,
    nextCursor: rows.length > CHAT_SEARCH_PAGE_SIZE ? String(page.at(-1)?.id ?? '') || null : null,
  }
}
