import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  createProject,
  getProjectDetails,
  listRecentActivity,
  listRecentProjectsOfUser,
  updateProject,
} from '~/features/projects/projects.server'
import { runActingThrough } from '~/server/acting-through.server'
import { getOrganizationAccess, getProjectAccess } from '~/server/authz.server'
import type { DatabaseHandle } from '~/server/db/client.server'
import {
  chat,
  discussionCategory,
  feedbackBoard,
  feedbackStatus,
  organization,
  project,
  projectActivity,
  projectSlugRedirect,
} from '~/server/db/schema'
import { isAppError } from '~/server/errors'
import { createTestAuth } from '../helpers/test-auth'
import { createTestDatabase } from '../helpers/test-database'
import { expectAppError, type Org, orgFixtures, type Person } from '../helpers/test-orgs'

let database: DatabaseHandle
let f: ReturnType<typeof orgFixtures>
let owner: Person

beforeAll(async () => {
  database = await createTestDatabase()
  f = orgFixtures(database, createTestAuth(database, { relaxedRateLimits: true, maxTeamsPerUser: 100 }))
  owner = await f.newPerson('Olivia Owner')
})
afterAll(() => database.close())

async function setup(slug = 'tracked', visibility: 'public' | 'private' = 'private') {
  const org = await f.createOrganization(owner)
  const orgAccess = await getOrganizationAccess(database.db, owner.viewer, org.slug)
  await createProject(
    database.db,
    orgAccess,
    { name: 'Tracked', slug, description: 'first', visibility },
    100,
  )
  const [row] = await database.db.select().from(project).where(eq(project.organizationId, org.id))
  if (!row) throw new Error('no project')
  return { org, id: row.id }
}

const update = async (org: Org, slug: string, changes: Parameters<typeof updateProject>[2]) =>
  updateProject(database.db, await getProjectAccess(database.db, owner.viewer, org.slug, slug), changes)

const activityRows = (projectId: string) =>
  database.db.select().from(projectActivity).where(eq(projectActivity.projectId, projectId))

