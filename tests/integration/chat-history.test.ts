import pino from 'pino'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createChat } from '~/features/chat/server/chats.server'
import { listMessages } from '~/features/chat/server/history.server'
import { searchChats } from '~/features/chat/server/search.server'
import { sendChatSignal } from '~/features/chat/server/signals.server'
import { CHAT_PAGE_SIZE, CHAT_SEARCH_PAGE_SIZE } from '~/lib/chat-rules'
import { topicOf } from '~/lib/live-topics'
import { openDatabase } from '~/server/db/client.server'
import { chatMessage } from '~/server/db/schema'
import type { LiveSignal } from '~/server/live/emit.server'
import { LiveFanout } from '~/server/live/fanout.server'
import { LiveHub } from '~/server/live/hub.server'
import { openLiveStream } from '~/server/live/sse-stream.server'
import { type ChatWorld, createChatWorld, failure } from '../helpers/chat-world'
import { testDatabaseUrlOf } from '../helpers/test-database'

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
const logger = pino({ level: 'silent' })

let w: ChatWorld
let roomId: string
/** Message ids of the room, oldest first. */
let ids: string[] = []
const TOTAL = 230

beforeAll(async () => {
  w = await createChatWorld()
  const owner = await w.chatAccess('owner')
  roomId = (await createChat(w.db, owner, { ...w.scope(), name: 'History', topic: '', memberIds: null })).id
  const rows = await w.db
    .insert(chatMessage)
    .values(
      Array.from({ length: TOTAL }, (_, index) => ({
        chatId: roomId,
        authorId: index % 2 ? w.people.owner.viewer.userId : w.people.member.viewer.userId,
        body: index === 42 ? 'The migration to **PostgreSQL** is done' : `message number ${index}`,
        createdAt: new Date(Date.UTC(2026, 10, 1) + index * 60_000),
      })),
    )
    .returning({ id: chatMessage.id })
  ids = rows.map((row) => String(row.id))
}, 120_000)
afterAll(() => w.close())

const ref = () => ({ ...w.scope(), chatId: roomId })
const idsOf = (page: { messages: { id: string }[] }) => page.messages.map((message) => message.id)

describe('keyset history', () => {
  test('the latest page, oldest first, says there is more above', async () => {
    const page = await listMessages(w.db, await w.chatAccess('member'), ref())
    expect(idsOf(page)).toEqual(ids.slice(-CHAT_PAGE_SIZE))
    expect(page).toMatchObject({ hasOlder: true, hasNewer: false })
  })

  test('scrolling up pages through everything once, in order, to the very first message', async () => {
    const access = await w.chatAccess('member')
    let page = await listMessages(w.db, access, ref())
    const seen = [...idsOf(page)]
    while (page.hasOlder) {
      page = await listMessages(w.db, access, { ...ref(), before: page.messages[0]!.id })
      seen.unshift(...idsOf(page))
    }
    expect(seen).toEqual(ids)
  })

  test('newer than a message, for catching up', async () => {
    const page = await listMessages(w.db, await w.chatAccess('member'), {
      ...ref(),
      after: ids[9]!,
      limit: 5,
    })
    expect(idsOf(page)).toEqual(ids.slice(10, 15))
    expect(page).toMatchObject({ hasOlder: true, hasNewer: true })
    const end = await listMessages(w.db, await w.chatAccess('member'), {
      ...ref(),
      after: ids.at(-3)!,
      limit: 5,
    })
    expect(idsOf(end)).toEqual(ids.slice(-2))
    expect(end.hasNewer).toBe(false)
  })

  test('around a message, for permalinks deep in history', async () => {
    const page = await listMessages(w.db, await w.chatAccess('member'), {
      ...ref(),
      around: ids[42]!,
      limit: 10,
    })
    expect(idsOf(page)).toEqual(ids.slice(37, 47))
    expect(page).toMatchObject({ hasOlder: true, hasNewer: true })
    const first = await listMessages(w.db, await w.chatAccess('member'), {
      ...ref(),
      around: ids[0]!,
      limit: 10,
    })
    expect(idsOf(first)).toEqual(ids.slice(0, 5))
    expect(first.hasOlder).toBe(false)
  })

  test('reads history by index, never by OFFSET', async () => {
    // The plan of the page query: an index scan on (chat_id, id), whatever the depth.
    const result = await w.db.execute(
      `EXPLAIN SELECT id FROM chat_message WHERE chat_id = '${roomId}' AND id < ${ids[100]} ORDER BY id DESC LIMIT 51`,
    )
    const plan = JSON.stringify((result as unknown as { rows: unknown[] }).rows)
    expect(plan).not.toMatch(/Offset/i)
  })

  test('a message id of another chat anchors nothing there', async () => {
    const general = await w.generalChat()
    const page = await listMessages(w.db, await w.chatAccess('member'), {
      ...w.scope(),
      chatId: general.id,
      around: ids[42]!,
    })
    expect(page.messages.every((message) => message.chatId === general.id)).toBe(true)
  })
})

