import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/server/db/client.server'
import { createTestDatabase, testDatabaseUrlOf } from '../helpers/test-database'

// Only meaningful on PostgreSQL (TEST_DATABASE_URL); PGlite has no connections to lose.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)

let database: DatabaseHandle
beforeAll(async () => {
  if (onPostgres) database = await createTestDatabase()
})
afterAll(async () => {
  if (onPostgres) await database.close()
})

/** The server process of the pool connection that ran the query (node-postgres result: `{ rows }`). */
async function backendPid(): Promise<number> {
  const result = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
    rows: { pid: number }[]
  }
  return Number(result.rows[0]?.pid)
}

test.skipIf(!onPostgres)('an idle connection killed by the server does not crash the process', async () => {
  const pid = await backendPid()

  const url = testDatabaseUrlOf(database)
  expect(url).toBeDefined()
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    const killed = await admin.query(
      'select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    )
    expect(killed.rows.length).toBeGreaterThan(0)
  } finally {
    await admin.end()
  }
  // Give the pool time to notice (the 'error' event of an idle client).
  await new Promise((resolve) => setTimeout(resolve, 300))

  expect(await backendPid()).not.toBe(pid)
})
