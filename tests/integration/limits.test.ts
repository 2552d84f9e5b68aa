import { count, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getOrganizationLimits, getTeamList } from '~/features/orgs/orgs.server'
import { createProject, deleteProject } from '~/features/projects/projects.server'
import { getOrganizationAccess, getProjectAccess } from '~/server/authz.server'
import type { DatabaseHandle } from '~/server/db/client.server'
import { organization, project } from '~/server/db/schema'
import { isAppError } from '~/server/errors'
import { createTestAuth } from '../helpers/test-auth'
import { createTestDatabase } from '../helpers/test-database'
import { expectAppError, orgFixtures, type Person } from '../helpers/test-orgs'

const MAX_TEAMS = 2

let database: DatabaseHandle
let t: ReturnType<typeof createTestAuth>
let f: ReturnType<typeof orgFixtures>

beforeAll(async () => {
  database = await createTestDatabase()
  t = createTestAuth(database, { relaxedRateLimits: true, maxTeamsPerUser: MAX_TEAMS })
  f = orgFixtures(database, t)
})
afterAll(() => database.close())

const projectCount = async (organizationId: string) =>
  (
    await database.db
      .select({ total: count() })
      .from(project)
      .where(eq(project.organizationId, organizationId))
  )[0]?.total

describe('MAX_PROJECTS_PER_ORG', () => {
  const MAX = 3
  const input = (slug: string) => ({ name: slug, slug, description: '', visibility: 'private' as const })

  test('creates up to the limit, refuses the next with a clear message, and frees a place on delete', async () => {
    const owner = await f.newPerson('owner')
    const org = await f.createOrganization(owner)
    const access = () => getOrganizationAccess(database.db, owner.viewer, org.slug)

    expect(await getOrganizationLimits(database.db, await access(), MAX)).toEqual({
      projects: { used: 0, max: MAX, underLimit: true },
    })
    for (let i = 1; i <= MAX; i++) {
      await createProject(database.db, await access(), input(`p${i}`), MAX)
      const limits = await getOrganizationLimits(database.db, await access(), MAX)
      expect(limits.projects).toEqual({ used: i, max: MAX, underLimit: i < MAX })
    }

    await expectAppError(
      createProject(database.db, await access(), input('one-too-many'), MAX),
      'FORBIDDEN',
      `This organization has reached its limit of ${MAX} projects. Delete a project to create another.`,
    )
    expect(await projectCount(org.id)).toBe(MAX)

    await deleteProject(database.db, await getProjectAccess(database.db, owner.viewer, org.slug, 'p1'))
    expect((await getOrganizationLimits(database.db, await access(), MAX)).projects.underLimit).toBe(true)
    await createProject(database.db, await access(), input('one-too-many'), MAX)
    expect(await projectCount(org.id)).toBe(MAX)
  })

  test('counts per organisation: a full one does not block another', async () => {
    const owner = await f.newPerson('owner')
    const full = await f.createOrganization(owner)
    const empty = await f.createOrganization(owner)
    for (let i = 0; i < MAX; i++) await f.insertProject(full, 'public')
    const access = await getOrganizationAccess(database.db, owner.viewer, empty.slug)
    expect(await createProject(database.db, access, input('fine'), MAX)).toEqual({
      slug: 'fine',
      orgSlug: empty.slug,
    })
  })

  test('a site admin is held to the limit too', async () => {
    const owner = await f.newPerson('owner')
    const org = await f.createOrganization(owner)
    for (let i = 0; i < MAX; i++) await f.insertProject(org, 'public')
    const siteAdmin = await f.newPerson('site-admin', { siteRole: 'admin' })
    const access = await getOrganizationAccess(database.db, siteAdmin.viewer, org.slug)
    await expectAppError(createProject(database.db, access, input('admin-extra'), MAX), 'FORBIDDEN', /limit/)
  })

  test(`concurrent creations (${MAX + 3} at once) never exceed the limit`, async () => {
    const owner = await f.newPerson('racer')
    const org = await f.createOrganization(owner)
    const access = await getOrganizationAccess(database.db, owner.viewer, org.slug)
    const results = await Promise.allSettled(
      Array.from({ length: MAX + 3 }, (_, i) => createProject(database.db, access, input(`race-${i}`), MAX)),
    )
    const created = results.filter((result) => result.status === 'fulfilled')
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []))
    expect(created).toHaveLength(MAX)
    expect(refused).toHaveLength(3)
    for (const reason of refused) {
      expect(isAppError(reason) && reason.code, String(reason)).toBe('FORBIDDEN')
    }
    expect(await projectCount(org.id)).toBe(MAX)
  })
})

