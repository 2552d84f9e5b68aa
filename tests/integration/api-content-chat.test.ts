import { randomUUID } from 'node:crypto'
import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { chatSchema, createMessageBodySchema, messageSchema } from '~/api/v1/chat/api-chat.schemas'
import { createApiMessage, listApiMessages, listProjectChats } from '~/api/v1/chat/api-chat.server'
import { getChatAccess } from '~/features/chat/server/chat-access.server'
import { archiveChat, createChat, getChat } from '~/features/chat/server/chats.server'
import { CHAT_SEND_LIMIT } from '~/lib/chat-rules'
import type { ApiKeyViewer } from '~/server/api/api-key-auth.server'
import { chat, chatMember, notification, rateLimit } from '~/server/db/schema'
import { appErrorOf, insertContentKey, refusalOf } from '../helpers/api-content'
import { type ChatWorld, createChatWorld } from '../helpers/chat-world'

let w: ChatWorld
let key: ApiKeyViewer
let privateOnly: ApiKeyViewer
let foreignChatId: string
let privateChatId: string

const clearLimits = () => w.db.delete(rateLimit).where(like(rateLimit.key, 'chat:%'))
const say = (viewer: ApiKeyViewer, chatId: string, body: string, replyTo: string | null = null) =>
  createApiMessage(
    w.db,
    viewer,
    { id: chatId },
    createMessageBodySchema.parse({ body, reply_to_id: replyTo }),
  )

beforeAll(async () => {
  w = await createChatWorld()
  key = (await insertContentKey(w.db, { organizationId: w.org.id })).viewer
  privateOnly = (await insertContentKey(w.db, { organizationId: w.org.id, projectId: w.projects.private.id }))
    .viewer
  privateChatId = (
    await createChat(w.db, await w.chatAccess('owner'), {
      ...w.scope(),
      name: 'Leadership',
      topic: '',
      memberIds: [w.people.owner.viewer.userId, w.people.admin.viewer.userId],
      teamIds: [],
    })
  ).id
  const other = await w.f.createOrganization(w.people.outsider, 'Elsewhere')
  const otherProject = await w.f.insertProject(other, 'public')
  const theirs = await getChatAccess(w.db, w.people.outsider.viewer, {
    orgSlug: other.slug,
    projectSlug: otherProject.slug,
  })
  foreignChatId = (
    await createChat(w.db, theirs, {
      orgSlug: other.slug,
      projectSlug: otherProject.slug,
      name: 'Theirs',
      topic: '',
      memberIds: null,
      teamIds: [],
    })
  ).id
}, 120_000)
afterAll(() => w.close())

