import { spawn } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import { Worker } from 'node:worker_threads'
import pg from 'pg'
import pino from 'pino'
import { afterAll, describe, expect, test } from 'vitest'
import { getChatAccess } from '~/features/chat/server/chat-access.server'
import { createChat } from '~/features/chat/server/chats.server'
import { listMessages } from '~/features/chat/server/history.server'
import { sendMessage } from '~/features/chat/server/messages.server'
import { type LiveMessage, topicOf } from '~/lib/live-topics'
import { type DatabaseHandle, openDatabase } from '~/server/db/client.server'
import { migrateDatabase } from '~/server/db/migrate.server'
import { handleLiveRequest } from '~/server/live/live-request.server'
import { type LiveService, startLiveService } from '~/server/live/live-service.server'
import { viewersOfSessions } from '~/server/live/live-viewer.server'
import { createBenchDatabases } from './bench-database'
import { type BenchPerson, type ChatBenchWorld, fillChat, seedChatBenchWorld } from './chat-world'
import { formatTable, measureInterleaved, ms, percentile } from './timing'

/**
 * `npm run bench:chat`, not part of `npm test`.
 *
 * 1. Send-to-screen: BENCH_CHAT_MEMBERS (1,000) members hold a live stream of one chat (GET /api/live as the
 *    app serves it: live-token auth, topic authorization, the hub, SSE encoding, read back from the response
 *    body); BENCH_CHAT_SENDERS (10) of them post BENCH_CHAT_RATE (50) messages a second in total for
 *    BENCH_CHAT_SECONDS (60) s, each sender one message at a time like the client's mutation queue, through
 *    the send server function's path (session lookup, chat access, sendMessage with its transaction, outbox
 *    and NOTIFY). Latency = a member's receipt of the message minus the moment its sender started the call.
 *    Lost and duplicated = per member, messages never received or received twice. One node on PGlite, and,
 *    with BENCH_DATABASE_URL or TEST_DATABASE_URL, two nodes on PostgreSQL (members on node B, senders on A).
 *    Everything runs in this one process (the machine's two cores serve senders, database and members alike).
 * 2. History: a page of history in a chat of 100,000 messages against one of 1,000 (latest page, a page deep
 *    in the past, a permalink), medians interleaved run by run; the ratio must stay ≤ 1.3.
 * 3. Rooms (PostgreSQL): how many messages a second one node stores and announces across 100 chats, with
 *    BENCH_CHAT_ROOMS_CONCURRENCY (32) sends in flight for BENCH_CHAT_ROOMS_SECONDS (10) s on the app's pool of
 *    10 connections; every message must reach the node's subscribers once (commit → delivery p50 / p99), and
 *    pg_stat_activity (sampled every 20 ms) shows how much of the connections' time waits for advisory locks
 *    (before the sequencer, 85 % waited for the outbox's one global emit lock).
 *
 * Knobs: BENCH_CHAT_SETUPS ("one,two,history,rooms"), BENCH_CHAT_MEMBERS, BENCH_CHAT_SENDERS, BENCH_CHAT_RATE,
 * BENCH_CHAT_SECONDS, BENCH_CHAT_HISTORY (100000), BENCH_CHAT_NODE_ARGS (Node options for node B),
 * BENCH_CHAT_ROOMS_CONCURRENCY, BENCH_CHAT_ROOMS_SECONDS.
 */

const MEMBERS = positiveInt('BENCH_CHAT_MEMBERS', 1000)
const SENDERS = positiveInt('BENCH_CHAT_SENDERS', 10)
const RATE = positiveInt('BENCH_CHAT_RATE', 50)
const SECONDS = positiveInt('BENCH_CHAT_SECONDS', 60)
const HISTORY_LARGE = positiveInt('BENCH_CHAT_HISTORY', 100_000)
const HISTORY_SMALL = 1_000
const ROOMS_CONCURRENCY = positiveInt('BENCH_CHAT_ROOMS_CONCURRENCY', 32)
const ROOMS_SECONDS = positiveInt('BENCH_CHAT_ROOMS_SECONDS', 10)
const ROOMS = 100
const SETUPS = new Set(
  (process.env.BENCH_CHAT_SETUPS ?? 'one,two,history,rooms').split(',').map((s) => s.trim()),
)
const POSTGRES_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || ''
const TARGET_P99_MS = { one: 100, two: 150 }
const TARGET_HISTORY_RATIO = 1.3
const DRAIN_LIMIT_MS = 15_000

