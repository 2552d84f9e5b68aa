import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { openDatabase } from './client.server'

it('opens PGlite with small memory settings: its WebAssembly memory never shrinks (the 450 MB memory target)', async () => {
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
})
