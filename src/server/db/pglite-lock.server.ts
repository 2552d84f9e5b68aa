import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * PGlite has no lock of its own: two processes opening one directory corrupt it. We keep a lock file with
 * the owner's pid; a lock left behind by a killed process (pid gone) is taken over, together with the
 * stale postmaster.pid that would otherwise stop PGlite from starting.
 */
export class DatabaseInUseError extends Error {
  constructor(directory: string, pid: number) {
    super(
      `The embedded database in ${directory} is already in use by another Parley process (pid ${pid}).\n` +
        '  Stop that process first, point this one at another DATA_DIR, or use PostgreSQL (DATABASE_URL)\n' +
        '  to run several processes on one database.',
    )
    this.name = 'DatabaseInUseError'
  }
}

const LOCK_FILE = 'parley.lock'

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readLockOwner(lockPath: string): { pid: number; host: string } | undefined {
  try {
    const owner = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as { pid: number; host: string }
    return typeof owner.pid === 'number' ? owner : undefined
  } catch {
    return undefined
  }
}

/** Takes the directory's lock or throws DatabaseInUseError. Returns the function that releases it. */
export function lockDatabaseDirectory(directory: string): () => void {
  fs.mkdirSync(directory, { recursive: true })
  const lockPath = path.join(directory, LOCK_FILE)
  const me = { pid: process.pid, host: os.hostname() }

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(me), { flag: 'wx' })
      return () => {
        if (readLockOwner(lockPath)?.pid === process.pid) fs.rmSync(lockPath, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = readLockOwner(lockPath)
      if (owner && owner.pid !== process.pid && owner.host === me.host && isProcessAlive(owner.pid)) {
        throw new DatabaseInUseError(directory, owner.pid)
      }
      // The owner is gone (killed, or a crashed start): clear what it left behind and try once more.
      fs.rmSync(lockPath, { force: true })
      fs.rmSync(path.join(directory, 'postmaster.pid'), { force: true })
    }
  }
  throw new DatabaseInUseError(directory, readLockOwner(lockPath)?.pid ?? -1)
}