describe('project activity', () => {
  test('createProject records who created it', async () => {
    const { id } = await setup()
    expect(await listRecentActivity(database.db, id)).toEqual([
      {
        id: expect.any(String),
        kind: 'project.created',
        summary: 'created the project Tracked',
        phrases: [{ phrase: 'projectCreated', values: { name: 'Tracked' } }],
        path: null,
        createdAt: expect.any(String),
        actor: { name: 'Olivia Owner', username: null },
        via: null,
      },
    ])
  })

  test('a change made through an OAuth client is recorded and shown via the client', async () => {
    const { org, id } = await setup('through-claude')
    await runActingThrough('Claude', () => update(org, 'through-claude', { name: 'Named by Claude' }))
    // Outside it, nothing is attributed to a client.
    await update(org, 'through-claude', { name: 'Named in Parley' })
    const activity = await listRecentActivity(database.db, id)
    const entryOf = (summary: string) => activity.find((entry) => entry.summary === summary)
    expect(entryOf('renamed the project to Named by Claude')).toMatchObject({
      via: 'Claude',
      actor: { name: 'Olivia Owner' },
    })
    expect(entryOf('renamed the project to Named in Parley')).toMatchObject({ via: null })
  })

  test('renames, visibility and other changes are listed newest first', async () => {
    const { org, id } = await setup()
    // PGlite's clock counts milliseconds: keep the steps apart so that "newest" is well defined.
    const tick = () => new Promise((resolve) => setTimeout(resolve, 5))
    await tick()
    await update(org, 'tracked', { name: 'Renamed' })
    await tick()
    await update(org, 'tracked', { visibility: 'public' })
    await tick()
    await update(org, 'tracked', { slug: 'moved', description: 'second' })

    const activity = await listRecentActivity(database.db, id)
    expect(activity.map((item) => item.summary)).toEqual([
      'moved the project to /moved, updated the description',
      'made the project public',
      'renamed the project to Renamed',
      'created the project Tracked',
    ])
    // What each reader's language is made from: the phrases, with their values as written.
    expect(activity[0]?.phrases).toEqual([
      { phrase: 'projectMoved', values: { slug: 'moved' } },
      { phrase: 'projectDescription' },
    ])
    expect(activity[1]?.phrases).toEqual([{ phrase: 'projectVisibility', values: { visibility: 'public' } }])
    expect(activity.map((item) => item.kind)).toEqual([
      'project.updated',
      'project.updated',
      'project.updated',
      'project.created',
    ])
    const times = activity.map((item) => Date.parse(item.createdAt))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    expect((await listRecentActivity(database.db, id, 2)).map((item) => item.summary)).toEqual(
      activity.slice(0, 2).map((item) => item.summary),
    )
    const details = await getProjectDetails(
      database.db,
      await getProjectAccess(database.db, owner.viewer, org.slug, 'moved'),
    )
    expect(details).toMatchObject({
      activityCount: 4,
      createdBy: { name: 'Olivia Owner' },
      visibility: 'public',
    })
  })

  test('an entry written before phrases (or with phrases this code does not know) shows its English summary', async () => {
    const { id } = await setup('older')
    await database.db.insert(projectActivity).values([
      { projectId: id, kind: 'feedback.created', summary: 'posted Old entry' },
      {
        projectId: id,
        kind: 'feedback.created',
        summary: 'posted Odd entry',
        phrases: [{ phrase: 'gone' }] as never,
      },
    ])
    const entries = await listRecentActivity(database.db, id)
    expect(
      entries
        .filter((entry) => entry.summary.startsWith('posted'))
        .map(({ summary, phrases }) => ({ summary, phrases })),
    ).toEqual(
      expect.arrayContaining([
        { summary: 'posted Old entry', phrases: null },
        { summary: 'posted Odd entry', phrases: null },
      ]),
    )
  })

  test('an update that changes nothing records nothing', async () => {
    const { org, id } = await setup()
    await update(org, 'tracked', {
      name: 'Tracked',
      slug: 'tracked',
      description: 'first',
      visibility: 'private',
    })
    expect(await activityRows(id)).toHaveLength(1)
  })

  test('a failed update (duplicate slug) writes nothing at all', async () => {
    const { org, id } = await setup()
    const orgAccess = await getOrganizationAccess(database.db, owner.viewer, org.slug)
    await createProject(
      database.db,
      orgAccess,
      { name: 'Other', slug: 'other', description: '', visibility: 'private' },
      100,
    )

    await expectAppError(update(org, 'tracked', { name: 'Should not stick', slug: 'other' }), 'CONFLICT')
    const [stored] = await database.db.select().from(project).where(eq(project.id, id))
    expect(stored).toMatchObject({ name: 'Tracked', slug: 'tracked' })
    expect(await activityRows(id)).toHaveLength(1)
    expect(
      await database.db.select().from(projectSlugRedirect).where(eq(projectSlugRedirect.projectId, id)),
    ).toEqual([])
  })

  test('two concurrent moves to the same slug: one wins, the other is a CONFLICT that leaves no trace', async () => {
    const { org } = await setup('left')
    const orgAccess = await getOrganizationAccess(database.db, owner.viewer, org.slug)
    await createProject(
      database.db,
      orgAccess,
      { name: 'Right', slug: 'right', description: '', visibility: 'private' },
      100,
    )
    const accessLeft = await getProjectAccess(database.db, owner.viewer, org.slug, 'left')
    const accessRight = await getProjectAccess(database.db, owner.viewer, org.slug, 'right')

    const results = await Promise.allSettled([
      updateProject(database.db, accessLeft, { slug: 'target', name: 'Left moved' }),
      updateProject(database.db, accessRight, { slug: 'target', name: 'Right moved' }),
    ])
    const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []))
    expect(failures).toHaveLength(1)
    expect(isAppError(failures[0]) && failures[0].code, String(failures[0])).toBe('CONFLICT')

    const loserSlug = results[0].status === 'rejected' ? 'left' : 'right'
    const [loser] = await database.db.select().from(project).where(eq(project.slug, loserSlug))
    expect(loser?.organizationId).toBe(org.id)
    expect(await activityRows(loser?.id ?? '')).toHaveLength(1)
    expect(
      await database.db
        .select()
        .from(projectSlugRedirect)
        .where(eq(projectSlugRedirect.projectId, loser?.id ?? '')),
    ).toEqual([])
  })

  test('a refused update (a member) records nothing', async () => {
    const { org, id } = await setup()
    const plain = await f.newPerson('plain')
    await f.addMember(org, plain, 'member')
    const access = await getProjectAccess(database.db, plain.viewer, org.slug, 'tracked')
    await expectAppError(updateProject(database.db, access, { name: 'Nope' }), 'FORBIDDEN')
    expect(await activityRows(id)).toHaveLength(1)
  })
})

