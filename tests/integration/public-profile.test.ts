import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { findPublicProfile } from '~/features/profile/profile.server'
import type { DatabaseHandle } from '~/server/db/client.server'
import { createTestAuth } from '../helpers/test-auth'
import { createTestDatabase } from '../helpers/test-database'

let database: DatabaseHandle
let t: ReturnType<typeof createTestAuth>
let counter = 0
const uniqueEmail = () => `person-${++counter}-${Date.now()}@profile.example`
const stamp = Date.now().toString(36)

beforeAll(async () => {
  database = await createTestDatabase()
  t = createTestAuth(database, { relaxedRateLimits: true })
})
afterAll(() => database.close())

describe('findPublicProfile', () => {
  test('finds a user by username case-insensitively and shows only public fields', async () => {
    const name = `public_${stamp}`
    const email = uniqueEmail()
    await t.signUp({ email, username: name, name: 'Pat Public' })
    for (const asked of [name, name.toUpperCase(), `Public_${stamp}`]) {
      const profile = await findPublicProfile(database.db, asked)
      expect(profile).toEqual({
        name: 'Pat Public',
        username: name,
        image: null,
        bio: null,
        joinedAt: expect.any(String),
        // No organisation with a public project: nothing to list.
        organizations: [],
      })
      expect(Number.isNaN(Date.parse(profile?.joinedAt ?? ''))).toBe(false)
    }
  })

  test('null for an unknown username, and for a user without one', async () => {
    expect(await findPublicProfile(database.db, `nobody_${stamp}`)).toBeNull()
    const email = uniqueEmail()
    await t.signUp({ email })
    expect(await findPublicProfile(database.db, email)).toBeNull()
    expect(await findPublicProfile(database.db, '')).toBeNull()
  })
})
