import { Writable } from 'node:stream'
import { and, eq, like } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { ENUMERATION_SAFE_FLOOR_MS } from '~/server/auth/account-flows.server'
import { withClientIp } from '~/server/auth/client-ip'
import type { DatabaseHandle } from '~/server/db/client.server'
import { account, member, organization, session, user, verification } from '~/server/db/schema'
import { createMailer, type Mailer } from '~/server/mail/mailer.server'
import { type SmtpInbox, startSmtpInbox } from '../helpers/smtp-inbox'
import { createTestAuth, TEST_BASE_URL } from '../helpers/test-auth'
import { createTestDatabase } from '../helpers/test-database'

/**
 * The mailed account flows of SPEC §4 end to end: the app's own mailer sends over real SMTP to a local
 * smtp-server, the test reads the mail it received and follows its link through auth.handler.
 */

const PASSWORD = 'correct-horse-battery'
const RESET_ANSWER = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
}

let database: DatabaseHandle
let inbox: SmtpInbox
let mailer: Mailer
const logLines: string[] = []

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
beforeEach(() => inbox.recover())

let counter = 0
const uniqueEmail = (label: string) => `${label}-${++counter}-${Date.now().toString(36)}@mail.example`

type TestAuth = ReturnType<typeof createTestAuth>

function newAuth(options: Parameters<typeof createTestAuth>[1] = {}): TestAuth {
  return createTestAuth(database, { sendMail: mailer.send, ...options })
}

/** Opens a link from a mail the way a browser would: GET through auth.handler, cookies if signed in. */
async function follow(t: TestAuth, link: string, init: { cookie?: string; accept?: string } = {}) {
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
}

async function userByEmail(email: string) {
  const [row] = await database.db.select().from(user).where(eq(user.email, email))
  return row
}

async function signUp(t: TestAuth, email = uniqueEmail('person'), name = 'Mail Tester') {
  const response = await t.signUp({ email, name, password: PASSWORD })
  expect(response.status, response.text).toBe(200)
  return {
    email,
    cookie: response.cookie,
    id: String((response.json?.user as { id?: string } | undefined)?.id),
  }
}

const signIn = (t: TestAuth, email: string, password = PASSWORD) =>
  t.request('/sign-in/email', { body: { email, password } })

const apiLink = (mail: { links: string[] }) => {
  const link = mail.links.find((candidate) => candidate.includes('/api/auth/'))
  if (!link) throw new Error(`No auth link in the mail:\n${mail.links.join('\n')}`)
  return link
}

