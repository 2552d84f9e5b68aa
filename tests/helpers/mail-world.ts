import { Writable } from 'node:stream'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import { withClientIp } from '~/server/auth/client-ip'
import type { DatabaseHandle } from '~/server/db/client.server'
import { user } from '~/server/db/schema'
import { createMailer, type Mailer } from '~/server/mail/mailer.server'
import { type SmtpInbox, startSmtpInbox } from './smtp-inbox'
import { createTestAuth, TEST_BASE_URL } from './test-auth'
import { createTestDatabase } from './test-database'

/**
 * The mailed account flows end to end: the app's own mailer sends over real SMTP to a local smtp-server, a test
 * reads the mail it received and follows its link through auth.handler. One world per test file (a database, an
 * inbox, a mailer whose log lines are kept), set up by `setupMailWorld()` at the top of the file.
 */

export const PASSWORD = 'correct-horse-battery'
export const RESET_ANSWER = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
}

export type TestAuth = ReturnType<typeof createTestAuth>

export function setupMailWorld() {
  let database: DatabaseHandle | undefined
  let inbox: SmtpInbox | undefined
  let mailer: Mailer | undefined
  const logLines: string[] = []
  let counter = 0

  beforeAll(async () => {
    database = await createTestDatabase()
    inbox = await startSmtpInbox()
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk))
          done()
        },
      }),
    )
    mailer = createMailer({
      smtpUrl: inbox.url,
      from: 'Parley <no-reply@parley.test>',
      dataDir: '/tmp',
      logger,
    })
  })
  afterAll(async () => {
    mailer?.close()
    await inbox?.close()
    await database?.close()
  })
  beforeEach(() => inbox?.recover())

  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The mail world is set up in beforeAll: use it inside tests')
    return value
  }

  const uniqueEmail = (label: string) => `${label}-${++counter}-${Date.now().toString(36)}@mail.example`

  return {
    get database() {
      return ready(database)
    },
    get inbox() {
      return ready(inbox)
    },
    get mailer() {
      return ready(mailer)
    },
    /** Every line the mailer logged, as JSON text. */
    logLines,
    /** A number no other call in this file returns (unique names, addresses, client IPs). */
    nextNumber: () => ++counter,
    uniqueEmail,

    newAuth(options: Parameters<typeof createTestAuth>[1] = {}): TestAuth {
      return createTestAuth(ready(database), { sendMail: ready(mailer).send, ...options })
    },

    /** Opens a link from a mail the way a browser would: GET through auth.handler, cookies if signed in. */
    async follow(t: TestAuth, link: string, init: { cookie?: string; accept?: string } = {}) {
      const url = new URL(link)
      expect(url.origin).toBe(TEST_BASE_URL)
      expect(url.pathname.startsWith('/api/auth/')).toBe(true)
      const headers = new Headers()
      if (init.cookie) headers.set('Cookie', init.cookie)
      if (init.accept) headers.set('Accept', init.accept)
      const response = await t.auth.handler(withClientIp(new Request(url, { headers }), '203.0.113.9'))
      return {
        status: response.status,
        location: response.headers.get('location'),
        headers: response.headers,
        json: (await response.json().catch(() => null)) as Record<string, unknown> | null,
      }
    },

    async userByEmail(email: string) {
      const [row] = await ready(database).db.select().from(user).where(eq(user.email, email))
      return row
    },

    async signUp(t: TestAuth, email = uniqueEmail('person'), name = 'Mail Tester') {
      const response = await t.signUp({ email, name, password: PASSWORD })
      expect(response.status, response.text).toBe(200)
      return {
        email,
        cookie: response.cookie,
        id: String((response.json?.user as { id?: string } | undefined)?.id),
      }
    },

    signIn: (t: TestAuth, email: string, password = PASSWORD) =>
      t.request('/sign-in/email', { body: { email, password } }),

    apiLink(mail: { links: string[] }) {
      const link = mail.links.find((candidate) => candidate.includes('/api/auth/'))
      if (!link) throw new Error(`No auth link in the mail:\n${mail.links.join('\n')}`)
      return link
    },
  }
}
