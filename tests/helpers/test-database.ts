import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { type DatabaseHandle, openDatabase } from '~/server/db/client.server'
import { migrateDatabase } from '~/server/db/migrate.server'

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or, when TEST_DATABASE_URL is
 * set, a new PostgreSQL database created beside it (and dropped afterwards), so files never share state.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const handle = await openDatabase({ kind: 'memory' })
    await migrateDatabase(handle)
    return handle
  }

  const name = `parley_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}"`)
  await admin.end()

  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 })
  await migrateDatabase(handle)
  return {
    ...handle,
    close: async () => {
      await handle.close()
      const dropper = new pg.Client({ connectionString: serverUrl })
      await dropper.connect()
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await dropper.end()
    },
  }
}

/** A database URL for tests that need a second handle on the same PostgreSQL database (multi-node). */
export function testDatabaseUrlOf(handle: DatabaseHandle): string | undefined {
  const options = (handle.pool as unknown as { options?: { connectionString?: string } } | undefined)?.options
  return options?.connectionString
}
