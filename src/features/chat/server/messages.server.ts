import { and, eq, notInArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { canInProject } from '~/lib/access-policy'
import { CHAT_REACTIONS, CHAT_SEND_LIMIT, previewOf } from '~/lib/chat-rules'
import { extractMentions } from '~/lib/mentions'
import { actingThrough } from '~/server/acting-through.server'
import { linkAttachments } from '~/server/attachments.server'
import { assertProjectPermission } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { chatMention, chatMessage, chatRead } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { resolveMentions } from '~/server/mention-lookup.server'
import {
  markNotificationsReadFor,
  recordNotifications,
  refreshNotificationExcerpts,
} from '~/server/notifications.server'
import { enforceRateLimit } from '~/server/rate-limit.server'
import { setReaction, summarizeReactions } from '~/server/reactions.server'
import { forgetSubjects } from '~/server/subjects/forget.server'
import { emitWebhookEvent } from '~/server/webhooks/emit.server'
import type { reactSchema, sendMessageSchema } from '../chat.schemas'
import type { ChatMessage, ChatReactionSummary } from '../chat.types'
import { CHAT_EVENT } from '../chat-events'
import { assertMayPost, type ChatAccess, type ChatRow, loadChat } from './chat-access.server'
import { emitMessageEvent, emitRead } from './chat-events.server'
import {
  loadMessageRecord,
  MESSAGE_SUBJECT,
  type MessageRecord,
  messageColumns,
  toChatMessages,
} from './message-rows.server'
import { chatFollowers, mayReadChat } from './readers.server'

const messageNotFound = () => new AppError('NOT_FOUND', 'Message not found')

async function hydrate(db: Database, row: MessageRecord, viewerId: string | null): Promise<ChatMessage> {
  const [message] = await toChatMessages(db, [row], viewerId)
  if (!message) throw new Error('The message could not be read back')
  return message
}

/**
 * A message just sent, without reading back what is known: its author is the viewer and it has no reactions
 * yet. Only a reply needs its original's author (the busiest path of chat stays a handful of queries).
 */
async function newMessageOf(
  tx: Database,
  access: ChatAccess,
  created: MessageRecord,
  original: MessageRecord | null,
): Promise<ChatMessage> {
  if (original) return hydrate(tx, created, null)
  const { viewer } = access
  return {
    id: String(created.id),
    chatId: created.chatId,
    clientId: created.clientId,
    author: { id: viewer.userId, name: viewer.name, username: viewer.username, image: viewer.image },
    via: created.via,
    body: created.body,
    createdAt: created.createdAt.toISOString(),
    editedAt: null,
    deletedAt: null,
    replyTo: null,
    reactions: CHAT_REACTIONS.map((emoji) => ({ emoji, count: 0, reacted: false })),
    mentions: created.mentions,
  }
}

/** The message a retried send already stored, if any (clientId is unique per author). */
async function findSent(db: Database, access: ChatAccess, chatId: string, clientId: string) {
  const [row] = await db
    .select(messageColumns)
    .from(chatMessage)
    .where(and(eq(chatMessage.authorId, access.viewerId), eq(chatMessage.clientId, clientId)))
    .limit(1)
  if (row && row.chatId !== chatId) throw new AppError('CONFLICT', 'This message id was already used')
  return row ?? null
}

/**
 * Mentions that notify: people who may read this chat. They get a chat_mention row (the list's highlight)
 * and a notification, written in the message's transaction. Returns who was notified.
 */
async function recordMentions(
  tx: Database,
  access: ChatAccess,
  row: ChatRow,
  messageId: number,
  usernames: string[],
  body: string,
): Promise<Set<string>> {
  const mentioned = await resolveMentions(tx, usernames, (userId) => mayReadChat(tx, access, row, userId), {
    organizationId: access.organization.id,
  })
  const others = mentioned.filter((person) => person.id !== access.viewerId)
  if (others.length === 0) return new Set()
  await tx
    .insert(chatMention)
    .values(others.map((person) => ({ messageId, chatId: row.id, userId: person.id })))
    .onConflictDoNothing()
  await recordNotifications(tx, {
    userIds: others.map((person) => person.id),
    actorId: access.viewerId,
    kind: 'chat.mention',
    subjectType: MESSAGE_SUBJECT,
    subjectId: String(messageId),
    projectId: access.project.id,
    groupKey: `chat:${row.id}`,
    data: chatNotificationData(access, row, messageId, body),
  })
  return new Set(others.map((person) => person.id))
}

/**
 * Every message of a private chat notifies its people (unless they unfollowed it), and every message of an
 * open chat notifies those who follow it; those just notified of a mention are not told twice.
 */
async function notifyFollowers(
  tx: Database,
  access: ChatAccess,
  row: ChatRow,
  messageId: number,
  body: string,
  alreadyNotified: Set<string>,
): Promise<void> {
  const followers = await chatFollowers(tx, access, row)
  await recordNotifications(tx, {
    userIds: followers.filter((id) => !alreadyNotified.has(id)),
    actorId: access.viewerId,
    kind: 'chat.message',
    subjectType: MESSAGE_SUBJECT,
    subjectId: String(messageId),
    projectId: access.project.id,
    groupKey: `chat:${row.id}`,
    data: chatNotificationData(access, row, messageId, body),
  })
}

function chatNotificationData(access: ChatAccess, row: ChatRow, messageId: number, body: string) {
  return {
    chatId: row.id,
    chatName: row.name,
    title: row.name,
    excerpt: previewOf(body),
    path: `/@${access.organization.slug}/${access.project.slug}/chat/${row.id}?message=${messageId}`,
  }
}

/** Moves a read marker forward only: a late request from an old tab cannot bring messages back as unread. */
async function advanceRead(tx: Database, chatId: string, userId: string, messageId: number) {
  const [moved] = await tx
    .insert(chatRead)
    .values({ chatId, userId, lastReadId: messageId })
    .onConflictDoUpdate({
      target: [chatRead.chatId, chatRead.userId],
      set: { lastReadId: messageId, updatedAt: new Date() },
      setWhere: sql`${chatRead.lastReadId} < ${messageId}`,
    })
    .returning({ lastReadId: chatRead.lastReadId })
  return moved ?? null
}

/**
 * Sends a message. Idempotent on the client's id: a retry (the network dropped after the server stored it)
 * returns the first message and stores nothing. The rate limit counts stored messages only, inside their
 * transaction: a retry is not counted, and a refused send rolls back with its own count (the window stays
 * full until it passes).
 */
export async function sendMessage(
  db: Database,
  access: ChatAccess,
  input: z.infer<typeof sendMessageSchema>,
): Promise<ChatMessage> {
  const mentions = extractMentions(input.body)
  return db.transaction(async (tx) => {
    const row = await loadChat(tx, access, input.chatId, { lock: 'key share' })
    assertMayPost(access, row)
    const replyToId = input.replyToId === null ? null : Number(input.replyToId)
    const original = replyToId === null ? null : await loadMessageRecord(tx, row.id, replyToId)
    if (replyToId !== null && !original) {
      throw new AppError('NOT_FOUND', 'The message you are replying to is not in this chat')
    }
    const [created] = await tx
      .insert(chatMessage)
      .values({
        chatId: row.id,
        authorId: access.viewerId,
        via: actingThrough(),
        clientId: input.clientId,
        body: input.body,
        replyToId,
        mentions,
      })
      .onConflictDoNothing({ target: [chatMessage.authorId, chatMessage.clientId] })
      .returning(messageColumns)
    if (created) {
      await linkAttachments(tx, {
        projectId: access.project.id,
        subjectType: 'chat_message',
        subjectId: created.id,
        markdown: input.body,
        author: { userId: access.viewerId, isMember: true },
        isNew: true,
      })
    }
    // Sent before (a retry, or two tabs retrying at once): the first one stands.
    if (!created) {
      const stored = await findSent(tx, access, row.id, input.clientId)
      if (!stored) throw new Error('The message was neither stored nor found')
      return hydrate(tx, stored, access.viewerId)
    }
    await enforceRateLimit(tx, `chat:send:${access.viewerId}`, CHAT_SEND_LIMIT)
    const mentioned =
      mentions.length > 0
        ? await recordMentions(tx, access, row, created.id, mentions, input.body)
        : new Set<string>()
    await notifyFollowers(tx, access, row, created.id, input.body, mentioned)
    // What one writes one has read.
    await advanceRead(tx, row.id, access.viewerId, created.id)
    const message = await newMessageOf(tx, access, created, original)
    await emitMessageEvent(tx, CHAT_EVENT.messageCreated, message)
    // Private chats are their members' alone, admins included: their messages never leave as webhooks.
    if (!row.isPrivate) {
      await emitWebhookEvent(tx, {
        organizationId: access.organization.id,
        projectId: access.project.id,
        type: 'chat.message_created',
        subject: { kind: 'chat_message', id: String(created.id) },
        actorId: access.viewerId,
        facts: { chatId: row.id },
      })
    }
    return message
  })
}

/** The author edits their own message (not a deleted one); new mentions notify, earlier ones do not again. */
export async function editMessage(
  db: Database,
  access: ChatAccess,
  chatId: string,
  messageId: string,
  body: string,
): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    const row = await loadChat(tx, access, chatId, { lock: 'key share' })
    assertMayPost(access, row)
    const found = await loadMessageRecord(tx, row.id, Number(messageId), { lock: 'update' })
    if (!found || found.deletedAt) throw messageNotFound()
    if (found.authorId !== access.viewerId) {
      throw new AppError('FORBIDDEN', 'You can only edit your own messages')
    }
    const mentions = extractMentions(body)
    const [updated] = await tx
      .update(chatMessage)
      .set({ body, mentions, editedAt: new Date() })
      .where(eq(chatMessage.id, found.id))
      .returning(messageColumns)
    if (!updated) throw messageNotFound()
    await linkAttachments(tx, {
      projectId: access.project.id,
      subjectType: 'chat_message',
      subjectId: found.id,
      markdown: body,
      author: { userId: access.viewerId, isMember: true },
    })
    const added = mentions.filter((username) => !found.mentions.includes(username))
    if (added.length > 0) await recordMentions(tx, access, row, found.id, added, body)
    if (found.mentions.some((username) => !mentions.includes(username))) {
      await forgetRemovedMentions(tx, access, row, found.id, mentions)
    }
    await refreshNotificationExcerpts(
      tx,
      { type: MESSAGE_SUBJECT, id: String(found.id), kinds: ['chat.message', 'chat.mention'] },
      previewOf(body),
    )
    await emitMessageEvent(tx, CHAT_EVENT.messageUpdated, await hydrate(tx, updated, null))
    return hydrate(tx, updated, access.viewerId)
  })
}