describe('search', () => {
  test('full-text over the project’s chats, with stemming, linking to the message', async () => {
    const found = await searchChats(w.db, await w.chatAccess('member'), {
      ...w.scope(),
      query: 'migrations postgresql',
    })
    expect(found.results).toHaveLength(1)
    expect(found.results[0]).toMatchObject({
      chatId: roomId,
      chatName: 'History',
      snippet: 'The migration to PostgreSQL is done',
      message: { id: ids[42] },
    })
  })

  test('pages through many results newest first', async () => {
    const access = await w.chatAccess('member')
    const first = await searchChats(w.db, access, { ...w.scope(), query: 'message number' })
    expect(first.results).toHaveLength(CHAT_SEARCH_PAGE_SIZE)
    expect(first.results[0]?.message.id).toBe(ids.at(-1))
    const second = await searchChats(w.db, access, {
      ...w.scope(),
      query: 'message number',
      cursor: first.nextCursor!,
    })
    expect(second.results[0]?.message.id).toBe(ids.at(-1 - CHAT_SEARCH_PAGE_SIZE))
  })

  test('odd input is not an error', async () => {
    const access = await w.chatAccess('member')
    for (const query of ['"unclosed', 'a & | !', '-', 'or or']) {
      expect((await searchChats(w.db, access, { ...w.scope(), query })).results).toBeInstanceOf(Array)
    }
  })
})

describe('typing and presence signals', () => {
  test('cross the fan-out to the chat’s subscribers as signals, and are never stored', async () => {
    const hub = new LiveHub()
    const fanout = new LiveFanout(w.database, hub, logger, testDatabaseUrlOf(w.database))
    await fanout.start()
    const signals: LiveSignal[] = []
    const delivered: unknown[] = []
    hub.add({
      userId: w.people.owner.viewer.userId,
      topics: new Set([topicOf.chat(roomId)]),
      deliver: (message) => delivered.push(message),
      signal: (signal) => signals.push(signal),
      close: () => {},
    })
    try {
      const before = await w.lastLiveEventId()
      const member = await w.chatAccess('member')
      const start = Date.now() + 1_000_000
      expect(await sendChatSignal(w.db, member, roomId, 'typing', start)).toEqual({ ok: true, sent: true })
      // The server drops a second typing signal within the throttle window.
      expect(await sendChatSignal(w.db, member, roomId, 'typing', start + 1000)).toEqual({
        ok: true,
        sent: false,
      })
      expect(await sendChatSignal(w.db, member, roomId, 'present', start)).toEqual({ ok: true, sent: true })
      const deadline = Date.now() + 5000
      while (signals.length < 2 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 10))
      expect(
        signals.map((signal) => [signal.topic, signal.type, (signal.payload as { kind: string }).kind]),
      ).toEqual([
        [topicOf.chat(roomId), 'chat.typing', 'typing'],
        [topicOf.chat(roomId), 'chat.presence', 'present'],
      ])
      expect(signals[0]?.payload).toMatchObject({
        chatId: roomId,
        user: { id: w.people.member.viewer.userId, name: 'Mia Member' },
      })
      expect(delivered).toEqual([])
      expect(await w.liveEventsSince(before)).toEqual([])
    } finally {
      await fanout.stop()
    }
  })

  test('"left" passes once a second, and always after a "present"', async () => {
    const member = await w.chatAccess('member')
    const start = Date.now() + 2_000_000
    const send = async (kind: 'present' | 'left', at: number) =>
      (await sendChatSignal(w.db, member, roomId, kind, at)).sent
    expect(await send('present', start)).toBe(true)
    expect(await send('left', start + 10)).toBe(true)
    // A page that unloads sends "left" twice (pagehide, then the unmount); a script would send it in a loop.
    expect(await send('left', start + 20)).toBe(false)
    expect(await send('left', start + 500)).toBe(false)
    // Back (a new "present") and gone again within the second: the second "left" is news.
    expect(await send('present', start + 1100)).toBe(true)
    expect(await send('left', start + 1150)).toBe(true)
    expect(await send('left', start + 2200)).toBe(true)
  })

  test('reach the browser as an SSE `signal` event without an id (never replayed)', async () => {
    const hub = new LiveHub()
    const topic = topicOf.chat(roomId)
    const { stream, close } = openLiveStream({ hub, userId: null, topics: [topic], replay: async () => [] })
    const reader = stream.getReader()
    const decoder = new TextDecoder()
    let text = ''
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) text += decoder.decode((await reader.read()).value)
    }
    try {
      await readUntil(': connected')
      await new Promise((resolve) => setTimeout(resolve, 20))
      hub.signal({ topic, type: 'chat.typing', payload: { kind: 'typing' }, at: 1 })
      await readUntil('event: signal')
      const block = text.slice(text.indexOf('event: signal'))
      expect(block).toContain('"type":"chat.typing"')
      expect(text).not.toMatch(/^id:/m)
    } finally {
      close()
    }
  })

  test('need access to the chat', async () => {
    const owner = await w.chatAccess('owner')
    const { id } = await createChat(w.db, owner, { ...w.scope(), name: 'Quiet', topic: '', memberIds: [] })
    expect(
      await failure(async () => sendChatSignal(w.db, await w.chatAccess('member'), id, 'typing')),
    ).toMatchObject({
      error: { code: 'NOT_FOUND' },
    })
  })

  test.runIf(onPostgres)('reach a second node', async () => {
    const url = testDatabaseUrlOf(w.database)!
    const other = await openDatabase({ kind: 'postgres', url, poolSize: 2 })
    const hub = new LiveHub()
    const fanout = new LiveFanout(other, hub, logger, url)
    await fanout.start()
    const signals: LiveSignal[] = []
    hub.add({
      userId: null,
      topics: new Set([topicOf.chat(roomId)]),
      deliver: () => {},
      signal: (s) => signals.push(s),
      close: () => {},
    })
    try {
      await sendChatSignal(w.db, await w.chatAccess('admin'), roomId, 'present', Date.now() + 2_000_000)
      const deadline = Date.now() + 5000
      while (signals.length < 1 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 10))
      expect(signals).toHaveLength(1)
    } finally {
      await fanout.stop()
      await other.close()
    }
  })
})
