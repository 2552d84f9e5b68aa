import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { serverFnId } from '../../scripts/bench-server-fn.mjs'
import { apiRouteUrls } from '../helpers/api-routes'
import { type AppServer, startAppServer } from '../helpers/app-server'
import { signIn } from '../helpers/live-http'
import { RawConnection, type RawRequest } from '../helpers/raw-http'

/**
 * An answer given before the request's body was read (a refusal, a 404, a method no handler takes) must not
 * leave that body on the connection: a client's pool sends its next request on it, and that request waited
 * behind bytes nobody read until the server reset the connection 66 s later. Each case here sends a body
 * larger than the kernel's socket buffers on a raw socket, then `GET /api/health` on the same socket: it is
 * answered at once (the server drained the rest after its answer), or the server said `Connection: close` and
 * closes the connection.
 */
let server: AppServer
let cookie: string

beforeAll(async () => {
  server = await startAppServer({ env: { RATE_LIMIT_ENABLED: 'false' } })
  cookie = await signIn(server.url)
}, 120_000)

afterAll(async () => {
  await server?.stop()
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true })
})

const MiB = 1024 * 1024
/** Well past what the kernel buffers on both sides of a loopback connection hold before the reader reads. */
const LARGE = 3 * MiB
/** A refusal must come at once; so must the next answer on the connection. */
const PROMPT_MS = 5_000

const jsonBody = (bytes: number) => Buffer.from(`{"data":"${'x'.repeat(bytes - 11)}"}`)

type Case = { label: string; request: () => RawRequest; status?: number }

/** Sends `request` then a health check on the same connection; describes what happened. */
async function exchange(request: RawRequest): Promise<{ first: string; second: string }> {
  const connection = await RawConnection.open(server.port)
  try {
    connection.send(request)
    const first = await connection.response(request.method, PROMPT_MS)
    if (typeof first === 'string') return { first, second: 'not sent' }
    const closing = /close/i.test(first.headers.connection ?? '')
    if (closing) {
      const how = await connection.whenClosed(PROMPT_MS)
      return { first: `${first.status} close`, second: how === 'open' ? 'left open' : 'closed' }
    }
    connection.send({ method: 'GET', path: '/api/health' })
    const second = await connection.response('GET', PROMPT_MS)
    return {
      first: String(first.status),
      second: typeof second === 'string' ? second : String(second.status),
    }
  } finally {
    connection.destroy()
  }
}

/**
 * The follow-up answered (200), or the first answer said `Connection: close` and the connection closed
 * (tus's own choice for a refused PATCH). The server drains every body here: each is declared and within its
 * bound; a larger one is the last test's.
 */
const ANSWERED = /^(200|closed)$/

async function expectPromptAnswers(cases: Case[]) {
  const outcomes: string[] = []
  let next = 0
  const worker = async () => {
    while (next < cases.length) {
      const item = cases[next++]!
      const { first, second } = await exchange(item.request())
      const statusOk = item.status === undefined || first.startsWith(String(item.status))
      if (!ANSWERED.test(second) || !statusOk)
        outcomes.push(`${item.label}: answered ${first}, then ${second}`)
    }
  }
  await Promise.all([worker(), worker(), worker()])
  expect(outcomes).toEqual([])
}

const sameOrigin = () => ({ Origin: server.url, Cookie: cookie })

