import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { asc, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, expect, test } from 'vitest'
import type { LiveMessage } from '~/lib/live-topics'
import { type DatabaseHandle, openDatabase } from '~/server/db/client.server'
import { findMigrationsFolder, migrateDatabase } from '~/server/db/migrate.server'
import { appSetting, liveEvent } from '~/server/db/schema'
import { emitLiveEventNow } from '~/server/live/emit.server'
import { LiveFanout, PRUNED_THROUGH_KEY } from '~/server/live/fanout.server'
import { LiveHub } from '~/server/live/hub.server'
import { replayLiveEvents } from '~/server/live/replay.server'

// Making a database from nothing (its cluster, and the migrations where a test runs them) takes seconds on a quiet
// machine and tens of seconds on a loaded one: these tests get the budget of that work, not the suite's 30 s.
const FRESH_DATABASE = { timeout: 120_000 }

/**
 * Migration 0012 (the live sequencer) on a database that already has events: what clients hold from before the
 * upgrade (a Last-Event-ID, the pruned-through mark) keeps its meaning, read as positions.
 */
const SEQUENCER_MIGRATION = 12
const cleanups: (() => Promise<void> | void)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

/** The migrations folder as it was before `idx` (the journal cut there; the SQL files are read by tag). */
function migrationsBefore(idx: number): string {
  const source = findMigrationsFolder()
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-migrations-'))
  cleanups.push(() => fs.rmSync(folder, { recursive: true, force: true }))
  const journal = JSON.parse(fs.readFileSync(path.join(source, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[]
  }
  journal.entries = journal.entries.filter((entry) => entry.idx < idx)
  fs.mkdirSync(path.join(folder, 'meta'))
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal))
  for (const entry of journal.entries)
    fs.copyFileSync(path.join(source, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`))
  return folder
}

test(
  'events from before migration 0012 keep their ids as positions; new positions follow the last id ever drawn',
  FRESH_DATABASE,
  async () => {
    const database: DatabaseHandle = await openDatabase({ kind: 'memory' })
    cleanups.push(() => database.close())
    await migrateDatabase(database, migrationsBefore(SEQUENCER_MIGRATION))

    // Before the upgrade: seven events of one topic; the first two pruned (the mark says so), the last one
    // deleted too, so the highest id ever drawn (7) is not in the table.
    const topic = 'project:from-before'
    await database.db.execute(
      sql`INSERT INTO live_event (topic, type, payload) SELECT ${topic}, 'old', jsonb_build_object('n', n) FROM generate_series(1, 7) AS n`,
    )
    await database.db.execute(sql`DELETE FROM live_event WHERE id <= 2 OR id = 7`)
    await database.db.insert(appSetting).values({ key: PRUNED_THROUGH_KEY, value: 2 })

    await migrateDatabase(database)
    const rows = await database.db
      .select({ id: liveEvent.id, position: liveEvent.position })
      .from(liveEvent)
      .orderBy(asc(liveEvent.id))
    expect(rows).toEqual([3, 4, 5, 6].map((id) => ({ id, position: id })))

    const hub = new LiveHub()
    const received: LiveMessage[] = []
    hub.add({
      userId: null,
      topics: new Set([topic]),
      deliver: (message) => received.push(message),
      close: () => {},
    })
    const fanout = new LiveFanout(database, hub, pino({ level: 'silent' }))
    await fanout.start()
    cleanups.push(() => fanout.stop())

    await emitLiveEventNow(database.db, topic, 'new')
    const deadline = Date.now() + 5000
    while (received.length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10))
    expect(received.map((message) => [message.id, message.type])).toEqual([[8, 'new']])

    // A client that had seen id 4 before the upgrade gets what followed, old and new, in order.
    const replayed = await replayLiveEvents(database.db, [topic], 4)
    expect(replayed).not.toBe('reset')
    expect((replayed as LiveMessage[]).map((message) => message.id)).toEqual([5, 6, 8])
    // One that had seen only id 1 missed pruned events: it must refetch.
    expect(await replayLiveEvents(database.db, [topic], 1)).toBe('reset')
  },
)
