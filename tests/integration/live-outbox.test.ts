import { eq, sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type LiveMessage, topicOf } from '~/lib/live-topics'
import { canSubscribeToTopic } from '~/server/authz.server'
import { type Database, type DatabaseHandle, openDatabase } from '~/server/db/client.server'
import { appSetting, liveEvent } from '~/server/db/schema'
import {
  emitLiveEvent,
  emitLiveEventNow,
  LIVE_CHANNEL,
  MAX_NOTIFIED_EVENT_BYTES,
  parseLiveNotification,
} from '~/server/live/emit.server'
import {
  LISTENER_APPLICATION_NAME,
  LIVE_RETENTION_MS,
  LiveFanout,
  PRUNED_THROUGH_KEY,
} from '~/server/live/fanout.server'
import { LiveHub } from '~/server/live/hub.server'
import { replayLiveEvents } from '~/server/live/replay.server'
import { openLiveStream } from '~/server/live/sse-stream.server'
import { createTestAuth } from '../helpers/test-auth'
import { createTestDatabase, testDatabaseUrlOf } from '../helpers/test-database'
import { orgFixtures } from '../helpers/test-orgs'

/**
 * The live outbox (emit in the transaction, NOTIFY on commit only), the fan-out (one
 * listener per node, catch-up after a dropped connection), Last-Event-ID replay and topic authorization, on
 * a real database: an in-memory PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
// The listener-drop and two-node tests need PostgreSQL (TEST_DATABASE_URL; CI sets it): PGlite listens in-process,
// so there is no connection to lose and no second node.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
const logger = pino({ level: 'silent' })

let database: DatabaseHandle
let hub: LiveHub
let fanout: LiveFanout

beforeAll(async () => {
  database = await createTestDatabase()
  hub = new LiveHub()
  fanout = new LiveFanout(database, hub, logger, testDatabaseUrlOf(database))
  await fanout.start()
})
afterAll(async () => {
  await fanout?.stop()
  await database?.close()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function waitFor(check: () => boolean, what: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`)
    await sleep(10)
  }
}

let topicCounter = 0
/** A topic no other test uses, so that each test sees only its own events. */
const freshTopic = (label: string) => topicOf.project(`${label}-${++topicCounter}-${Date.now().toString(36)}`)

/** A LiveHub subscriber that records what the fan-out hands it. */
function subscribe(topics: string[], target: LiveHub = hub) {
  const received: LiveMessage[] = []
  const subscriber = {
    userId: null,
    topics: new Set(topics),
    deliver: (message: LiveMessage) => received.push(message),
    close: () => {},
  }
  target.add(subscriber)
  return { received, stop: () => target.remove(subscriber) }
}

/** Every NOTIFY on the live channel as it arrives, on a connection of its own (not the fan-out's). */
async function rawListener(): Promise<{ payloads: string[]; close: () => Promise<void> }> {
  const payloads: string[] = []
  if (database.kind === 'pglite') {
    const unlisten = await database.pglite!.listen(LIVE_CHANNEL, (payload) => payloads.push(payload))
    return { payloads, close: unlisten }
  }
  const client = new pg.Client({ connectionString: testDatabaseUrlOf(database) })
  await client.connect()
  client.on('notification', (message) => payloads.push(message.payload ?? ''))
  await client.query(`LISTEN ${LIVE_CHANNEL}`)
  return { payloads, close: () => client.end() }
}

/**
 * A transaction that emits one event and then stays open until `commit()`. `emitted` resolves once its row is
 * written; `committed` once the transaction has ended.
 */
function openEmitter(topic: string, type: string) {
  let markEmitted!: () => void
  const emitted = new Promise<void>((resolve) => {
    markEmitted = resolve
  })
  let release!: () => void
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const committed = database.db.transaction(async (tx) => {
    await emitLiveEvent(tx, topic, type)
    markEmitted()
    await held
  })
  return { emitted, committed, commit: release }
}

