import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { openDatabase } from '~/server/db/client.server'
import { findMigrationsFolder, migrateDatabase } from '~/server/db/migrate.server'

/**
 * Migrated databases that test databases are copied from, so that a test file's database costs a copy rather
 * than PostgreSQL's initdb plus every migration. Each is named by a hash of the migrations (and of PGlite's
 * version), made by the first test file that needs it and kept for later runs: a changed migration makes a new
 * one. Nothing is made before a test asks, so a run of unit tests alone never waits for a database.
 */

const ROOT = path.resolve(import.meta.dirname, '..', '..')

function migrationsHash(): string {
  const folder = findMigrationsFolder()
  const hash = createHash('sha256')
  const files = fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()
  for (const file of files) {
    const full = path.join(folder, file)
    if (!fs.statSync(full).isFile()) continue
    hash.update(file).update(fs.readFileSync(full))
  }
  const pglite = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8'),
  ) as { version: string }
  return hash.update(pglite.version).digest('hex').slice(0, 16)
}

let pgliteTemplate: Promise<Blob> | undefined

/** A migrated PGlite data directory, as `dumpDataDir` writes it; cached in node_modules/.cache. */
export function migratedPgliteDataDir(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const file = path.join(ROOT, 'node_modules', '.cache', 'parley-test-db', `pglite-${migrationsHash()}.tar`)
    if (!fs.existsSync(file)) {
      const handle = await openDatabase({ kind: 'memory' })
      try {
        await migrateDatabase(handle)
        const dump = await handle.pglite!.dumpDataDir('none')
        fs.mkdirSync(path.dirname(file), { recursive: true })
        // Written aside and renamed, so that a test file running at the same moment never reads half a file.
        const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
        fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
        fs.renameSync(partial, file)
      } finally {
        await handle.close()
      }
    }
    return new Blob([fs.readFileSync(file)])
  })()
  return pgliteTemplate
}

/**
 * The name of a migrated database on the server, to `CREATE DATABASE … TEMPLATE`. Made under a temporary name
 * and renamed once migrated, so that a run that stops half-way never leaves a half-migrated template.
 */
export async function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `parley_template_${migrationsHash()}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    // Test files of one run (and of runs side by side) ask at once: one makes it, the others wait for it.
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name])
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (rowCount === 0) {
      const partial = `${name}_${randomBytes(4).toString('hex')}`
      await admin.query(`CREATE DATABASE "${partial}"`)
      const handle = await openDatabase({
        kind: 'postgres',
        url: databaseUrl(serverUrl, partial),
        poolSize: 1,
      })
      try {
        await migrateDatabase(handle)
      } finally {
        // A template must have no connections while databases are created from it.
        await handle.close()
      }
      await admin.query(`ALTER DATABASE "${partial}" RENAME TO "${name}"`)
    }
    return name
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => {})
    await admin.end()
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
