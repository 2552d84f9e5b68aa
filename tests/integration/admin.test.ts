import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  assertAdmin,
  describeImpersonation,
  isAdminViewer,
  listMembershipsOfUser,
} from '~/features/admin/admin.server'
import type { DatabaseHandle } from '~/server/db/client.server'
import { member, organization, session as sessionTable, user } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { createTestAuth } from '../helpers/test-auth'
import { createTestDatabase } from '../helpers/test-database'

let database: DatabaseHandle
let t: ReturnType<typeof createTestAuth>
let counter = 0
const stamp = Date.now().toString(36)
const uniqueEmail = (label: string) => `${label}-${++counter}-${stamp}@site-admin.example`
const PASSWORD = 'correct-horse-battery'

/** The JSON body of an auth answer ({} when there was none). */
const body = (response: { json: Record<string, unknown> | null }): Record<string, unknown> =>
  response.json ?? {}

type Person = { id: string; email: string; cookie: string; token: string }

/** A browser's cookie jar, enough for impersonation: applies Set-Cookie, drops expired cookies. */
function applyCookies(jar: string, response: { headers: Headers }): string {
  const cookies = new Map(
    jar
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const),
  )
  for (const header of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim())
    const name = pair.slice(0, pair.indexOf('='))
    const value = pair.slice(pair.indexOf('=') + 1)
    const expired = attributes.some((attribute) => /^max-age=(0|-\d+)$/i.test(attribute)) || value === ''
    if (expired) cookies.delete(name)
    else cookies.set(name, value)
  }
  return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
}

async function signUp(label: string, auth = t): Promise<Person> {
  const email = uniqueEmail(label)
  const response = await auth.signUp({ email, password: PASSWORD })
  expect(response.status, response.text).toBe(200)
  const json = response.json as { user: { id: string }; token: string }
  return { id: json.user.id, email, cookie: response.cookie, token: json.token }
}

async function setRole(person: Person, role: string) {
  await database.db.update(user).set({ role }).where(eq(user.id, person.id))
}

async function signIn(email: string, auth = t) {
  const response = await auth.request('/sign-in/email', { body: { email, password: PASSWORD } })
  return { ...response, cookie: auth.cookieFrom(response) }
}

/** Every admin endpoint the site admin screens use, with a fresh target each time (some are destructive). */
type EndpointCase = {
  name: string
  denial: string
  call: (auth: typeof t, cookie: string, target: Person) => ReturnType<typeof t.request>
}

const endpoints: EndpointCase[] = [
  {
    name: 'GET /admin/list-users',
    denial: 'You are not allowed to list users',
    call: (auth, cookie) =>
      auth.request('/admin/list-users?limit=5&offset=0&sortBy=createdAt&sortDirection=desc', { cookie }),
  },
  {
    name: 'GET /admin/get-user',
    denial: 'You are not allowed to get user',
    call: (auth, cookie, target) => auth.request(`/admin/get-user?id=${target.id}`, { cookie }),
  },
  {
    name: 'POST /admin/create-user',
    denial: 'You are not allowed to create users',
    call: (auth, cookie) =>
      auth.request('/admin/create-user', {
        body: { email: uniqueEmail('created'), name: 'Created', password: PASSWORD, role: 'user' },
        cookie,
      }),
  },
  {
    name: 'POST /admin/set-role',
    denial: 'You are not allowed to change users role',
    call: (auth, cookie, target) =>
      auth.request('/admin/set-role', { body: { userId: target.id, role: 'user' }, cookie }),
  },
  {
    name: 'POST /admin/ban-user',
    denial: 'You are not allowed to ban users',
    call: (auth, cookie, target) =>
      auth.request('/admin/ban-user', { body: { userId: target.id, banReason: 'Spam' }, cookie }),
  },
  {
    name: 'POST /admin/unban-user',
    denial: 'You are not allowed to ban users',
    call: (auth, cookie, target) =>
      auth.request('/admin/unban-user', { body: { userId: target.id }, cookie }),
  },
  {
    name: 'POST /admin/impersonate-user',
    denial: 'You are not allowed to impersonate users',
    call: (auth, cookie, target) =>
      auth.request('/admin/impersonate-user', { body: { userId: target.id }, cookie }),
  },
  {
    name: 'POST /admin/list-user-sessions',
    denial: 'You are not allowed to list users sessions',
    call: (auth, cookie, target) =>
      auth.request('/admin/list-user-sessions', { body: { userId: target.id }, cookie }),
  },
  {
    name: 'POST /admin/revoke-user-session',
    denial: 'You are not allowed to revoke users sessions',
    call: (auth, cookie, target) =>
      auth.request('/admin/revoke-user-session', { body: { sessionToken: target.token }, cookie }),
  },
  {
    name: 'POST /admin/revoke-user-sessions',
    denial: 'You are not allowed to revoke users sessions',
    call: (auth, cookie, target) =>
      auth.request('/admin/revoke-user-sessions', { body: { userId: target.id }, cookie }),
  },
  {
    name: 'POST /admin/set-user-password',
    denial: 'You are not allowed to set users password',
    call: (auth, cookie, target) =>
      auth.request('/admin/set-user-password', {
        body: { userId: target.id, newPassword: 'another-long-password' },
        cookie,
      }),
  },
  {
    name: 'POST /admin/remove-user',
    denial: 'You are not allowed to delete users',
    call: (auth, cookie, target) =>
      auth.request('/admin/remove-user', { body: { userId: target.id }, cookie }),
  },
]

