// `npm run bench`: the performance table, measured against this machine's own limit. Every
// throughput is a ratio against a bare node:http server answering the same bytes in the same run (the machine
// is shared and noisy: alternating rounds, medians). Exits 1 when a target is missed. Not part of `npm test`.
//
// Knobs: BENCH_SECONDS (5 per round), BENCH_ROUNDS (3), BENCH_CONCURRENCY (16), BENCH_MEMORY_REQUESTS
// (100000), BENCH_DATABASE_URL (a PostgreSQL server for the PostgreSQL column; default the local one when it
// answers), BENCH_LATENCY=0 (skip bench:feedback, bench:chat, bench:webhooks and bench:transfers, which take minutes each),
// BENCH_LIGHTHOUSE=0 (skip the mobile Lighthouse runs; see scripts/bench-lighthouse.mjs).
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import pg from 'pg'
import { chromiumPath, LIGHTHOUSE_TARGETS, lighthouseWithRetries } from './bench-lighthouse.mjs'
import { serverFnRequest, serverFnResult } from './bench-server-fn.mjs'
import { serverEnvironment, serverNodeFlags } from './server-node-flags.mjs'

const root = path.resolve(import.meta.dirname, '..')
const entry = path.join(root, '.output', 'server', 'index.mjs')
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16)
const MEMORY_REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS ?? 100_000)
const LATENCY = process.env.BENCH_LATENCY !== '0'
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0'
const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/postgres'

/**
 * Ratios of the app's requests/s to the bare server's, measured on 2026-11-25 before any performance work
 * (docs/performance.md, "Baseline"): one row per who and page, as the rows name them, [PGlite, PostgreSQL].
 */
const FEEDBACK_PAGE = '/@demo/public-roadmap/feedback'
const BASELINE = {
  'anonymous /': [0.0236, 0.0265],
  'signed in /': [0.0055, 0.01087],
  'anonymous /sign-in': [0.02078, 0.02109],
  [`anonymous ${FEEDBACK_PAGE}`]: [0.00455, 0.00908],
  [`signed in ${FEEDBACK_PAGE}`]: [0.00283, 0.00522],
  'signed in /@demo/public-roadmap/chat/{chat}': [0.00224, 0.00544],
}
const DATABASE_COLUMN = { pglite: 0, postgres: 1 }
/**
 * Targets: the feedback page 5× its rate then and `/` 2×, on both databases. They are checked for
 * anonymous and signed-in visitors alike (a signed-in page is rendered each time; an anonymous one may come
 * from the page cache).
 */
const TARGETS = {
  times: { '/': 2, [FEEDBACK_PAGE]: 5 },
  memoryMb: { pglite: 450, postgres: 200 },
  growth: 0.1,
}

/** This row's ratio as a multiple of its baseline, or null when it has none. */
function timesBaseline(row) {
  const baseline = BASELINE[`${row.who} ${row.page}`]?.[DATABASE_COLUMN[row.database]]
  return baseline ? row.ratio / baseline : null
}

/** What the feedback page's loader passes to listFeedbackFn for its first page (feedbackListQuery). */
const FEEDBACK_LIST_INPUT = {
  orgSlug: 'demo',
  projectSlug: 'public-roadmap',
  board: 'all',
  sort: 'trending',
  cursor: undefined,
}
/**
 * What Chromium sends. The rows above are measured uncompressed, as the baseline was; this one is the page as a
 * browser gets it, compressed, with the bare server answering the same compressed bytes. Until the tenth pass
 * a signed-in page cost a browser twice what the uncompressed rows showed (docs/performance.md).
 */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd'
const COMPRESSED_FEEDBACK_ROW = {
  label: `${FEEDBACK_PAGE} (${BROWSER_ACCEPT_ENCODING})`,
  page: 'feedback page, compressed',
}

/** The server function's rows: its answer must be the list's items, not an error or an empty list. */
const FEEDBACK_LIST_ROW = {
  label: 'feedback list (server fn)',
  page: 'listFeedbackFn',
  check: (bytes) => {
    const list = serverFnResult('listFeedbackFn', bytes.toString())
    if (!Array.isArray(list?.items) || list.items.length === 0)
      throw new Error(`listFeedbackFn answered no items: ${bytes.toString().slice(0, 300)}`)
  },
}

