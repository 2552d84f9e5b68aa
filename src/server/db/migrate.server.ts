import fs from 'node:fs'
import path from 'node:path'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrationsDirFromEnv } from '../env.server'
import type { DatabaseHandle } from './client.server'

/**
 * Where the committed SQL migrations are: beside the project (npm start, tests) or copied next to the
 * production build (`.output/drizzle`, for deployments that ship only `.output`).
 */
export function findMigrationsFolder(): string {
  const candidates = [
    migrationsDirFromEnv(),
    path.resolve(process.cwd(), 'drizzle'),
    process.argv[1] ? path.resolve(path.dirname(process.argv[1]), '..', 'drizzle') : undefined,
  ].filter((candidate): candidate is string => Boolean(candidate))
  const found = candidates.find((candidate) => fs.existsSync(path.join(candidate, 'meta', '_journal.json')))
  if (!found) throw new Error(`Cannot find the database migrations; looked in: ${candidates.join(', ')}`)
  return found
}

// Any constant works; it only has to be the same on every node.
const MIGRATION_LOCK_KEY = 7_310_412

export async function migrateDatabase(handle: DatabaseHandle, migrationsFolder = findMigrationsFolder()) {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder })
    return
  }
  // Several nodes may start at once: the advisory lock lets one migrate while the others wait.
  const client = await handle.pool!.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder })
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
    client.release()
  }
}
