import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { asc, eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { PUBLIC_ROADMAP_DISCUSSIONS } from '~/app/demo/demo-discussions-content.server'
import { DEMO_ORGANIZATION, DEMO_USER, seedDemoContent } from '~/app/demo/demo-seed.server'
import { getDiscussionAccess } from '~/features/discussions/server/discussion-access.server'
import { listThreads } from '~/features/discussions/server/list.server'
import { unreadTotal } from '~/features/discussions/server/reads.server'
import { getThread, listPosts } from '~/features/discussions/server/thread-detail.server'
import { notificationSummary } from '~/features/notifications/server/inbox.server'
import { DEFAULT_CATEGORIES } from '~/lib/discussion-rules'
import type { DatabaseHandle } from '~/server/db/client.server'
import { openDatabase } from '~/server/db/client.server'
import { findMigrationsFolder, migrateDatabase } from '~/server/db/migrate.server'
import { discussionCategory, team, teamMember, user } from '~/server/db/schema'
import { createTestAuth } from '../helpers/test-auth'
import { createTestDatabase } from '../helpers/test-database'

describe('demo discussions', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await createTestDatabase()
    await seedDemoContent({
      db: database.db,
      auth: createTestAuth(database).auth,
      logger: pino({ level: 'silent' }),
    })
  }, 120_000)
  afterAll(() => database.close())

  async function danaAccess(projectSlug: string) {
    const [dana] = await database.db.select().from(user).where(eq(user.email, DEMO_USER.email))
    if (!dana) throw new Error('no demo user')
    const viewer = {
      userId: dana.id,
      name: dana.name,
      email: dana.email,
      username: dana.username,
      image: null,
      role: null,
    }
    return getDiscussionAccess(database.db, viewer, { orgSlug: DEMO_ORGANIZATION.slug, projectSlug })
  }

  test('a pinned announcement, an answered question, new replies and a thread Dana never opened', async () => {
    const access = await danaAccess('public-roadmap')
    const page = await listThreads(database.db, access, {
      orgSlug: DEMO_ORGANIZATION.slug,
      projectSlug: 'public-roadmap',
    })
    expect(page.pinned.map((thread) => thread.title)).toEqual(['How we triage feedback from now on'])
    const all = [...page.pinned, ...page.threads]
    expect(all).toHaveLength(PUBLIC_ROADMAP_DISCUSSIONS.length)
    // Newest activity first after the pinned one.
    const times = page.threads.map((thread) => Date.parse(thread.lastActivityAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.now())

    const question = all.find((thread) => thread.title.startsWith('Do votes'))
    expect(question?.answered).toBe(true)
    const detail = await getThread(database.db, access, question!.id)
    expect(detail.answer?.body).toContain('Per person')

    const darkMode = all.find((thread) => thread.title.startsWith('Dark mode'))
    expect(darkMode).toMatchObject({ unreadCount: 1, isNew: false })
    const idea = all.find((thread) => thread.title.startsWith('A public'))
    expect(idea).toMatchObject({ isNew: true, unreadCount: 2 })
    expect((await unreadTotal(database.db, access)).total).toBe(3)

    const posts = await listPosts(database.db, access, {
      orgSlug: DEMO_ORGANIZATION.slug,
      projectSlug: 'public-roadmap',
      threadId: darkMode!.id,
    })
    expect(posts.posts).toHaveLength(5)
    expect(posts.posts[0]?.isOpening).toBe(true)
    expect(posts.posts.some((post) => post.reactions.some((reaction) => reaction.count > 0))).toBe(true)
  })

  test("Dana's bell holds the chat mention and the discussion replies she has not read", async () => {
    const [dana] = await database.db.select().from(user).where(eq(user.email, DEMO_USER.email))
    const summary = await notificationSummary(database.db, dana!.id)
    expect(summary.unread).toBeGreaterThanOrEqual(2)
    const summaries = summary.groups.map((group) => group.summary)
    expect(summaries.some((text) => text.includes('Dark mode: ship the theme first'))).toBe(true)
    expect(summaries.some((text) => text.includes('mentioned you in General'))).toBe(true)
  })

  test('the demo organisation has its teams, with their people', async () => {
    const rows = await database.db.select().from(team)
    expect(rows.map((row) => row.name).sort()).toEqual(['Design', 'Engineering', 'Support'])
    const [design] = rows.filter((row) => row.name === 'Design')
    const members = await database.db.select().from(teamMember).where(eq(teamMember.teamId, design!.id))
    expect(members).toHaveLength(2)
  })

  test('the private project has a locked thread and an answered question', async () => {
    const access = await danaAccess('internal-tools')
    const page = await listThreads(database.db, access, {
      orgSlug: DEMO_ORGANIZATION.slug,
      projectSlug: 'internal-tools',
    })
    expect(page.threads.find((thread) => thread.locked)?.title).toBe('Retire the old release script')
    expect(page.threads.some((thread) => thread.answered)).toBe(true)
  })
})

test('projects that existed before discussions get the default categories from the migration', async () => {
  const source = findMigrationsFolder()
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-migrations-'))
  try {
    fs.cpSync(source, folder, { recursive: true })
    const journalFile = path.join(folder, 'meta', '_journal.json')
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] }
    journal.entries = journal.entries.slice(
      0,
      journal.entries.findIndex((entry) => entry.tag === '0008_discussions'),
    )
    fs.writeFileSync(journalFile, JSON.stringify(journal))
    // PGlite whatever TEST_DATABASE_URL says: this test needs a database at an older migration.
    const database = await openDatabase({ kind: 'memory' })
    try {
      await migrateDatabase(database, folder)
      const organizationId = crypto.randomUUID()
      // Raw SQL: the schema of today names columns (a default language) this older database does not have yet.
      await database.db.execute(
        `INSERT INTO organization (id, name, slug, created_at) VALUES ('${organizationId}', 'Old team', 'old-team', now())`,
      )
      await database.db.execute(
        `INSERT INTO project (id, organization_id, slug, name) VALUES ('p1', '${organizationId}', 'one', 'One')`,
      )
      await migrateDatabase(database)
      const categories = await database.db
        .select()
        .from(discussionCategory)
        .where(eq(discussionCategory.projectId, 'p1'))
        .orderBy(asc(discussionCategory.position))
      expect(categories.map((row) => [row.name, row.editorsOnly, row.answerable])).toEqual(
        DEFAULT_CATEGORIES.map((row) => [row.name, row.editorsOnly, row.answerable]),
      )
    } finally {
      await database.close()
    }
  } finally {
    fs.rmSync(folder, { recursive: true, force: true })
  }
})
