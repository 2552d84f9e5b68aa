import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/server/db/client.server'
import { createTestAuth } from '../helpers/test-auth'
import { createTestDatabase } from '../helpers/test-database'

let database: DatabaseHandle
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

test('sign up then sign in by username', async () => {
  const t = createTestAuth(database)
  const up = await t.signUp({ email: 'a@example.com', username: 'alice' })
  expect(up.status).toBe(200)
  const res = await t.request('/sign-in/username', { body: { username: 'alice', password: 'correct-horse-battery' } })
  expect(res.status).toBe(200)
})
