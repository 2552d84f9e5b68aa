import { randomBytes } from 'node:crypto'
import { registerSubjectTypes } from '~/app/subject-types.server'
import { type DatabaseHandle, openDatabase } from '~/server/db/client.server'
import {
  databaseUrl,
  migratedPgliteDataDir,
  migratedPostgresTemplate,
  onServer,
} from './test-database-template'

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or, when TEST_DATABASE_URL is
 * set, a new PostgreSQL database created beside it (and dropped afterwards), so files never share state. Both
 * are copies of a migrated template (tests/helpers/test-database-template.ts).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  // Every test file that has a database may reach the shared building blocks, which ask the registry.
  registerSubjectTypes()
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) return openDatabase({ kind: 'memory', from: await migratedPgliteDataDir() })

  const template = await migratedPostgresTemplate(serverUrl)
  const name = `parley_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  await onServer(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`)
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name), poolSize: 5 })
  return {
    ...handle,
    close: async () => {
      await handle.close()
      await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    },
  }
}

/** A database URL for tests that need a second handle on the same PostgreSQL database (multi-node). */
export function testDatabaseUrlOf(handle: DatabaseHandle): string | undefined {
  const options = (handle.pool as unknown as { options?: { connectionString?: string } } | undefined)?.options
  return options?.connectionString
}