let admin: Person
let plain: Person
let multiRole: Person
let listedById: Person
let tById: ReturnType<typeof createTestAuth>

beforeAll(async () => {
  database = await createTestDatabase()
  t = createTestAuth(database, { relaxedRateLimits: true })
  admin = await signUp('admin')
  await setRole(admin, 'admin')
  plain = await signUp('plain')
  multiRole = await signUp('multi')
  await setRole(multiRole, 'user,admin')
  listedById = await signUp('listed')
  // ADMIN_USER_IDS: the same database, an auth instance configured with this user's id.
  tById = createTestAuth(database, { relaxedRateLimits: true, adminUserIds: [listedById.id] })
})
afterAll(() => database.close())

describe('every admin endpoint the screens use', () => {
  test.each(endpoints)('$name: a plain user gets 403 with Better Auth’s message', async (endpoint) => {
    const target = await signUp('target')
    const response = await endpoint.call(t, plain.cookie, target)
    expect(response.status, response.text).toBe(403)
    expect(response.json?.message).toBe(endpoint.denial)
  })

  test.each(endpoints)('$name: anonymous callers get 401', async (endpoint) => {
    const target = await signUp('target')
    const response = await endpoint.call(t, '', target)
    expect(response.status, response.text).toBe(401)
  })

  test.each(endpoints)('$name: an admin is allowed', async (endpoint) => {
    const target = await signUp('target')
    const response = await endpoint.call(t, admin.cookie, target)
    expect(response.status, response.text).toBe(200)
  })

  test.each(endpoints)("$name: the comma-separated role 'user,admin' is allowed", async (endpoint) => {
    const target = await signUp('target')
    const response = await endpoint.call(t, multiRole.cookie, target)
    expect(response.status, response.text).toBe(200)
  })

  test.each(endpoints)(
    '$name: a user listed in ADMIN_USER_IDS is allowed (role stays user)',
    async (endpoint) => {
      const target = await signUp('target')
      const response = await endpoint.call(tById, listedById.cookie, target)
      expect(response.status, response.text).toBe(200)
      const [row] = await database.db.select({ role: user.role }).from(user).where(eq(user.id, listedById.id))
      expect(row?.role).toBe('user')
    },
  )
})

describe('list users: search, sort and paging', () => {
  test('searches by email and name, sorts, and pages with a total', async () => {
    const tag = `zeta${stamp}`
    const people = ['Carol', 'alice', 'Bob']
    for (const name of people) {
      const response = await t.request('/admin/create-user', {
        body: {
          email: `${name.toLowerCase()}.${tag}@site-admin.example`,
          name: `${name} ${tag}`,
          role: 'user',
        },
        cookie: admin.cookie,
      })
      expect(response.status, response.text).toBe(200)
    }
    const byEmail = await t.request(
      `/admin/list-users?searchField=email&searchOperator=contains&searchValue=${tag}&sortBy=email&sortDirection=asc`,
      { cookie: admin.cookie },
    )
    const emails = (body(byEmail).users as { email: string }[]).map((u) => u.email.split('.')[0])
    expect(emails).toEqual(['alice', 'bob', 'carol'])
    expect(byEmail.json?.total).toBe(3)

    const paged = await t.request(
      `/admin/list-users?searchField=name&searchOperator=contains&searchValue=${tag}&sortBy=name&sortDirection=desc&limit=2&offset=2`,
      { cookie: admin.cookie },
    )
    expect(paged.json?.total).toBe(3)
    expect((body(paged).users as { name: string }[]).map((u) => u.name)).toEqual([`Bob ${tag}`])

    await database.db
      .update(user)
      .set({ username: `alice_${tag}` })
      .where(eq(user.email, `alice.${tag}@site-admin.example`))
    const byUsername = await t.request(
      `/admin/list-users?filterField=username&filterOperator=contains&filterValue=${tag}`,
      { cookie: admin.cookie },
    )
    expect(byUsername.status).toBe(200)
    expect(byUsername.json?.total).toBe(1)
    expect((body(byUsername).users as { name: string }[]).map((u) => u.name)).toEqual([`alice ${tag}`])
  })
})

