import { randomBytes } from 'node:crypto'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { registerSubjectTypes } from '~/app/subject-types.server'
import { type DatabaseHandle, drizzleOverPglite, openDatabase } from '~/server/db/client.server'
import { migrateDatabase } from '~/server/db/migrate.server'

/** Where a benchmark runs: BENCH_DATABASE_URL names a PostgreSQL server; without it, PGlite in memory. */
export function benchDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite'
}

/**
 * Fresh, migrated databases, one per label: in-memory PGlites (migrated once, then cloned), or new databases
 * on the BENCH_DATABASE_URL server that `close()` drops again (like tests/helpers/test-database.ts, under
 * their own name prefix).
 */
export async function createBenchDatabases(labels: string[]): Promise<DatabaseHandle[]> {
  registerSubjectTypes()
  const serverUrl = process.env.BENCH_DATABASE_URL
  if (!serverUrl) {
    const template = await openDatabase({ kind: 'memory' })
    await migrateDatabase(template)
    const handles: DatabaseHandle[] = []
    for (const _label of labels) {
      const pglite = (await template.pglite!.clone()) as PGlite
      handles.push({
        db: drizzleOverPglite(pglite),
        kind: 'pglite',
        pglite,
        close: () => pglite.close(),
      })
    }
    await template.close()
    return handles
  }
  const handles: DatabaseHandle[] = []
  for (const label of labels) handles.push(await createPostgresDatabase(serverUrl, label))
  return handles
}

async function createPostgresDatabase(serverUrl: string, label: string): Promise<DatabaseHandle> {
  const name = `parley_bench_${label}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
  await onServer(serverUrl, `CREATE DATABASE "${name}"`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  // One connection: the benchmark runs one query at a time, and a session setting (setseed) must stick.
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 })
  try {
    await migrateDatabase(handle)
  } catch (error) {
    await handle.close()
    await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    throw error
  }
  return {
    ...handle,
    close: async () => {
      await handle.close()
      await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    },
  }
}

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
