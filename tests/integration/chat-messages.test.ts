import { randomUUID } from 'node:crypto'
import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sendMessageSchema } from '~/features/chat/chat.schemas'
import {
  archiveChat,
  createChat,
  deleteChat,
  getChat,
  listChats,
  unreadTotal,
} from '~/features/chat/server/chats.server'
import { listMessages } from '~/features/chat/server/history.server'
import {
  deleteMessage,
  editMessage,
  markRead,
  reactToMessage,
  sendMessage,
} from '~/features/chat/server/messages.server'
import { searchChats } from '~/features/chat/server/search.server'
import { CHAT_MESSAGE_MAX, CHAT_SEND_LIMIT, CHAT_UNREAD_CAP } from '~/lib/chat-rules'
import { topicOf } from '~/lib/live-topics'
import { chat, chatMessage, follow, notification, rateLimit } from '~/server/db/schema'
import { type ChatWorld, createChatWorld, failure } from '../helpers/chat-world'
import { duringChange } from '../helpers/held-transaction'

let w: ChatWorld
let generalId: string
beforeAll(async () => {
  w = await createChatWorld()
  generalId = (await w.generalChat()).id
}, 120_000)
afterAll(() => w.close())

const ref = (chatId: string) => ({ ...w.scope(), chatId })

describe('sending', () => {
  test('a message longer than 4,000 characters is refused with a clear message', () => {
    const tooLong = sendMessageSchema.safeParse({
      ...ref(generalId),
      clientId: randomUUID(),
      body: 'a'.repeat(4001),
    })
    expect(tooLong.success).toBe(false)
    expect(tooLong.error?.issues[0]?.message).toBe(
      'Messages can be at most 4,000 characters (this one has 4,001)',
    )
    const justRight = sendMessageSchema.safeParse({
      ...ref(generalId),
      clientId: randomUUID(),
      body: `  ${'a'.repeat(CHAT_MESSAGE_MAX)}  `,
    })
    expect(justRight.success).toBe(true)
    const empty = sendMessageSchema.safeParse({ ...ref(generalId), clientId: randomUUID(), body: '   ' })
    expect(empty.error?.issues[0]?.message).toBe('Write a message first')
  })

  test('a retried send with the same client id is stored once', async () => {
    const clientId = randomUUID()
    const first = await w.say('member', generalId, 'only once', { clientId })
    const again = await w.say('member', generalId, 'only once', { clientId })
    expect(again.id).toBe(first.id)
    const rows = await w.db.select().from(chatMessage).where(eq(chatMessage.clientId, clientId))
    expect(rows).toHaveLength(1)
    // Concurrent retries (two tabs) still make one row.
    const raced = randomUUID()
    const results = await Promise.all(
      [1, 2, 3].map(() => w.say('member', generalId, 'raced', { clientId: raced })),
    )
    expect(new Set(results.map((message) => message.id)).size).toBe(1)
  })

  test('a client id cannot be reused in another chat', async () => {
    const admin = await w.chatAccess('admin')
    const { id: other } = await createChat(w.db, admin, {
      ...w.scope(),
      name: 'Other',
      topic: '',
      memberIds: null,
    })
    const clientId = randomUUID()
    await w.say('admin', generalId, 'here', { clientId })
    expect(await failure(() => w.say('admin', other, 'there', { clientId }))).toMatchObject({
      error: { code: 'CONFLICT' },
    })
  })

  test('the sending limit is per member, with a clear message', async () => {
    await w.db.delete(rateLimit).where(like(rateLimit.key, 'chat:%'))
    const access = await w.chatAccess('owner')
    for (let index = 0; index < CHAT_SEND_LIMIT.max; index++) {
      await sendMessage(w.db, access, {
        ...ref(generalId),
        clientId: randomUUID(),
        body: `burst ${index}`,
        replyToId: null,
      })
    }
    const over = await failure(() =>
      sendMessage(w.db, access, {
        ...ref(generalId),
        clientId: randomUUID(),
        body: 'one too many',
        replyToId: null,
      }),
    )
    expect(over).toEqual({
      error: {
        code: 'TOO_MANY_REQUESTS',
        message: 'You are sending messages too quickly. Wait a few seconds and try again.',
      },
    })
    // Another member is not held back by it.
    const memberAccess = await w.chatAccess('member')
    await sendMessage(w.db, memberAccess, {
      ...ref(generalId),
      clientId: randomUUID(),
      body: 'still fine',
      replyToId: null,
    })
    await w.db.delete(rateLimit).where(like(rateLimit.key, 'chat:%'))
  })

  test('a reply carries a quote of the original; replying to a message of another chat is refused', async () => {
    const original = await w.say('owner', generalId, 'Shall we ship **Friday**?')
    const reply = await w.say('member', generalId, 'Yes', { replyToId: original.id })
    expect(reply.replyTo).toEqual({
      id: original.id,
      authorName: 'Olivia Owner',
      excerpt: 'Shall we ship Friday?',
      deleted: false,
    })
    const privateGeneral = await w.generalChat('private')
    const elsewhere = await w.say('owner', privateGeneral.id, 'elsewhere', { visibility: 'private' })
    expect(
      await failure(() => w.say('member', generalId, 'nope', { replyToId: elsewhere.id })),
    ).toMatchObject({
      error: { code: 'NOT_FOUND' },
    })
  })

  test('a send emits the message on the chat topic, inline when small and by id when large', async () => {
    const before = await w.lastLiveEventId()
    const small = await w.say('member', generalId, 'small one')
    const large = await w.say('member', generalId, 'x'.repeat(3000))
    const events = await w.liveEventsSince(before)
    expect(events).toEqual([
      {
        topic: topicOf.chat(generalId),
        type: 'chat.message.created',
        payload: { chatId: generalId, message: small },
      },
      {
        topic: topicOf.chat(generalId),
        type: 'chat.message.created',
        payload: { chatId: generalId, messageId: large.id, clientId: large.clientId, tooLarge: true },
      },
    ])
  })
})