const idsOf = (messages: LiveMessage[]) => messages.map((message) => message.id)
const isStrictlyIncreasing = (ids: number[]) => ids.every((id, index) => index === 0 || id > ids[index - 1]!)

async function rowCount(type: string): Promise<number> {
  const rows = await database.db.select({ id: liveEvent.id }).from(liveEvent).where(eq(liveEvent.type, type))
  return rows.length
}

describe('outbox and fan-out', () => {
  test('a committed emit reaches a hub subscriber through the fan-out, with its id, topic, type and payload', async () => {
    const topic = freshTopic('committed')
    const other = freshTopic('other')
    const { received, stop } = subscribe([topic])
    const elsewhere = subscribe([other])
    try {
      await database.db.transaction(async (tx) => {
        await emitLiveEvent(tx, topic, 'project.updated', { slug: 'renamed' })
      })
      await waitFor(() => received.length === 1, 'the committed event')
      const [message] = received
      expect(message).toMatchObject({ topic, type: 'project.updated', payload: { slug: 'renamed' } })
      expect(Number.isSafeInteger(message!.id) && message!.id > 0).toBe(true)
      const [row] = await database.db.select().from(liveEvent).where(eq(liveEvent.position, message!.id))
      expect(row).toMatchObject({ topic, type: 'project.updated' })
      // Only the subscribers of that topic hear about it.
      await sleep(50)
      expect(elsewhere.received).toEqual([])
    } finally {
      stop()
      elsewhere.stop()
    }
  })

  test('a rolled-back transaction that emitted announces nothing and leaves no row', async () => {
    const topic = freshTopic('rollback')
    const { received, stop } = subscribe([topic])
    const raw = await rawListener()
    try {
      await expect(
        database.db.transaction(async (tx) => {
          await emitLiveEvent(tx, topic, 'rolled.back', { n: 1 })
          throw new Error('the change failed after the emit')
        }),
      ).rejects.toThrow('the change failed after the emit')
      // A committed event afterwards: once it has arrived, the rolled-back one would have too.
      await emitLiveEventNow(database.db, topic, 'after.rollback')
      await waitFor(() => received.length >= 1, 'the event after the rollback')
      await waitFor(() => raw.payloads.length >= 1, 'the NOTIFY of the committed event')
      await sleep(100)

      expect(received.map((message) => message.type)).toEqual(['after.rollback'])
      // The NOTIFY itself went out only for the committed event: nobody, not even another listener, heard of
      // the rolled-back one.
      expect(raw.payloads.map((payload) => parseLiveNotification(payload))).toEqual([received[0]])
      expect(await rowCount('rolled.back')).toBe(0)
    } finally {
      stop()
      await raw.close()
    }
  })

  test('the NOTIFY carries the event exactly as the outbox holds it, and contiguous events skip the outbox read', async () => {
    const topic = freshTopic('carried')
    const { received, stop } = subscribe([topic])
    const raw = await rawListener()
    try {
      // Settle: nothing of earlier tests still on its way.
      await sleep(50)
      const readsBefore = fanout.stats.reads
      const notifiedBefore = fanout.stats.notified
      for (let n = 0; n < 5; n++) {
        await emitLiveEventNow(database.db, topic, 'carried.item', {
          n,
          text: 'héllo “quotes” 🎉',
          nested: { a: [1, null] },
        })
      }
      await waitFor(() => received.length >= 5 && raw.payloads.length >= 5, 'the five events')
      const fromOutbox = await replayLiveEvents(database.db, [topic], 0)
      expect(fromOutbox).not.toBe('reset')
      // What the NOTIFY carried, what the hub was handed and what a replay reads are the same events.
      expect(raw.payloads.map((payload) => parseLiveNotification(payload))).toEqual(fromOutbox)
      expect(received).toEqual(fromOutbox)
      // Each id followed the last one handed over: not one read of the outbox.
      expect(fanout.stats.reads).toBe(readsBefore)
      expect(fanout.stats.notified).toBe(notifiedBefore + 5)
    } finally {
      stop()
      await raw.close()
    }
  })

  test('a gap in positions (spent by a sequencer pass that rolled back) makes the fan-out read the outbox; nothing is lost or repeated', async () => {
    const topic = freshTopic('gap')
    const { received, stop } = subscribe([topic])
    try {
      await emitLiveEventNow(database.db, topic, 'gap.before')
      await waitFor(() => received.length >= 1, 'the first event')
      const readsBefore = fanout.stats.reads
      // A rolled-back emit spends no position; a pass of the sequencer that fails after drawing one does.
      await expect(
        database.db.transaction(async (tx) => {
          await emitLiveEvent(tx, topic, 'gap.rolled.back')
          throw new Error('rolled back')
        }),
      ).rejects.toThrow('rolled back')
      await database.db.execute(sql`SELECT nextval('live_event_position_seq')`)
      await emitLiveEventNow(database.db, topic, 'gap.after')
      await emitLiveEventNow(database.db, topic, 'gap.after.again')
      await waitFor(() => received.length >= 3, 'the events after the gap')
      await sleep(50)
      expect(received.map((message) => message.type)).toEqual(['gap.before', 'gap.after', 'gap.after.again'])
      expect(received[1]!.id).toBe(received[0]!.id + 2)
      expect(isStrictlyIncreasing(idsOf(received))).toBe(true)
      expect(fanout.stats.reads).toBeGreaterThan(readsBefore)
    } finally {
      stop()
    }
  })

  test('an event too large to carry in its NOTIFY goes by position; the fan-out reads it from the outbox', async () => {
    const topic = freshTopic('large')
    const { received, stop } = subscribe([topic])
    const raw = await rawListener()
    try {
      // The payload stays within 2 KB; a long type makes the whole event larger than a NOTIFY may carry.
      const type = `large.${'t'.repeat(MAX_NOTIFIED_EVENT_BYTES)}`
      await emitLiveEventNow(database.db, topic, 'large.before')
      await emitLiveEventNow(database.db, topic, type, { text: '€'.repeat(600) })
      await emitLiveEventNow(database.db, topic, 'large.after')
      await waitFor(() => received.length >= 3 && raw.payloads.length >= 3, 'the three events')
      await sleep(50)
      expect(received.map((message) => message.type)).toEqual(['large.before', type, 'large.after'])
      expect(received[1]!.payload).toEqual({ text: '€'.repeat(600) })
      expect(raw.payloads[1]).toBe(String(received[1]!.id))
      expect(isStrictlyIncreasing(idsOf(received))).toBe(true)
    } finally {
      stop()
      await raw.close()
    }
  })

  test('a failing emit (payload over 2 KB) fails the whole change', async () => {
    const topic = freshTopic('too-big')
    await expect(
      database.db.transaction(async (tx) => {
        await emitLiveEvent(tx, topic, 'too.big', { text: 'x'.repeat(3000) })
      }),
    ).rejects.toThrow(/larger than 2048 bytes/)
    expect(await rowCount('too.big')).toBe(0)
  })

  test('concurrent emits arrive once each, in strictly increasing id order', async () => {
    const topicA = freshTopic('order-a')
    const topicB = freshTopic('order-b')
    const { received, stop } = subscribe([topicA, topicB])
    try {
      const count = 40
      await Promise.all(
        Array.from({ length: count }, (_, index) =>
          emitLiveEventNow(database.db, index % 2 === 0 ? topicA : topicB, 'order.test', { index }),
        ),
      )
      await waitFor(() => received.length >= count, `${count} events`)
      await sleep(50)
      const ids = idsOf(received)
      expect(ids).toHaveLength(count)
      expect(isStrictlyIncreasing(ids)).toBe(true)
      expect(new Set(received.map((message) => message.payload.index)).size).toBe(count)
    } finally {
      stop()
    }
  })

  test('an event whose transaction commits late is not skipped: events arrive in the order their transactions committed', async () => {
    // The first transaction inserts its event, then holds on before committing; the second emits meanwhile
    // (on PostgreSQL it commits first; PGlite runs one transaction at a time, so there it waits).
    const topic = freshTopic('late')
    const { received, stop } = subscribe([topic])
    try {
      const committed: string[] = []
      const slow = openEmitter(topic, 'slow.first')
      await slow.emitted
      const quick = emitLiveEventNow(database.db, topic, 'quick.second').then(() =>
        committed.push('quick.second'),
      )
      await sleep(300)
      slow.commit()
      await Promise.all([slow.committed.then(() => committed.push('slow.first')), quick])
      await waitFor(() => received.length >= 2, 'both events')
      await sleep(50)
      expect(received.map((message) => message.type)).toEqual(committed)
      expect(isStrictlyIncreasing(idsOf(received))).toBe(true)
      if (onPostgres) expect(committed).toEqual(['quick.second', 'slow.first'])
    } finally {
      stop()
    }
  })

  test('more than one read batch committed at once arrives complete and in order', async () => {
    const topic = freshTopic('batch')
    const { received, stop } = subscribe([topic])
    try {
      const count = 650
      await database.db.transaction(async (tx) => {
        for (let index = 0; index < count; index++) await emitLiveEvent(tx, topic, 'batch.item', { index })
      })
      await waitFor(() => received.length >= count, `${count} events`, 15_000)
      await sleep(50)
      expect(received.map((message) => message.payload.index)).toEqual(
        Array.from({ length: count }, (_, index) => index),
      )
      expect(isStrictlyIncreasing(idsOf(received))).toBe(true)
    } finally {
      stop()
    }
  })

  test.skipIf(!onPostgres)(
    'PostgreSQL: emitters do not wait for each other; an event committed while an earlier emitter is still open is delivered at once',
    async () => {
      // Under the old global emit lock the second emit waited for the first transaction to end.
      const topic = freshTopic('no-lock')
      const { received, stop } = subscribe([topic])
      const open = openEmitter(topic, 'open.first')
      try {
        await open.emitted
        const second = emitLiveEventNow(database.db, topic, 'quick.second').then(() => 'committed')
        const outcome = await Promise.race([second, sleep(2000).then(() => 'still waiting')])
        expect(outcome).toBe('committed')
        await waitFor(() => received.length === 1, 'the committed event while the other is open', 2000)
        expect(received[0]!.type).toBe('quick.second')
      } finally {
        open.commit()
        await open.committed
      }
      try {
        await waitFor(() => received.length >= 2, 'the event that committed late')
        expect(received.map((message) => message.type)).toEqual(['quick.second', 'open.first'])
        expect(received[1]!.id).toBe(received[0]!.id + 1)
      } finally {
        stop()
      }
    },
  )

  test.skipIf(!onPostgres)(
    'PostgreSQL: a change committed after another is delivered after it, whatever their transaction ids',
    async () => {
      // Transaction ids are drawn at a transaction's first write, not at its commit: here the later change
      // has the older id, and a third transaction stays open in between. Ordering by readiness (every older
      // transaction ended) would deliver the later change first and leave clients on the stale state; a
      // change that waits for another's row lock, then emits, is this case.
      const topic = freshTopic('commit-order')
      const { received, stop } = subscribe([topic])
      const connect = async () => {
        const client = new pg.Client({ connectionString: testDatabaseUrlOf(database) })
        await client.connect()
        return client
      }
      const [later, between] = [await connect(), await connect()]
      try {
        await later.query('BEGIN')
        await later.query('SELECT pg_current_xact_id()')
        await between.query('BEGIN')
        await between.query('SELECT pg_current_xact_id()')
        await emitLiveEventNow(database.db, topic, 'state', { version: 1 })
        await emitLiveEvent(drizzleNodePg(later) as unknown as Database, topic, 'state', { version: 2 })
        await later.query('COMMIT')
        await waitFor(() => received.length >= 2, 'both changes', 3000)
        expect(received.map((message) => message.payload.version)).toEqual([1, 2])
      } finally {
        stop()
        await between.query('ROLLBACK').catch(() => {})
        await later.end()
        await between.end()
      }
    },
  )

  test.skipIf(!onPostgres)(
    'PostgreSQL: two nodes emitting at once give both hubs the same events at the same positions, once each',
    async () => {
      const other = await openDatabase({ kind: 'postgres', url: testDatabaseUrlOf(database)!, poolSize: 4 })
      const otherHub = new LiveHub()
      const otherFanout = new LiveFanout(other, otherHub, logger, testDatabaseUrlOf(database))
      await otherFanout.start()
      const topic = freshTopic('two-writers')
      const here = subscribe([topic])
      const there = subscribe([topic], otherHub)
      try {
        const count = 30
        await Promise.all(
          Array.from({ length: count }, (_, index) =>
            emitLiveEventNow(index % 2 === 0 ? database.db : other.db, topic, 'both.nodes', { index }),
          ),
        )
        await waitFor(() => here.received.length >= count && there.received.length >= count, 'both hubs')
        await sleep(100)
        expect(here.received).toHaveLength(count)
        expect(there.received).toEqual(here.received)
        expect(isStrictlyIncreasing(idsOf(here.received))).toBe(true)
        expect(new Set(here.received.map((message) => message.payload.index)).size).toBe(count)
      } finally {
        here.stop()
        there.stop()
        await otherFanout.stop()
        await other.close()
      }
    },
  )

  test.skipIf(!onPostgres)(
    'PostgreSQL: after its listener connection is killed, the fan-out reconnects and delivers what was emitted meanwhile',
    async () => {
      const topic = freshTopic('catch-up')
      const { received, stop } = subscribe([topic])
      const admin = new pg.Client({ connectionString: testDatabaseUrlOf(database) })
      await admin.connect()
      const listenerPids = async () =>
        (
          await admin.query<{ pid: number }>(
            'select pid from pg_stat_activity where datname = current_database() and application_name = $1',
            [LISTENER_APPLICATION_NAME],
          )
        ).rows.map((row) => row.pid)
      try {
        await emitLiveEventNow(database.db, topic, 'before.drop', { n: 0 })
        await waitFor(() => received.length === 1, 'the event before the drop')
        const before = await listenerPids()
        expect(before).toHaveLength(1)

        const killed = await admin.query('select pg_terminate_backend($1) as ok', [before[0]])
        expect(killed.rows[0]?.ok).toBe(true)
        // Emitted while the node has no listener: their NOTIFYs reach nobody.
        for (let n = 1; n <= 3; n++) await emitLiveEventNow(database.db, topic, 'during.drop', { n })

        // The reconnect waits about a second (back-off), then catches up from the outbox.
        await waitFor(() => received.length >= 4, 'the events emitted during the drop', 10_000)
        const after = await listenerPids()
        expect(after).toHaveLength(1)
        expect(after[0]).not.toBe(before[0])
        // And it is listening again: a new event arrives by NOTIFY.
        await emitLiveEventNow(database.db, topic, 'after.reconnect', { n: 4 })
        await waitFor(() => received.length >= 5, 'the event after the reconnect')
        await sleep(100)
        expect(received.map((message) => message.payload.n)).toEqual([0, 1, 2, 3, 4])
        expect(isStrictlyIncreasing(idsOf(received))).toBe(true)
      } finally {
        stop()
        await admin.end()
      }
    },
    20_000,
  )

  test.skipIf(!onPostgres)(
    'PostgreSQL: two nodes (two connections, two fan-outs) on one database both deliver every committed event',
    async () => {
      const other = await openDatabase({ kind: 'postgres', url: testDatabaseUrlOf(database)!, poolSize: 2 })
      const otherHub = new LiveHub()
      const otherFanout = new LiveFanout(other, otherHub, logger, testDatabaseUrlOf(database))
      await otherFanout.start()
      const topic = freshTopic('two-nodes')
      const here = subscribe([topic])
      const there = subscribe([topic], otherHub)
      try {
        // Written through the second node, heard on both.
        for (let n = 0; n < 5; n++) await emitLiveEventNow(other.db, topic, 'node.b', { n })
        await waitFor(() => here.received.length >= 5 && there.received.length >= 5, 'both nodes')
        expect(idsOf(here.received)).toEqual(idsOf(there.received))
      } finally {
        here.stop()
        there.stop()
        await otherFanout.stop()
        await other.close()
      }
    },
  )
})