describe('ban and unban', () => {
  test('a banned user is signed out and told why, and until when, at sign-in; unban lets them in', async () => {
    const target = await signUp('banned')
    const banned = await t.request('/admin/ban-user', {
      body: { userId: target.id, banReason: 'Spamming the roadmap', banExpiresIn: 7 * 24 * 3600 },
      cookie: admin.cookie,
    })
    expect(banned.status, banned.text).toBe(200)
    expect(banned.json?.user).toMatchObject({ banned: true, banReason: 'Spamming the roadmap' })

    // Their sessions are gone.
    expect((await t.request('/get-session', { cookie: target.cookie })).json).toBeNull()

    const refused = await signIn(target.email)
    expect(refused.status).toBe(403)
    expect(refused.json?.code).toBe('BANNED_USER')
    const message = String(refused.json?.message)
    expect(message).toContain('You have been banned from this application.')
    expect(message).toContain('Reason: Spamming the roadmap.')
    expect(message).toMatch(/The ban ends on \w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} UTC\./)

    const unbanned = await t.request('/admin/unban-user', {
      body: { userId: target.id },
      cookie: admin.cookie,
    })
    expect(unbanned.status).toBe(200)
    expect((await signIn(target.email)).status).toBe(200)
  })

  test('a ban without a reason or an end says so', async () => {
    const target = await signUp('forever')
    await t.request('/admin/ban-user', { body: { userId: target.id }, cookie: admin.cookie })
    const refused = await signIn(target.email)
    expect(refused.status).toBe(403)
    expect(refused.json?.message).toBe(
      'You have been banned from this application. Please contact support if you believe this is an error.',
    )
  })

  test('an expired ban lifts itself at the next sign-in', async () => {
    const target = await signUp('expired')
    await t.request('/admin/ban-user', {
      body: { userId: target.id, banReason: 'Cool off' },
      cookie: admin.cookie,
    })
    await database.db
      .update(user)
      .set({ banExpires: new Date(Date.now() - 1000) })
      .where(eq(user.id, target.id))
    expect((await signIn(target.email)).status).toBe(200)
    const [row] = await database.db.select({ banned: user.banned }).from(user).where(eq(user.id, target.id))
    expect(row?.banned).toBe(false)
  })

  test('admins cannot ban themselves', async () => {
    const response = await t.request('/admin/ban-user', { body: { userId: admin.id }, cookie: admin.cookie })
    expect(response.status).toBe(400)
    expect(response.json?.message).toBe('You cannot ban yourself')
  })
})

