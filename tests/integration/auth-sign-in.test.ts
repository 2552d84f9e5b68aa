import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/server/db/client.server'
import { createTestAuth } from '../helpers/test-auth'
import { createTestDatabase } from '../helpers/test-database'

const PASSWORD = 'correct-horse-battery'
let database: DatabaseHandle
let t: ReturnType<typeof createTestAuth>
let counter = 0
const unique = (label: string) => `${label}${++counter}${Date.now().toString(36)}`

/** A signed-up user with a unique email and username. */
async function newUser() {
  const name = unique('user')
  const email = `${name}@sign-in.example`
  const response = await t.signUp({ email, username: name, password: PASSWORD })
  expect(response.status).toBe(200)
  return { email, username: name, id: String((response.json?.user as { id?: string } | undefined)?.id) }
}

function sessionCookie(headers: Headers): string {
  const cookie = headers.getSetCookie().find((value) => value.startsWith('better-auth.session_token='))
  if (!cookie) throw new Error(`No session cookie in ${JSON.stringify(headers.getSetCookie())}`)
  return cookie
}

beforeAll(async () => {
  database = await createTestDatabase()
  t = createTestAuth(database, { relaxedRateLimits: true })
})
afterAll(() => database.close())

describe('sign-in', () => {
  test('by email returns the user and a session token, and the cookie opens the session', async () => {
    const alice = await newUser()
    const response = await t.request('/sign-in/email', { body: { email: alice.email, password: PASSWORD } })
    expect(response.status).toBe(200)
    expect(response.json).toMatchObject({
      redirect: false,
      token: expect.any(String),
      user: { id: alice.id },
    })

    const session = await t.request('/get-session', { cookie: t.cookieFrom(response) })
    expect(session.status).toBe(200)
    expect(session.json).toMatchObject({
      user: { id: alice.id, email: alice.email, username: alice.username },
    })
    expect((session.json?.session as { userId?: string } | undefined)?.userId).toBe(alice.id)
  })

  test('by email, whatever its case', async () => {
    const alice = await newUser()
    const response = await t.request('/sign-in/email', {
      body: { email: alice.email.toUpperCase(), password: PASSWORD },
    })
    expect(response.status).toBe(200)
  })

  test('by username, case-insensitively', async () => {
    const bob = await newUser()
    for (const username of [bob.username, bob.username.toUpperCase()]) {
      const response = await t.request('/sign-in/username', { body: { username, password: PASSWORD } })
      expect(response.status).toBe(200)
      expect(response.json).toMatchObject({ user: { id: bob.id } })
    }
  })

  test('a wrong password by email gets 401 Invalid email or password', async () => {
    const carol = await newUser()
    const response = await t.request('/sign-in/email', {
      body: { email: carol.email, password: 'wrong-password' },
    })
    expect(response.status).toBe(401)
    expect(response.json).toMatchObject({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    })
    expect(response.headers.getSetCookie().filter((c) => /^better-auth\.session_token=[^;]/.test(c))).toEqual(
      [],
    )
  })

  test('an unknown email gets the same answer as a wrong password', async () => {
    const response = await t.request('/sign-in/email', {
      body: { email: `${unique('nobody')}@sign-in.example`, password: PASSWORD },
    })
    expect(response.status).toBe(401)
    expect(response.json?.message).toBe('Invalid email or password')
  })

  test('a wrong password by username gets 401 Invalid username or password', async () => {
    const dave = await newUser()
    const wrong = await t.request('/sign-in/username', {
      body: { username: dave.username, password: 'wrong-password' },
    })
    expect(wrong.status).toBe(401)
    expect(wrong.json).toMatchObject({
      code: 'INVALID_USERNAME_OR_PASSWORD',
      message: 'Invalid username or password',
    })
    const unknown = await t.request('/sign-in/username', {
      body: { username: unique('ghost'), password: PASSWORD },
    })
    expect(unknown.status).toBe(401)
    expect(unknown.json?.code).toBe('INVALID_USERNAME_OR_PASSWORD')
  })

  test('an invalid email is refused with 400', async () => {
    const response = await t.request('/sign-in/email', {
      body: { email: 'not-an-email', password: PASSWORD },
    })
    expect(response.status).toBe(400)
    expect(response.json?.code).toBe('INVALID_EMAIL')
  })
})

describe('sign-out', () => {
  test('ends the session: {success:true}, then get-session is null', async () => {
    const erin = await newUser()
    const signIn = await t.request('/sign-in/email', { body: { email: erin.email, password: PASSWORD } })
    const cookie = t.cookieFrom(signIn)
    expect((await t.request('/get-session', { cookie })).json).not.toBeNull()

    const signOut = await t.request('/sign-out', { method: 'POST', body: {}, cookie })
    expect(signOut.status).toBe(200)
    expect(signOut.json).toEqual({ success: true })
    // The cookie is cleared in the browser…
    expect(sessionCookie(signOut.headers)).toMatch(/Max-Age=0/)
    // …and the old token no longer works even if replayed.
    const after = await t.request('/get-session', { cookie })
    expect(after.status).toBe(200)
    expect(after.json).toBeNull()
  })
})

