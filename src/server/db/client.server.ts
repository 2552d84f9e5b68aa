import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { logFailure, logger } from '../logger.server'
import { pgliteForDrizzle } from './pglite-drizzle-client.server'
import { createDatabaseClusterInChild } from './pglite-initdb.server'
import { lockDatabaseDirectory } from './pglite-lock.server'
import * as schema from './schema'

export type Schema = typeof schema
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>

export type DatabaseHandle = {
  db: Database
  kind: 'pglite' | 'postgres'
  /** The PGlite instance, for LISTEN/NOTIFY in-process and for tests. */
  pglite?: PGlite
  /** The node-postgres pool, for dedicated connections (LISTEN, advisory locks). */
  pool?: pg.Pool
  close: () => Promise<void>
}

/** Extensions the migrations create (trigram similarity for feedback search); built into PGlite's package. */
const pgliteExtensions = { pg_trgm }

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; directory: string }
  /** In memory, for tests and benchmarks; `from`: a data directory dumped by `dumpDataDir`, loaded as it is. */
  | { kind: 'memory'; from?: Blob }

/**
 * PostgreSQL's memory settings inside PGlite. Its WebAssembly memory only grows: every page of shared buffers,
 * and every maintenance sort an index build or VACUUM made, stays resident for the life of the process. With
 * PostgreSQL's defaults (128 MB of shared buffers, 64 MB for maintenance) a reopened database that built an
 * index held 334 MB; with these, 230 MB (docs/performance.md). The embedded database is for one node and
 * modest data, and its files stay in the operating system's page cache anyway.
 */
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=32MB',
  '-c',
  'maintenance_work_mem=16MB',
]

/** Drizzle over a PGlite instance, as every PGlite database of Parley's is read (pgliteForDrizzle). */
export function drizzleOverPglite(pglite: PGlite): Database {
  return drizzlePglite(pgliteForDrizzle(pglite), { schema }) as unknown as Database
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 })
    // An idle connection that PostgreSQL drops (restart, failover, pg_terminate_backend) makes the pool emit
    // 'error'; without a listener that would crash the process. The pool replaces the connection by itself.
    pool.on('error', (error) => logFailure(logger, error, 'PostgreSQL closed an idle connection'))
    // Fail at start-up with a clear message rather than on the first request.
    const client = await pool.connect().catch(async (error: Error) => {
      await pool.end().catch(() => {})
      throw new Error(`Cannot connect to PostgreSQL (DATABASE_URL): ${error.message}`)
    })
    client.release()
    const db = drizzleNodePg(pool, { schema }) as unknown as Database
    return { db, kind: 'postgres', pool, close: () => pool.end() }
  }

  if (target.kind === 'memory') {
    const pglite = await PGlite.create({
      extensions: pgliteExtensions,
      // Nothing in memory outlives the process, so a commit need not wait for its write-ahead log.
      startParams: [...PGLITE_START_PARAMS, '-c', 'synchronous_commit=off'],
      loadDataDir: target.from,
    })
    const db = drizzleOverPglite(pglite)
    return { db, kind: 'pglite', pglite, close: () => pglite.close() }
  }

  const directory = path.resolve(target.directory)
  const releaseLock = lockDatabaseDirectory(directory)
  try {
    await createDatabaseClusterInChild(directory, PGLITE_START_PARAMS)
    const pglite = await PGlite.create(directory, {
      extensions: pgliteExtensions,
      startParams: PGLITE_START_PARAMS,
    })
    const db = drizzleOverPglite(pglite)
    let closed = false
    return {
      db,
      kind: 'pglite',
      pglite,
      close: async () => {
        if (closed) return
        closed = true
        try {
          await pglite.close()
        } finally {
          releaseLock()
        }
      },
    }
  } catch (error) {
    releaseLock()
    throw error
  }
}
