import fs from 'node:fs'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { topicOf } from '~/lib/live-topics'
import { type AppServer, startAppServer } from '../helpers/app-server'
import { demoIds, signIn } from '../helpers/live-http'

/**
 * Clients that go away mid-request (a closed tab, a navigation, a dropped connection) are an ordinary event:
 * the production build logs each once, at debug level, in its structured log, and prints nothing else. Before,
 * Start printed the `Error: aborted` (ECONNRESET) stack trace of each to stderr. The start-up prints no
 * DeprecationWarning either (nodemailer's url.parse() of SMTP_URL did).
 */

/** srvx's one start-up line, printed before the app's logger exists. */
const LISTENING_LINE = /^➜ Listening on: /

describe('client disconnects and start-up warnings', () => {
  let app: AppServer
  let cookie: string
  let publicProjectId: string
  let fileId: string

  beforeAll(async () => {
    app = await startAppServer({
      env: {
        LOG_LEVEL: 'debug',
        LOG_FORMAT: 'json',
        RATE_LIMIT_ENABLED: 'false',
        // Never connected to at start-up: a transport is only made from it.
        SMTP_URL: 'smtp://parley:s%40cret@127.0.0.1:2525',
      },
    })
    cookie = await signIn(app.url)
    publicProjectId = (await demoIds(app.url, cookie)).publicProjectId
    const files = await (await fetch(`${app.url}/@demo/internal-tools/files`, { headers: { cookie } })).text()
    const found = /\/api\/files\/([0-9a-f-]{36})\/content/.exec(files)
    if (!found?.[1]) throw new Error('The demo project shows no file')
    fileId = found[1]
  })

  afterAll(async () => {
    await app?.stop()
    if (app) fs.rmSync(app.dataDir, { recursive: true, force: true })
  })

  /**
   * Sends `head` (and `body`, declaring more bytes than it sends, as an upload cut short does) on a fresh
   * connection and destroys the socket after `afterMs`, or as soon as the first bytes of the answer arrive.
   */
  function cutShort(head: string, options: { afterMs?: number; body?: string } = {}): Promise<void> {
    return new Promise((resolve) => {
      const socket = net.connect(app.port, '127.0.0.1', () => {
        const length =
          options.body === undefined ? '' : `Content-Length: ${options.body.length + 100_000}\r\n`
        socket.write(
          `${head}\r\nHost: localhost:${app.port}\r\nCookie: ${cookie}\r\n${length}\r\n${options.body ?? ''}`,
        )
        if (options.afterMs !== undefined) setTimeout(() => socket.destroy(), options.afterMs)
      })
      if (options.afterMs === undefined) socket.once('data', () => socket.destroy())
      socket.on('error', () => {})
      socket.on('close', () => resolve())
    })
  }

  const disconnectsLogged = () =>
    app
      .output()
      .split('\n')
      .filter((line) => line.includes('Client disconnected'))

  test('requests cut short leave one debug line each in the JSON log and no stack trace', async () => {
    const origin = `Origin: ${app.url}`
    await Promise.all([
      // A page, before its answer and as it starts to arrive.
      cutShort('GET /@demo/public-roadmap/feedback HTTP/1.1', { afterMs: 5 }),
      cutShort('GET /@demo/internal-tools HTTP/1.1'),
      // A live stream, once it is open.
      cutShort(`GET /api/live?topics=${topicOf.project(publicProjectId)} HTTP/1.1`),
      // A file download.
      cutShort(`GET /api/files/${fileId}/content?download=1 HTTP/1.1`, { afterMs: 1 }),
      cutShort(`GET /api/files/${fileId}/content HTTP/1.1`),
      // A server function, a sign-in and an upload whose bodies never finish arriving.
      cutShort(`POST /_serverFn/0000000000000000 HTTP/1.1\r\nContent-Type: application/json\r\n${origin}`, {
        afterMs: 100,
        body: '{"data":',
      }),
      cutShort(`POST /api/auth/sign-in/username HTTP/1.1\r\nContent-Type: application/json\r\n${origin}`, {
        afterMs: 100,
        body: '{"username":',
      }),
      cutShort(`POST /api/files/uploads HTTP/1.1\r\nTus-Resumable: 1.0.0\r\n${origin}`, {
        afterMs: 100,
        body: 'x',
      }),
    ])
    // A request whose body never finishes arriving always fails while the server reads it: those two are
    // logged whatever the timing (the others only when the client left before the answer was made).
    const loggedPaths = () => disconnectsLogged().map((line) => JSON.parse(line).path)
    await expect
      .poll(loggedPaths, { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['/_serverFn/0000000000000000', '/api/auth/sign-in/username']))
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 500))

    const output = app.output()
    const lines = output.split('\n').filter((line) => line.trim() && !LISTENING_LINE.test(line))
    const notJson = lines.filter((line) => {
      try {
        const parsed = JSON.parse(line)
        return !parsed || typeof parsed !== 'object' || Array.isArray(parsed)
      } catch {
        return true
      }
    })
    expect(notJson).toEqual([])
    expect(output).not.toMatch(/Error: aborted|AbortError|ECONNRESET'/)
    for (const line of disconnectsLogged()) {
      expect(JSON.parse(line)).toMatchObject({ level: 20, msg: 'Client disconnected before the answer' })
    }
  })

  test('the start-up prints no deprecation warning', () => {
    expect(app.output()).not.toMatch(/DeprecationWarning|DEP0\d+/)
  })
})
