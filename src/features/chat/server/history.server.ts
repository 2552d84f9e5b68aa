import { and, asc, desc, eq, gt, gte, lt } from 'drizzle-orm'
import type { z } from 'zod'
import { CHAT_PAGE_SIZE } from '~/lib/chat-rules'
import type { Database } from '~/server/db/client.server'
import { chatMessage, chatRead } from '~/server/db/schema'
import type { listMessagesSchema } from '../chat.schemas'
import type { ChatMessagePage } from '../chat.types'
import { type ChatAccess, loadChat } from './chat-access.server'
import { messageColumns, toChatMessages } from './message-rows.server'

/**
 * One page of a chat's history by keyset on the message id (index chat_message(chat_id, id)): the same cost
 * at message 100,000 as at message 10, never OFFSET. Each side reads one row more than it returns, to know
 * whether more exist.
 */
export async function listMessages(
  db: Database,
  access: ChatAccess,
  input: z.infer<typeof listMessagesSchema>,
): Promise<ChatMessagePage> {
  const row = await loadChat(db, access, input.chatId)
  const limit = input.limit ?? CHAT_PAGE_SIZE
  const inChat = eq(chatMessage.chatId, row.id)

  const older = (below: number | null, count: number) =>
    db
      .select(messageColumns)
      .from(chatMessage)
      .where(below === null ? inChat : and(inChat, lt(chatMessage.id, below)))
      .orderBy(desc(chatMessage.id))
      .limit(count + 1)
  const newer = (from: number, count: number, inclusive: boolean) =>
    db
      .select(messageColumns)
      .from(chatMessage)
      .where(and(inChat, inclusive ? gte(chatMessage.id, from) : gt(chatMessage.id, from)))
      .orderBy(asc(chatMessage.id))
      .limit(count + 1)

  let before: Awaited<ReturnType<typeof older>> = []
  let after: Awaited<ReturnType<typeof newer>> = []
  let hasOlder = false
  let hasNewer = false
  if (input.around) {
    const olderCount = Math.floor(limit / 2)
    ;[before, after] = await Promise.all([
      older(Number(input.around), olderCount),
      newer(Number(input.around), limit - olderCount, true),
    ])
    hasOlder = before.length > olderCount
    hasNewer = after.length > limit - olderCount
    before = before.slice(0, olderCount)
    after = after.slice(0, limit - olderCount)
  } else if (input.after) {
    after = await newer(Number(input.after), limit, false)
    hasNewer = after.length > limit
    after = after.slice(0, limit)
    hasOlder = true
  } else {
    before = await older(input.before ? Number(input.before) : null, limit)
    hasOlder = before.length > limit
    before = before.slice(0, limit)
    hasNewer = Boolean(input.before)
  }

  const [read] = await db
    .select({ lastReadId: chatRead.lastReadId })
    .from(chatRead)
    .where(and(eq(chatRead.chatId, row.id), eq(chatRead.userId, access.viewerId)))
  const rows = [...before.reverse(), ...after]
  return {
    messages: await toChatMessages(db, rows, access.viewerId),
    hasOlder,
    hasNewer,
    lastReadId: read ? String(read.lastReadId) : null,
  }
}
