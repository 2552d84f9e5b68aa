import { and, eq, like } from 'drizzle-orm'
import pino from 'pino'
import { describe, expect, test } from 'vitest'
import { user, verification } from '~/server/db/schema'
import { createMailer } from '~/server/mail/mailer.server'
import { PASSWORD, setupMailWorld } from '../helpers/mail-world'

/**
 * The mailed account flows, part three: a failing mail server never leaves a half-done change, and the
 * mailing endpoints are rate limited. The app's own mailer sends over real SMTP to a local
 * smtp-server (tests/helpers/mail-world.ts); the test reads the mail it received and follows its link.
 */

const world = setupMailWorld()
const { newAuth, userByEmail, signUp, signIn, uniqueEmail } = world

describe('a failing mail server never leaves a half-done change', () => {
  test('change email (unverified): 502 and the address stays as it was', async () => {
    const t = newAuth()
    const person = await signUp(t)
    world.inbox.failWith(550, 'Mailbox unavailable')
    const changed = await t.request('/change-email', {
      body: { newEmail: uniqueEmail('lost') },
      cookie: person.cookie,
    })
    expect(changed.status).toBe(502)
    expect(changed.json?.code).toBe('MAIL_DELIVERY_FAILED')
    expect(changed.headers.getSetCookie()).toEqual([])
    const [row] = await world.database.db.select().from(user).where(eq(user.id, person.id))
    expect(row?.email).toBe(person.email)
    const current = await t.request('/get-session', { cookie: person.cookie })
    expect((current.json?.user as { email?: string } | undefined)?.email).toBe(person.email)
  })

  test('change email (verified), resend verification, delete by link: 502 and nothing pending', async () => {
    const t = newAuth()
    const person = await signUp(t)
    world.inbox.failWith(451, 'Try again later')

    const resend = await t.request('/send-verification-email', {
      body: { email: person.email },
      cookie: person.cookie,
    })
    expect(resend.status).toBe(502)
    expect(resend.json?.code).toBe('MAIL_DELIVERY_FAILED')

    const deletion = await t.request('/delete-user', { body: {}, cookie: person.cookie })
    expect(deletion.status).toBe(502)
    expect(
      await world.database.db
        .select()
        .from(verification)
        .where(and(like(verification.identifier, 'delete-account-%'), eq(verification.value, person.id))),
    ).toEqual([])

    await world.database.db.update(user).set({ emailVerified: true }).where(eq(user.id, person.id))
    const changed = await t.request('/change-email', {
      body: { newEmail: uniqueEmail('never') },
      cookie: person.cookie,
    })
    expect(changed.status).toBe(502)
    expect((await userByEmail(person.email))?.id).toBe(person.id)
  })

  test('REQUIRE_EMAIL_VERIFICATION: a sign-up whose mail failed is taken back; sign-in says why', async () => {
    const t = newAuth({ requireEmailVerification: true })
    const email = uniqueEmail('unmailed')
    world.inbox.failWith(451, 'Try again later')
    const signedUp = await t.signUp({ email, name: 'Unmailed', password: PASSWORD })
    expect(signedUp.status).toBe(502)
    expect(signedUp.json?.code).toBe('MAIL_DELIVERY_FAILED')
    expect(await userByEmail(email)).toBeUndefined()

    world.inbox.recover()
    expect((await t.signUp({ email, name: 'Unmailed', password: PASSWORD })).status).toBe(200)
    world.inbox.failWith(451, 'Try again later')
    const refused = await signIn(t, email)
    expect(refused.status).toBe(403)
    expect(refused.json?.code).toBe('EMAIL_NOT_VERIFIED')
    expect(refused.json?.message).toMatch(/could not be sent/)
  })

  test('an unreachable mail server gives the same clear answer', async () => {
    const logger = pino({ level: 'silent' })
    const unreachable = createMailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'x@parley.test',
      dataDir: '/tmp',
      logger,
    })
    const t = newAuth({ sendMail: unreachable.send })
    const person = await signUp(t)
    const requested = await t.request('/forget-password', { body: { email: person.email } })
    expect(requested.status).toBe(502)
    expect(requested.json?.message).toMatch(/email could not be sent/i)
    unreachable.close()
  })
})

describe('rate limits on the mailing endpoints (per address, in the database)', () => {
  test.each(['/request-password-reset', '/forget-password', '/send-verification-email'])(
    '%s: 3 a minute',
    async (path) => {
      const t = newAuth({ rateLimitEnabled: true })
      const ip = `198.51.100.${world.nextNumber() % 250}`
      for (let attempt = 1; attempt <= 3; attempt++) {
        const response = await t.request(path, { body: { email: uniqueEmail('limit') }, ip })
        expect(response.status, `attempt ${attempt}: ${response.text}`).toBe(200)
      }
      const fourth = await t.request(path, { body: { email: uniqueEmail('limit') }, ip })
      expect(fourth.status).toBe(429)
      expect(Number(fourth.headers.get('X-Retry-After'))).toBeGreaterThan(0)
      // Another node on the same database refuses the same address too; other addresses are served.
      const otherNode = newAuth({ rateLimitEnabled: true })
      expect((await otherNode.request(path, { body: { email: uniqueEmail('limit') }, ip })).status).toBe(429)
      const elsewhere = await t.request(path, { body: { email: uniqueEmail('limit') }, ip: '192.0.2.77' })
      expect(elsewhere.status).toBe(200)
    },
  )
})