/**
 * A name taken out of a message in an edit no longer flags the chat as "mentioned" for that person (a team's
 * name stands for its members: whoever the remaining names still reach keeps the flag).
 */
async function forgetRemovedMentions(
  tx: Database,
  access: ChatAccess,
  row: ChatRow,
  messageId: number,
  remaining: string[],
) {
  const stillMentioned =
    remaining.length > 0
      ? await resolveMentions(tx, remaining, (userId) => mayReadChat(tx, access, row, userId), {
          organizationId: access.organization.id,
        })
      : []
  await tx.delete(chatMention).where(
    and(
      eq(chatMention.messageId, messageId),
      stillMentioned.length > 0
        ? notInArray(
            chatMention.userId,
            stillMentioned.map((person) => person.id),
          )
        : undefined,
    ),
  )
}

/**
 * The author deletes their own message (not in an archived chat), an editor anyone's. The row stays as a tombstone ("message deleted")
 * so replies, permalinks and read markers keep their place; its text, mentions and reactions go.
 */
export async function deleteMessage(
  db: Database,
  access: ChatAccess,
  chatId: string,
  messageId: string,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const row = await loadChat(tx, access, chatId, { lock: 'key share' })
    const found = await loadMessageRecord(tx, row.id, Number(messageId), { lock: 'update' })
    if (!found) throw messageNotFound()
    if (found.authorId !== access.viewerId) assertProjectPermission(access, 'chat.manage')
    // An archived chat is read-only for its authors; editors may still take a message down.
    else if (row.archivedAt && !canInProject(access, access.project.visibility, 'chat.manage'))
      throw new AppError('CONFLICT', 'This chat is archived: its messages can no longer be changed')
    if (found.deletedAt) return { id: String(found.id) }
    const [deleted] = await tx
      .update(chatMessage)
      .set({ body: '', mentions: [], deletedAt: new Date() })
      .where(eq(chatMessage.id, found.id))
      .returning(messageColumns)
    if (!deleted) throw messageNotFound()
    await tx.delete(chatMention).where(eq(chatMention.messageId, found.id))
    // Its reactions, attachments and notifications go with its text.
    await forgetSubjects(tx, { type: MESSAGE_SUBJECT, ids: [String(found.id)] })
    await emitMessageEvent(tx, CHAT_EVENT.messageUpdated, await hydrate(tx, deleted, null))
    return { id: String(found.id) }
  })
}