// On PostgreSQL (TEST_DATABASE_URL) the send really waits: it read the chat before its transaction, so a message
// got into a chat archived meanwhile, and a chat deleted meanwhile turned the send into a foreign-key 500.
describe('a send while the chat changes', () => {
  /** The send, while `change` on the chat (its row locked, as the chat's own changes lock it) waits to commit. */
  const sendDuring = (chatId: string, change: (tx: typeof w.db) => Promise<unknown>) =>
    duringChange(
      w.db,
      async (tx) => {
        await tx.select({ id: chat.id }).from(chat).where(eq(chat.id, chatId)).for('update')
        await change(tx)
      },
      () => failure(() => w.say('member', chatId, 'just in time')),
    )

  test('archived meanwhile: the send is refused, nothing is stored', async () => {
    const chatId = await openChat('Archiving')
    const result = await sendDuring(chatId, (tx) =>
      tx.update(chat).set({ archivedAt: new Date() }).where(eq(chat.id, chatId)),
    )
    expect(result).toMatchObject({ error: { code: 'CONFLICT' } })
    expect(await w.db.select().from(chatMessage).where(eq(chatMessage.chatId, chatId))).toHaveLength(0)
  })

  test('deleted meanwhile: the send answers not found, not a 500', async () => {
    const chatId = await openChat('Deleting')
    const result = await sendDuring(chatId, (tx) => tx.delete(chat).where(eq(chat.id, chatId)))
    expect(result).toMatchObject({ error: { code: 'NOT_FOUND' } })
  })
})

/** A new chat open to every member, made by an admin. */
async function openChat(label: string) {
  const access = await w.chatAccess('admin')
  const name = `${label} ${randomUUID().slice(0, 6)}`
  return (await createChat(w.db, access, { ...w.scope(), name, topic: '', memberIds: null })).id
}

describe('mentions', () => {
  test('mentions notify people who may read the chat, and flag the chat for them', async () => {
    const memberName = w.people.member.viewer.username
    const outsiderName = w.people.outsider.viewer.username
    await w.say('owner', generalId, `@${memberName} and @${outsiderName}, have a look`)
    const rows = await w.db.select().from(notification).where(eq(notification.kind, 'chat.mention'))
    expect(rows.map((row) => row.userId)).toEqual([w.people.member.viewer.userId])
    const list = await listChats(w.db, await w.chatAccess('member'), { includeArchived: false })
    expect(list.chats.find((item) => item.id === generalId)?.mentioned).toBe(true)
  })

  test('in a private chat only its people are notified', async () => {
    const owner = await w.chatAccess('owner')
    const { id } = await createChat(w.db, owner, { ...w.scope(), name: 'Owners', topic: '', memberIds: [] })
    await w.say('owner', id, `@${w.people.member.viewer.username} you cannot see this`)
    const rows = await w.db
      .select()
      .from(notification)
      .where(
        and(eq(notification.kind, 'chat.mention'), eq(notification.userId, w.people.member.viewer.userId)),
      )
    expect(rows).toHaveLength(1) // the one from the open chat above
  })

  test('a name taken out in an edit no longer flags the chat for that person; one left in still does', async () => {
    const id = await openChat('Edits')
    const [member, admin] = [w.people.member.viewer, w.people.admin.viewer]
    const flagged = async (who: 'member' | 'admin') =>
      (await listChats(w.db, await w.chatAccess(who), { includeArchived: false })).chats.find(
        (chat) => chat.id === id,
      )?.mentioned
    const sent = await w.say('owner', id, `@${member.username} and @${admin.username}, look`)
    expect([await flagged('member'), await flagged('admin')]).toEqual([true, true])
    await editMessage(w.db, await w.chatAccess('owner'), id, sent.id, `@${admin.username}, look`)
    expect([await flagged('member'), await flagged('admin')]).toEqual([false, true])
    await editMessage(w.db, await w.chatAccess('owner'), id, sent.id, 'look')
    expect(await flagged('admin')).toBe(false)
  })
})

