import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getAccountOverview, setPasswordOnce } from '~/features/account/account.server'
import { organizationsOnDeletion } from '~/server/auth/account-deletion.server'
import type { DatabaseHandle } from '~/server/db/client.server'
import { account, member, session } from '~/server/db/schema'
import { createTestAuth } from '../helpers/test-auth'
import { createTestDatabase } from '../helpers/test-database'
import { expectAppError } from '../helpers/test-orgs'

/** Account changes that need no mail: change password, set password, what deletion would do. */

const PASSWORD = 'correct-horse-battery'
let database: DatabaseHandle
let t: ReturnType<typeof createTestAuth>
let counter = 0

beforeAll(async () => {
  database = await createTestDatabase()
  t = createTestAuth(database)
})
afterAll(() => database.close())

async function person(label = 'changer') {
  const email = `${label}-${++counter}-${Date.now().toString(36)}@changes.example`
  const response = await t.signUp({ email, password: PASSWORD, name: 'Change Tester' })
  expect(response.status, response.text).toBe(200)
  return {
    email,
    cookie: response.cookie,
    id: String((response.json?.user as { id?: string } | undefined)?.id),
  }
}

const signIn = (email: string, password: string) => t.request('/sign-in/email', { body: { email, password } })

describe('change password', () => {
  test('needs the current password and the length rules', async () => {
    const user = await person()
    const wrong = await t.request('/change-password', {
      body: { currentPassword: 'not-it-at-all', newPassword: 'new-password-1' },
      cookie: user.cookie,
    })
    expect(wrong.status).toBe(400)
    expect(wrong.json?.code).toBe('INVALID_PASSWORD')

    const short = await t.request('/change-password', {
      body: { currentPassword: PASSWORD, newPassword: 'short' },
      cookie: user.cookie,
    })
    expect(short.json?.code).toBe('PASSWORD_TOO_SHORT')
    const long = await t.request('/change-password', {
      body: { currentPassword: PASSWORD, newPassword: 'x'.repeat(129) },
      cookie: user.cookie,
    })
    expect(long.json?.code).toBe('PASSWORD_TOO_LONG')

    const anonymous = await t.request('/change-password', {
      body: { currentPassword: PASSWORD, newPassword: 'new-password-1' },
    })
    expect(anonymous.status).toBe(401)

    const changed = await t.request('/change-password', {
      body: { currentPassword: PASSWORD, newPassword: 'new-password-1' },
      cookie: user.cookie,
    })
    expect(changed.status, changed.text).toBe(200)
    expect(changed.json?.token).toBeNull()
    expect((changed.json?.user as { email?: string } | undefined)?.email).toBe(user.email)
    expect((await signIn(user.email, PASSWORD)).status).toBe(401)
    expect((await signIn(user.email, 'new-password-1')).status).toBe(200)
    // Without revokeOtherSessions the sessions stay.
    expect((await t.request('/get-session', { cookie: user.cookie })).json).not.toBeNull()
  })

  test('revokeOtherSessions ends every other session and hands this browser a new one', async () => {
    const user = await person()
    const elsewhere = await signIn(user.email, PASSWORD)
    const otherCookie = t.cookieFrom(elsewhere)
    const changed = await t.request('/change-password', {
      body: { currentPassword: PASSWORD, newPassword: 'new-password-2', revokeOtherSessions: true },
      cookie: user.cookie,
    })
    expect(changed.status, changed.text).toBe(200)
    expect(typeof changed.json?.token).toBe('string')
    expect((await t.request('/get-session', { cookie: otherCookie })).json).toBeNull()
    expect((await t.request('/get-session', { cookie: user.cookie })).json).toBeNull()
    const fresh = t.cookieFrom(changed)
    expect((await t.request('/get-session', { cookie: fresh })).json).not.toBeNull()
    expect(await database.db.select().from(session).where(eq(session.userId, user.id))).toHaveLength(1)
  })
})

