import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/server/db/client.server'
import { createTestAuth } from '../helpers/test-auth'
import { createTestDatabase } from '../helpers/test-database'

/** Auth API calls not covered elsewhere: organisation reads, the session endpoints and /ok. */
let database: DatabaseHandle
let t: ReturnType<typeof createTestAuth>
const stamp = Date.now().toString(36)
let counter = 0
const PASSWORD = 'correct-horse-battery'

beforeAll(async () => {
  database = await createTestDatabase()
  t = createTestAuth(database, { relaxedRateLimits: true })
})
afterAll(() => database.close())

async function person(label: string) {
  const email = `${label}-${++counter}-${stamp}@endpoints.example`
  const up = await t.signUp({ email, password: PASSWORD })
  return { email, cookie: up.cookie, id: String((up.json?.user as { id?: string } | undefined)?.id) }
}

async function signInAgain(email: string) {
  const response = await t.request('/sign-in/email', { body: { email, password: PASSWORD } })
  return t.cookieFrom(response)
}

test('GET /ok answers {ok: true}', async () => {
  const response = await t.request('/ok')
  expect(response.status).toBe(200)
  expect(response.json).toEqual({ ok: true })
})

describe('organisation reads', () => {
  test('list, full organisation and active member, for members only', async () => {
    const owner = await person('owner')
    const outsider = await person('outsider')
    const created = await t.request('/organization/create', {
      body: { name: 'Reads', slug: `reads-${stamp}` },
      cookie: owner.cookie,
    })
    expect(created.status, created.text).toBe(200)
    const organizationId = String(created.json?.id)

    const list = await t.request('/organization/list', { cookie: owner.cookie })
    expect(list.status).toBe(200)
    expect((list.json as unknown as { slug: string }[]).map((org) => org.slug)).toEqual([`reads-${stamp}`])
    expect((await t.request('/organization/list', { cookie: outsider.cookie })).json).toEqual([])
    expect((await t.request('/organization/list')).status).toBe(401)

    const full = await t.request(`/organization/get-full-organization?organizationSlug=reads-${stamp}`, {
      cookie: owner.cookie,
    })
    expect(full.status).toBe(200)
    expect(full.json).toMatchObject({ id: organizationId, members: [{ userId: owner.id, role: 'owner' }] })
    const peek = await t.request(`/organization/get-full-organization?organizationSlug=reads-${stamp}`, {
      cookie: outsider.cookie,
    })
    expect(peek.status).toBeGreaterThanOrEqual(400)

    await t.request('/organization/set-active', { body: { organizationId }, cookie: owner.cookie })
    const active = await t.request('/organization/get-active-member', { cookie: owner.cookie })
    expect(active.status).toBe(200)
    expect(active.json).toMatchObject({ userId: owner.id, role: 'owner', organizationId })
  })
})

describe('session endpoints', () => {
  test('list, revoke one, revoke others, revoke all', async () => {
    const someone = await person('sessions')
    const second = await signInAgain(someone.email)
    const third = await signInAgain(someone.email)

    const listed = await t.request('/list-sessions', { cookie: someone.cookie })
    expect(listed.status).toBe(200)
    const sessions = listed.json as unknown as { token: string }[]
    expect(sessions).toHaveLength(3)

    const secondToken = decodeURIComponent(second.split('=')[1]!.split('.')[0]!)
    const revoked = await t.request('/revoke-session', {
      body: { token: secondToken },
      cookie: someone.cookie,
    })
    expect(revoked.json).toEqual({ status: true })
    expect((await t.request('/get-session', { cookie: second })).json).toBeNull()

    const others = await t.request('/revoke-other-sessions', { body: {}, cookie: someone.cookie })
    expect(others.json).toEqual({ status: true })
    expect((await t.request('/get-session', { cookie: third })).json).toBeNull()
    expect((await t.request('/get-session', { cookie: someone.cookie })).json).not.toBeNull()

    const all = await t.request('/revoke-sessions', { body: {}, cookie: someone.cookie })
    expect(all.json).toEqual({ status: true })
    expect((await t.request('/get-session', { cookie: someone.cookie })).json).toBeNull()
  })
})