/** Reads an SSE stream until `count` change events arrived; returns them and everything else it saw. */
async function readChanges(stream: ReadableStream<Uint8Array>, count: number, timeoutMs = 5000) {
  const reader = stream.getReader()
  const decoder = new TextDecoder()
  let text = ''
  const changes: { id: number; topic: string; type: string }[] = []
  const others: string[] = []
  const deadline = Date.now() + timeoutMs
  try {
    while (changes.length < count) {
      const next = await Promise.race([
        reader.read(),
        sleep(Math.max(0, deadline - Date.now())).then(() => 'timeout' as const),
      ])
      if (next === 'timeout') throw new Error(`Only ${changes.length} of ${count} events arrived`)
      if (next.done) break
      text += decoder.decode(next.value, { stream: true })
      let end = text.indexOf('\n\n')
      while (end >= 0) {
        const block = text.slice(0, end)
        text = text.slice(end + 2)
        end = text.indexOf('\n\n')
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((line) => line && !line.startsWith(':'))
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
        )
        if (fields.event === 'change') {
          const data = JSON.parse(fields.data ?? '{}')
          changes.push({ id: Number(fields.id), topic: data.topic, type: data.type })
        } else if (fields.event) {
          others.push(fields.event)
        }
      }
    }
  } finally {
    await reader.cancel().catch(() => {})
  }
  return { changes, others }
}

