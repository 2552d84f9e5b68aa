import { and, eq, like } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { ENUMERATION_SAFE_FLOOR_MS } from '~/server/auth/account-flows.server'
import { session, user, verification } from '~/server/db/schema'
import { PASSWORD, RESET_ANSWER, setupMailWorld } from '../helpers/mail-world'
import { TEST_BASE_URL } from '../helpers/test-auth'

/**
 * The mailed account flows, part one: password reset (and what an outsider can learn from it) and email
 * verification. The app's own mailer sends over real SMTP to a local
 * smtp-server (tests/helpers/mail-world.ts); the test reads the mail it received and follows its link.
 */

const world = setupMailWorld()
const { newAuth, follow, userByEmail, signUp, signIn, apiLink, uniqueEmail } = world

describe('password reset', () => {
  test('request → mail → link → new password; single use; the new password signs in', async () => {
    const t = newAuth()
    const person = await signUp(t)
    const since = world.inbox.received.length

    const requested = await t.request('/request-password-reset', {
      body: { email: person.email, redirectTo: '/reset-password' },
    })
    expect(requested.status, requested.text).toBe(200)
    expect(requested.json).toEqual(RESET_ANSWER)

    const mail = await world.inbox.waitFor(person.email, { since })
    expect(mail.subject).toBe('Reset your Parley password')
    expect(mail.text).toContain('valid for 1 hour')
    const link = apiLink(mail)
    expect(mail.html).toContain(link.replaceAll('&', '&#38;'))
    const token = new URL(link).pathname.split('/').at(-1)!
    expect(token).toMatch(/^[A-Za-z0-9]{24}$/)

    // The identifier is 'reset-password:' + token, the value the user id; it lives 1 h.
    const [row] = await world.database.db
      .select()
      .from(verification)
      .where(eq(verification.identifier, `reset-password:${token}`))
    expect(row?.value).toBe(person.id)
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(3590_000)
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(3600_000)

    const opened = await follow(t, link)
    expect(opened.status).toBe(302)
    expect(opened.location).toBe(`${TEST_BASE_URL}/reset-password?token=${token}`)

    const tooShort = await t.request('/reset-password', { body: { newPassword: 'short', token } })
    expect(tooShort.status).toBe(400)
    expect(tooShort.json?.code).toBe('PASSWORD_TOO_SHORT')
    const tooLong = await t.request('/reset-password', { body: { newPassword: 'x'.repeat(129), token } })
    expect(tooLong.json?.code).toBe('PASSWORD_TOO_LONG')

    const reset = await t.request('/reset-password', { body: { newPassword: 'brand-new-password', token } })
    expect(reset.status, reset.text).toBe(200)
    expect(reset.json).toEqual({ status: true })

    expect((await signIn(t, person.email)).status).toBe(401)
    expect((await signIn(t, person.email, 'brand-new-password')).status).toBe(200)

    // Single use: the token is gone, the link now says INVALID_TOKEN.
    const again = await t.request('/reset-password', { body: { newPassword: 'another-password', token } })
    expect(again.status).toBe(400)
    expect(again.json?.code).toBe('INVALID_TOKEN')
    const reopened = await follow(t, link)
    expect(reopened.location).toBe(`${TEST_BASE_URL}/reset-password?error=INVALID_TOKEN`)
  })

  test('POST /forget-password is the same request under its older name', async () => {
    const t = newAuth()
    const person = await signUp(t)
    const since = world.inbox.received.length
    const requested = await t.request('/forget-password', { body: { email: person.email } })
    expect(requested.status, requested.text).toBe(200)
    expect(requested.json).toEqual(RESET_ANSWER)
    const mail = await world.inbox.waitFor(person.email, { since })
    // Without a redirectTo the link still leads to the reset page.
    const opened = await follow(t, apiLink(mail))
    expect(opened.location).toMatch(new RegExp(`^${TEST_BASE_URL}/reset-password\\?token=[A-Za-z0-9]{24}$`))
  })

  test('a failing mail server: 502 with a clear message, a log line, and no token left behind', async () => {
    const t = newAuth()
    const person = await signUp(t)
    world.inbox.failWith(451, 'Temporary local problem')
    const before = world.logLines.length
    const requested = await t.request('/request-password-reset', { body: { email: person.email } })
    expect(requested.status).toBe(502)
    expect(requested.json?.code).toBe('MAIL_DELIVERY_FAILED')
    expect(requested.json?.message).toMatch(/email could not be sent/i)
    expect(world.logLines.slice(before).join('\n')).toMatch(/Mail delivery failed/)
    const tokens = await world.database.db
      .select()
      .from(verification)
      .where(and(like(verification.identifier, 'reset-password:%'), eq(verification.value, person.id)))
    expect(tokens).toEqual([])
  })
})