describe('impersonation', () => {
  test('the session carries impersonatedBy; stop returns to the admin’s own session', async () => {
    const target = await signUp('impersonated')
    let jar = admin.cookie
    const started = await t.request('/admin/impersonate-user', { body: { userId: target.id }, cookie: jar })
    expect(started.status, started.text).toBe(200)
    jar = applyCookies(jar, started)

    const during = await t.request('/get-session', { cookie: jar })
    expect((body(during).user as { id: string }).id).toBe(target.id)
    expect((body(during).session as { impersonatedBy: string }).impersonatedBy).toBe(admin.id)
    const impersonationToken = (body(during).session as { token: string }).token

    // The impersonated user's own list of sessions does not show the admin's visit.
    const listed = await t.request('/list-sessions', { cookie: jar })
    expect((listed.json as unknown as { token: string }[]).map((s) => s.token)).not.toContain(
      impersonationToken,
    )
    // What the banner shows.
    expect(
      await describeImpersonation(database.db, during.json?.session as { impersonatedBy: string }, {
        name: 'Target',
        email: target.email,
      }),
    ).toEqual({
      user: { name: 'Target', email: target.email },
      admin: { name: 'Test User', email: admin.email },
    })

    const impersonatingJar = jar
    const stopped = await t.request('/admin/stop-impersonating', { body: {}, cookie: jar })
    expect(stopped.status, stopped.text).toBe(200)
    jar = applyCookies(jar, stopped)
    // A request sent before the stop (the page's live stream reconnecting) answers after it: it reads no
    // session and must not expire the admin's cookie the stop has just set.
    const lateAnswer = await t.request('/get-session', { cookie: impersonatingJar })
    expect(lateAnswer.json).toBeNull()
    expect(lateAnswer.headers.getSetCookie()).toEqual([])
    jar = applyCookies(jar, lateAnswer)
    const after = await t.request('/get-session', { cookie: jar })
    expect((body(after).user as { id: string }).id).toBe(admin.id)
    expect((body(after).session as { impersonatedBy?: string | null }).impersonatedBy ?? null).toBeNull()
    const left = await database.db
      .select()
      .from(sessionTable)
      .where(eq(sessionTable.token, impersonationToken))
    expect(left).toEqual([])
  })

  test('stop-impersonating outside an impersonation is refused', async () => {
    const response = await t.request('/admin/stop-impersonating', { body: {}, cookie: admin.cookie })
    expect(response.status).toBe(400)
    expect(response.json?.message).toBe('You are not impersonating anyone')
  })

  test('admins cannot be impersonated', async () => {
    const response = await t.request('/admin/impersonate-user', {
      body: { userId: multiRole.id },
      cookie: admin.cookie,
    })
    expect(response.status).toBe(403)
    expect(response.json?.message).toBe('You cannot impersonate admins')
  })

  test('no banner data for an ordinary session', async () => {
    expect(
      await describeImpersonation(database.db, { impersonatedBy: null }, { name: 'x', email: 'y' }),
    ).toBeNull()
  })
})

describe('sessions, password and deletion', () => {
  test('an admin lists a user’s sessions, revokes one, then all', async () => {
    const target = await signUp('sessions')
    const second = await signIn(target.email)
    const list = async () =>
      (await t.request('/admin/list-user-sessions', { body: { userId: target.id }, cookie: admin.cookie }))
        .json?.sessions as { token: string; userAgent: string | null; ipAddress: string | null }[]
    const sessions = await list()
    expect(sessions).toHaveLength(2)
    expect(sessions[0]?.ipAddress).toBe('203.0.113.7')

    await t.request('/admin/revoke-user-session', {
      body: { sessionToken: target.token },
      cookie: admin.cookie,
    })
    expect(await list()).toHaveLength(1)
    expect((await t.request('/get-session', { cookie: target.cookie })).json).toBeNull()
    expect((await t.request('/get-session', { cookie: second.cookie })).json).not.toBeNull()

    await t.request('/admin/revoke-user-sessions', { body: { userId: target.id }, cookie: admin.cookie })
    expect(await list()).toHaveLength(0)
  })

  test('set password: the user signs in with the new one (and it follows the length rules)', async () => {
    const target = await signUp('password')
    const tooShort = await t.request('/admin/set-user-password', {
      body: { userId: target.id, newPassword: 'short' },
      cookie: admin.cookie,
    })
    expect(tooShort.status).toBe(400)
    expect(tooShort.json?.code).toBe('PASSWORD_TOO_SHORT')
    await t.request('/admin/set-user-password', {
      body: { userId: target.id, newPassword: 'brand-new-password' },
      cookie: admin.cookie,
    })
    const signedIn = await t.request('/sign-in/email', {
      body: { email: target.email, password: 'brand-new-password' },
    })
    expect(signedIn.status).toBe(200)
  })

  test('create user with a role; delete user removes them; admins cannot delete themselves', async () => {
    const email = uniqueEmail('new-admin')
    const created = await t.request('/admin/create-user', {
      body: { email, name: 'New Admin', password: PASSWORD, role: 'admin' },
      cookie: admin.cookie,
    })
    expect(created.status).toBe(200)
    const id = (body(created).user as { id: string; role: string }).id
    expect((body(created).user as { role: string }).role).toBe('admin')
    expect((await signIn(email)).status).toBe(200)

    const removed = await t.request('/admin/remove-user', { body: { userId: id }, cookie: admin.cookie })
    expect(removed.status).toBe(200)
    expect(await database.db.select().from(user).where(eq(user.id, id))).toEqual([])
    const self = await t.request('/admin/remove-user', { body: { userId: admin.id }, cookie: admin.cookie })
    expect(self.status).toBe(400)
    expect(self.json?.message).toBe('You cannot remove yourself')
  })
})