/** The public API's list of a project's boards, called with an API key: its answer must be a non-empty list. */
const API_BOARDS_PATH = '/api/v1/projects/public-roadmap/boards'
const API_BOARDS_ROW = {
  label: `${API_BOARDS_PATH} (API key)`,
  page: 'GET /api/v1/…/boards',
  check: (bytes) => {
    const list = JSON.parse(bytes.toString())
    if (!Array.isArray(list?.data) || list.data.length === 0)
      throw new Error(`${API_BOARDS_PATH} answered no boards: ${bytes.toString().slice(0, 300)}`)
  },
}

/**
 * An API key of the demo organisation (scope projects:read), written into the database as the keys' settings
 * write one: a service user and the key's hash. `query(sql, params)` is a pg client's or PGlite's.
 */
async function insertDemoApiKey(query) {
  const secret = `parley_${crypto.randomBytes(32).toString('base64url')}`
  const id = crypto.randomUUID()
  const serviceUserId = `api-key-user-${id}`
  const { rows } = await query(`SELECT id FROM organization WHERE slug = 'demo'`)
  if (!rows[0]) throw new Error('No demo organisation to create an API key in')
  await query(
    `INSERT INTO "user" (id, name, email, email_verified, created_at, updated_at) VALUES ($1, 'Bench key', $2, false, now(), now())`,
    [serviceUserId, `${serviceUserId}@api-keys.parley.invalid`],
  )
  await query(
    `INSERT INTO api_key (id, organization_id, name, token_hash, start, scopes, service_user_id)
     VALUES ($1, $2, 'Bench key', $3, $4, $5, $6)`,
    [
      id,
      rows[0].id,
      crypto.createHash('sha256').update(secret).digest('hex'),
      secret.slice(0, 11),
      ['projects:read'],
      serviceUserId,
    ],
  )
  return { Authorization: `Bearer ${secret}` }
}

/**
 * The app with a demo API key, and the key's headers. PostgreSQL is written beside the running server; the
 * embedded database belongs to the server's process, so the server is stopped, the key written into its data
 * directory, and the server started again on it (after the other rows, so that they are measured as before).
 */
async function withDemoApiKey(database, app) {
  if (database.url) {
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    try {
      return { app, headers: await insertDemoApiKey((sql, params) => client.query(sql, params)) }
    } finally {
      await client.end()
    }
  }
  await app.stop({ keepData: true })
  const embedded = await PGlite.create(path.join(app.dataDir, 'pglite'), { extensions: { pg_trgm } })
  try {
    const headers = await insertDemoApiKey((sql, params) => embedded.query(sql, params))
    return { app: await startApp(database, app.dataDir), headers }
  } finally {
    await embedded.close()
  }
}

function logRow(database, who, label, measured) {
  console.log(
    `${database.kind.padEnd(8)} ${who.padEnd(9)} ${label.padEnd(50)} ${measured.appRps.toFixed(0).padStart(6)} req/s  bare ${measured.bareRps.toFixed(0).padStart(6)}  ratio ${measured.ratio.toFixed(5)}`,
  )
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

function load(url, headers, options = {}) {
  const output = execFileSync(
    process.execPath,
    [
      path.join(root, 'scripts', 'bench-load.mjs'),
      JSON.stringify({ url, headers, seconds: SECONDS, concurrency: CONCURRENCY, ...options }),
    ],
    { encoding: 'utf8', maxBuffer: 1 << 20 },
  )
  return JSON.parse(output)
}

async function startApp(database, dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-bench-'))) {
  const port = await freePort()
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    RATE_LIMIT_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    BETTER_AUTH_URL: `http://localhost:${port}`,
    BETTER_AUTH_SECRET: 'parley-bench-secret-parley-bench-secret-0123',
  }
  if (database.url) env.DATABASE_URL = database.url
  else delete env.DATABASE_URL
  // As `npm start` runs it.
  const child = spawn(process.execPath, [...serverNodeFlags(env), entry], {
    env: serverEnvironment(env),
    stdio: ['ignore', process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore', 'inherit'],
  })
  const base = `http://localhost:${port}`
  const deadline = Date.now() + 180_000
  for (;;) {
    if (Date.now() > deadline) throw new Error('The app did not start within 3 minutes')
    try {
      if ((await fetch(`${base}/api/health`)).ok) break
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    base,
    pid: child.pid,
    dataDir,
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** The encodings the app may answer a bench request with, decoded for a row's `check`. */
const DECODE = { gzip: zlib.gunzipSync, br: zlib.brotliDecompressSync }

/**
 * A GET whose body is kept as it came, compressed or not (fetch would decode it): the bare server must answer
 * the bytes the app sent. A connection of its own: a kept-alive one may have been closed by the server while
 * idle during a load run.
 */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            type: response.headers['content-type'],
            encoding: response.headers['content-encoding'],
            body: Buffer.concat(chunks),
          }),
        )
      })
      .on('error', reject)
  })
}

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return kb / 1024
}

