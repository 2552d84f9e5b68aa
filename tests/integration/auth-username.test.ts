import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/server/db/client.server'
import { user } from '~/server/db/schema'
import { createTestAuth } from '../helpers/test-auth'
import { createTestDatabase } from '../helpers/test-database'

let database: DatabaseHandle
let t: ReturnType<typeof createTestAuth>
let counter = 0
const uniqueEmail = () => `person-${++counter}-${Date.now()}@username.example`
const stamp = Date.now().toString(36)

beforeAll(async () => {
  database = await createTestDatabase()
  t = createTestAuth(database, { relaxedRateLimits: true })
})
afterAll(() => database.close())

async function usersWithEmail(email: string) {
  return database.db.select().from(user).where(eq(user.email, email))
}

describe('usernames on sign-up', () => {
  test('an uppercase username is stored lowercased, with the typed form kept as display username', async () => {
    const typed = `Mixed_${stamp}`
    const response = await t.signUp({ email: uniqueEmail(), username: typed })
    expect(response.status).toBe(200)
    expect(response.json?.user).toMatchObject({ username: typed.toLowerCase(), displayUsername: typed })
  })

  test.each(['admin', 'settings', 'Admin', 'sign-in'])(
    'the reserved %j is refused and no user is created',
    async (name) => {
      const email = uniqueEmail()
      const response = await t.signUp({ email, username: name })
      expect(response.status).toBe(400)
      expect(response.json?.code).toBe('INVALID_USERNAME')
      expect(await usersWithEmail(email)).toEqual([])
    },
  )

  test.each(['al ice', 'alice!', 'alice.smith', 'alicé', 'bob@home'])(
    'invalid characters in %j are refused',
    async (name) => {
      const email = uniqueEmail()
      const response = await t.signUp({ email, username: name })
      expect(response.status).toBe(400)
      expect(response.json?.code).toBe('INVALID_USERNAME')
      expect(await usersWithEmail(email)).toEqual([])
    },
  )

  test('too short and too long are refused', async () => {
    const short = await t.signUp({ email: uniqueEmail(), username: 'ab' })
    expect(short.status).toBe(400)
    expect(short.json?.code).toBe('USERNAME_TOO_SHORT')
    const long = await t.signUp({ email: uniqueEmail(), username: 'a'.repeat(31) })
    expect(long.status).toBe(400)
    expect(long.json?.code).toBe('USERNAME_TOO_LONG')
  })

  test('3 and 30 characters are accepted', async () => {
    const three = `${stamp.slice(-2)}x`
    expect((await t.signUp({ email: uniqueEmail(), username: three })).status).toBe(200)
    const thirty = `${stamp}${'z'.repeat(30 - stamp.length)}`
    expect((await t.signUp({ email: uniqueEmail(), username: thirty })).status).toBe(200)
  })

  test('a taken username is refused, whatever its case', async () => {
    const name = `taken_${stamp}`
    expect((await t.signUp({ email: uniqueEmail(), username: name })).status).toBe(200)
    for (const again of [name, name.toUpperCase()]) {
      const email = uniqueEmail()
      const response = await t.signUp({ email, username: again })
      expect(response.status).toBe(400)
      expect(response.json?.code).toBe('USERNAME_IS_ALREADY_TAKEN')
      expect(await usersWithEmail(email)).toEqual([])
    }
  })

  test('is-username-available agrees', async () => {
    const name = `avail_${stamp}`
    const before = await t.request('/is-username-available', { body: { username: name } })
    expect(before.json).toEqual({ available: true })
    await t.signUp({ email: uniqueEmail(), username: name })
    const after = await t.request('/is-username-available', { body: { username: name.toUpperCase() } })
    expect(after.json).toEqual({ available: false })
  })
})

describe('usernames on update', () => {
  test('the same rules hold when a signed-in user changes their username', async () => {
    const up = await t.signUp({ email: uniqueEmail(), username: `rename_${stamp}` })
    const reserved = await t.request('/update-user', { body: { username: 'settings' }, cookie: up.cookie })
    expect(reserved.status).toBe(400)
    expect(reserved.json?.code).toBe('INVALID_USERNAME')
    const fine = await t.request('/update-user', {
      body: { username: `Renamed_${stamp}` },
      cookie: up.cookie,
    })
    expect(fine.status).toBe(200)
    const session = await t.request('/get-session', { cookie: up.cookie })
    expect(session.json?.user).toMatchObject({ username: `renamed_${stamp}` })
  })

  // On PostgreSQL (TEST_DATABASE_URL) both pass Better Auth's check before either writes: the second write met
  // the unique index, a 500.
  test('two people taking one free username at the same moment: one gets it, the other the usual 400', async () => {
    const people = await Promise.all(
      [1, 2, 3].map((n) => t.signUp({ email: uniqueEmail(), username: `racer${n}_${stamp}` })),
    )
    const wanted = `prize_${stamp}`
    const answers = await Promise.all(
      people.map((person) =>
        t.request('/update-user', { body: { username: wanted }, cookie: person.cookie }),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400])
    for (const refused of answers.filter((answer) => answer.status === 400)) {
      expect(refused.json?.message).toBe('Username is already taken. Please try another.')
    }
  })
})