describe('Last-Event-ID replay', () => {
  const topicA = freshTopic('replay-a')
  const topicB = freshTopic('replay-b')
  const topicC = freshTopic('replay-c')
  let all: LiveMessage[] = []

  beforeAll(async () => {
    const { received, stop } = subscribe([topicA, topicB, topicC])
    const topics = [topicA, topicB, topicC]
    for (let index = 0; index < 30; index++) {
      await emitLiveEventNow(database.db, topics[(index * 7) % 3]!, 'replay.item', { index })
    }
    await waitFor(() => received.length >= 30, '30 events')
    stop()
    all = received
  })

  test('returns exactly the missed events of the requested topics, in order, no duplicates, nothing lost', async () => {
    const wanted = all.filter((message) => message.topic !== topicC)
    // The client saw the first ten of its events, then lost its connection.
    const lastSeen = wanted[9]!.id
    const replayed = await replayLiveEvents(database.db, [topicA, topicB], lastSeen)
    expect(replayed).not.toBe('reset')
    const expected = wanted.filter((message) => message.id > lastSeen)
    expect(replayed).toEqual(expected)
    expect(new Set(idsOf(replayed as LiveMessage[])).size).toBe(expected.length)

    // Caught up: nothing more. From before everything: all of them.
    expect(await replayLiveEvents(database.db, [topicA, topicB], wanted.at(-1)!.id)).toEqual([])
    expect(await replayLiveEvents(database.db, [topicA, topicB], wanted[0]!.id - 1)).toEqual(wanted)
  })

  test('an SSE stream opened with a Last-Event-ID sends the missed events and then live ones, each exactly once', async () => {
    const wanted = all.filter((message) => message.topic !== topicC)
    const lastSeen = wanted[4]!.id
    const during = subscribe([topicA])
    // While the replay query is about to run, more events commit and reach the stream through the fan-out
    // (buffered) and are in the replay too: the stream must send each of them once, in order.
    const { stream, close } = openLiveStream({
      hub,
      userId: null,
      topics: [topicA, topicB],
      replay: async () => {
        for (let n = 0; n < 3; n++) await emitLiveEventNow(database.db, topicA, 'during.replay', { n })
        await waitFor(() => during.received.length >= 3, 'the events during the replay')
        return replayLiveEvents(database.db, [topicA, topicB], lastSeen)
      },
    })
    try {
      const missed = idsOf(wanted.filter((message) => message.id > lastSeen))
      const reading = readChanges(stream, missed.length + 4)
      await waitFor(() => during.received.length >= 3, 'the events during the replay')
      await sleep(100)
      // And a live one after the replay.
      await emitLiveEventNow(database.db, topicB, 'after.replay')

      const { changes } = await reading
      const ids = changes.map((change) => change.id)
      expect(ids.slice(0, missed.length + 3)).toEqual([...missed, ...idsOf(during.received)])
      expect(changes.at(-1)?.type).toBe('after.replay')
      expect(new Set(ids).size).toBe(ids.length)
      expect(isStrictlyIncreasing(ids)).toBe(true)
    } finally {
      during.stop()
      close()
    }
  })

  test("'reset' when more events were missed than a replay sends", async () => {
    const flood = freshTopic('flood')
    const [before] = await database.db
      .select({ last: sql<number>`coalesce(max(${liveEvent.position}), 0)` })
      .from(liveEvent)
    // Setup only: 1,001 rows straight into the outbox in one statement, then sequenced.
    await database.db
      .insert(liveEvent)
      .values(
        Array.from({ length: 1001 }, (_, index) => ({ topic: flood, type: 'flood', payload: { index } })),
      )
    await fanout.sequence()
    expect(await replayLiveEvents(database.db, [flood], Number(before!.last))).toBe('reset')
    const rows = await database.db
      .select({ position: liveEvent.position })
      .from(liveEvent)
      .where(eq(liveEvent.topic, flood))
    const ids = rows.map((row) => Number(row.position)).sort((a, b) => a - b)
    // 1,000 missed events still replay.
    const replayed = await replayLiveEvents(database.db, [flood], ids[0]!)
    expect(replayed).not.toBe('reset')
    expect(replayed).toHaveLength(1000)
  })

  // Last: pruning everything affects every test after it.
  test("'reset' after prune() removed events past the client's id; later ids still replay", async () => {
    const topic = freshTopic('prune')
    const { received, stop } = subscribe([topic])
    try {
      await emitLiveEventNow(database.db, topic, 'old.one')
      await emitLiveEventNow(database.db, topic, 'old.two')
      await waitFor(() => received.length >= 2, 'the old events')
      const [oldOne, oldTwo] = received

      // Everything so far is older than the retention window as seen from "now + retention".
      await fanout.prune(Date.now() + LIVE_RETENTION_MS + 60_000)
      expect(await rowCount('old.two')).toBe(0)
      const [setting] = await database.db
        .select({ value: appSetting.value })
        .from(appSetting)
        .where(eq(appSetting.key, PRUNED_THROUGH_KEY))
      const prunedThrough = Number(setting?.value)
      expect(prunedThrough).toBeGreaterThanOrEqual(oldTwo!.id)

      // A client that missed pruned events must refetch: reset.
      expect(await replayLiveEvents(database.db, [topic], oldOne!.id)).toBe('reset')
      expect(await replayLiveEvents(database.db, [topic], 0)).toBe('reset')

      await emitLiveEventNow(database.db, topic, 'new.one')
      await waitFor(() => received.length >= 3, 'the new event')
      // A client that saw everything up to the prune point misses nothing: it gets the new event.
      const replayed = await replayLiveEvents(database.db, [topic], prunedThrough)
      expect(replayed).toEqual([received[2]])

      // Pruning again with nothing old enough keeps the mark (it never moves back).
      await fanout.prune()
      const [again] = await database.db
        .select({ value: appSetting.value })
        .from(appSetting)
        .where(eq(appSetting.key, PRUNED_THROUGH_KEY))
      expect(Number(again?.value)).toBe(prunedThrough)
    } finally {
      stop()
    }
  })
})