describe('session cookie', () => {
  test('remembered by default: it carries Max-Age', async () => {
    const frank = await newUser()
    const response = await t.request('/sign-in/email', { body: { email: frank.email, password: PASSWORD } })
    const cookie = sessionCookie(response.headers)
    expect(cookie).toMatch(/Max-Age=\d+/)
    expect(Number(/Max-Age=(\d+)/.exec(cookie)?.[1])).toBeGreaterThan(24 * 3600)
  })

  test('rememberMe:false gives a browser-session cookie without Max-Age or Expires', async () => {
    const grace = await newUser()
    const response = await t.request('/sign-in/email', {
      body: { email: grace.email, password: PASSWORD, rememberMe: false },
    })
    expect(response.status).toBe(200)
    const cookie = sessionCookie(response.headers)
    expect(cookie).not.toMatch(/Max-Age/i)
    expect(cookie).not.toMatch(/Expires/i)
    // The session still works.
    const session = await t.request('/get-session', { cookie: t.cookieFrom(response) })
    expect(session.json).toMatchObject({ user: { id: grace.id } })
  })

  test('HttpOnly and SameSite=Lax, and not Secure over plain http', async () => {
    const heidi = await newUser()
    const response = await t.request('/sign-in/email', { body: { email: heidi.email, password: PASSWORD } })
    const cookie = sessionCookie(response.headers)
    expect(cookie).toMatch(/;\s*HttpOnly/i)
    expect(cookie).toMatch(/;\s*SameSite=Lax/i)
    expect(cookie).not.toMatch(/;\s*Secure/i)
    expect(cookie).toMatch(/;\s*Path=\//)
  })

  test('Secure (and __Secure- prefixed) when the base URL is https', async () => {
    const secure = createTestAuth(database, { baseUrl: 'https://parley.example', relaxedRateLimits: true })
    const email = `${unique('ivan')}@sign-in.example`
    const response = await secure.signUp({ email })
    expect(response.status).toBe(200)
    const cookies = response.headers.getSetCookie()
    const session = cookies.find((value) => value.startsWith('__Secure-better-auth.session_token='))
    expect(session, JSON.stringify(cookies)).toBeDefined()
    expect(session).toMatch(/;\s*Secure/i)
    expect(session).toMatch(/;\s*HttpOnly/i)
    expect(session).toMatch(/;\s*SameSite=Lax/i)
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i)
  })
})

describe('trusted origins', () => {
  test('a POST from another origin is refused with 403 and signs nobody in', async () => {
    const judy = await newUser()
    const response = await t.request('/sign-in/email', {
      body: { email: judy.email, password: PASSWORD },
      origin: 'https://evil.example',
    })
    expect(response.status).toBe(403)
    expect(response.json?.code).toBe('INVALID_ORIGIN')
    expect(response.headers.getSetCookie()).toEqual([])
  })

  test('a cookie-carrying POST from another origin (CSRF) is refused, and the session survives', async () => {
    const liz = await newUser()
    const signIn = await t.request('/sign-in/email', { body: { email: liz.email, password: PASSWORD } })
    const cookie = t.cookieFrom(signIn)
    const forged = await t.request('/sign-out', { body: {}, cookie, origin: 'https://evil.example' })
    expect(forged.status).toBe(403)
    expect(forged.json?.code).toBe('INVALID_ORIGIN')
    const withoutOrigin = await t.request('/sign-out', { body: {}, cookie, origin: null })
    expect(withoutOrigin.status).toBe(403)
    expect((await t.request('/get-session', { cookie })).json).toMatchObject({ user: { id: liz.id } })
  })

  test('a cross-origin sign-up is refused too', async () => {
    const response = await t.request('/sign-up/email', {
      body: { email: `${unique('mallory')}@sign-in.example`, password: PASSWORD, name: 'Mallory' },
      origin: 'https://evil.example',
    })
    expect(response.status).toBe(403)
  })

  test('a cross-origin callbackURL is refused', async () => {
    const kim = await newUser()
    const response = await t.request('/sign-in/email', {
      body: { email: kim.email, password: PASSWORD, callbackURL: 'https://evil.example/steal' },
    })
    expect(response.status).toBe(403)
    expect(response.json?.code).toBe('INVALID_CALLBACK_URL')
    const relative = await t.request('/sign-in/email', {
      body: { email: kim.email, password: PASSWORD, callbackURL: '/home' },
    })
    expect(relative.status).toBe(200)
  })
})