async function signIn(base) {
  const response = await fetch(`${base}/api/auth/sign-in/username`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ username: 'demo', password: 'parley-demo' }),
  })
  if (!response.ok) throw new Error(`Demo sign-in failed: ${response.status}`)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

/**
 * App vs bare for one page: alternating rounds, the median ratio. `check(bytes)` may refuse the app's answer
 * (it throws); `label` names the page in errors.
 */
async function compare(app, pagePath, headers, { label = pagePath, check } = {}) {
  const page = await rawGet(`${app.base}${pagePath}`, headers)
  if (page.status !== 200) throw new Error(`${label} answered ${page.status}`)
  const bytes = page.body
  check?.(DECODE[page.encoding]?.(bytes) ?? bytes)
  const file = path.join(os.tmpdir(), `parley-bench-page-${process.pid}`)
  fs.writeFileSync(file, bytes)
  const bare = spawn(process.execPath, [path.join(root, 'scripts', 'bench-bare.mjs'), file, page.type], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const barePort = await new Promise((resolve) =>
    bare.stdout.once('data', (data) => resolve(Number(String(data).trim()))),
  )
  const ratios = []
  const appRps = []
  const bareRps = []
  try {
    load(`${app.base}${pagePath}`, headers, { seconds: 1 }) // warm-up
    for (let round = 0; round < ROUNDS; round++) {
      const a = load(`${app.base}${pagePath}`, headers)
      const b = load(`http://127.0.0.1:${barePort}/`, {})
      if (a.errors > 0) throw new Error(`${label}: ${a.errors} errors (${a.firstError})`)
      appRps.push(a.rps)
      bareRps.push(b.rps)
      ratios.push(a.rps / b.rps)
    }
  } finally {
    bare.kill()
    fs.rmSync(file, { force: true })
  }
  return { bytes: bytes.length, appRps: median(appRps), bareRps: median(bareRps), ratio: median(ratios) }
}

async function databases() {
  const list = [{ kind: 'pglite' }]
  const serverUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_PG
  const client = new pg.Client({ connectionString: serverUrl })
  try {
    await client.connect()
    const name = `parley_bench_${process.pid}`
    await client.query(`DROP DATABASE IF EXISTS ${name}`)
    await client.query(`CREATE DATABASE ${name}`)
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    list.push({
      kind: 'postgres',
      url: url.toString(),
      drop: async () => {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        await client.end()
      },
    })
  } catch (error) {
    console.warn(`PostgreSQL column skipped: ${serverUrl} did not answer (${error.message})`)
    await client.end().catch(() => {})
  }
  return list
}

/** Mobile Lighthouse on `/`, `/sign-in` and the public feedback page; a category under its target is a miss. */
function runLighthouse(base) {
  const chromium = chromiumPath()
  if (!chromium) {
    results.misses.push('Lighthouse not run: no Chromium (apt-get install chromium, or set CHROMIUM_PATH)')
    return
  }
  for (const page of ['/', '/sign-in', FEEDBACK_PAGE]) {
    let measured
    try {
      measured = lighthouseWithRetries(`${base}${page}`, chromium)
    } catch (error) {
      // A page Lighthouse could not measure is a miss; the rest of the bench still runs.
      results.misses.push(`Lighthouse failed on ${page}: ${error.message.split('\n')[0]}`)
      continue
    }
    const { scores, losses } = measured
    results.lighthouse.push({ page, ...scores, losses })
    console.log(
      `lighthouse ${page.padEnd(32)} ${JSON.stringify(scores)}${losses.length ? `\n  ${losses.join('\n  ')}` : ''}`,
    )
    for (const [category, target] of Object.entries(LIGHTHOUSE_TARGETS))
      if (scores[category] < target)
        results.misses.push(`Lighthouse ${category} on ${page}: ${scores[category]} < ${target}`)
  }
}

if (!fs.existsSync(entry)) {
  console.log('No build yet: npm run build')
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1)
}