describe('editing and deleting', () => {
  test('only the author edits; the message shows as edited', async () => {
    const sent = await w.say('member', generalId, 'tpyo')
    const edited = await editMessage(w.db, await w.chatAccess('member'), generalId, sent.id, 'typo')
    expect(edited).toMatchObject({ id: sent.id, body: 'typo' })
    expect(edited.editedAt).not.toBeNull()
    for (const who of ['owner', 'admin'] as const) {
      expect(
        await failure(async () => editMessage(w.db, await w.chatAccess(who), generalId, sent.id, 'mine')),
      ).toEqual({
        error: { code: 'FORBIDDEN', message: 'You can only edit your own messages' },
      })
    }
  })

  test('a deleted message, and a deleted chat, take their notifications and follows along', async () => {
    const mia = w.people.member.viewer
    const notifiedAbout = async (messageId: string) =>
      w.db
        .select()
        .from(notification)
        .where(and(eq(notification.subjectType, 'chat_message'), eq(notification.subjectId, messageId)))
    const chatId = await openChat('Traces')
    const first = await w.say('owner', chatId, `Look, @${mia.username}`)
    expect(await notifiedAbout(first.id)).toHaveLength(1)
    await deleteMessage(w.db, await w.chatAccess('owner'), chatId, first.id)
    expect(await notifiedAbout(first.id)).toEqual([])

    const second = await w.say('owner', chatId, `Again, @${mia.username}`)
    await w.db.insert(follow).values({ subjectType: 'chat', subjectId: chatId, userId: mia.userId })
    await deleteChat(w.db, await w.chatAccess('admin'), chatId)
    expect(await notifiedAbout(second.id)).toEqual([])
    expect(
      await w.db
        .select()
        .from(follow)
        .where(and(eq(follow.subjectType, 'chat'), eq(follow.subjectId, chatId))),
    ).toEqual([])
  })

  test('authors delete their own, editors anyone’s, members nobody else’s; a tombstone stays', async () => {
    const byOwner = await w.say('owner', generalId, 'owner says')
    expect(
      await failure(async () => deleteMessage(w.db, await w.chatAccess('member'), generalId, byOwner.id)),
    ).toEqual({
      error: { code: 'FORBIDDEN', message: 'You are not allowed to access resource: chat' },
    })
    const own = await w.say('member', generalId, 'member says')
    await reactToMessage(w.db, await w.chatAccess('owner'), {
      ...ref(generalId),
      messageId: own.id,
      emoji: '👍',
      on: true,
    })
    await deleteMessage(w.db, await w.chatAccess('member'), generalId, own.id)
    await deleteMessage(w.db, await w.chatAccess('admin'), generalId, byOwner.id)

    const page = await listMessages(w.db, await w.chatAccess('member'), {
      ...ref(generalId),
      around: own.id,
      limit: 4,
    })
    const tombstone = page.messages.find((message) => message.id === own.id)
    expect(tombstone).toMatchObject({ body: '', mentions: [] })
    expect(tombstone?.deletedAt).not.toBeNull()
    expect(tombstone?.reactions.every((reaction) => reaction.count === 0)).toBe(true)
    // Deleted messages cannot be edited or reacted to, and are not found by search.
    expect(
      await failure(async () => editMessage(w.db, await w.chatAccess('member'), generalId, own.id, 'back')),
    ).toMatchObject({
      error: { code: 'NOT_FOUND' },
    })
    const found = await searchChats(w.db, await w.chatAccess('member'), {
      ...w.scope(),
      query: 'member says',
    })
    expect(found.results).toHaveLength(0)
    // Deleting twice is harmless.
    expect(await deleteMessage(w.db, await w.chatAccess('member'), generalId, own.id)).toEqual({ id: own.id })
  })
})

test('in an archived chat authors can no longer delete their messages; editors still can', async () => {
  const id = await openChat('Archive')
  const own = await w.say('member', id, 'said before the archive')
  const other = await w.say('member', id, 'another one')
  await archiveChat(w.db, await w.chatAccess('admin'), id, true)
  expect(await failure(async () => deleteMessage(w.db, await w.chatAccess('member'), id, own.id))).toEqual({
    error: { code: 'CONFLICT', message: 'This chat is archived: its messages can no longer be changed' },
  })
  expect(await deleteMessage(w.db, await w.chatAccess('admin'), id, other.id)).toEqual({ id: other.id })
})

