// `npm run bench:live`: commit-to-client latency of live data, on the production
// build. Not part of `npm test`; it builds nothing (run `npm run build` first).
//
//   1. One node, PGlite: 1,000 SSE subscribers on the demo public project's topic; 200 renames of that project
//      through the app's own server function (updateProjectFn, as the settings form calls it), one after
//      another at a steady rate. Latency per event per subscriber = receipt by the subscriber minus the moment
//      just before the rename request was sent (so it includes the request, the transaction, the NOTIFY, the
//      fan-out and the delivery). Lost and duplicated events are counted against the outbox itself (a
//      Last-Event-ID replay after the run says which ids the renames produced).
//   2. With BENCH_DATABASE_URL (or TEST_DATABASE_URL): the same on a fresh PostgreSQL database with two nodes,
//      subscribers on node B, renames through node A. The database is dropped afterwards.
//
// All traffic stays on 127.0.0.1. Knobs (environment): BENCH_SUBSCRIBERS (1000), BENCH_CHANGES (200, at most
// 1000), BENCH_INTERVAL_MS (50: one rename every 50 ms unless the previous one is still running), BENCH_SETUPS
// ("one,two": which of the two runs).
// Exit code 1 when an event was lost or duplicated, or a target was missed.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { manifestFile, serverFnRequest, serverFnResult } from './bench-server-fn.mjs'

const root = path.resolve(import.meta.dirname, '..')
const entry = path.join(root, '.output', 'server', 'index.mjs')

const SUBSCRIBERS = positiveInt('BENCH_SUBSCRIBERS', 1000)
const CHANGES = Math.min(positiveInt('BENCH_CHANGES', 200), 1000)
const INTERVAL_MS = positiveInt('BENCH_INTERVAL_MS', 50)
const DATABASE_SERVER_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || ''
/** Which runs: "one", "two" or both (default). */
const SETUPS = new Set((process.env.BENCH_SETUPS || 'one,two').split(',').map((setup) => setup.trim()))
const TARGET_P99_MS = { one: 100, two: 150 }
/** The whole run, start-ups included, may take this long; then everything is stopped. */
const TOTAL_LIMIT_MS = 10 * 60 * 1000
/** After the last rename, wait at most this long for every subscriber to receive everything. */
const DRAIN_LIMIT_MS = 15_000

