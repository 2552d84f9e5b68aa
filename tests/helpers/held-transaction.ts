import type { Database } from '~/server/db/client.server'

/**
 * Runs `change` in a transaction held open while `call` starts and waits a moment, then commits it, and
 * returns what `call` settled to. On PostgreSQL (TEST_DATABASE_URL) the two really overlap: a `call` that reads
 * before its transaction, or without a lock, sees the row as it was and trips over the change at commit.
 */
export async function duringChange<T>(
  db: Database,
  change: (tx: Database) => Promise<unknown>,
  call: () => Promise<T>,
): Promise<T> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  let changed = () => {}
  const hasChanged = new Promise<void>((resolve) => {
    changed = resolve
  })
  const changing = db.transaction(async (tx) => {
    await change(tx)
    changed()
    await held
  })
  await hasChanged
  const calling = call()
  await new Promise((resolve) => setTimeout(resolve, 150))
  release()
  await changing
  return calling
}
