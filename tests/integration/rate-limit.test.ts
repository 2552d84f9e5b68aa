import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/server/db/client.server'
import { rateLimit } from '~/server/db/schema'
import { createTestAuth } from '../helpers/test-auth'
import { createTestDatabase } from '../helpers/test-database'

const PASSWORD = 'correct-horse-battery'
let database: DatabaseHandle

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

function signIn(t: ReturnType<typeof createTestAuth>, email: string, password: string, ip: string) {
  return t.request('/sign-in/email', { body: { email, password }, ip })
}

describe('rate limits stored in the database', () => {
  test('sign-in: 5 attempts per 10 s per address, shared by every node on the database', async () => {
    const nodeA = createTestAuth(database, { rateLimitEnabled: true })
    const email = `limited-${Date.now()}@rate.example`
    expect((await nodeA.signUp({ email })).status).toBe(200)

    const attacker = '198.51.100.10'
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await signIn(nodeA, email, 'wrong-password', attacker)
      expect(response.status, `attempt ${attempt}`).toBe(401)
    }
    const sixth = await signIn(nodeA, email, 'wrong-password', attacker)
    expect(sixth.status).toBe(429)
    expect(Number(sixth.headers.get('X-Retry-After'))).toBeGreaterThan(0)
    // Even the right password is refused while the limit holds.
    expect((await signIn(nodeA, email, PASSWORD, attacker)).status).toBe(429)

    // Another address is not affected.
    expect((await signIn(nodeA, email, PASSWORD, '198.51.100.11')).status).toBe(200)

    // The counters are rows in the database, not in this process's memory…
    const rows = await database.db.select().from(rateLimit)
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.some((row) => row.key.includes(attacker) && row.count >= 5)).toBe(true)

    // …so a second node on the same database refuses the same address, and still serves others.
    const nodeB = createTestAuth(database, { rateLimitEnabled: true })
    expect(nodeB.auth).not.toBe(nodeA.auth)
    expect((await signIn(nodeB, email, PASSWORD, attacker)).status).toBe(429)
    expect((await signIn(nodeB, email, PASSWORD, '198.51.100.12')).status).toBe(200)
  })

  test('sign-in by username has the same limit', async () => {
    const t = createTestAuth(database, { rateLimitEnabled: true })
    const ip = '198.51.100.20'
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await t.request('/sign-in/username', {
        body: { username: 'nobody-here', password: 'x'.repeat(8) },
        ip,
      })
      expect(response.status, `attempt ${attempt}`).toBe(401)
    }
    const sixth = await t.request('/sign-in/username', {
      body: { username: 'nobody-here', password: 'x'.repeat(8) },
      ip,
    })
    expect(sixth.status).toBe(429)
  })

  test('sign-up: 5 per minute per address', async () => {
    const t = createTestAuth(database, { rateLimitEnabled: true })
    const ip = '198.51.100.30'
    const stamp = Date.now()
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await t.request('/sign-up/email', {
        body: { email: `burst-${stamp}-${attempt}@rate.example`, password: PASSWORD, name: 'Burst' },
        ip,
      })
      expect(response.status, `attempt ${attempt}`).toBe(200)
    }
    const sixth = await t.request('/sign-up/email', {
      body: { email: `burst-${stamp}-6@rate.example`, password: PASSWORD, name: 'Burst' },
      ip,
    })
    expect(sixth.status).toBe(429)
  })

  test('relaxed limits (for test suites) let many sign-ins through', async () => {
    const t = createTestAuth(database, { rateLimitEnabled: true, relaxedRateLimits: true })
    const ip = '198.51.100.40'
    for (let attempt = 1; attempt <= 8; attempt++) {
      const response = await signIn(t, `nobody-${attempt}@rate.example`, 'wrong-password', ip)
      expect(response.status, `attempt ${attempt}`).toBe(401)
    }
  })

  test('with rate limiting disabled nothing is limited', async () => {
    const t = createTestAuth(database, { rateLimitEnabled: false })
    const ip = '198.51.100.50'
    for (let attempt = 1; attempt <= 7; attempt++) {
      expect((await signIn(t, 'nobody@rate.example', 'wrong-password', ip)).status).toBe(401)
    }
  })
})