describe('password reset: what an outsider can learn', () => {
  test('an unknown email gets the same answer, message and timing as a known one', async () => {
    const t = newAuth()
    const person = await signUp(t)
    const time = async (email: string) => {
      const started = performance.now()
      const response = await t.request('/request-password-reset', { body: { email } })
      return { response, ms: performance.now() - started }
    }
    const known = await time(person.email)
    const unknown = await time(uniqueEmail('nobody'))
    expect(unknown.response.status).toBe(known.response.status)
    expect(unknown.response.json).toEqual(known.response.json)
    expect(unknown.response.json).toEqual(RESET_ANSWER)
    // Both take at least the floor, so the mail a known address triggers does not show.
    expect(known.ms).toBeGreaterThanOrEqual(ENUMERATION_SAFE_FLOOR_MS - 5)
    expect(unknown.ms).toBeGreaterThanOrEqual(ENUMERATION_SAFE_FLOOR_MS - 5)
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(400)
    // Only the known address got a mail.
    await world.inbox.waitFor(person.email)
  })

  test('an expired link and an unknown token both say INVALID_TOKEN', async () => {
    const t = newAuth()
    const person = await signUp(t)
    const since = world.inbox.received.length
    await t.request('/request-password-reset', {
      body: { email: person.email, redirectTo: '/reset-password' },
    })
    const link = apiLink(await world.inbox.waitFor(person.email, { since }))
    const token = new URL(link).pathname.split('/').at(-1)!
    await world.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`))

    const opened = await follow(t, link)
    expect(opened.status).toBe(302)
    expect(opened.location).toBe(`${TEST_BASE_URL}/reset-password?error=INVALID_TOKEN`)
    const posted = await t.request('/reset-password', { body: { newPassword: 'never-applied-1', token } })
    expect(posted.status).toBe(400)
    expect(posted.json?.code).toBe('INVALID_TOKEN')
    expect((await signIn(t, person.email)).status).toBe(200)

    const made = await follow(
      t,
      `${TEST_BASE_URL}/api/auth/reset-password/not-a-real-token-000000?callbackURL=%2Freset-password`,
    )
    expect(made.location).toBe(`${TEST_BASE_URL}/reset-password?error=INVALID_TOKEN`)
    // A callback URL on another site is refused outright.
    const foreign = await follow(
      t,
      `${TEST_BASE_URL}/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent('https://evil.example/x')}`,
    )
    expect(foreign.status).toBe(403)
  })

  test('"sign out other sessions" on the reset page ends every session of the account', async () => {
    const t = newAuth()
    const person = await signUp(t)
    expect((await signIn(t, person.email)).status).toBe(200)
    const sessions = () => world.database.db.select().from(session).where(eq(session.userId, person.id))
    expect(await sessions()).toHaveLength(2)

    const resetWith = async (newPassword: string, revokeOtherSessions?: boolean) => {
      const since = world.inbox.received.length
      await t.request('/request-password-reset', { body: { email: person.email } })
      const link = apiLink(await world.inbox.waitFor(person.email, { since }))
      const token = new URL(link).pathname.split('/').at(-1)!
      const reset = await t.request('/reset-password', { body: { newPassword, token, revokeOtherSessions } })
      expect(reset.status, reset.text).toBe(200)
    }
    await resetWith('kept-sessions-password')
    expect(await sessions()).toHaveLength(2)
    await resetWith('revoked-sessions-password', true)
    expect(await sessions()).toHaveLength(0)
    expect((await t.request('/get-session', { cookie: person.cookie })).json).toBeNull()
  })
})

describe('email verification', () => {
  test('resend from settings → mail → link: verified, and the landing page is /verify-email', async () => {
    const t = newAuth()
    const person = await signUp(t)
    expect((await userByEmail(person.email))?.emailVerified).toBe(false)
    const since = world.inbox.received.length
    const sent = await t.request('/send-verification-email', {
      body: { email: person.email, callbackURL: '/settings/email' },
      cookie: person.cookie,
    })
    expect(sent.status, sent.text).toBe(200)
    const mail = await world.inbox.waitFor(person.email, { since })
    expect(mail.subject).toBe('Verify your email address for Parley')
    const opened = await follow(t, apiLink(mail))
    expect(opened.status).toBe(302)
    expect(opened.location).toBe(`${TEST_BASE_URL}/verify-email?next=%2Fsettings%2Femail`)
    expect((await userByEmail(person.email))?.emailVerified).toBe(true)

    // Verified: asking again is refused (signed in) or answered without a mail (signed out).
    const twice = await t.request('/send-verification-email', {
      body: { email: person.email },
      cookie: person.cookie,
    })
    expect(twice.status).toBe(400)
    expect(twice.json?.code).toBe('EMAIL_ALREADY_VERIFIED')
  })

  test('a broken or tampered link lands on /verify-email with the error', async () => {
    const t = newAuth()
    const person = await signUp(t)
    const since = world.inbox.received.length
    await t.request('/send-verification-email', { body: { email: person.email }, cookie: person.cookie })
    const link = new URL(apiLink(await world.inbox.waitFor(person.email, { since })))
    link.searchParams.set('token', `${link.searchParams.get('token')}x`)
    const opened = await follow(t, link.toString())
    expect(opened.status).toBe(302)
    expect(opened.location).toBe(`${TEST_BASE_URL}/verify-email?error=INVALID_TOKEN`)
    expect((await userByEmail(person.email))?.emailVerified).toBe(false)
  })

  test('REQUIRE_EMAIL_VERIFICATION: sign-in is refused (FORBIDDEN, email not verified) and a mail is sent', async () => {
    const t = newAuth({ requireEmailVerification: true })
    const email = uniqueEmail('strict')
    const since = world.inbox.received.length
    const signedUp = await t.signUp({ email, name: 'Strict Tester', password: PASSWORD })
    expect(signedUp.status, signedUp.text).toBe(200)
    expect(signedUp.json?.token).toBeNull()
    expect(signedUp.cookie).toBe('')
    // The sign-up mail…
    await world.inbox.waitFor(email, { since })

    const refused = await signIn(t, email)
    expect(refused.status).toBe(403)
    expect(refused.json?.code).toBe('EMAIL_NOT_VERIFIED')
    expect(refused.json?.message).toBe('Email not verified')
    // …and one more for the refused sign-in (configured to send on sign-in).
    expect(world.inbox.mailsTo(email, since)).toHaveLength(2)
    const byUsername = await t.request('/sign-in/username', {
      body: { username: 'nobody-has-this-name', password: PASSWORD },
    })
    expect(byUsername.status).toBe(401)

    const opened = await follow(t, apiLink(world.inbox.mailsTo(email, since)[1]!))
    expect(opened.status).toBe(302)
    expect(opened.location).toBe(`${TEST_BASE_URL}/verify-email`)
    // autoSignInAfterVerification: the link signs the browser in.
    const cookie = t.cookieFrom(opened)
    expect(cookie).toContain('session_token')
    const current = await t.request('/get-session', { cookie })
    expect((current.json?.user as { email?: string } | undefined)?.email).toBe(email)
    expect((await signIn(t, email)).status).toBe(200)
  })

  test('REQUIRE_EMAIL_VERIFICATION: signing up with a taken address looks the same as a new one', async () => {
    const t = newAuth({ requireEmailVerification: true })
    const email = uniqueEmail('taken')
    const first = await t.signUp({ email, name: 'First', password: PASSWORD })
    const second = await t.signUp({ email, name: 'Second', password: 'another-password-1' })
    expect(second.status).toBe(first.status)
    expect(Object.keys(second.json ?? {}).sort()).toEqual(Object.keys(first.json ?? {}).sort())
    expect(Object.keys((second.json?.user as object) ?? {}).sort()).toEqual(
      Object.keys((first.json?.user as object) ?? {}).sort(),
    )
    expect((await world.database.db.select().from(user).where(eq(user.email, email))).length).toBe(1)
  })
})
