import { verifyPassword } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/server/db/client.server'
import { account, user } from '~/server/db/schema'
import { createTestAuth } from '../helpers/test-auth'
import { createTestDatabase } from '../helpers/test-database'

let database: DatabaseHandle
let t: ReturnType<typeof createTestAuth>
let counter = 0
const uniqueEmail = (label: string) => `${label}-${++counter}-${Date.now()}@sign-up.example`

beforeAll(async () => {
  database = await createTestDatabase()
  t = createTestAuth(database)
})
afterAll(() => database.close())

describe('sign-up with email and password', () => {
  test('creates the user with a hashed credential and signs them in', async () => {
    const email = uniqueEmail('new')
    const response = await t.signUp({ email, name: 'New Person', password: 'a-good-password' })
    expect(response.status).toBe(200)
    expect(response.json?.user).toMatchObject({ email, name: 'New Person', emailVerified: false })
    expect(response.json?.token).toEqual(expect.any(String))
    expect(response.cookie).toContain('better-auth.session_token=')

    const [stored] = await database.db.select().from(user).where(eq(user.email, email))
    expect(stored?.role).toBe('user')
    const [credential] = await database.db
      .select()
      .from(account)
      .where(eq(account.userId, stored?.id ?? ''))
    expect(credential?.providerId).toBe('credential')
    expect(credential?.password).toBeTruthy()
    expect(credential?.password).not.toContain('a-good-password')
  })

  test("production's hashing is Better Auth's scrypt (the other suites use a cheap hash)", async () => {
    const production = createTestAuth(database, { productionPasswordHashing: true })
    const email = uniqueEmail('scrypt')
    const response = await production.signUp({ email, password: 'a-good-password' })
    expect(response.status).toBe(200)
    const [credential] = await database.db
      .select({ password: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(eq(user.email, email))
    // scrypt's `salt:key`, the key 64 bytes in hex.
    expect(credential?.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/)
    expect(await verifyPassword({ hash: credential?.password ?? '', password: 'a-good-password' })).toBe(true)
    const signIn = await production.request('/sign-in/email', {
      body: { email, password: 'a-good-password' },
    })
    expect(signIn.status).toBe(200)
  })

  test('the email is stored lowercased', async () => {
    const email = uniqueEmail('Mixed.Case')
    const response = await t.signUp({ email })
    expect(response.status).toBe(200)
    expect(response.json?.user).toMatchObject({ email: email.toLowerCase() })
  })

  test('7 characters is too short', async () => {
    const response = await t.signUp({ email: uniqueEmail('short'), password: 'a'.repeat(7) })
    expect(response.status).toBe(400)
    expect(response.json?.code).toBe('PASSWORD_TOO_SHORT')
  })

  test('129 characters is too long', async () => {
    const response = await t.signUp({ email: uniqueEmail('long'), password: 'a'.repeat(129) })
    expect(response.status).toBe(400)
    expect(response.json?.code).toBe('PASSWORD_TOO_LONG')
  })

  test.each([8, 128])('%i characters is accepted', async (length) => {
    const email = uniqueEmail(`len${length}`)
    const password = 'p'.repeat(length)
    expect((await t.signUp({ email, password })).status).toBe(200)
    const signIn = await t.request('/sign-in/email', { body: { email, password } })
    expect(signIn.status).toBe(200)
  })

  test('a second account with the same email (in any case) is refused with 422', async () => {
    const email = uniqueEmail('dup')
    expect((await t.signUp({ email })).status).toBe(200)
    for (const again of [email, email.toUpperCase()]) {
      const response = await t.signUp({ email: again, name: 'Someone Else' })
      expect(response.status).toBe(422)
      expect(String(response.json?.code)).toMatch(/^USER_ALREADY_EXISTS/)
    }
    expect(await database.db.select().from(user).where(eq(user.email, email))).toHaveLength(1)
  })

  test.each(['not-an-email', 'a@', '@example.com', ''])(
    'the invalid email %j is refused with 400',
    async (email) => {
      const response = await t.signUp({ email })
      expect(response.status).toBe(400)
      expect(response.json?.code).toBeTruthy()
    },
  )

  test('get-session without a cookie answers null', async () => {
    const response = await t.request('/get-session')
    expect(response.status).toBe(200)
    expect(response.json).toBeNull()
  })
})
