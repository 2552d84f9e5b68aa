import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { toJSONAsync } from 'seroval'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openDatabase } from '~/server/db/client.server'
import { type AppServer, ROOT, SERVER_ENTRY, startAppServer } from '../helpers/app-server'
import { signIn } from '../helpers/live-http'
import { createTestAuth } from '../helpers/test-auth'
import { createTestDatabase } from '../helpers/test-database'

/**
 * Garbage to every server function and every /api/* route of the production build answers
 * 4xx, never 5xx, and changes nothing in the database. The database is compared whole (row count and a hash
 * of every table) between a snapshot taken before the run and one after, each read from the server's data
 * directory while the server is stopped: no test-only endpoint is needed.
 */
let server: AppServer | undefined
let dataDir: string
let cookie: string
let before: Record<string, string>

const SERVER_DIR = path.dirname(SERVER_ENTRY)
const ENV = { RATE_LIMIT_ENABLED: 'false' }

/** Every server function of this build, from the server function manifest the build wrote. */
function serverFunctionIds(): { id: string; name: string }[] {
  const ssr = fs.readFileSync(path.join(SERVER_DIR, '_ssr', 'ssr.mjs'), 'utf8')
  return [...ssr.matchAll(/"([0-9a-f]{16,})":\s*\{\s*functionName:\s*"(\w+?)_createServerFn_handler"/g)].map(
    (match) => ({ id: match[1]!, name: match[2]! }),
  )
}

/** Every /api route file, as URL paths; the catch-all auth route stands for Better Auth's endpoints. */
function apiRoutePaths(): string[] {
  const base = path.join(ROOT, 'src', 'routes', 'api')
  const files = fs
    .readdirSync(base, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
  return files
    .filter((file) => !file.endsWith('$.ts'))
    .map((file) => `/api/${file.replace(/\.ts$/, '').replace(/\$\w+/g, 'garbage%00..%2F')}`)
}

/** Better Auth's endpoints (path and methods), from the production auth configuration. */
async function authEndpoints(): Promise<{ path: string; methods: string[] }[]> {
  const database = await createTestDatabase()
  try {
    const { auth } = createTestAuth(database)
    const endpoints = Object.values(auth.api) as unknown as {
      path?: string
      options?: { method?: unknown }
    }[]
    const seen = new Map<string, string[]>()
    for (const endpoint of endpoints) {
      if (!endpoint.path || endpoint.path.startsWith('/:')) continue
      const method = endpoint.options?.method
      const methods = (Array.isArray(method) ? method : [method]).filter(
        (value): value is string => typeof value === 'string' && value !== '*',
      )
      const filled = endpoint.path.replace(/:\w+/g, 'garbage')
      seen.set(filled, [
        ...new Set([...(seen.get(filled) ?? []), ...(methods.length ? methods : ['GET', 'POST'])]),
      ])
    }
    return [...seen].map(([endpointPath, methods]) => ({ path: endpointPath, methods }))
  } finally {
    await database.close()
  }
}

/** Every table: row count and a hash of its rows, read from the stopped server's data directory. */
async function databaseFingerprint(): Promise<Record<string, string>> {
  const handle = await openDatabase({ kind: 'pglite', directory: path.join(dataDir, 'pglite') })
  try {
    const tables = (await handle.db.execute(
      sql`SELECT schemaname, tablename FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`,
    )) as unknown as { rows: { schemaname: string; tablename: string }[] }
    const fingerprint: Record<string, string> = {}
    for (const { schemaname, tablename } of tables.rows) {
      const table = sql.raw(`"${schemaname}"."${tablename}"`)
      const result = (await handle.db.execute(
        sql`SELECT count(*)::int AS n, coalesce(md5(string_agg(t::text, E'\n' ORDER BY t::text)), '') AS h FROM ${table} t`,
      )) as unknown as { rows: { n: number; h: string }[] }
      fingerprint[`${schemaname}.${tablename}`] = `${result.rows[0]!.n} rows, ${result.rows[0]!.h}`
    }
    return fingerprint
  } finally {
    await handle.close()
  }
}

async function restart() {
  await server?.stop()
  server = await startAppServer({ env: ENV, dataDir })
}

beforeAll(async () => {
  server = await startAppServer({ env: ENV })
  dataDir = server.dataDir
  cookie = await signIn(server.url)
  await server.stop()
  server = undefined
  before = await databaseFingerprint()
  await restart()
}, 180_000)

afterAll(async () => {
  await server?.stop()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

type Attempt = { label: string; path: string; init: RequestInit }
type Outcome = { label: string; status: number; detail: string }

const seroval = async (value: unknown) => JSON.stringify(await toJSONAsync(value))
/** Keys that would pollute Object.prototype if merged naively. */
const POLLUTION =
  '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"data":{"__proto__":{"polluted":true}}}'
const HUGE = 'x'.repeat(3 * 1024 * 1024)

/** Bodies nothing can decode: they never reach a function, so they are safe to send signed in. */
const undecodable: { label: string; body: BodyInit; contentType: string }[] = [
  { label: 'empty', body: '', contentType: 'application/json' },
  { label: 'truncated', body: '{"t":10,"i":0,"p":{"k":["data"],"v":[', contentType: 'application/json' },
  { label: 'null', body: 'null', contentType: 'application/json' },
  { label: 'number', body: '123', contentType: 'application/json' },
  { label: 'array', body: '[1,2]', contentType: 'application/json' },
  { label: 'unknown seroval node', body: '{"t":999,"i":0}', contentType: 'application/json' },
  {
    label: 'broken multipart',
    body: '--x\r\nContent-Disposition: form-data\r\n',
    contentType: 'multipart/form-data; boundary=x',
  },
]

async function decodableGarbage(): Promise<{ label: string; body: string }[]> {
  return [
    { label: 'data null', body: await seroval({ data: null }) },
    { label: 'data string', body: await seroval({ data: 'garbage' }) },
    {
      label: 'wrong types',
      body: await seroval({
        data: {
          orgSlug: 123,
          slug: [],
          projectSlug: {},
          id: false,
          name: null,
          changes: 'x',
          page: -1,
          body: 9,
        },
      }),
    },
    { label: 'prototype pollution (seroval)', body: await seroval({ data: JSON.parse(POLLUTION) }) },
    { label: 'prototype pollution (raw)', body: POLLUTION },
  ]
}

const serverFnHeaders = (url: string, extra: Record<string, string> = {}) => ({
  'x-tsr-serverFn': 'true',
  accept: 'application/json',
  origin: url,
  'sec-fetch-site': 'same-origin',
  ...extra,
})

/**
 * Sends the attempts a few at a time; an event stream is not read past its status. Huge bodies go one at a
 * time after the rest: the server refuses them before reading them all and drops the connection.
 */
async function run(url: string, attempts: Attempt[], concurrency = 6): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  let next = 0
  const worker = async () => {
    while (next < attempts.length) {
      const attempt = attempts[next++]!
      const controller = new AbortController()
      const timer = setTimeout(() => controller.abort(), 10_000)
      try {
        const response = await fetch(`${url}${attempt.path}`, { ...attempt.init, signal: controller.signal })
        const streaming = (response.headers.get('content-type') ?? '').includes('event-stream')
        const detail = streaming ? '' : (await response.text()).slice(0, 200)
        if (streaming) await response.body?.cancel()
        outcomes.push({ label: attempt.label, status: response.status, detail })
      } catch (error) {
        const cause = (error as { cause?: unknown }).cause
        outcomes.push({
          label: attempt.label,
          status: 599,
          detail: `${String(error)} ${String(cause ?? '')}`,
        })
      } finally {
        clearTimeout(timer)
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return outcomes
}

const failures = (outcomes: Outcome[]) =>
  outcomes.filter((outcome) => outcome.status >= 500).map((o) => `${o.status} ${o.label}: ${o.detail}`)

describe('garbage never gets a 5xx', () => {
  test('every server function, signed in and anonymous', async () => {
    const url = server!.url
    const functions = serverFunctionIds()
    // The build has dozens; finding none would make this test pass for nothing.
    expect(functions.length).toBeGreaterThan(30)
    const garbage = await decodableGarbage()
    const attempts: Attempt[] = []
    const huge: Attempt[] = []
    // Which are GET functions: a GET without payload is refused with 405 by the POST ones, before they run.
    const probes = await run(
      url,
      functions.map((fn) => ({
        label: fn.name,
        path: `/_serverFn/${fn.id}`,
        init: { headers: serverFnHeaders(url) },
      })),
    )
    expect(failures(probes)).toEqual([])
    const isPost = new Set(probes.filter((probe) => probe.status === 405).map((probe) => probe.label))
    expect(isPost.size).toBeGreaterThan(10)

    for (const [index, fn] of functions.entries()) {
      const at = `/_serverFn/${fn.id}`
      if (isPost.has(fn.name)) {
        for (const variant of undecodable) {
          for (const who of ['anonymous', 'signed in'] as const) {
            attempts.push({
              label: `${fn.name} ${variant.label} (${who})`,
              path: at,
              init: {
                method: 'POST',
                body: variant.body,
                headers: serverFnHeaders(url, {
                  'content-type': variant.contentType,
                  ...(who === 'signed in' ? { cookie } : {}),
                }),
              },
            })
          }
        }
        // Decodable garbage is sent anonymously: a function without input would run for a signed-in caller.
        for (const variant of garbage) {
          attempts.push({
            label: `${fn.name} ${variant.label}`,
            path: at,
            init: {
              method: 'POST',
              body: variant.body,
              headers: serverFnHeaders(url, { 'content-type': 'application/json' }),
            },
          })
        }
        if (index % 8 === 0) {
          huge.push({
            label: `${fn.name} huge`,
            path: at,
            init: {
              method: 'POST',
              body: `{"data":"${HUGE}"}`,
              headers: serverFnHeaders(url, { 'content-type': 'application/json', cookie }),
            },
          })
        }
      } else {
        const payloads = [
          ...undecodable
            .filter((variant) => variant.contentType === 'application/json')
            .map((v) => [v.label, v.body as string]),
          ...garbage.map((variant) => [variant.label, variant.body]),
          ['long', `"${'x'.repeat(12_000)}"`],
        ]
        for (const [label, payload] of payloads) {
          attempts.push({
            label: `${fn.name} GET ${label}`,
            path: `${at}?payload=${encodeURIComponent(payload!)}`,
            init: {
              headers: serverFnHeaders(
                url,
                label!.includes('pollution') || label === 'long' ? {} : { cookie },
              ),
            },
          })
        }
      }
    }
    attempts.push(
      {
        label: 'unknown id',
        path: '/_serverFn/0123456789abcdef0123',
        init: {
          method: 'POST',
          body: '{}',
          headers: serverFnHeaders(url, { 'content-type': 'application/json' }),
        },
      },
      { label: 'empty id', path: '/_serverFn/', init: { method: 'POST', headers: serverFnHeaders(url) } },
      { label: 'id with dots', path: '/_serverFn/..%2F..%2Fetc', init: { headers: serverFnHeaders(url) } },
    )
    const outcomes = [...(await run(url, attempts)), ...(await run(url, huge, 1))]
    expect(failures(outcomes)).toEqual([])
    const status = (label: string) => outcomes.find((outcome) => outcome.label === label)?.status
    expect(status('unknown id')).toBe(404)
    expect(status('empty id')).toBe(404)
    // Undecodable payloads answer 400 with the app's error, not a generic one.
    const truncated = outcomes.find((outcome) => outcome.label.endsWith(' truncated (signed in)'))!
    expect(truncated.status).toBe(400)
    expect(truncated.detail).toContain('Malformed request')
  }, 60_000)

  test('every Better Auth endpoint and every other /api route', async () => {
    const url = server!.url
    const endpoints = await authEndpoints()
    expect(endpoints.length).toBeGreaterThan(40)
    const bodies: [string, BodyInit, string][] = [
      ['empty', '', 'application/json'],
      ['truncated', '{"email":', 'application/json'],
      ['null', 'null', 'application/json'],
      ['number', '42', 'application/json'],
      ['array', '[]', 'application/json'],
      [
        'wrong types',
        '{"email":123,"password":[],"name":{},"token":false,"userId":null,"callbackURL":7,"organizationId":[],"role":{},"username":1}',
        'application/json',
      ],
      ['prototype pollution', POLLUTION, 'application/json'],
      ['form garbage', 'a=%ZZ&b[]=&&=', 'application/x-www-form-urlencoded'],
    ]
    const attempts: Attempt[] = []
    const huge: Attempt[] = []
    for (const [index, endpoint] of endpoints.entries()) {
      const at = `/api/auth${endpoint.path}`
      if (endpoint.methods.includes('GET')) {
        attempts.push({
          label: `GET ${endpoint.path} garbage query`,
          path: `${at}?token=%00&callbackURL=%ZZ&userId[]=1&__proto__[x]=1&id=${'y'.repeat(3000)}`,
          init: { headers: { origin: url } },
        })
      }
      for (const method of endpoint.methods.filter((m) => m !== 'GET')) {
        for (const [label, body, contentType] of bodies) {
          attempts.push({
            label: `${method} ${endpoint.path} ${label}`,
            path: at,
            init: { method, body, headers: { origin: url, 'content-type': contentType } },
          })
        }
        if (index % 10 === 0) {
          huge.push({
            label: `${method} ${endpoint.path} huge`,
            path: at,
            init: {
              method,
              body: `{"email":"${HUGE}"}`,
              headers: { origin: url, 'content-type': 'application/json' },
            },
          })
        }
      }
    }
    const routes = apiRoutePaths()
    expect(routes).toEqual(expect.arrayContaining(['/api/health', '/api/live']))
    for (const route of routes) {
      for (const query of [
        '',
        '?topics=%ff%fe',
        '?topics=project:..%2F&token=a.b.c.d&lastEventId=-1e309',
        '?__proto__[x]=1',
      ]) {
        attempts.push({ label: `GET ${route}${query}`, path: `${route}${query}`, init: {} })
      }
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
        for (const [label, body, contentType] of bodies) {
          attempts.push({
            label: `${method} ${route} ${label}`,
            path: route,
            init: { method, body, headers: { origin: url, 'content-type': contentType } },
          })
        }
      }
    }
    const outcomes = [...(await run(url, attempts)), ...(await run(url, huge, 1))]
    expect(failures(outcomes)).toEqual([])
    const status = (label: string) => outcomes.find((outcome) => outcome.label === label)?.status
    expect(status('POST /sign-up/email null')).toBe(400)
    expect(status('POST /update-user null')).toBe(400)
  }, 60_000)
})

test('the database is exactly as it was before the garbage', async () => {
  await server?.stop()
  server = undefined
  expect(await databaseFingerprint()).toEqual(before)
}, 30_000)