function positiveInt(name, fallback) {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} must be a positive integer`)
    process.exit(2)
  }
  return value
}

if (!fs.existsSync(entry) || !fs.existsSync(manifestFile)) {
  console.error('No production build in .output/. Run `npm run build` first, then `npm run bench:live`.')
  process.exit(1)
}

const children = new Set()
const cleanups = []
/** Stops the nodes (SIGTERM, then SIGKILL after 10 s), drops the database, removes the data directories. */
async function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {})
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }
}
const overall = setTimeout(async () => {
  console.error(`\nThe benchmark took longer than ${TOTAL_LIMIT_MS / 60000} minutes: stopped.`)
  await cleanUp()
  process.exit(1)
}, TOTAL_LIMIT_MS)
overall.unref()
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await cleanUp()
    process.exit(130)
  })
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

/** Starts the production build on a free loopback port and waits for /api/health. */
async function startNode(label, env) {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-bench-'))
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }))
  const base = `http://127.0.0.1:${port}`
  let output = ''
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BETTER_AUTH_URL: base,
      RATE_LIMIT_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.add(child)
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise((resolve) => child.on('exit', resolve))
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Node ${label} exited during start-up:\n${output}`)
    try {
      const response = await fetch(`${base}/api/health`)
      await response.arrayBuffer()
      if (response.ok) break
    } catch {}
    if (Date.now() > deadline) throw new Error(`Node ${label} did not become healthy within 60 s:\n${output}`)
    await sleep(100)
  }
  return {
    label,
    base,
    port,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await Promise.race([exited, sleep(10_000)])
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      children.delete(child)
    },
  }
}

// ---- The app's own calls: Better Auth sign-in and server functions (what the browser sends) ----

/** Keep-alive connections for the renames, apart from the subscribers' sockets. */
const callAgent = new http.Agent({ keepAlive: true, maxSockets: 4 })

function request(base, { method = 'GET', pathname, headers = {}, body }) {
  const url = new URL(pathname, base)
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers,
        agent: callAgent,
      },
      (res) => {
        const chunks = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString() }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

async function signIn(node) {
  const response = await request(node.base, {
    method: 'POST',
    pathname: '/api/auth/sign-in/username',
    headers: { 'content-type': 'application/json', origin: node.base },
    body: JSON.stringify({ username: 'demo', password: 'parley-demo' }),
  })
  if (response.status !== 200)
    throw new Error(`Demo sign-in on node ${node.label}: ${response.status} ${response.text}`)
  return [response.headers['set-cookie'] ?? []]
    .flat()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

async function callServerFn(node, name, data, options) {
  const response = await request(node.base, await serverFnRequest(node.base, name, data, options))
  if (response.status !== 200)
    throw new Error(`${name} on node ${node.label}: ${response.status} ${response.text.slice(0, 300)}`)
  return serverFnResult(`${name} on node ${node.label}`, response.text)
}

// ---- SSE subscribers on raw sockets ----

/** One GET /api/live over its own connection; records the receipt time of every change event by id. */
function subscribe(node, topic, { lastEventId } = {}) {
  return new Promise((resolve, reject) => {
    const query = new URLSearchParams({ topics: topic })
    if (lastEventId !== undefined) query.set('lastEventId', String(lastEventId))
    const subscriber = { received: [], other: [], closed: false, error: null, req: null }
    const req = http.request(
      {
        host: '127.0.0.1',
        port: node.port,
        path: `/api/live?${query}`,
        headers: { accept: 'text/event-stream' },
        agent: false,
      },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume()
          reject(new Error(`GET /api/live on node ${node.label} answered ${res.statusCode}`))
          return
        }
        res.setEncoding('utf8')
        let buffer = ''
        res.on('data', (chunk) => {
          const at = performance.now()
          buffer += chunk
          let end = buffer.indexOf('\n\n')
          while (end >= 0) {
            const block = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            end = buffer.indexOf('\n\n')
            if (block.includes('event: change')) {
              const id = /^id: (\d+)$/m.exec(block)
              const data = /^data: (.*)$/m.exec(block)
              const committedAt = data ? Number(JSON.parse(data[1]).at) : Number.NaN
              subscriber.received.push({ id: id ? Number(id[1]) : Number.NaN, at, committedAt })
            } else {
              const event = /^event: (\w+)$/m.exec(block)
              if (event) subscriber.other.push(event[1])
            }
          }
        })
        res.on('end', () => {
          subscriber.closed = true
        })
        res.on('error', (error) => {
          subscriber.error = error
        })
        resolve(subscriber)
      },
    )
    subscriber.req = req
    req.on('error', (error) => {
      subscriber.error = error
      reject(error)
    })
    req.end()
  })
}

async function openSubscribers(node, topic, count) {
  const subscribers = []
  const startedAt = performance.now()
  // In waves, so that the listen backlog never overflows.
  for (let index = 0; index < count; index += 100) {
    const wave = Array.from({ length: Math.min(100, count - index) }, () => subscribe(node, topic))
    subscribers.push(...(await Promise.all(wave)))
  }
  return { subscribers, connectMs: performance.now() - startedAt }
}

function closeSubscribers(subscribers) {
  for (const subscriber of subscribers) subscriber.req.destroy()
}

// ---- One run ----

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a')

/**
 * Subscribes on `subscriberNode`, renames through `writerNode`, and measures. Returns the figures.
 */
async function run({ title, writerNode, subscriberNode }) {
  console.log(`\n== ${title} ==`)
  const cookie = await signIn(writerNode)
  const project = await callServerFn(
    writerNode,
    'getProjectFn',
    { orgSlug: 'demo', slug: 'public-roadmap' },
    { method: 'GET', cookie },
  )
  const topic = `project:${project.id}`
  const rename = (name) =>
    callServerFn(
      writerNode,
      'updateProjectFn',
      { orgSlug: 'demo', slug: 'public-roadmap', changes: { name } },
      { cookie },
    )

  const { subscribers, connectMs } = await openSubscribers(subscriberNode, topic, SUBSCRIBERS)
  console.log(
    `${SUBSCRIBERS} subscribers connected to node ${subscriberNode.label} in ${ms(connectMs)} (topic ${topic})`,
  )

  try {
    // Warm-up: one rename that every subscriber must see; its id is where the measured ones start.
    await rename('Bench warm-up')
    const warmDeadline = Date.now() + 10_000
    while (subscribers.some((subscriber) => subscriber.received.length < 1)) {
      if (Date.now() > warmDeadline)
        throw new Error('The warm-up event did not reach every subscriber within 10 s')
      await sleep(20)
    }
    const baseline = Math.max(...subscribers.map((subscriber) => subscriber.received[0].id))
    for (const subscriber of subscribers) subscriber.received.length = 0
    await sleep(200)

    // The measured renames, at a steady rate.
    const sentAt = []
    const roundTrips = []
    const runStart = performance.now()
    for (let index = 0; index < CHANGES; index++) {
      const due = runStart + index * INTERVAL_MS
      const wait = due - performance.now()
      if (wait > 0) await sleep(wait)
      const start = performance.now()
      sentAt.push(start)
      await rename(`Bench ${index + 1}`)
      roundTrips.push(performance.now() - start)
    }
    const changesMs = performance.now() - runStart

    // Wait until everybody has everything (or the drain limit).
    const drainDeadline = performance.now() + DRAIN_LIMIT_MS
    while (
      performance.now() < drainDeadline &&
      subscribers.some((subscriber) => subscriber.received.length < CHANGES && !subscriber.closed)
    ) {
      await sleep(20)
    }
    await sleep(300)

    // Which ids the renames produced, from the outbox itself (a Last-Event-ID replay).
    const reference = await subscribe(subscriberNode, topic, { lastEventId: baseline })
    const refDeadline = Date.now() + 10_000
    while (
      reference.received.length < CHANGES &&
      !reference.other.includes('reset') &&
      Date.now() < refDeadline
    ) {
      await sleep(20)
    }
    reference.req.destroy()
    if (reference.other.includes('reset'))
      throw new Error('The outbox replay answered reset; cannot attribute events')
    const expectedIds = reference.received.map((event) => event.id)
    if (expectedIds.length !== CHANGES) {
      throw new Error(
        `The outbox holds ${expectedIds.length} events for ${CHANGES} renames; cannot attribute events`,
      )
    }
    const changeOf = new Map(expectedIds.map((id, index) => [id, index]))

    const latencies = []
    const commitLatencies = []
    /** Per rename: the first and the last subscriber's receipt (how long the fan-out to all of them took). */
    const firstAt = new Array(CHANGES).fill(Number.POSITIVE_INFINITY)
    const lastAt = new Array(CHANGES).fill(Number.NEGATIVE_INFINITY)
    let lost = 0
    let duplicated = 0
    let unexpected = 0
    let outOfOrder = 0
    let missingId = 0
    for (const subscriber of subscribers) {
      const seen = new Set()
      let previous = 0
      for (const event of subscriber.received) {
        if (!Number.isFinite(event.id)) {
          missingId++
          continue
        }
        if (event.id <= previous) outOfOrder++
        previous = Math.max(previous, event.id)
        if (seen.has(event.id)) {
          duplicated++
          continue
        }
        seen.add(event.id)
        const change = changeOf.get(event.id)
        if (change === undefined) {
          unexpected++
          continue
        }
        latencies.push(event.at - sentAt[change])
        // The event carries its outbox row's time (written inside the committing transaction): measured on
        // the same clock, this is commit-to-client without the request's own round trip.
        commitLatencies.push(performance.timeOrigin + event.at - event.committedAt)
        firstAt[change] = Math.min(firstAt[change], event.at)
        lastAt[change] = Math.max(lastAt[change], event.at)
      }
      for (const id of expectedIds) if (!seen.has(id)) lost++
    }
    latencies.sort((a, b) => a - b)
    commitLatencies.sort((a, b) => a - b)
    roundTrips.sort((a, b) => a - b)
    const firstLatencies = firstAt.map((at, change) => at - sentAt[change]).sort((a, b) => a - b)
    const spreads = lastAt.map((at, change) => at - firstAt[change]).sort((a, b) => a - b)
    const errors = subscribers.filter((subscriber) => subscriber.error || subscriber.closed).length

    const figures = {
      subscribers: SUBSCRIBERS,
      changes: CHANGES,
      deliveries: latencies.length,
      expectedDeliveries: SUBSCRIBERS * CHANGES,
      p50: percentile(commitLatencies, 50),
      p90: percentile(commitLatencies, 90),
      p99: percentile(commitLatencies, 99),
      max: commitLatencies.at(-1),
      requestP50: percentile(latencies, 50),
      requestP99: percentile(latencies, 99),
      lost,
      duplicated,
      unexpected,
      outOfOrder,
      missingId,
      droppedStreams: errors,
      firstP50: percentile(firstLatencies, 50),
      spreadP50: percentile(spreads, 50),
      spreadP99: percentile(spreads, 99),
      renameP50: percentile(roundTrips, 50),
      renameP99: percentile(roundTrips, 99),
      changesPerSecond: CHANGES / (changesMs / 1000),
    }
    console.log(
      `${CHANGES} renames in ${(changesMs / 1000).toFixed(1)} s (${figures.changesPerSecond.toFixed(1)}/s), rename round trip p50 ${ms(figures.renameP50)}, p99 ${ms(figures.renameP99)}`,
    )
    console.log(`deliveries: ${figures.deliveries} of ${figures.expectedDeliveries}`)
    console.log(
      `first subscriber p50 ${ms(figures.firstP50)}; fan-out spread (first to last subscriber) p50 ${ms(figures.spreadP50)}, p99 ${ms(figures.spreadP99)}`,
    )
    console.log(
      `commit-to-client latency: p50 ${ms(figures.p50)}  p90 ${ms(figures.p90)}  p99 ${ms(figures.p99)}  max ${ms(figures.max)}`,
    )
    console.log(
      `request-to-client (incl. the rename request itself): p50 ${ms(figures.requestP50)}  p99 ${ms(figures.requestP99)}`,
    )
    console.log(
      `lost: ${lost}  duplicated: ${duplicated}  out of order: ${outOfOrder}  unexpected: ${unexpected}  without id: ${missingId}  streams dropped: ${errors}`,
    )
    console.log(
      `load average now: ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
    )
    return figures
  } finally {
    closeSubscribers(subscribers)
  }
}