describe('set password (server only)', () => {
  test('is not reachable over HTTP', async () => {
    const user = await person()
    const response = await t.request('/set-password', {
      body: { newPassword: 'new-password-3' },
      cookie: user.cookie,
    })
    expect(response.status).toBe(404)
  })

  test('a social-only account gets a credential account; a second time is refused', async () => {
    const user = await person('social')
    // Make the account social-only: a GitHub login and no credential account.
    await database.db
      .delete(account)
      .where(and(eq(account.userId, user.id), eq(account.providerId, 'credential')))
    await database.db.insert(account).values({
      id: `gh-${user.id}`,
      accountId: `gh-${counter}`,
      providerId: 'github',
      userId: user.id,
      createdAt: new Date(),
      updatedAt: new Date(),
    })
    expect((await getAccountOverview(database.db, user.id)).hasPassword).toBe(false)
    expect((await getAccountOverview(database.db, user.id)).socialProviders).toEqual(['github'])
    const headers = new Headers({ cookie: user.cookie })

    await expect(t.auth.api.setPassword({ body: { newPassword: 'short' }, headers })).rejects.toMatchObject({
      body: { code: 'PASSWORD_TOO_SHORT' },
    })
    const set = await t.auth.api.setPassword({ body: { newPassword: 'social-password-1' }, headers })
    expect(set).toEqual({ status: true })
    expect((await getAccountOverview(database.db, user.id)).hasPassword).toBe(true)
    expect((await signIn(user.email, 'social-password-1')).status).toBe(200)

    await expect(
      t.auth.api.setPassword({ body: { newPassword: 'another-password-1' }, headers }),
    ).rejects.toMatchObject({
      body: { code: 'PASSWORD_ALREADY_SET', message: expect.stringMatching(/^user already has a password/i) },
    })
  })
})

describe('setting a password from the settings page (setPasswordOnce)', () => {
  const makeSocialOnly = async (userId: string) => {
    await database.db
      .delete(account)
      .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
    await database.db.insert(account).values({
      id: `gh-${userId}`,
      accountId: `gh-${userId}`,
      providerId: 'github',
      userId,
      createdAt: new Date(),
      updatedAt: new Date(),
    })
  }
  const ageSessions = (userId: string) =>
    database.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 2 * 24 * 3_600_000) })
      .where(eq(session.userId, userId))
  const setPassword = (user: { id: string; cookie: string }, newPassword = 'social-password-2') =>
    setPasswordOnce(database.db, t.auth, {
      userId: user.id,
      headers: new Headers({ cookie: user.cookie }),
      newPassword,
    })

  test('someone who has a password is told so, however old their session', async () => {
    const user = await person('has-password')
    await ageSessions(user.id)
    await expectAppError(setPassword(user), 'BAD_REQUEST', 'user already has a password')
  })

  test('a social-only account needs a recent sign-in, then gets its password', async () => {
    const user = await person('social-only')
    await makeSocialOnly(user.id)
    await ageSessions(user.id)
    await expectAppError(setPassword(user), 'FORBIDDEN', /sign in again/)
    await database.db.update(session).set({ createdAt: new Date() }).where(eq(session.userId, user.id))
    await setPassword(user)
    expect((await signIn(user.email, 'social-password-2')).status).toBe(200)
  })
})

describe('what deleting an account does to organisations', () => {
  test('alone: deleted; only owner with members: blocked; someone else owns it: left', async () => {
    const user = await person('owner')
    const other = await person('other')
    const create = async (cookie: string, name: string) => {
      const slug = `${name.toLowerCase().replace(/\s+/g, '-')}-${++counter}`
      const response = await t.request('/organization/create', { body: { name, slug }, cookie })
      expect(response.status, response.text).toBe(200)
      return String(response.json?.id)
    }
    const alone = await create(user.cookie, 'Alone Org')
    const busy = await create(user.cookie, 'Busy Org')
    const theirs = await create(other.cookie, 'Their Org')
    const coOwned = await create(other.cookie, 'Co Owned')
    const add = (organizationId: string, userId: string, role: string) =>
      database.db
        .insert(member)
        .values({ id: `m-${++counter}`, organizationId, userId, role, createdAt: new Date() })
    await add(busy, other.id, 'member')
    await add(theirs, user.id, 'admin')
    await add(coOwned, user.id, 'member,owner')

    const fates = Object.fromEntries(
      (await organizationsOnDeletion(database.db, user.id)).map((org) => [org.id, org.fate]),
    )
    expect(fates).toEqual({ [alone]: 'deleted', [busy]: 'blocked', [theirs]: 'left', [coOwned]: 'left' })
    expect(await organizationsOnDeletion(database.db, (await person('loner')).id)).toEqual([])
  })
})
