import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { promisify } from 'node:util'

const execFileAsync = promisify(execFile)

/** initdb takes 2–3 s here; a slow disk or a busy machine gets plenty more before the start is called failed. */
const INITDB_TIMEOUT_MS = 180_000

// Runs as `node -e SCRIPT <pglite module path> <directory> <start params as JSON>`.
const INITDB_SCRIPT = `
const [modulePath, directory, startParams] = process.argv.slice(1)
const { PGlite } = require(modulePath)
PGlite.create(directory, { startParams: JSON.parse(startParams) }).then((database) => database.close())
`

/** Whether the directory already holds a database cluster (PGlite's own test). */
export function holdsDatabase(directory: string): boolean {
  return fs.existsSync(path.join(directory, 'PG_VERSION'))
}

/**
 * Creates the database cluster of a new embedded database in a child process. PGlite's initdb runs two more
 * WebAssembly PostgreSQL instances beside the one that stays, and a process never gives that memory back:
 * made in-process, a new database left the server about 150 MB larger for its whole life than the same
 * database opened by a fresh process (docs/performance.md). Returns whether it created one.
 */
export async function createDatabaseClusterInChild(
  directory: string,
  startParams: string[],
): Promise<boolean> {
  if (holdsDatabase(directory)) return false
  // The PGlite this server would load, found from this module; `createRequire` rather than
  // `import.meta.resolve`, which Vite's development module runner does not have.
  const modulePath = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  try {
    await execFileAsync(
      process.execPath,
      ['-e', INITDB_SCRIPT, modulePath, directory, JSON.stringify(startParams)],
      { timeout: INITDB_TIMEOUT_MS, killSignal: 'SIGKILL', maxBuffer: 4 << 20 },
    )
  } catch (error) {
    const { stderr } = error as { stderr?: string }
    throw new Error(
      `Could not create the embedded database in ${directory}: ${stderr?.trim() || String(error)}`,
    )
  }
  if (!holdsDatabase(directory)) throw new Error(`Could not create the embedded database in ${directory}`)
  return true
}