describe('a body left unread by an early answer never blocks the connection', () => {
  test('file uploads (tus): every refusal before the bytes are read', async () => {
    const upload = '/api/files/uploads'
    const unknown = `${upload}/${Buffer.from(`uploads/${'0'.repeat(32)}`).toString('base64url')}`
    const tus = { 'Tus-Resumable': '1.0.0' }
    await expectPromptAnswers([
      {
        label: 'POST, a JSON body without Tus-Resumable',
        status: 412,
        request: () => ({
          method: 'POST',
          path: upload,
          headers: { ...sameOrigin(), 'Content-Type': 'application/json' },
          body: jsonBody(LARGE),
        }),
      },
      {
        label: 'POST, Tus-Resumable without Upload-Length',
        status: 400,
        request: () => ({
          method: 'POST',
          path: upload,
          headers: { ...sameOrigin(), ...tus, 'Content-Type': 'application/offset+octet-stream' },
          body: Buffer.alloc(LARGE),
        }),
      },
      {
        label: 'POST, metadata naming no project',
        status: 400,
        request: () => ({
          method: 'POST',
          path: upload,
          headers: {
            ...sameOrigin(),
            ...tus,
            'Upload-Length': String(LARGE),
            'Upload-Metadata': `filename ${Buffer.from('a.bin').toString('base64')}`,
            'Content-Type': 'application/offset+octet-stream',
          },
          body: Buffer.alloc(LARGE),
        }),
      },
      {
        label: 'POST from another site',
        status: 403,
        request: () => ({
          method: 'POST',
          path: upload,
          headers: { Origin: 'https://elsewhere.example', Cookie: cookie, ...tus },
          body: Buffer.alloc(LARGE),
        }),
      },
      {
        label: 'POST signed out',
        request: () => ({
          method: 'POST',
          path: upload,
          headers: { Origin: server.url, ...tus },
          body: Buffer.alloc(LARGE),
        }),
      },
      ...(['PATCH', 'HEAD', 'DELETE', 'OPTIONS', 'PUT'] as const).map((method) => ({
        label: `${method} of an upload that does not exist`,
        request: () => ({
          method,
          path: unknown,
          headers: {
            ...sameOrigin(),
            ...tus,
            'Upload-Offset': '0',
            'Content-Type': 'application/offset+octet-stream',
          },
          body: Buffer.alloc(LARGE),
        }),
      })),
    ])
  }, 120_000)

  test('auth routes and server functions: too large, cross-site, unknown', async () => {
    const avatar = `/_serverFn/${serverFnId('uploadAvatar')}`
    const serverFn = (extra: Record<string, string>) => ({
      'x-tsr-serverFn': 'true',
      accept: 'application/json',
      'Content-Type': 'application/json',
      ...extra,
    })
    await expectPromptAnswers([
      {
        label: 'sign-in with a body over the auth limit',
        status: 400,
        request: () => ({
          method: 'POST',
          path: '/api/auth/sign-in/username',
          headers: { Origin: server.url, 'Content-Type': 'application/json' },
          body: jsonBody(LARGE),
        }),
      },
      {
        label: 'an auth endpoint that does not exist',
        request: () => ({
          method: 'POST',
          path: '/api/auth/no-such-endpoint',
          headers: { Origin: server.url, 'Content-Type': 'application/json' },
          body: jsonBody(LARGE),
        }),
      },
      {
        label: 'the avatar upload over the server-function limit',
        status: 400,
        request: () => ({
          method: 'POST',
          path: avatar,
          headers: serverFn({ Origin: server.url, 'Sec-Fetch-Site': 'same-origin', Cookie: cookie }),
          body: jsonBody(LARGE),
        }),
      },
      {
        label: 'the avatar upload from another site',
        status: 403,
        request: () => ({
          method: 'POST',
          path: avatar,
          headers: serverFn({
            Origin: 'https://elsewhere.example',
            'Sec-Fetch-Site': 'cross-site',
            Cookie: cookie,
          }),
          body: jsonBody(LARGE),
        }),
      },
      {
        label: 'a server function that does not exist',
        request: () => ({
          method: 'POST',
          path: '/_serverFn/0123456789abcdef',
          headers: serverFn({ Origin: server.url, 'Sec-Fetch-Site': 'same-origin' }),
          body: jsonBody(LARGE),
        }),
      },
      {
        label: 'a server-function path without an id',
        status: 404,
        request: () => ({
          method: 'POST',
          path: '/_serverFn/',
          headers: serverFn({ Origin: server.url }),
          body: jsonBody(LARGE),
        }),
      },
    ])
  }, 120_000)

  test('every /api route and a page, with a method or a body they do not take', async () => {
    const routes = apiRouteUrls()
    // A new route file is covered without being listed here; finding none would prove nothing.
    expect(routes).toEqual(
      expect.arrayContaining(['/api/health', '/api/files/uploads', '/api/files/x/content']),
    )
    const cases: Case[] = []
    for (const route of [...routes, '/', '/no/such/page']) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        for (const who of ['anonymous', 'signed in'] as const) {
          cases.push({
            label: `${method} ${route} (${who})`,
            request: () => ({
              method,
              path: route,
              headers: {
                Origin: server.url,
                'Content-Type': 'application/json',
                ...(who === 'signed in' ? { Cookie: cookie } : {}),
              },
              body: jsonBody(LARGE),
            }),
          })
        }
      }
    }
    await expectPromptAnswers(cases)
  }, 300_000)

  test('a body too large to drain: the answer says Connection: close, and the connection closes', async () => {
    const connection = await RawConnection.open(server.port)
    try {
      // Announces far more than the server reads after answering, and sends some of it.
      connection.send({
        method: 'POST',
        path: '/api/files/uploads',
        headers: { Origin: server.url, Cookie: cookie, 'Content-Length': String(1024 * MiB) },
        body: Buffer.alloc(LARGE),
      })
      const first = await connection.response('POST', PROMPT_MS)
      if (typeof first === 'string') throw new Error(`No answer: ${first}`)
      expect(first.status).toBe(412)
      expect(first.headers.connection).toBe('close')
      expect(await connection.whenClosed(15_000)).not.toBe('open')
    } finally {
      connection.destroy()
    }
  }, 30_000)
})