const logger = pino({ level: 'silent' })
const SECRET = randomBytes(32).toString('hex')

function positiveInt(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`)
  return value
}

const sleep = (time: number) => new Promise((resolve) => setTimeout(resolve, time))
const cleanups: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {})
})

type Node = { database: DatabaseHandle; live: LiveService }

async function startNode(database: DatabaseHandle, connectionString?: string): Promise<Node> {
  const live = await startLiveService({ database, logger, connectionString })
  cleanups.push(() => live.stop())
  return { database, live }
}

/** A fresh PostgreSQL database (dropped afterwards) and its URL. */
async function createPostgresDatabase(): Promise<string> {
  const name = `parley_bench_chat_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_URL })
    await client.connect()
    await client.query(statement).finally(() => client.end())
  }
  await admin(`CREATE DATABASE "${name}"`)
  cleanups.push(() => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
  const url = new URL(POSTGRES_URL)
  url.pathname = `/${name}`
  return url.toString()
}

/** Serves GET /api/live of a node over HTTP on a free loopback port, as the app's server route does. */
async function serveLive(node: Node): Promise<number> {
  const server = http.createServer(async (req, res) => {
    const response = await handleLiveRequest(
      { auth: null as never, database: node.database, live: node.live, secret: SECRET },
      new Request(`http://127.0.0.1${req.url}`, { headers: req.headers as Record<string, string> }),
    )
    res.writeHead(response.status, Object.fromEntries(response.headers))
    const reader = response.body!.getReader()
    req.on('close', () => void reader.cancel().catch(() => {}))
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }))
      if (done || !value) break
      res.write(value)
    }
    res.end()
  })
  server.keepAliveTimeout = 0
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanups.push(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(resolve)
      }),
  )
  return (server.address() as AddressInfo).port
}

/** Node B of the two-node run: tests/bench/chat-node.ts under tsx; resolves with its port and process id. */
async function startOtherNode(url: string): Promise<{ port: number; pid: number }> {
  // One process (tsx as a loader, not its CLI, which would run the node in a child of its own): its pid is
  // node B's, for the CPU figure. BENCH_CHAT_NODE_ARGS adds Node options (e.g. --cpu-prof) to node B.
  const extra = (process.env.BENCH_CHAT_NODE_ARGS ?? '').split(' ').filter(Boolean)
  const child = spawn(process.execPath, [...extra, '--import', 'tsx', 'tests/bench/chat-node.ts'], {
    env: { ...process.env, BENCH_NODE_DATABASE_URL: url, BENCH_NODE_SECRET: SECRET },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  cleanups.push(async () => {
    if (child.exitCode !== null) return
    child.kill('SIGTERM')
    await Promise.race([new Promise((resolve) => child.once('exit', resolve)), sleep(5000)])
    if (child.exitCode === null) child.kill('SIGKILL')
  })
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk) => {
      output += chunk
      const port = /port (\d+)/.exec(output)?.[1]
      if (port) resolve({ port: Number(port), pid: child.pid! })
    })
    child.once('exit', (code) => reject(new Error(`Node B exited (${code}) before it was ready`)))
  })
}

/** The members on a thread of their own: see chat-members.worker.mjs. */
async function startMembers(port: number, world: ChatBenchWorld, clientIds: string[]) {
  const receipts = new SharedArrayBuffer(MEMBERS * clientIds.length * 8)
  const counts = new SharedArrayBuffer(MEMBERS * clientIds.length)
  const worker = new Worker(new URL('./chat-members.worker.mjs', import.meta.url), {
    workerData: {
      port,
      topic: `chat:${world.chatId}`,
      tokens: world.people.slice(0, MEMBERS).map((person) => world.tokenOf(person)),
      clientIds,
      receipts,
      counts,
    },
  })
  cleanups.push(() => worker.terminate())
  const ask = (message: string) =>
    new Promise<{ error?: string }>((resolve) => {
      worker.once('message', resolve)
      worker.postMessage(message)
    })
  const opened = await ask('open')
  if (opened.error) throw new Error(opened.error)
  return {
    receivedAt: new Float64Array(receipts),
    copies: new Uint8Array(counts),
    close: () => ask('close'),
  }
}