describe('listRecentProjectsOfUser', () => {
  test('lists the projects of the user’s organisations, private included, latest change first', async () => {
    const person = await f.newPerson('recent')
    const mine = await f.createOrganization(person, 'Mine')
    const joined = await f.createOrganization(owner, 'Joined')
    await f.addMember(joined, person, 'member')
    const elsewhere = await f.createOrganization(owner, 'Elsewhere')
    await f.insertProject(elsewhere, 'public', 'not-mine')

    const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 12, minutes))
    const first = await f.insertProject(mine, 'private', 'first')
    const second = await f.insertProject(joined, 'public', 'second')
    const third = await f.insertProject(mine, 'public', 'third')
    await database.db
      .update(project)
      .set({ updatedAt: at(1) })
      .where(eq(project.id, first.id))
    await database.db
      .update(project)
      .set({ updatedAt: at(2) })
      .where(eq(project.id, second.id))
    await database.db
      .update(project)
      .set({ updatedAt: at(3) })
      .where(eq(project.id, third.id))
    await database.db
      .update(project)
      .set({ updatedAt: at(4) })
      .where(eq(project.id, first.id))

    const recent = await listRecentProjectsOfUser(database.db, person.id)
    expect(recent.map((row) => [row.slug, row.orgSlug, row.visibility])).toEqual([
      ['first', mine.slug, 'private'],
      ['third', mine.slug, 'public'],
      ['second', joined.slug, 'public'],
    ])
    expect(await listRecentProjectsOfUser(database.db, person.id, 2)).toHaveLength(2)
  })
})

describe('a new project’s names', () => {
  test('are in the organisation’s default language, and English without one', async () => {
    const names = async (projectId: string) => ({
      boards: (await database.db.select().from(feedbackBoard).where(eq(feedbackBoard.projectId, projectId)))
        .map((row) => row.name)
        .sort(),
      statuses: (
        await database.db.select().from(feedbackStatus).where(eq(feedbackStatus.projectId, projectId))
      )
        .sort((a, b) => a.position - b.position)
        .map((row) => row.name),
      chats: (await database.db.select().from(chat).where(eq(chat.projectId, projectId))).map(
        (row) => row.name,
      ),
      categories: (
        await database.db.select().from(discussionCategory).where(eq(discussionCategory.projectId, projectId))
      ).map((row) => row.name),
    })
    const english = await setup('in-english')
    expect(await names(english.id)).toMatchObject({
      boards: ['Bugs', 'Feature requests'],
      statuses: ['Open', 'Under review', 'Planned', 'In progress', 'Complete', 'Closed'],
      chats: ['General'],
    })

    const org = await f.createOrganization(owner)
    await database.db.update(organization).set({ defaultLanguage: 'de' }).where(eq(organization.id, org.id))
    await createProject(
      database.db,
      await getOrganizationAccess(database.db, owner.viewer, org.slug),
      { name: 'Auf Deutsch', slug: 'deutsch', description: '', visibility: 'private' },
      100,
    )
    const [german] = await database.db.select().from(project).where(eq(project.organizationId, org.id))
    expect(await names(german?.id ?? '')).toEqual({
      boards: ['Fehler', 'Funktionswünsche'],
      statuses: ['Offen', 'In Prüfung', 'Geplant', 'In Arbeit', 'Erledigt', 'Geschlossen'],
      chats: ['Allgemein'],
      categories: expect.arrayContaining(['Allgemein', 'Ankündigungen', 'Fragen & Antworten', 'Ideen']),
    })
  })
})