export async function reactToMessage(
  db: Database,
  access: ChatAccess,
  input: z.infer<typeof reactSchema>,
): Promise<{ reactions: ChatReactionSummary[] }> {
  return db.transaction(async (tx) => {
    const row = await loadChat(tx, access, input.chatId, { lock: 'key share' })
    assertMayPost(access, row)
    const found = await loadMessageRecord(tx, row.id, Number(input.messageId), { lock: 'update' })
    if (!found || found.deletedAt) throw messageNotFound()
    const subject = { type: MESSAGE_SUBJECT, id: String(found.id) }
    await setReaction(tx, subject, access.viewerId, input.emoji, input.on)
    await emitMessageEvent(tx, CHAT_EVENT.messageUpdated, await hydrate(tx, found, null))
    const summary = await summarizeReactions(
      tx,
      MESSAGE_SUBJECT,
      [subject.id],
      access.viewerId,
      CHAT_REACTIONS,
    )
    return { reactions: (summary.get(subject.id) ?? []) as ChatReactionSummary[] }
  })
}

/**
 * The viewer has read up to this message (the bottom of the chat was visible in a focused tab). The marker
 * only moves forward; when it moves, the viewer's other tabs and devices hear of it on their user topic.
 */
export async function markRead(
  db: Database,
  access: ChatAccess,
  chatId: string,
  messageId: string,
): Promise<{ lastReadId: string }> {
  const row = await loadChat(db, access, chatId)
  const id = Number(messageId)
  if (!(await loadMessageRecord(db, row.id, id))) throw messageNotFound()
  return db.transaction(async (tx) => {
    const moved = await advanceRead(tx, row.id, access.viewerId, id)
    if (moved) {
      // Having read the chat, its notifications (mentions, private messages) are read too.
      await markNotificationsReadFor(tx, access.viewerId, { groupKey: `chat:${row.id}` })
      await emitRead(tx, access.viewerId, {
        chatId: row.id,
        projectId: access.project.id,
        lastReadId: String(moved.lastReadId),
      })
      return { lastReadId: String(moved.lastReadId) }
    }
    const [current] = await tx
      .select({ lastReadId: chatRead.lastReadId })
      .from(chatRead)
      .where(and(eq(chatRead.chatId, row.id), eq(chatRead.userId, access.viewerId)))
    return { lastReadId: String(current?.lastReadId ?? id) }
  })
}
