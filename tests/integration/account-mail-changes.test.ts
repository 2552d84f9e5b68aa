import { eq, like } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { ENUMERATION_SAFE_FLOOR_MS } from '~/server/auth/account-flows.server'
import { account, member, organization, session, user, verification } from '~/server/db/schema'
import { PASSWORD, setupMailWorld, type TestAuth } from '../helpers/mail-world'
import { TEST_BASE_URL } from '../helpers/test-auth'

/**
 * The mailed account flows, part two: change of email and deletion by mailed link. The app's own mailer sends over real SMTP to a local
 * smtp-server (tests/helpers/mail-world.ts); the test reads the mail it received and follows its link.
 */

const world = setupMailWorld()
const { newAuth, follow, userByEmail, signUp, signIn, apiLink, uniqueEmail } = world

describe('change email', () => {
  test('unverified address: changed at once, and a verification mail goes to the new one', async () => {
    const t = newAuth()
    const person = await signUp(t)
    const newEmail = uniqueEmail('moved').toUpperCase()
    const since = world.inbox.received.length
    const changed = await t.request('/change-email', {
      body: { newEmail, callbackURL: '/settings/email' },
      cookie: person.cookie,
    })
    expect(changed.status, changed.text).toBe(200)
    expect(changed.json).toEqual({ status: true })
    const stored = await world.database.db.select().from(user).where(eq(user.id, person.id))
    expect(stored[0]?.email).toBe(newEmail.toLowerCase())
    expect(stored[0]?.emailVerified).toBe(false)

    const mail = await world.inbox.waitFor(newEmail.toLowerCase(), { since })
    expect(mail.subject).toBe('Verify your email address for Parley')
    expect(world.inbox.mailsTo(person.email, since)).toHaveLength(0)
    const opened = await follow(t, apiLink(mail))
    expect(opened.status).toBe(302)
    expect((await userByEmail(newEmail.toLowerCase()))?.emailVerified).toBe(true)
    expect((await signIn(t, newEmail.toLowerCase())).status).toBe(200)
    expect((await signIn(t, person.email)).status).toBe(401)
  })

  test('verified address: a confirmation mail to the new address, and the change happens on confirming', async () => {
    const t = newAuth()
    const person = await signUp(t)
    await world.database.db.update(user).set({ emailVerified: true }).where(eq(user.id, person.id))
    const newEmail = uniqueEmail('confirmed')
    const since = world.inbox.received.length
    const changed = await t.request('/change-email', { body: { newEmail }, cookie: person.cookie })
    expect(changed.status, changed.text).toBe(200)
    expect((await userByEmail(person.email))?.id).toBe(person.id)

    const mail = await world.inbox.waitFor(newEmail, { since })
    expect(mail.subject).toBe('Confirm your new email address for Parley')
    expect(mail.text).toContain(`from ${person.email} to ${newEmail}`)
    expect(world.inbox.mailsTo(person.email, since)).toHaveLength(0)

    const opened = await follow(t, apiLink(mail))
    expect(opened.status).toBe(302)
    expect(opened.location).toBe(`${TEST_BASE_URL}/verify-email?kind=change`)
    const [after] = await world.database.db.select().from(user).where(eq(user.id, person.id))
    expect(after?.email).toBe(newEmail)
    expect(after?.emailVerified).toBe(true)
  })

  test('an address that belongs to someone else: the same answer, no change and no mail', async () => {
    const t = newAuth()
    const person = await signUp(t)
    const other = await signUp(t)
    const since = world.inbox.received.length
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
    expect(world.inbox.mailsTo(other.email, since)).toHaveLength(0)

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
    const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${world.nextNumber()}`
    const response = await t.request('/organization/create', { body: { name, slug }, cookie })
    expect(response.status, response.text).toBe(200)
    return String(response.json?.id)
  }
  async function addMember(organizationId: string, userId: string, role: string) {
    await world.database.db.insert(member).values({
      id: `m-${world.nextNumber()}-${Date.now()}`,
      organizationId,
      userId,
      role,
      createdAt: new Date(),
    })
  }
  const organizationExists = async (id: string) =>
    (await world.database.db.select().from(organization).where(eq(organization.id, id))).length === 1

  test('by mailed link: a token of 32 [0-9a-z] for 24 h, confirmed through the callback', async () => {
    const t = newAuth()
    const person = await signUp(t)
    const partner = await signUp(t)
    const alone = await createOrganization(t, person.cookie, 'Solo Studio')
    const shared = await createOrganization(t, partner.cookie, 'Shared Works')
    await addMember(shared, person.id, 'owner')

    const since = world.inbox.received.length
    const asked = await t.request('/delete-user', {
      body: { callbackURL: '/account-deleted' },
      cookie: person.cookie,
    })
    expect(asked.status, asked.text).toBe(200)
    expect(asked.json).toEqual({ success: true, message: 'Verification email sent' })
    expect(await userByEmail(person.email)).toBeDefined()

    const mail = await world.inbox.waitFor(person.email, { since })
    expect(mail.subject).toBe('Confirm the deletion of your Parley account')
    expect(mail.text).toContain('Solo Studio')
    expect(mail.text).not.toContain('Shared Works')
    const link = new URL(apiLink(mail))
    expect(link.pathname).toBe('/api/auth/delete-user/callback')
    const token = link.searchParams.get('token')!
    expect(token).toMatch(/^[0-9a-z]{32}$/)
    const [row] = await world.database.db
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
    expect(await world.database.db.select().from(session).where(eq(session.userId, person.id))).toEqual([])
    expect(await world.database.db.select().from(account).where(eq(account.userId, person.id))).toEqual([])
    // The organisation they alone were in went with them; the shared one kept its other owner.
    expect(await organizationExists(alone)).toBe(false)
    expect(await organizationExists(shared)).toBe(true)
    const left = await world.database.db.select().from(member).where(eq(member.organizationId, shared))
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
    const since = world.inbox.received.length

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
      await world.database.db
        .select()
        .from(verification)
        .where(like(verification.identifier, 'delete-account-%')),
    ).toEqual(expect.not.arrayContaining([expect.objectContaining({ value: person.id })]))
    expect(world.inbox.mailsTo(person.email, since)).toHaveLength(0)
    expect((await t.request('/get-session', { cookie: person.cookie })).json).toBeNull()
  })

  test('the only owner of an organisation with other members is told first, and nothing happens', async () => {
    const t = newAuth()
    const person = await signUp(t)
    const teammate = await signUp(t)
    const team = await createOrganization(t, person.cookie, 'Busy Team')
    await addMember(team, teammate.id, 'member')
    const since = world.inbox.received.length

    for (const body of [{ password: PASSWORD }, { callbackURL: '/account-deleted' }]) {
      const refused = await t.request('/delete-user', { body, cookie: person.cookie })
      expect(refused.status).toBe(400)
      expect(refused.json?.code).toBe('SOLE_OWNER_OF_ORGANIZATION')
      expect(refused.json?.message).toContain('Busy Team')
    }
    expect(await userByEmail(person.email)).toBeDefined()
    expect(await organizationExists(team)).toBe(true)
    expect(world.inbox.mailsTo(person.email, since)).toHaveLength(0)

    // Once the teammate is an owner too, the account can go and the team stays with them.
    await world.database.db.update(member).set({ role: 'owner' }).where(eq(member.userId, teammate.id))
    const deleted = await t.request('/delete-user', { body: { password: PASSWORD }, cookie: person.cookie })
    expect(deleted.status, deleted.text).toBe(200)
    expect(await organizationExists(team)).toBe(true)
  })
})