describe('canSubscribeToTopic', () => {
  let f: ReturnType<typeof orgFixtures>
  const ids = {} as Record<
    'openOrg' | 'closedOrg' | 'publicProject' | 'privateProject' | 'closedProject',
    string
  >
  let owner: Awaited<ReturnType<ReturnType<typeof orgFixtures>['newPerson']>>
  let memberPerson: typeof owner
  let outsider: typeof owner

  beforeAll(async () => {
    const t = createTestAuth(database, { relaxedRateLimits: true })
    f = orgFixtures(database, t)
    owner = await f.newPerson('owner')
    memberPerson = await f.newPerson('member')
    outsider = await f.newPerson('outsider')
    const open = await f.createOrganization(owner, 'Open Team')
    await f.addMember(open, memberPerson, 'member')
    ids.openOrg = open.id
    ids.publicProject = (await f.insertProject(open, 'public')).id
    ids.privateProject = (await f.insertProject(open, 'private')).id
    // An organisation with only a private project: outsiders may not even know it exists.
    const closed = await f.createOrganization(owner, 'Closed Team')
    ids.closedOrg = closed.id
    ids.closedProject = (await f.insertProject(closed, 'private')).id
  })

  const can = (viewer: { viewer: Parameters<typeof canSubscribeToTopic>[1] } | null, topic: string) => {
    const [kind, id] = topic.split(':') as ['org' | 'project' | 'chat' | 'user', string]
    return canSubscribeToTopic(database.db, viewer?.viewer ?? null, { kind, id })
  }

  test("an outsider is refused a private project's and a private organisation's topics", async () => {
    expect(await can(outsider, topicOf.project(ids.privateProject))).toBe(false)
    expect(await can(outsider, topicOf.project(ids.closedProject))).toBe(false)
    expect(await can(outsider, topicOf.org(ids.closedOrg))).toBe(false)
    expect(await can(null, topicOf.project(ids.privateProject))).toBe(false)
    expect(await can(null, topicOf.org(ids.closedOrg))).toBe(false)
  })

  test("an outsider and an anonymous visitor may follow a public project's topic, not its organisation's", async () => {
    expect(await can(outsider, topicOf.project(ids.publicProject))).toBe(true)
    expect(await can(null, topicOf.project(ids.publicProject))).toBe(true)
    // The organisation's topic is its members' (private projects' changes, members, invitations, teams).
    expect(await can(outsider, topicOf.org(ids.openOrg))).toBe(false)
    expect(await can(null, topicOf.org(ids.openOrg))).toBe(false)
  })

  test('members follow their organisation and its private projects', async () => {
    expect(await can(memberPerson, topicOf.project(ids.privateProject))).toBe(true)
    expect(await can(memberPerson, topicOf.org(ids.openOrg))).toBe(true)
    // Not a member of the closed team.
    expect(await can(memberPerson, topicOf.org(ids.closedOrg))).toBe(false)
    expect(await can(owner, topicOf.project(ids.closedProject))).toBe(true)
  })

  test('a user topic belongs to that user alone', async () => {
    expect(await can(owner, topicOf.user(owner.id))).toBe(true)
    expect(await can(outsider, topicOf.user(owner.id))).toBe(false)
    expect(await can(null, topicOf.user(owner.id))).toBe(false)
  })

  test('unknown ids are refused like forbidden ones', async () => {
    expect(await can(owner, topicOf.project('no-such-project'))).toBe(false)
    expect(await can(owner, topicOf.project('00000000-0000-0000-0000-000000000000'))).toBe(false)
    expect(await can(owner, topicOf.org('no-such-org'))).toBe(false)
    expect(await can(null, topicOf.org('00000000-0000-0000-0000-000000000000'))).toBe(false)
    expect(await can(owner, topicOf.chat('no-such-chat'))).toBe(false)
  })
})