describe('password reset', () => {
  test('request → mail → link → new password; single use; the new password signs in', async () => {
    const t = newAuth()
    const person = await signUp(t)
    const since = inbox.received.length

    const requested = await t.request('/request-password-reset', {
      body: { email: person.email, redirectTo: '/reset-password' },
    })
    expect(requested.status, requested.text).toBe(200)
    expect(requested.json).toEqual(RESET_ANSWER)

    const mail = await inbox.waitFor(person.email, { since })
    expect(mail.subject).toBe('Reset your Parley password')
    expect(mail.text).toContain('valid for 1 hour')
    const link = apiLink(mail)
    expect(mail.html).toContain(link.replaceAll('&', '&#38;'))
    const token = new URL(link).pathname.split('/').at(-1)!
    expect(token).toMatch(/^[A-Za-z0-9]{24}$/)

    // SPEC §3: identifier 'reset-password:' + token, value the user id, 1 h (SPEC §9).
    const [row] = await database.db
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
    const since = inbox.received.length
    const requested = await t.request('/forget-password', { body: { email: person.email } })
    expect(requested.status, requested.text).toBe(200)
    expect(requested.json).toEqual(RESET_ANSWER)
    const mail = await inbox.waitFor(person.email, { since })
    // Without a redirectTo the link still leads to the reset page.
    const opened = await follow(t, apiLink(mail))
    expect(opened.location).toMatch(new RegExp(`^${TEST_BASE_URL}/reset-password\\?token=[A-Za-z0-9]{24}$`))
  })

  test('a failing mail server: 502 with a clear message, a log line, and no token left behind', async () => {
    const t = newAuth()
    const person = await signUp(t)
    inbox.failWith(451, 'Temporary local problem')
    const before = logLines.length
    const requested = await t.request('/request-password-reset', { body: { email: person.email } })
    expect(requested.status).toBe(502)
    expect(requested.json?.code).toBe('MAIL_DELIVERY_FAILED')
    expect(requested.json?.message).toMatch(/email could not be sent/i)
    expect(logLines.slice(before).join('\n')).toMatch(/Mail delivery failed/)
    const tokens = await database.db
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
    await inbox.waitFor(person.email)
  })

  test('an expired link and an unknown token both say INVALID_TOKEN', async () => {
    const t = newAuth()
    const person = await signUp(t)
    const since = inbox.received.length
    await t.request('/request-password-reset', {
      body: { email: person.email, redirectTo: '/reset-password' },
    })
    const link = apiLink(await inbox.waitFor(person.email, { since }))
    const token = new URL(link).pathname.split('/').at(-1)!
    await database.db
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
    const sessions = () => database.db.select().from(session).where(eq(session.userId, person.id))
    expect(await sessions()).toHaveLength(2)

    const resetWith = async (newPassword: string, revokeOtherSessions?: boolean) => {
      const since = inbox.received.length
      await t.request('/request-password-reset', { body: { email: person.email } })
      const link = apiLink(await inbox.waitFor(person.email, { since }))
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
    const since = inbox.received.length
    const sent = await t.request('/send-verification-email', {
      body: { email: person.email, callbackURL: '/settings/email' },
      cookie: person.cookie,
    })
    expect(sent.status, sent.text).toBe(200)
    const mail = await inbox.waitFor(person.email, { since })
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
    const since = inbox.received.length
    await t.request('/send-verification-email', { body: { email: person.email }, cookie: person.cookie })
    const link = new URL(apiLink(await inbox.waitFor(person.email, { since })))
    link.searchParams.set('token', `${link.searchParams.get('token')}x`)
    const opened = await follow(t, link.toString())
    expect(opened.status).toBe(302)
    expect(opened.location).toBe(`${TEST_BASE_URL}/verify-email?error=INVALID_TOKEN`)
    expect((await userByEmail(person.email))?.emailVerified).toBe(false)
  })

  test('REQUIRE_EMAIL_VERIFICATION: sign-in is refused (FORBIDDEN, email not verified) and a mail is sent', async () => {
    const t = newAuth({ requireEmailVerification: true })
    const email = uniqueEmail('strict')
    const since = inbox.received.length
    const signedUp = await t.signUp({ email, name: 'Strict Tester', password: PASSWORD })
    expect(signedUp.status, signedUp.text).toBe(200)
    expect(signedUp.json?.token).toBeNull()
    expect(signedUp.cookie).toBe('')
    // The sign-up mail…
    await inbox.waitFor(email, { since })

    const refused = await signIn(t, email)
    expect(refused.status).toBe(403)
    expect(refused.json?.code).toBe('EMAIL_NOT_VERIFIED')
    expect(refused.json?.message).toBe('Email not verified')
    // …and one more for the refused sign-in (SPEC §4: sent on sign-in).
    expect(inbox.mailsTo(email, since)).toHaveLength(2)
    const byUsername = await t.request('/sign-in/username', {
      body: { username: 'nobody-has-this-name', password: PASSWORD },
    })
    expect(byUsername.status).toBe(401)

    const opened = await follow(t, apiLink(inbox.mailsTo(email, since)[1]!))
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
    expect((await database.db.select().from(user).where(eq(user.email, email))).length).toBe(1)
  })
})

describe('change email', () => {
  test('unverified address: changed at once, and a verification mail goes to the new one', async () => {
    const t = newAuth()
    const person = await signUp(t)
    const newEmail = uniqueEmail('moved').toUpperCase()
    const since = inbox.received.length
    const changed = await t.request('/change-email', {
      body: { newEmail, callbackURL: '/settings/email' },
      cookie: person.cookie,
    })
    expect(changed.status, changed.text).toBe(200)
    expect(changed.json).toEqual({ status: true })
    const stored = await database.db.select().from(user).where(eq(user.id, person.id))
    expect(stored[0]?.email).toBe(newEmail.toLowerCase())
    expect(stored[0]?.emailVerified).toBe(false)

    const mail = await inbox.waitFor(newEmail.toLowerCase(), { since })
    expect(mail.subject).toBe('Verify your email address for Parley')
    expect(inbox.mailsTo(person.email, since)).toHaveLength(0)
    const opened = await follow(t, apiLink(mail))
    expect(opened.status).toBe(302)
    expect((await userByEmail(newEmail.toLowerCase()))?.emailVerified).toBe(true)
    expect((await signIn(t, newEmail.toLowerCase())).status).toBe(200)
    expect((await signIn(t, person.email)).status).toBe(401)
  })

  test('verified address: a confirmation mail to the new address, and the change happens on confirming', async () => {
    const t = newAuth()
    const person = await signUp(t)
    await database.db.update(user).set({ emailVerified: true }).where(eq(user.id, person.id))
    const newEmail = uniqueEmail('confirmed')
    const since = inbox.received.length
    const changed = await t.request('/change-email', { body: { newEmail }, cookie: person.cookie })
    expect(changed.status, changed.text).toBe(200)
    expect((await userByEmail(person.email))?.id).toBe(person.id)

    const mail = await inbox.waitFor(newEmail, { since })
    expect(mail.subject).toBe('Confirm your new email address for Parley')
    expect(mail.text).toContain(`from ${person.email} to ${newEmail}`)
    expect(inbox.mailsTo(person.email, since)).toHaveLength(0)

    const opened = await follow(t, apiLink(mail))
    expect(opened.status).toBe(302)
    expect(opened.location).toBe(`${TEST_BASE_URL}/verify-email?kind=change`)
    const [after] = await database.db.select().from(user).where(eq(user.id, person.id))
    expect(after?.email).toBe(newEmail)
    expect(after?.emailVerified).toBe(true)
  })

  test('an address that belongs to someone else: the same answer, no change and no mail', async () => {
    const t = newAuth()
    const person = await signUp(t)
    const other = await signUp(t)
    const since = inbox.received.length
    const started = performance.now()
    const changed = await t.request('/change-email', {
      body: { newEmail: other.email },
      cookie: person.cookie,
    })
    expect(performance.now() - started).toBeGreaterThanOrEqual(ENUMERATION_SAFE_FLOOR_MS - 5)
    expect(changed.status).toBe(200)
    expect(changed.json).toEqual({ status: true })
    expect((await userByEmail(person.email))?.id).toBe(person.id)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(inbox.mailsTo(other.email, since)).toHaveLength(0)

    const same = await t.request('/change-email', { body: { newEmail: person.email }, cookie: person.cookie })
    expect(same.status).toBe(400)
    expect(same.json?.message).toBe('Email is the same')
    const invalid = await t.request('/change-email', {
      body: { newEmail: 'not-an-email' },
      cookie: person.cookie,
    })
    expect(invalid.status).toBe(400)
  })
})

describe('delete account', () => {
  async function createOrganization(t: TestAuth, cookie: string, name: string) {
    const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${++counter}`
    const response = await t.request('/organization/create', { body: { name, slug }, cookie })
    expect(response.status, response.text).toBe(200)
    return String(response.json?.id)
  }
  async function addMember(organizationId: string, userId: string, role: string) {
    await database.db.insert(member).values({
      id: `m-${++counter}-${Date.now()}`,
      organizationId,
      userId,
      role,
      createdAt: new Date(),
    })
  }
  const organizationExists = async (id: string) =>
    (await database.db.select().from(organization).where(eq(organization.id, id))).length === 1

  test('by mailed link: a token of 32 [0-9a-z] for 24 h, confirmed through the callback', async () => {
    const t = newAuth()
    const person = await signUp(t)
    const partner = await signUp(t)
    const alone = await createOrganization(t, person.cookie, 'Solo Studio')
    const shared = await createOrganization(t, partner.cookie, 'Shared Works')
    await addMember(shared, person.id, 'owner')

    const since = inbox.received.length
    const asked = await t.request('/delete-user', {
      body: { callbackURL: '/account-deleted' },
      cookie: person.cookie,
    })
    expect(asked.status, asked.text).toBe(200)
    expect(asked.json).toEqual({ success: true, message: 'Verification email sent' })
    expect(await userByEmail(person.email)).toBeDefined()

    const mail = await inbox.waitFor(person.email, { since })
    expect(mail.subject).toBe('Confirm the deletion of your Parley account')
    expect(mail.text).toContain('Solo Studio')
    expect(mail.text).not.toContain('Shared Works')
    const link = new URL(apiLink(mail))
    expect(link.pathname).toBe('/api/auth/delete-user/callback')
    const token = link.searchParams.get('token')!
    expect(token).toMatch(/^[0-9a-z]{32}$/)
    const [row] = await database.db
      .select()
      .from(verification)
      .where(eq(verification.identifier, `delete-account-${token}`))
    expect(row?.value).toBe(person.id)
    expect(Math.abs(row!.expiresAt.getTime() - Date.now() - 86_400_000)).toBeLessThan(60_000)

    // Opened while signed out: API clients get 404, a browser lands on the deletion page to sign in first.
    const signedOut = await follow(t, link.toString())
    expect(signedOut.status).toBe(404)
    const browserSignedOut = await follow(t, link.toString(), { accept: 'text/html,*/*' })
    expect(browserSignedOut.status).toBe(302)
    expect(browserSignedOut.location).toBe(
      `${TEST_BASE_URL}/settings/delete-account?error=FAILED_TO_GET_USER_INFO&token=${token}`,
    )

    const confirmed = await follow(t, link.toString(), { cookie: person.cookie })
    expect(confirmed.status).toBe(302)
    expect(confirmed.location).toBe('/account-deleted')
    expect(await userByEmail(person.email)).toBeUndefined()
    expect(await database.db.select().from(session).where(eq(session.userId, person.id))).toEqual([])
    expect(await database.db.select().from(account).where(eq(account.userId, person.id))).toEqual([])
    // The organisation they alone were in went with them; the shared one kept its other owner.
    expect(await organizationExists(alone)).toBe(false)
    expect(await organizationExists(shared)).toBe(true)
    const left = await database.db.select().from(member).where(eq(member.organizationId, shared))
    expect(left.map((row) => row.userId)).toEqual([partner.id])

    // The link is single use.
    const again = await follow(t, link.toString(), { cookie: partner.cookie })
    expect(again.status).toBe(404)
    const againInBrowser = await follow(t, link.toString(), { cookie: partner.cookie, accept: 'text/html' })
    expect(againInBrowser.location).toBe(`${TEST_BASE_URL}/settings/delete-account?error=INVALID_TOKEN`)
  })

  test('directly with the password: deleted at once, no mail, nothing left behind', async () => {
    const t = newAuth()
    const person = await signUp(t)
    const alone = await createOrganization(t, person.cookie, 'Direct Co')
    const since = inbox.received.length

    const wrong = await t.request('/delete-user', {
      body: { password: 'not-my-password' },
      cookie: person.cookie,
    })
    expect(wrong.status).toBe(400)
    expect(wrong.json?.code).toBe('INVALID_PASSWORD')
    expect(await userByEmail(person.email)).toBeDefined()

    const deleted = await t.request('/delete-user', { body: { password: PASSWORD }, cookie: person.cookie })
    expect(deleted.status, deleted.text).toBe(200)
    expect(deleted.json).toEqual({ success: true, message: 'User deleted' })
    expect(await userByEmail(person.email)).toBeUndefined()
    expect(await organizationExists(alone)).toBe(false)
    expect(deleted.headers.getSetCookie().join(';')).toMatch(/session_token=;/)
    expect(
      await database.db.select().from(verification).where(like(verification.identifier, 'delete-account-%')),
    ).toEqual(expect.not.arrayContaining([expect.objectContaining({ value: person.id })]))
    expect(inbox.mailsTo(person.email, since)).toHaveLength(0)
    expect((await t.request('/get-session', { cookie: person.cookie })).json).toBeNull()
  })

  test('the only owner of an organisation with other members is told first, and nothing happens', async () => {
    const t = newAuth()
    const person = await signUp(t)
    const teammate = await signUp(t)
    const team = await createOrganization(t, person.cookie, 'Busy Team')
    await addMember(team, teammate.id, 'member')
    const since = inbox.received.length

    for (const body of [{ password: PASSWORD }, { callbackURL: '/account-deleted' }]) {
      const refused = await t.request('/delete-user', { body, cookie: person.cookie })
      expect(refused.status).toBe(400)
      expect(refused.json?.code).toBe('SOLE_OWNER_OF_ORGANIZATION')
      expect(refused.json?.message).toContain('Busy Team')
    }
    expect(await userByEmail(person.email)).toBeDefined()
    expect(await organizationExists(team)).toBe(true)
    expect(inbox.mailsTo(person.email, since)).toHaveLength(0)

    // Once the teammate is an owner too, the account can go and the team stays with them.
    await database.db.update(member).set({ role: 'owner' }).where(eq(member.userId, teammate.id))
    const deleted = await t.request('/delete-user', { body: { password: PASSWORD }, cookie: person.cookie })
    expect(deleted.status, deleted.text).toBe(200)
    expect(await organizationExists(team)).toBe(true)
  })
})

describe('a failing mail server never leaves a half-done change', () => {
  test('change email (unverified): 502 and the address stays as it was', async () => {
    const t = newAuth()
    const person = await signUp(t)
    inbox.failWith(550, 'Mailbox unavailable')
    const changed = await t.request('/change-email', {
      body: { newEmail: uniqueEmail('lost') },
      cookie: person.cookie,
    })
    expect(changed.status).toBe(502)
    expect(changed.json?.code).toBe('MAIL_DELIVERY_FAILED')
    expect(changed.headers.getSetCookie()).toEqual([])
    const [row] = await database.db.select().from(user).where(eq(user.id, person.id))
    expect(row?.email).toBe(person.email)
    const current = await t.request('/get-session', { cookie: person.cookie })
    expect((current.json?.user as { email?: string } | undefined)?.email).toBe(person.email)
  })

  test('change email (verified), resend verification, delete by link: 502 and nothing pending', async () => {
    const t = newAuth()
    const person = await signUp(t)
    inbox.failWith(451, 'Try again later')

    const resend = await t.request('/send-verification-email', {
      body: { email: person.email },
      cookie: person.cookie,
    })
    expect(resend.status).toBe(502)
    expect(resend.json?.code).toBe('MAIL_DELIVERY_FAILED')

    const deletion = await t.request('/delete-user', { body: {}, cookie: person.cookie })
    expect(deletion.status).toBe(502)
    expect(
      await database.db
        .select()
        .from(verification)
        .where(and(like(verification.identifier, 'delete-account-%'), eq(verification.value, person.id))),
    ).toEqual([])

    await database.db.update(user).set({ emailVerified: true }).where(eq(user.id, person.id))
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
    inbox.failWith(451, 'Try again later')
    const signedUp = await t.signUp({ email, name: 'Unmailed', password: PASSWORD })
    expect(signedUp.status).toBe(502)
    expect(signedUp.json?.code).toBe('MAIL_DELIVERY_FAILED')
    expect(await userByEmail(email)).toBeUndefined()

    inbox.recover()
    expect((await t.signUp({ email, name: 'Unmailed', password: PASSWORD })).status).toBe(200)
    inbox.failWith(451, 'Try again later')
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
      const ip = `198.51.100.${++counter % 250}`
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