type LiveFigures = {
  setup: string
  members: number
  messages: number
  sendErrors: number
  stored: number
  achievedRate: number
  p50: number
  p99: number
  max: number
  sendP50: number
  sendP99: number
  lost: number
  duplicated: number
  connectMs: number
  /** CPU time of the node serving the members, per message sent (ms): its thread, or its whole process. */
  nodeCpuPerMessage: number
}

/** CPU time (ms) of the members' node: this thread (one node), or node B's process (from /proc). */
function nodeCpuMs(otherPid?: number): number {
  if (otherPid === undefined) {
    const { user, system } = process.threadCpuUsage()
    return (user + system) / 1000
  }
  const fields = readFileSync(`/proc/${otherPid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  // utime and stime (fields 14 and 15 of the whole line), in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/** What the send server function does for a request: who is signed in, their access to the chat, the send. */
async function sendAs(
  db: DatabaseHandle['db'],
  sender: BenchPerson,
  world: ChatBenchWorld,
  message: { chatId: string; clientId: string; body: string },
) {
  const scope = { orgSlug: world.orgSlug, projectSlug: world.projectSlug }
  const viewer = (await viewersOfSessions(db, [sender.sessionId])).get(sender.sessionId) ?? null
  const access = await getChatAccess(db, viewer, scope)
  await sendMessage(db, access, { ...scope, ...message, replyToId: null })
}

async function runLive(
  setup: 'one' | 'two',
  writer: DatabaseHandle,
  livePort: number,
  otherPid?: number,
): Promise<LiveFigures> {
  const world = await seedChatBenchWorld(writer.db, MEMBERS, SECRET)
  const total = RATE * SECONDS
  const clientIds: string[] = Array.from({ length: total }, () => randomUUID())
  const sentAt = new Float64Array(total).fill(Number.NaN)
  const connectStarted = performance.now()
  const members = await startMembers(livePort, world, clientIds)
  const connectMs = performance.now() - connectStarted

  const senders = world.people.slice(0, SENDERS)
  const sendDurations: number[] = []
  let sendErrors = 0
  const send = (sender: BenchPerson, index: number) =>
    sendAs(writer.db, sender, world, {
      chatId: world.chatId,
      clientId: clientIds[index]!,
      body: `Message ${index} from ${sender.viewer.name}: the **build** is green, shipping after lunch`,
    })
  // Warm-up outside the measurement (first queries, JIT), with client ids nobody counts.
  for (const sender of senders.slice(0, 2)) {
    await sendAs(writer.db, sender, world, { chatId: world.chatId, clientId: randomUUID(), body: 'warm-up' })
  }
  await sleep(500)

  const cpuBefore = nodeCpuMs(otherPid)
  const interval = 1000 / RATE
  // Each sender at most once per `ownInterval`, like a person: one that fell behind does not catch up in a
  // burst (which the per-member limit would rightly refuse); the achieved rate then says how far behind.
  const ownInterval = interval * SENDERS
  const started = performance.now()
  await Promise.all(
    senders.map(async (sender, senderIndex) => {
      let previous = Number.NEGATIVE_INFINITY
      for (let index = senderIndex; index < total; index += SENDERS) {
        const due = Math.max(started + index * interval, previous + ownInterval)
        const wait = due - performance.now()
        if (wait > 0) await sleep(wait)
        const begun = performance.now()
        previous = begun
        sentAt[index] = performance.timeOrigin + begun
        try {
          await send(sender, index)
        } catch (error) {
          // Not stored, so nobody should receive it: it counts as a send error, not as lost.
          sentAt[index] = Number.NaN
          sendErrors++
          if (sendErrors <= 3) console.error('send failed:', error)
        }
        sendDurations.push(performance.now() - begun)
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000

  const expected = MEMBERS * (total - sendErrors)
  const received = () => members.copies.reduce((sum, count) => sum + (count > 0 ? 1 : 0), 0)
  const drainUntil = performance.now() + DRAIN_LIMIT_MS
  while (received() < expected && performance.now() < drainUntil) await sleep(100)
  await sleep(300)
  const nodeCpu = nodeCpuMs(otherPid) - cpuBefore
  await members.close()

  const latencies: number[] = []
  let lost = 0
  let duplicated = 0
  for (let slot = 0; slot < members.copies.length; slot++) {
    const index = slot % total
    if (Number.isNaN(sentAt[index]!)) continue
    const count = members.copies[slot]!
    if (count === 0) lost++
    else latencies.push(members.receivedAt[slot]! - sentAt[index]!)
    if (count > 1) duplicated += count - 1
  }
  const stored = await writer.db.execute(
    `SELECT count(*)::int AS n FROM chat_message WHERE chat_id = '${world.chatId}' AND body <> 'warm-up'`,
  )
  const sorted = latencies.sort((a, b) => a - b)
  const sends = sendDurations.sort((a, b) => a - b)
  return {
    setup,
    members: MEMBERS,
    messages: total,
    sendErrors,
    stored: Number((stored as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0),
    achievedRate: total / elapsed,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
    sendP50: percentile(sends, 0.5),
    sendP99: percentile(sends, 0.99),
    lost,
    duplicated,
    connectMs,
    nodeCpuPerMessage: nodeCpu / (total - sendErrors),
  }
}

function report(figures: LiveFigures, title: string) {
  console.log(`\n== ${title} ==  (${os.cpus().length} cores, node ${process.version})`)
  console.log(
    formatTable(
      ['', 'value'],
      [
        ['members connected', `${figures.members} (in ${ms(figures.connectMs)} ms)`],
        [
          'messages sent / stored',
          `${figures.messages} / ${figures.stored} (${figures.sendErrors} send errors)`,
        ],
        ['send rate achieved', `${figures.achievedRate.toFixed(1)} /s`],
        ['send call p50 / p99', `${ms(figures.sendP50)} / ${ms(figures.sendP99)} ms`],
        ['send-to-screen p50', `${ms(figures.p50)} ms`],
        ['send-to-screen p99', `${ms(figures.p99)} ms`],
        ['send-to-screen max', `${ms(figures.max)} ms`],
        ['lost', String(figures.lost)],
        ['duplicated', String(figures.duplicated)],
        [
          `members' node CPU per message`,
          `${ms(figures.nodeCpuPerMessage)} ms (${figures.setup === 'one' ? 'its thread: senders, database, fan-out' : 'node B: fan-out only'})`,
        ],
        ['load average (1 min) after', os.loadavg()[0]!.toFixed(2)],
      ],
    ),
  )
}