describe('chat through the API', () => {
  test('a key lists the open chats an admin sees, never a private one it is not in', async () => {
    const listed = await listProjectChats(
      w.db,
      key,
      { project: w.projects.public.slug },
      { limit: 100, include_archived: false },
    )
    for (const entry of listed.data) expect(chatSchema.strict().parse(entry)).toEqual(entry)
    const names = listed.data.map((entry) => entry.name)
    expect(names).toContain('General')
    expect(names).not.toContain('Leadership')
    expect(await refusalOf(() => listApiMessages(w.db, key, { id: privateChatId }, { limit: 20 }))).toBe(
      'NOT_FOUND: Chat not found',
    )
    expect(await refusalOf(() => say(key, privateChatId, 'Knock knock'))).toBe('NOT_FOUND: Chat not found')
  })

  test('a message from a key is its name’s, marked as an integration, and goes live to open chat pages', async () => {
    const general = await w.generalChat()
    await clearLimits()
    const before = await w.lastLiveEventId()
    const sent = await say(key, general.id, 'Deployed build 812, @mia')
    expect(messageSchema.strict().parse(sent)).toEqual(sent)
    expect(sent).toMatchObject({
      chat_id: general.id,
      author: { id: key.userId, name: 'Release bot', username: null, integration: true },
      body: 'Deployed build 812, @mia',
      reply_to_id: null,
    })
    const events = await w.liveEventsSince(before)
    const created = events.find((event) => event.topic === `chat:${general.id}`)
    expect(created?.payload).toMatchObject({ message: { id: sent.id, author: { name: 'Release bot' } } })
    const mentioned = await w.db
      .select({ userId: notification.userId })
      .from(notification)
      .where(and(eq(notification.kind, 'chat.mention'), eq(notification.subjectId, sent.id)))
    expect(mentioned.map((row) => row.userId)).toEqual([w.people.member.viewer.userId])

    const mine = await w.say('member', general.id, 'Thanks!', { replyToId: sent.id })
    const listed = await listApiMessages(w.db, key, { id: general.id }, { limit: 2 })
    expect(listed.data.map((message) => message.body)).toEqual(['Thanks!', 'Deployed build 812, @mia'])
    // A person's message is no integration's; the key's stays one when read back.
    expect(listed.data[0]).toMatchObject({
      id: mine.id,
      reply_to_id: sent.id,
      author: { integration: false },
    })
    expect(listed.data[1]).toMatchObject({ id: sent.id, author: { name: 'Release bot', integration: true } })
  })

  test('posting never makes the key a member: no chat_member row, not in the people of any chat', async () => {
    const general = await w.generalChat()
    await clearLimits()
    await say(key, general.id, 'Still here')
    expect(await w.db.select().from(chatMember).where(eq(chatMember.userId, key.userId))).toEqual([])
    const detail = await getChat(w.db, await w.chatAccess('owner'), privateChatId)
    expect(detail.members?.map((person) => person.id)).not.toContain(key.userId)
    // The key follows nothing and is in no chat's people: nobody's message tells it anything.
    await w.say('owner', general.id, 'Anyone for lunch?')
    expect(await w.db.select().from(notification).where(eq(notification.userId, key.userId))).toEqual([])
  })

  test('the app’s rules hold: per-author rate limit, archived chats, bad input', async () => {
    const general = await w.generalChat()
    await clearLimits()
    await w.db.insert(rateLimit).values({
      id: randomUUID(),
      key: `chat:send:${key.userId}`,
      count: CHAT_SEND_LIMIT.max,
      lastRequest: Date.now(),
    })
    expect(await refusalOf(() => say(key, general.id, 'One too many'))).toBe(
      `TOO_MANY_REQUESTS: ${CHAT_SEND_LIMIT.message}`,
    )
    // Another author is not held back by the key's sending.
    await w.say('member', general.id, 'I can still talk')
    await clearLimits()

    const archived = (
      await createChat(w.db, await w.chatAccess('owner'), {
        ...w.scope(),
        name: 'Old times',
        topic: '',
        memberIds: null,
        teamIds: [],
      })
    ).id
    await archiveChat(w.db, await w.chatAccess('owner'), archived, true)
    expect(await refusalOf(() => say(key, archived, 'Hello?'))).toMatch(/^CONFLICT: This chat is archived/)
    const withArchived = await listProjectChats(
      w.db,
      key,
      { project: w.projects.public.slug },
      { limit: 100, include_archived: true },
    )
    expect(withArchived.data.find((entry) => entry.id === archived)?.archived).toBe(true)

    expect(await appErrorOf(() => say(key, general.id, '  '))).toMatchObject({
      code: 'UNPROCESSABLE_ENTITY',
      fields: { body: ['Write a message first'] },
    })
    expect(await appErrorOf(() => say(key, general.id, 'Re', 'abc'))).toMatchObject({
      code: 'UNPROCESSABLE_ENTITY',
      fields: { reply_to_id: ['Not a message id'] },
    })
  })

  test('pages go back in time by keyset', async () => {
    const general = await w.generalChat('private')
    for (const body of ['one', 'two', 'three']) {
      await clearLimits()
      await say(privateOnly, general.id, body)
    }
    const seen: string[] = []
    let cursor: string | undefined
    do {
      const page = await listApiMessages(w.db, privateOnly, { id: general.id }, { limit: 2, cursor })
      seen.push(...page.data.map((message) => message.body))
      cursor = page.next_cursor ?? undefined
    } while (cursor)
    expect(seen).toEqual(['three', 'two', 'one'])
  })

  test('another organisation’s chat, and another project than a restricted key’s, are not found', async () => {
    for (const call of [
      () => listApiMessages(w.db, key, { id: foreignChatId }, { limit: 20 }),
      () => say(key, foreignChatId, 'Hello neighbours'),
    ]) {
      expect(await refusalOf(call)).toBe('NOT_FOUND: Chat not found')
    }
    const general = await w.generalChat('public')
    expect(await refusalOf(() => listApiMessages(w.db, privateOnly, { id: general.id }, { limit: 20 }))).toBe(
      'NOT_FOUND: Chat not found',
    )
    expect(await refusalOf(() => say(privateOnly, general.id, 'Wrong room'))).toBe(
      'NOT_FOUND: Chat not found',
    )
    expect(
      await refusalOf(() =>
        listProjectChats(
          w.db,
          privateOnly,
          { project: w.projects.public.slug },
          { limit: 20, include_archived: false },
        ),
      ),
    ).toBe('NOT_FOUND: Project not found')
    const [theirs] = await w.db.select().from(chat).where(eq(chat.id, foreignChatId))
    expect(theirs?.name).toBe('Theirs')
  })
})
