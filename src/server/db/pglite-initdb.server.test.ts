import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, afterEach, expect, it } from 'vitest'
import { createDatabaseClusterInChild, holdsDatabase } from './pglite-initdb.server'

// Making a database from nothing (its cluster, and the migrations where a test runs them) takes seconds on a quiet
// machine and tens of seconds on a loaded one: these tests get the budget of that work, not the suite's 30 s.
const FRESH_DATABASE = { timeout: 120_000 }

const directories: string[] = []
function newDirectory() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-initdb-'))
  directories.push(directory)
  return directory
}
afterEach(() => {
  for (const directory of directories.splice(0)) fs.rmSync(directory, { recursive: true, force: true })
})

/** A new database's files as the first test made them, kept for a later test to copy (no second initdb). */
let madeCluster: string | undefined
afterAll(() => {
  if (madeCluster) fs.rmSync(madeCluster, { recursive: true, force: true })
})

/** A directory holding a database made by `createDatabaseClusterInChild`: a copy of the first test's, or new. */
async function existingCluster(): Promise<string> {
  const directory = newDirectory()
  if (madeCluster) fs.cpSync(madeCluster, directory, { recursive: true })
  else await createDatabaseClusterInChild(directory, PGlite.defaultStartParams)
  return directory
}

it(
  'creates the cluster of a new database in a child process, leaving this process its memory',
  FRESH_DATABASE,
  async () => {
    const directory = newDirectory()
    const residentBefore = process.memoryUsage().rss
    expect(await createDatabaseClusterInChild(directory, PGlite.defaultStartParams)).toBe(true)
    // initdb in-process adds about 600 MB of WebAssembly memory (two more PostgreSQL instances).
    expect(process.memoryUsage().rss - residentBefore).toBeLessThan(150 * 1024 * 1024)
    expect(holdsDatabase(directory)).toBe(true)
    madeCluster = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-initdb-made-'))
    fs.cpSync(directory, madeCluster, { recursive: true })

    const database = await PGlite.create(directory)
    try {
      const result = await database.query<{ answer: number }>('select 6 * 7 as answer')
      expect(result.rows[0]?.answer).toBe(42)
    } finally {
      await database.close()
    }
  },
)

it('leaves an existing database alone', FRESH_DATABASE, async () => {
  const directory = await existingCluster()
  const database = await PGlite.create(directory)
  await database.exec('create table kept (id int); insert into kept values (1)')
  await database.close()

  expect(await createDatabaseClusterInChild(directory, PGlite.defaultStartParams)).toBe(false)
  const reopened = await PGlite.create(directory)
  try {
    expect((await reopened.query('select * from kept')).rows).toHaveLength(1)
  } finally {
    await reopened.close()
  }
})

it('says which directory it could not create, and why', async () => {
  const file = path.join(newDirectory(), 'a-file')
  fs.writeFileSync(file, '')
  await expect(
    createDatabaseClusterInChild(path.join(file, 'pglite'), PGlite.defaultStartParams),
  ).rejects.toThrow(`Could not create the embedded database in ${path.join(file, 'pglite')}`)
})
