import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type AppServer, freePort, startAppServer } from '../helpers/app-server'
import { fetchServerFn, signIn } from '../helpers/live-http'
import { onServer } from '../helpers/test-database-template'

/**
 * The production build on PostgreSQL, reached through a TCP proxy that the test cuts and restores: while the
 * database cannot be reached, pages, server functions and API routes answer 503 with Retry-After (pages keep
 * their error text), the log stays one JSON object per line and does not grow with every request, and once
 * the proxy is back everything answers again without a restart. The machine's PostgreSQL itself is never
 * stopped. Needs TEST_DATABASE_URL; a fresh database is created for the file and dropped afterwards.
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? ''
const SECRET = `outage-secret-${randomBytes(16).toString('hex')}`

/** A TCP proxy to PostgreSQL that can be cut (open connections reset, new ones refused) and restored. */
async function databaseProxy(target: URL) {
  const port = await freePort()
  const sockets = new Set<net.Socket>()
  let server: net.Server | undefined
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname)
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          socket.on('error', () => {})
        }
        client.pipe(upstream).pipe(client)
        client.on('close', () => upstream.destroy())
        upstream.on('close', () => client.destroy())
      })
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve())
    })
  await listen()
  return {
    port,
    cut: async () => {
      const closed = new Promise((resolve) => server?.close(resolve))
      for (const socket of sockets) socket.resetAndDestroy()
      await closed
    },
    restore: listen,
  }
}

type LogLine = Record<string, unknown>

/** Every line the server printed after `from` characters of its output, each parsed as one JSON object. */
function logLinesSince(server: AppServer, from: number): { lines: LogLine[]; notJson: string[] } {
  const lines: LogLine[] = []
  const notJson: string[] = []
  for (const text of server.output().slice(from).split('\n')) {
    if (!text.trim()) continue
    try {
      const parsed = JSON.parse(text)
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) lines.push(parsed)
      else notJson.push(text)
    } catch {
      notJson.push(text)
    }
  }
  return { lines, notJson }
}

describe.skipIf(!serverUrl)('a database outage on PostgreSQL (needs TEST_DATABASE_URL)', () => {
  const name = `parley_outage_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  let app: AppServer
  let proxy: Awaited<ReturnType<typeof databaseProxy>>
  let cookie: string

  beforeAll(async () => {
    await onServer(serverUrl, `CREATE DATABASE "${name}"`)
    const target = new URL(serverUrl)
    proxy = await databaseProxy(target)
    const url = new URL(serverUrl)
    url.hostname = '127.0.0.1'
    url.port = String(proxy.port)
    url.pathname = `/${name}`
    app = await startAppServer({
      env: {
        DATABASE_URL: url.toString(),
        BETTER_AUTH_SECRET: SECRET,
        SEED_DEMO: 'true',
        RATE_LIMIT_ENABLED: 'false',
        // Every anonymous page is rendered, not served from memory: the outage must show.
        PAGE_CACHE_SECONDS: '0',
        LOG_FORMAT: 'json',
      },
    })
    cookie = await signIn(app.url)
  })

  afterAll(async () => {
    await app?.stop()
    if (app) fs.rmSync(app.dataDir, { recursive: true, force: true })
    await proxy?.cut()
    await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  })

  /** The requests a browser and an API client make, each with its answer's status and Retry-After. */
  const requests: Record<string, () => Promise<Response>> = {
    'an anonymous page': () => fetch(`${app.url}/@demo/public-roadmap/feedback`),
    'a signed-in page': () => fetch(`${app.url}/@demo/internal-tools`, { headers: { cookie } }),
    'a server function': () =>
      fetchServerFn(app.url, 'getProjectFn', { orgSlug: 'demo', slug: 'public-roadmap' }, { method: 'GET' }),
    'a signed-in server function': () =>
      fetchServerFn(
        app.url,
        'getProjectFn',
        { orgSlug: 'demo', slug: 'internal-tools' },
        { method: 'GET', cookie },
      ),
    'an API route': () =>
      fetch(`${app.url}/api/feedback/export?org=demo&project=public-roadmap&board=all`, {
        headers: { cookie },
      }),
    "Better Auth's session": () => fetch(`${app.url}/api/auth/get-session`, { headers: { cookie } }),
    'the health check': () => fetch(`${app.url}/api/health`),
  }

  async function answers() {
    const result: Record<string, { status: number; retryAfter: string | null; body: string }> = {}
    for (const [label, request] of Object.entries(requests)) {
      const response = await request()
      result[label] = {
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        body: await response.text(),
      }
    }
    return result
  }

  test('while the database is unreachable everything answers 503 with Retry-After, and recovers by itself', async () => {
    const before = await answers()
    for (const [label, answer] of Object.entries(before)) expect([label, answer.status]).toEqual([label, 200])

    const outageStart = app.output().length
    await proxy.cut()
    // Rounds of requests for longer than the log's 10-s summary interval, as a busy site would see during a
    // restart: the log must not grow with them.
    const rounds: Awaited<ReturnType<typeof answers>>[] = []
    const outageEnd = Date.now() + 12_000
    while (Date.now() < outageEnd) {
      rounds.push(await answers())
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    for (const during of rounds) {
      for (const [label, answer] of Object.entries(during)) {
        expect([label, answer.status, answer.retryAfter]).toEqual([
          label,
          503,
          expect.stringMatching(/^\d+$/),
        ])
      }
      // A page keeps its friendly error view; a server function's error carries a message people can read.
      expect(during['an anonymous page']?.body).toContain('This page could not be loaded')
      expect(during['a signed-in page']?.body).toContain('This page could not be loaded')
      expect(during['a server function']?.body).toContain('cannot reach its database')
    }
    const { lines, notJson } = logLinesSince(app, outageStart)
    expect(notJson).toEqual([])
    // Hundreds of failed requests: the first failure and the first 503, then a count of each per interval,
    // not a line per request (Better Auth alone printed a multi-line dump for every signed-in request).
    expect(rounds.length * Object.keys(requests).length).toBeGreaterThan(100)
    expect(lines.length).toBeLessThanOrEqual(8)
    expect(lines[0]).toMatchObject({ level: 40, msg: 'The database cannot be reached' })
    expect(lines).toContainEqual(
      expect.objectContaining({ event: 'database-unreachable', repeated: expect.any(Number) }),
    )

    await proxy.restore()
    const deadline = Date.now() + 15_000
    let after = await answers()
    while (Object.values(after).some((answer) => answer.status !== 200) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      after = await answers()
    }
    for (const [label, answer] of Object.entries(after)) expect([label, answer.status]).toEqual([label, 200])
    expect(logLinesSince(app, outageStart).notJson).toEqual([])
  })
})