describe('chat send-to-screen', () => {
  test.runIf(SETUPS.has('one'))('one node (PGlite)', async () => {
    // The default single-node store: PGlite in this process (PostgreSQL is measured with two nodes below).
    const database = await openDatabase({ kind: 'memory' })
    cleanups.push(() => database.close())
    await migrateDatabase(database)
    const node = await startNode(database)
    const figures = await runLive('one', database, await serveLive(node))
    report(figures, `One node (PGlite): ${MEMBERS} members, ${SENDERS} senders, ${RATE} msg/s, ${SECONDS} s`)
    expect(figures.lost).toBe(0)
    expect(figures.duplicated).toBe(0)
    expect(figures.p99).toBeLessThanOrEqual(TARGET_P99_MS.one)
  })

  test.runIf(SETUPS.has('two') && POSTGRES_URL)('two nodes (PostgreSQL)', async () => {
    const url = await createPostgresDatabase()
    const writer = await openDatabase({ kind: 'postgres', url, poolSize: 10 })
    cleanups.push(() => writer.close())
    await migrateDatabase(writer)
    // Node A: this process (the senders' server function runs here, and its fan-out listens as every node's
    // does). Node B: a process of its own, where the members are connected.
    await startNode(writer, url)
    const other = await startOtherNode(url)
    const figures = await runLive('two', writer, other.port, other.pid)
    report(figures, `Two nodes (PostgreSQL): members on B, senders on A`)
    expect(figures.lost).toBe(0)
    expect(figures.duplicated).toBe(0)
    expect(figures.p99).toBeLessThanOrEqual(TARGET_P99_MS.two)
  })
})