// ---- Main ----

function createDatabase(serverUrl) {
  const name = `parley_bench_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  return { name, url: Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString() }
}

async function adminQuery(serverUrl, sql) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

const results = []
let failed = false
console.log(
  `Live benchmark: ${SUBSCRIBERS} SSE subscribers, ${CHANGES} renames every ${INTERVAL_MS} ms, Node ${process.version}, ` +
    `${os.cpus().length} CPUs, load ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
)
console.log(
  'Latency: commit-to-client from the outbox row time carried by each event (same clock); request-to-client from just before the rename request.',
)

try {
  if (SETUPS.has('one')) {
    const node = await startNode('1', {})
    cleanups.push(() => node.stop())
    const figures = await run({ title: 'One node (PGlite)', writerNode: node, subscriberNode: node })
    results.push({ setup: 'one node, PGlite', target: TARGET_P99_MS.one, ...figures })
    await node.stop()
  }

  if (!SETUPS.has('two')) {
    // Not asked for.
  } else if (DATABASE_SERVER_URL) {
    const database = createDatabase(DATABASE_SERVER_URL)
    await adminQuery(DATABASE_SERVER_URL, `CREATE DATABASE "${database.name}"`)
    cleanups.push(() =>
      adminQuery(DATABASE_SERVER_URL, `DROP DATABASE IF EXISTS "${database.name}" WITH (FORCE)`),
    )
    const secret = randomBytes(32).toString('base64url')
    const env = { DATABASE_URL: database.url, BETTER_AUTH_SECRET: secret }
    // One after the other: A migrates and seeds the demo content.
    const nodeA = await startNode('A', { ...env, SEED_DEMO: 'true' })
    cleanups.push(() => nodeA.stop())
    const nodeB = await startNode('B', { ...env, SEED_DEMO: 'false' })
    cleanups.push(() => nodeB.stop())
    const figures = await run({
      title: 'Two nodes (PostgreSQL): subscribers on B, renames through A',
      writerNode: nodeA,
      subscriberNode: nodeB,
    })
    results.push({ setup: 'two nodes, PostgreSQL', target: TARGET_P99_MS.two, ...figures })
  } else {
    console.log(
      '\n(Two-node run skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server.)',
    )
  }
} catch (error) {
  console.error(`\nThe benchmark failed: ${error instanceof Error ? error.message : error}`)
  failed = true
} finally {
  await cleanUp()
  callAgent.destroy()
}

if (results.length > 0) {
  console.log('\n== Summary ==')
  console.table(
    results.map((result) => ({
      setup: result.setup,
      subscribers: result.subscribers,
      changes: result.changes,
      'p50 ms': Number(result.p50.toFixed(1)),
      'p99 ms': Number(result.p99.toFixed(1)),
      'max ms': Number(result.max.toFixed(1)),
      'target p99 ms': result.target,
      lost: result.lost,
      duplicated: result.duplicated,
      verdict: result.lost === 0 && result.duplicated === 0 && result.p99 < result.target ? 'ok' : 'MISSED',
    })),
  )
  for (const result of results) {
    if (result.lost > 0 || result.duplicated > 0 || result.outOfOrder > 0 || !(result.p99 < result.target))
      failed = true
  }
}
clearTimeout(overall)
process.exit(failed ? 1 : 0)