const results = {
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  date: new Date().toISOString(),
  throughput: [],
  memory: [],
  js: [],
  lighthouse: [],
  misses: [],
}
results.js = JSON.parse(
  execFileSync(process.execPath, [path.join(root, 'scripts', 'js-budget.mjs'), '--json'], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .pop(),
)
for (const r of results.js)
  if (r.gzipKiB > r.targetKiB) results.misses.push(`JS on ${r.label}: ${r.gzipKiB} KiB > ${r.targetKiB}`)

const measured = await databases()
for (const database of measured) {
  let app = await startApp(database)
  try {
    const cookie = await signIn(app.base)
    const signedIn = { Cookie: cookie }
    const chatList = await (
      await fetch(`${app.base}/@demo/public-roadmap/chat`, { headers: signedIn })
    ).text()
    const chatId = /\/@demo\/public-roadmap\/chat\/([0-9a-f-]{36})/.exec(chatList)?.[1]
    // The feedback page's list as the browser fetches it after a client-side navigation: listFeedbackFn with
    // the input of the page's loader (feedbackListQuery: default board and sort, first page).
    const feedbackList = async (who, cookie) => {
      const call = await serverFnRequest(app.base, 'listFeedbackFn', FEEDBACK_LIST_INPUT, {
        method: 'GET',
        cookie,
      })
      return [call.pathname, who, call.headers, FEEDBACK_LIST_ROW]
    }
    const pages = [
      ['/', 'anonymous', {}],
      ['/', 'signed in', signedIn],
      ['/sign-in', 'anonymous', {}],
      [FEEDBACK_PAGE, 'anonymous', {}],
      [FEEDBACK_PAGE, 'signed in', signedIn],
      [
        FEEDBACK_PAGE,
        'signed in',
        { ...signedIn, 'Accept-Encoding': BROWSER_ACCEPT_ENCODING },
        COMPRESSED_FEEDBACK_ROW,
      ],
      [`/@demo/public-roadmap/chat/${chatId}`, 'signed in', signedIn],
      await feedbackList('anonymous'),
      await feedbackList('signed in', cookie),
    ]
    for (const [pagePath, who, headers, row = {}] of pages) {
      const label = row.label ?? pagePath
      const measured = await compare(app, pagePath, headers, { label, check: row.check })
      results.throughput.push({
        database: database.kind,
        page: row.page ?? pagePath.replace(chatId ?? '', '{chat}'),
        who,
        ...measured,
      })
      logRow(database, who, label, measured)
    }
    // Lighthouse once, on the first database (the pages are the same on both), before the memory load.
    if (LIGHTHOUSE && database.kind === 'pglite') runLighthouse(app.base)
    // Memory: resident size after MEMORY_REQUESTS feedback pages, and its growth over the second half.
    const half = Math.floor(MEMORY_REQUESTS / 2)
    const feedbackUrl = `${app.base}/@demo/public-roadmap/feedback`
    load(feedbackUrl, {}, { seconds: 24 * 3600, maxRequests: half })
    const middle = rssMb(app.pid)
    load(feedbackUrl, {}, { seconds: 24 * 3600, maxRequests: half })
    const end = rssMb(app.pid)
    const growth = (end - middle) / middle
    results.memory.push({ database: database.kind, requests: 2 * half, rssMb: end, growth })
    console.log(
      `${database.kind.padEnd(8)} memory after ${2 * half} requests: ${end.toFixed(0)} MB (growth over the last half ${(growth * 100).toFixed(1)} %)`,
    )
    if (end > TARGETS.memoryMb[database.kind])
      results.misses.push(
        `memory on ${database.kind}: ${end.toFixed(0)} MB > ${TARGETS.memoryMb[database.kind]}`,
      )
    if (growth > TARGETS.growth)
      results.misses.push(`memory growth on ${database.kind}: ${(growth * 100).toFixed(1)} % > 10 %`)
    // The public API's list, called with a key, after the rest: on the embedded database the server restarts
    // to take the key, which must not change what the rows above measure.
    const keyed = await withDemoApiKey(database, app)
    app = keyed.app
    const api = await compare(app, API_BOARDS_PATH, keyed.headers, API_BOARDS_ROW)
    results.throughput.push({ database: database.kind, page: API_BOARDS_ROW.page, who: 'API key', ...api })
    logRow(database, 'API key', API_BOARDS_ROW.label, api)
    for (const row of results.throughput.filter((r) => r.database === database.kind)) {
      const times = timesBaseline(row)
      const target = TARGETS.times[row.page]
      if (times !== null && target && times < target)
        results.misses.push(
          `SSR ${row.page} (${row.who}) on ${database.kind}: ${times.toFixed(1)}× its baseline < ${target}×`,
        )
    }
  } finally {
    await app.stop()
    await database.drop?.()
  }
}

if (LATENCY) {
  // Their PostgreSQL parts run on the server measured above (they create and drop databases of their own).
  const env = { ...process.env }
  if (!env.BENCH_DATABASE_URL && measured.some((database) => database.kind === 'postgres')) {
    env.BENCH_DATABASE_URL = DEFAULT_PG
  }
  for (const script of ['bench:feedback', 'bench:chat', 'bench:live', 'bench:webhooks', 'bench:transfers']) {
    const ok = spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit', env }).status === 0
    if (!ok) results.misses.push(`${script} missed its targets`)
  }
}

console.log(`\n## npm run bench — ${results.date.slice(0, 10)}, ${results.machine}\n`)
console.log('| database | who | page | bytes | app req/s | bare req/s | ratio | × baseline | target |')
console.log('|---|---|---|---:|---:|---:|---:|---:|---:|')
for (const r of results.throughput) {
  const times = timesBaseline(r)
  const target = TARGETS.times[r.page]
  console.log(
    `| ${r.database} | ${r.who} | ${r.page} | ${r.bytes} | ${r.appRps.toFixed(0)} | ${r.bareRps.toFixed(0)} | ${r.ratio.toFixed(5)} | ${times === null ? '' : times.toFixed(1)} | ${target && times !== null ? `${target}×` : ''} |`,
  )
}
console.log('\n| database | requests | RSS MB | growth over the last half |\n|---|---:|---:|---:|')
for (const m of results.memory)
  console.log(`| ${m.database} | ${m.requests} | ${m.rssMb.toFixed(0)} | ${(m.growth * 100).toFixed(1)} % |`)
console.log('\n| route | gzip KiB | target |\n|---|---:|---:|')
for (const r of results.js) console.log(`| ${r.label} | ${r.gzipKiB} | ${r.targetKiB} |`)
if (results.lighthouse.length > 0) {
  console.log('\n| page | performance | accessibility | best practices |\n|---|---:|---:|---:|')
  for (const l of results.lighthouse)
    console.log(`| ${l.page} | ${l.performance} | ${l.accessibility} | ${l['best-practices']} |`)
}
if (process.env.BENCH_JSON) fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify(results, null, 2))
if (results.misses.length > 0) {
  console.error(`\n✖ ${results.misses.length} target(s) missed:\n  - ${results.misses.join('\n  - ')}`)
  process.exit(1)
}
console.log('\n✓ every target met')
