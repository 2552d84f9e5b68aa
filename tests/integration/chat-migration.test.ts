import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, expect, test } from 'vitest'
import { openDatabase } from '~/server/db/client.server'
import { findMigrationsFolder, migrateDatabase } from '~/server/db/migrate.server'
import { chat, project } from '~/server/db/schema'

const folders: string[] = []
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true })
})

/** The migrations as they were before chat (0007 and later left out of the journal). */
function migrationsBeforeChat(): string {
  const source = findMigrationsFolder()
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-migrations-'))
  folders.push(folder)
  fs.cpSync(source, folder, { recursive: true })
  const journalFile = path.join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] }
  const chatIndex = journal.entries.findIndex((entry) => entry.tag === '0007_chat')
  journal.entries = journal.entries.slice(0, chatIndex)
  fs.writeFileSync(journalFile, JSON.stringify(journal))
  return folder
}

test('projects that existed before chat get their General chat from the migration', async () => {
  // PGlite whatever TEST_DATABASE_URL says: this test needs a database at an older migration.
  const database = await openDatabase({ kind: 'memory' })
  try {
    await migrateDatabase(database, migrationsBeforeChat())
    const organizationId = crypto.randomUUID()
    // Raw SQL: the schema of today names columns (a default language) this older database does not have yet.
    await database.db.execute(
      `INSERT INTO organization (id, name, slug, created_at) VALUES ('${organizationId}', 'Old team', 'old-team', now())`,
    )
    await database.db.execute(
      `INSERT INTO project (id, organization_id, slug, name) VALUES ('p1', '${organizationId}', 'one', 'One'), ('p2', '${organizationId}', 'two', 'Two')`,
    )
    await migrateDatabase(database)
    for (const projectId of ['p1', 'p2']) {
      const chats = await database.db.select().from(chat).where(eq(chat.projectId, projectId))
      expect(chats.map((row) => [row.name, row.isPrivate])).toEqual([['General', false]])
    }
    expect(await database.db.select().from(project)).toHaveLength(2)
  } finally {
    await database.close()
  }
})