describe('an admin deleting a user keeps every organisation owned', () => {
  test('refused while the user is the only owner of a team with other members; their solo team goes with them', async () => {
    const owner = await t.signUp({ email: uniqueEmail('sole-owner'), password: PASSWORD })
    const ownerId = String((owner.json?.user as { id?: string } | undefined)?.id)
    const other = await t.signUp({ email: uniqueEmail('teammate'), password: PASSWORD })
    const otherId = String((other.json?.user as { id?: string } | undefined)?.id)
    const shared = await t.auth.api.createOrganization({
      body: { name: 'Shared', slug: `shared-${stamp}-${++counter}`, userId: ownerId },
    })
    await database.db.insert(member).values({
      id: `m-${stamp}-${++counter}`,
      organizationId: shared!.id,
      userId: otherId,
      role: 'member',
      createdAt: new Date(),
    })
    const solo = await t.auth.api.createOrganization({
      body: { name: 'Solo', slug: `solo-${stamp}-${++counter}`, userId: ownerId },
    })

    const refused = await t.request('/admin/remove-user', { body: { userId: ownerId }, cookie: admin.cookie })
    expect(refused.status).toBe(400)
    expect(String(refused.json?.message)).toContain('only owner of Shared')
    expect(await database.db.select().from(user).where(eq(user.id, ownerId))).toHaveLength(1)

    await database.db
      .update(member)
      .set({ role: 'owner' })
      .where(eq(member.id, (await memberIdOf(shared!.id, otherId))!))
    const removed = await t.request('/admin/remove-user', { body: { userId: ownerId }, cookie: admin.cookie })
    expect(removed.status).toBe(200)
    expect(await database.db.select().from(organization).where(eq(organization.id, solo!.id))).toEqual([])
    expect(await database.db.select().from(organization).where(eq(organization.id, shared!.id))).toHaveLength(
      1,
    )
  })
})

async function memberIdOf(organizationId: string, userId: string) {
  const rows = await database.db.select().from(member).where(eq(member.organizationId, organizationId))
  return rows.find((row) => row.userId === userId)?.id
}

describe('our own admin checks mirror Better Auth', () => {
  test('isAdminViewer: admin roles (comma-separated too) and ADMIN_USER_IDS', () => {
    expect(isAdminViewer({ userId: 'a', role: 'admin' }, [])).toBe(true)
    expect(isAdminViewer({ userId: 'a', role: 'user,admin' }, [])).toBe(true)
    expect(isAdminViewer({ userId: 'a', role: 'user' }, [])).toBe(false)
    expect(isAdminViewer({ userId: 'a', role: 'superadmin' }, [])).toBe(false)
    expect(isAdminViewer({ userId: 'a', role: 'user' }, ['a'])).toBe(true)
    expect(isAdminViewer({ userId: 'a', role: null }, ['b'])).toBe(false)
    expect(isAdminViewer(null, ['a'])).toBe(false)
  })

  test("denials: 'Not authorized' when signed out, else 'You are not allowed to access resource: {resource}'", () => {
    const denied = (run: () => void) => {
      try {
        run()
      } catch (error) {
        return { code: (error as AppError).code, message: (error as AppError).message }
      }
      return null
    }
    expect(denied(() => assertAdmin(null, [], 'user'))).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Not authorized',
    })
    expect(denied(() => assertAdmin({ userId: 'a', role: 'user' }, [], 'user'))).toEqual({
      code: 'FORBIDDEN',
      message: 'You are not allowed to access resource: user',
    })
    expect(denied(() => assertAdmin({ userId: 'a', role: 'user' }, [], 'session'))?.message).toBe(
      'You are not allowed to access resource: session',
    )
    expect(denied(() => assertAdmin({ userId: 'a', role: 'user' }, ['a'], 'user'))).toBeNull()
    expect(new AppError('FORBIDDEN', 'x').status).toBe(403)
  })

  test('a user’s organisations, with their role', async () => {
    const target = await signUp('member')
    const orgId = `org-${stamp}`
    await database.db
      .insert(organization)
      .values({ id: orgId, name: 'Acme', slug: `acme-${stamp}`, createdAt: new Date() })
    await database.db.insert(member).values({
      id: `m-${stamp}`,
      organizationId: orgId,
      userId: target.id,
      role: 'owner',
      createdAt: new Date(),
    })
    expect(await listMembershipsOfUser(database.db, target.id)).toEqual([
      { name: 'Acme', slug: `acme-${stamp}`, role: 'owner' },
    ])
    expect(await listMembershipsOfUser(database.db, plain.id)).toEqual([])
  })
})
