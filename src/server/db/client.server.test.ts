import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { openDatabase } from './client.server'

// Making a database from nothing (its cluster, and the migrations where a test runs them) takes seconds on a quiet
// machine and tens of seconds on a loaded one: these tests get the budget of that work, not the suite's 30 s.
const FRESH_DATABASE = { timeout: 120_000 }

it(
  'opens PGlite with small memory settings: its WebAssembly memory never shrinks (the 450 MB memory target)',
  FRESH_DATABASE,
  async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-pglite-settings-'))
    const database = await openDatabase({ kind: 'pglite', directory })
    try {
      const setting = async (name: string) => {
        const result = (await database.db.execute(sql.raw(`select current_setting('${name}') as value`))) as {
          rows: { value: string }[]
        }
        return result.rows[0]?.value
      }
      expect(await setting('shared_buffers')).toBe('32MB')
      expect(await setting('maintenance_work_mem')).toBe('16MB')
    } finally {
      await database.close()
      fs.rmSync(directory, { recursive: true, force: true })
    }
  },
)