describe('reactions', () => {
  test('toggle from the fixed set, counted per emoji, with the viewer’s own', async () => {
    const sent = await w.say('member', generalId, 'react to me')
    const first = await reactToMessage(w.db, await w.chatAccess('owner'), {
      ...ref(generalId),
      messageId: sent.id,
      emoji: '🎉',
      on: true,
    })
    await reactToMessage(w.db, await w.chatAccess('admin'), {
      ...ref(generalId),
      messageId: sent.id,
      emoji: '🎉',
      on: true,
    })
    expect(first.reactions.find((reaction) => reaction.emoji === '🎉')).toEqual({
      emoji: '🎉',
      count: 1,
      reacted: true,
    })
    const page = await listMessages(w.db, await w.chatAccess('owner'), {
      ...ref(generalId),
      around: sent.id,
      limit: 2,
    })
    const shown = page.messages.find((message) => message.id === sent.id)
    expect(shown?.reactions.find((reaction) => reaction.emoji === '🎉')).toEqual({
      emoji: '🎉',
      count: 2,
      reacted: true,
    })
    const off = await reactToMessage(w.db, await w.chatAccess('owner'), {
      ...ref(generalId),
      messageId: sent.id,
      emoji: '🎉',
      on: false,
    })
    expect(off.reactions.find((reaction) => reaction.emoji === '🎉')).toEqual({
      emoji: '🎉',
      count: 1,
      reacted: false,
    })
  })
})

describe('unread', () => {
  test('counts others’ messages after the read marker, which only moves forward and tells the other tabs', async () => {
    const owner = await w.chatAccess('owner')
    const { id } = await createChat(w.db, owner, {
      ...w.scope(),
      name: 'Unread room',
      topic: '',
      memberIds: null,
    })
    const member = await w.chatAccess('member')
    const unreadOf = async () => (await getChat(w.db, member, id)).unreadCount

    expect(await unreadOf()).toBe(0)
    const first = await w.say('owner', id, 'one')
    await w.say('owner', id, 'two')
    const third = await w.say('owner', id, 'three')
    expect(await unreadOf()).toBe(3)

    const before = await w.lastLiveEventId()
    expect(await markRead(w.db, member, id, first.id)).toEqual({ lastReadId: first.id })
    expect(await unreadOf()).toBe(2)
    expect(await w.liveEventsSince(before)).toEqual([
      {
        topic: topicOf.user(w.people.member.viewer.userId),
        type: 'chat.read',
        payload: { chatId: id, projectId: w.projects.public.id, lastReadId: first.id },
      },
    ])
    // Writing a message reads everything before it.
    const mine = await w.say('member', id, 'mine')
    expect(await unreadOf()).toBe(0)
    await w.say('owner', id, 'four')
    expect(await unreadOf()).toBe(1)
    // An older tab reporting an older message brings nothing back, and tells nobody.
    const quiet = await w.lastLiveEventId()
    expect(await markRead(w.db, member, id, third.id)).toEqual({ lastReadId: mine.id })
    expect(await w.liveEventsSince(quiet)).toEqual([])
    expect(await unreadOf()).toBe(1)

    // The navigation's total sums the open chats of the project.
    const list = await listChats(w.db, member, { includeArchived: false })
    const total = await unreadTotal(w.db, member)
    expect(total.total).toBe(list.chats.reduce((sum, item) => sum + item.unreadCount, 0))
    expect(total.total).toBeGreaterThanOrEqual(1)
  })

  test('counts stop at the cap', async () => {
    const owner = await w.chatAccess('owner')
    const { id } = await createChat(w.db, owner, {
      ...w.scope(),
      name: 'Busy room',
      topic: '',
      memberIds: null,
    })
    await w.db.insert(chatMessage).values(
      Array.from({ length: CHAT_UNREAD_CAP + 20 }, (_, index) => ({
        chatId: id,
        authorId: w.people.owner.viewer.userId,
        body: `bulk ${index}`,
      })),
    )
    expect((await getChat(w.db, await w.chatAccess('member'), id)).unreadCount).toBe(CHAT_UNREAD_CAP + 1)
  })
})

test('retries of a stored message do not count against the sending limit', async () => {
  await w.db.delete(rateLimit).where(like(rateLimit.key, 'chat:%'))
  const access = await w.chatAccess('admin')
  const clientId = randomUUID()
  const input = { ...ref(generalId), clientId, body: 'retried', replyToId: null }
  for (let attempt = 0; attempt < CHAT_SEND_LIMIT.max + 5; attempt++) await sendMessage(w.db, access, input)
  await sendMessage(w.db, access, { ...input, clientId: randomUUID(), body: 'a new one' })
  await w.db.delete(rateLimit).where(like(rateLimit.key, 'chat:%'))
})