describe('history at scale', () => {
  test.runIf(SETUPS.has('history'))(`a page at ${HISTORY_LARGE} messages ÷ at ${HISTORY_SMALL}`, async () => {
    const [database] = await createBenchDatabases(['chat-history'])
    cleanups.push(() => database!.close())
    const { db } = database!
    const world = await seedChatBenchWorld(db, 20, SECRET)
    const owner = world.people[0]!
    const access = await getChatAccess(db, owner.viewer, world)
    const small = (await createChat(db, access, { ...world, name: 'Small', topic: '', memberIds: null })).id
    const large = (await createChat(db, access, { ...world, name: 'Large', topic: '', memberIds: null })).id
    const authors = world.people.slice(0, 8).map((person) => person.viewer.userId)
    const seedStarted = performance.now()
    await fillChat(db, small, HISTORY_SMALL, authors)
    await fillChat(db, large, HISTORY_LARGE, authors)
    const seedSeconds = (performance.now() - seedStarted) / 1000

    const middleOf = async (chatId: string) => {
      const latest = await listMessages(db, access, { ...world, chatId, limit: 1 })
      const newest = Number(latest.messages[0]!.id)
      const count = chatId === large ? HISTORY_LARGE : HISTORY_SMALL
      return String(newest - Math.floor(count / 2))
    }
    const anchors = { [small]: await middleOf(small), [large]: await middleOf(large) }
    const operations = {
      latest: (chatId: string) => () => listMessages(db, access, { ...world, chatId }),
      older: (chatId: string) => () =>
        listMessages(db, access, { ...world, chatId, before: anchors[chatId]! }),
      permalink: (chatId: string) => () =>
        listMessages(db, access, { ...world, chatId, around: anchors[chatId]! }),
    }
    const rows: string[][] = []
    let worst = 0
    for (const [name, make] of Object.entries(operations)) {
      const stats = await measureInterleaved(
        { small: make(small), large: make(large) },
        { warmup: 5, runs: 60, minRuns: 15, budgetMs: 8000 },
      )
      const ratio = stats.large.median / stats.small.median
      worst = Math.max(worst, ratio)
      rows.push([
        name,
        ms(stats.small.median),
        ms(stats.large.median),
        ratio.toFixed(2),
        String(stats.large.runs),
      ])
    }
    console.log(`\n== History page (${database!.kind}; seeded in ${seedSeconds.toFixed(1)} s) ==`)
    console.log(
      formatTable(['page of 50', `${HISTORY_SMALL} ms`, `${HISTORY_LARGE} ms`, 'ratio', 'runs'], rows),
    )
    expect(worst).toBeLessThanOrEqual(TARGET_HISTORY_RATIO)
  })
})

/**
 * Samples the sending connections of one database: how many are running a statement, and how many of those
 * wait for an advisory lock. The send path takes none since the live outbox's global emit lock was replaced
 * by the sequencer (whose lock only the sequencer's own passes take); the column stays to show it.
 */
async function sampleLockWaits(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  let samples = 0
  let active = 0
  let waiting = 0
  let running = true
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{ active: number; waiting: number }>(`
        SELECT count(*) FILTER (WHERE state = 'active')::int AS active,
               count(*) FILTER (WHERE wait_event_type = 'Lock' AND wait_event = 'advisory')::int AS waiting
        FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`)
      samples++
      active += rows[0]!.active
      waiting += rows[0]!.waiting
      await sleep(20)
    }
  })()
  return async () => {
    running = false
    await loop
    await client.end()
    return { samples, meanActive: active / samples, meanWaiting: waiting / samples }
  }
}