describe('MAX_TEAMS_PER_USER through the auth API', () => {
  const create = (person: Person, slug = f.unique('team')) =>
    t.request('/organization/create', { body: { name: 'Team', slug }, cookie: person.cookie })

  test(`POST /organization/create beyond ${MAX_TEAMS} owned teams is refused`, async () => {
    const person = await f.newPerson('founder')
    for (let i = 0; i < MAX_TEAMS; i++) {
      expect((await getTeamList(database.db, person.id, MAX_TEAMS)).underLimit).toBe(true)
      const response = await create(person)
      expect(response.status, response.text).toBe(200)
    }
    const slug = f.unique('third')
    const refused = await create(person, slug)
    expect(refused.status).toBe(403)
    expect(refused.json?.code).toBe('YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS')
    expect(refused.json?.message).toMatch(/maximum number of organizations/i)
    expect(await database.db.select().from(organization).where(eq(organization.slug, slug))).toEqual([])

    const list = await getTeamList(database.db, person.id, MAX_TEAMS)
    expect(list).toMatchObject({ owned: MAX_TEAMS, limit: MAX_TEAMS, underLimit: false })
    expect(list.teams).toHaveLength(MAX_TEAMS)
  })

  test('the server-side API (a system action with userId) is held to it as well', async () => {
    const person = await f.newPerson('system')
    for (let i = 0; i < MAX_TEAMS; i++) await f.createOrganization(person)
    const slug = f.unique('system-extra')
    await expect(
      t.auth.api.createOrganization({ body: { name: 'Extra', slug, userId: person.id } }),
    ).rejects.toMatchObject({ statusCode: 403 })
    expect(await database.db.select().from(organization).where(eq(organization.slug, slug))).toEqual([])
  })

  test('being a member (or admin) of other people’s teams does not count', async () => {
    const joiner = await f.newPerson('joiner')
    for (const role of ['member', 'admin', 'member'] as const) {
      const host = await f.newPerson('host')
      const hosted = await f.createOrganization(host)
      await f.addMember(hosted, joiner, role)
    }
    expect(await getTeamList(database.db, joiner.id, MAX_TEAMS)).toMatchObject({ owned: 0, underLimit: true })
    for (let i = 0; i < MAX_TEAMS; i++) expect((await create(joiner)).status).toBe(200)
    const list = await getTeamList(database.db, joiner.id, MAX_TEAMS)
    expect(list).toMatchObject({ owned: MAX_TEAMS, underLimit: false })
    expect(list.teams).toHaveLength(3 + MAX_TEAMS)
    expect((await create(joiner)).status).toBe(403)
  })

  test('deleting an owned team frees a place', async () => {
    const person = await f.newPerson('deleter')
    const first = await f.createOrganization(person)
    await f.createOrganization(person)
    expect((await create(person)).status).toBe(403)
    const removed = await t.request('/organization/delete', {
      body: { organizationId: first.id },
      cookie: person.cookie,
    })
    expect(removed.status, removed.text).toBe(200)
    expect((await getTeamList(database.db, person.id, MAX_TEAMS)).underLimit).toBe(true)
    expect((await create(person)).status).toBe(200)
  })

  test(`concurrent creations (${MAX_TEAMS + 3} at once) never exceed the limit`, async () => {
    const person = await f.newPerson('team-racer')
    const slugs = Array.from({ length: MAX_TEAMS + 3 }, () => f.unique('race'))
    const responses = await Promise.all(slugs.map((slug) => create(person, slug)))
    const created = responses.filter((response) => response.status === 200)
    expect(created.length).toBeLessThanOrEqual(MAX_TEAMS)
    for (const response of responses.filter((r) => r.status !== 200)) {
      expect(response.status).toBe(403)
      expect(response.json?.code).toBe('YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS')
    }
    // A refused racer leaves nothing behind, and the user can still fill the places left.
    expect(
      await database.db.select().from(organization).where(inArray(organization.slug, slugs)),
    ).toHaveLength(created.length)
    for (let owned = created.length; owned < MAX_TEAMS; owned++)
      expect((await create(person)).status).toBe(200)
    expect(await getTeamList(database.db, person.id, MAX_TEAMS)).toMatchObject({ owned: MAX_TEAMS })
  })
})