describe('chat throughput across rooms', () => {
  test.runIf(SETUPS.has('rooms') && POSTGRES_URL)(`${ROOMS} chats on one node (PostgreSQL)`, async () => {
    const url = await createPostgresDatabase()
    const writer = await openDatabase({ kind: 'postgres', url })
    cleanups.push(() => writer.close())
    await migrateDatabase(writer)
    const node = await startNode(writer, url)
    const { db } = writer
    // Enough people that none of them reaches the per-member send limit (60 in 10 s) at 1,000 messages/s.
    const world = await seedChatBenchWorld(db, 300, SECRET)
    const owner = await getChatAccess(db, world.people[0]!.viewer, world)
    const rooms = [world.chatId]
    while (rooms.length < ROOMS) {
      const name = `Room ${rooms.length}`
      rooms.push((await createChat(db, owner, { ...world, name, topic: '', memberIds: null })).id)
    }

    // What the node's subscribers are handed: when each message's event arrives, and how often.
    const committedAt = new Map<string, number>()
    const deliveredAt = new Map<string, number>()
    let duplicates = 0
    const listener = {
      userId: null,
      topics: new Set(rooms.map((id) => topicOf.chat(id))),
      deliver: (message: LiveMessage) => {
        const clientId = (message.payload as { message?: { clientId?: string } }).message?.clientId
        if (!clientId) return
        if (deliveredAt.has(clientId)) duplicates++
        else deliveredAt.set(clientId, performance.now())
      },
      close: () => {},
    }
    node.live.hub.add(listener)
    cleanups.push(async () => node.live.hub.remove(listener))

    const send = async (index: number) => {
      const clientId = randomUUID()
      await sendAs(db, world.people[index % world.people.length]!, world, {
        chatId: rooms[index % ROOMS]!,
        clientId,
        body: `Message ${index}: the **build** is green, shipping after lunch`,
      })
      committedAt.set(clientId, performance.now())
    }
    for (let index = 0; index < 20; index++) await send(index)
    await sleep(500)
    committedAt.clear()
    deliveredAt.clear()

    const durations: number[] = []
    let errors = 0
    let next = 0
    const passesBefore = node.live.fanout.stats.sequencerPasses
    const stopSampling = await sampleLockWaits(url)
    const started = performance.now()
    const until = started + ROOMS_SECONDS * 1000
    await Promise.all(
      Array.from({ length: ROOMS_CONCURRENCY }, async () => {
        while (performance.now() < until) {
          const begun = performance.now()
          try {
            await send(next++)
          } catch (error) {
            errors++
            if (errors <= 3) console.error('send failed:', error)
          }
          durations.push(performance.now() - begun)
        }
      }),
    )
    const elapsed = (performance.now() - started) / 1000
    const waits = await stopSampling()
    const sorted = durations.sort((a, b) => a - b)
    const sent = durations.length - errors
    const drainUntil = performance.now() + 10_000
    while (deliveredAt.size < committedAt.size && performance.now() < drainUntil) await sleep(20)
    const lags = [...committedAt]
      .map(([clientId, at]) => (deliveredAt.get(clientId) ?? Number.NaN) - at)
      .filter((lag) => !Number.isNaN(lag))
      .sort((a, b) => a - b)
    console.log(
      `\n== ${ROOMS} chats, one node (PostgreSQL) ==  (${os.cpus().length} cores, node ${process.version})`,
    )
    console.log(
      formatTable(
        ['', 'value'],
        [
          ['sends in flight / pool', `${ROOMS_CONCURRENCY} / 10 connections`],
          ['messages stored and announced', `${sent} in ${elapsed.toFixed(1)} s (${errors} errors)`],
          ['throughput', `${(sent / elapsed).toFixed(0)} messages/s`],
          ['send call p50 / p99', `${ms(percentile(sorted, 0.5))} / ${ms(percentile(sorted, 0.99))} ms`],
          [
            "delivered to the node's subscribers",
            `${deliveredAt.size} of ${committedAt.size} (${duplicates} twice)`,
          ],
          ['commit → delivery p50 / p99', `${ms(percentile(lags, 0.5))} / ${ms(percentile(lags, 0.99))} ms`],
          ['live sequencer passes', String(node.live.fanout.stats.sequencerPasses - passesBefore)],
          ['connections running a statement (mean)', waits.meanActive.toFixed(2)],
          ['of which waiting for an advisory lock (mean)', waits.meanWaiting.toFixed(2)],
          [
            'share of busy connection time spent waiting for it',
            `${((100 * waits.meanWaiting) / Math.max(waits.meanActive, 1e-9)).toFixed(0)} % (${waits.samples} samples)`,
          ],
          ['load average (1 min) after', os.loadavg()[0]!.toFixed(2)],
        ],
      ),
    )
    expect(errors).toBe(0)
    expect(sent).toBeGreaterThan(0)
    // Every committed message reached the subscribers, once.
    expect(deliveredAt.size).toBe(committedAt.size)
    expect(duplicates).toBe(0)
  })
})
