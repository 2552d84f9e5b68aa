import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { listTeamsOfUser } from '~/features/orgs/orgs.server'
import { listRecentActivity, listVisibleProjects } from '~/features/projects/projects.server'
import { getOrganizationAccess, getProjectAccess } from '~/server/authz.server'
import type { DatabaseHandle } from '~/server/db/client.server'
import { appSetting, member, organization, project, user } from '~/server/db/schema'
import { DEMO_ORGANIZATION, DEMO_PROJECTS, DEMO_USER, seedDemoContent } from '~/server/demo-seed.server'
import { listPublicTeamsOfUser } from '~/server/organization-queries.server'
import { createTestAuth } from '../helpers/test-auth'
import { createTestDatabase } from '../helpers/test-database'

const logger = pino({ level: 'silent' })

describe('seedDemoContent on a fresh database', () => {
  let database: DatabaseHandle
  let t: ReturnType<typeof createTestAuth>
  beforeAll(async () => {
    database = await createTestDatabase()
    t = createTestAuth(database)
  })
  afterAll(() => database.close())

  test('creates the demo user, who can sign in by username or email, and owns the demo organisation', async () => {
    expect(await seedDemoContent({ db: database.db, auth: t.auth, logger })).toBe(true)

    const byUsername = await t.request('/sign-in/username', {
      body: { username: DEMO_USER.username, password: DEMO_USER.password },
    })
    expect(byUsername.status).toBe(200)
    expect(byUsername.json?.user).toMatchObject({ name: DEMO_USER.name, email: DEMO_USER.email })
    const byEmail = await t.request('/sign-in/email', {
      body: { email: DEMO_USER.email, password: DEMO_USER.password },
    })
    expect(byEmail.status).toBe(200)

    const [demoUser] = await database.db.select().from(user).where(eq(user.email, DEMO_USER.email))
    expect(demoUser).toMatchObject({ username: DEMO_USER.username, role: 'user' })
    const organizations = await listTeamsOfUser(database.db, demoUser?.id ?? '')
    expect(organizations).toEqual([
      expect.objectContaining({
        name: DEMO_ORGANIZATION.name,
        slug: DEMO_ORGANIZATION.slug,
        role: 'owner',
        memberCount: 1,
      }),
    ])
    expect(
      await database.db.select().from(appSetting).where(eq(appSetting.key, 'demo_seeded_at')),
    ).toHaveLength(1)
  })

  test('seeds one public and one private demo project, each with a creation activity', async () => {
    const [demoUser] = await database.db.select().from(user).where(eq(user.email, DEMO_USER.email))
    const [demoOrg] = await database.db
      .select()
      .from(organization)
      .where(eq(organization.slug, DEMO_ORGANIZATION.slug))
    const projects = await database.db
      .select()
      .from(project)
      .where(eq(project.organizationId, demoOrg?.id ?? ''))
    expect(projects.map((row) => [row.slug, row.visibility]).sort()).toEqual([
      ['internal-tools', 'private'],
      ['public-roadmap', 'public'],
    ])
    expect(DEMO_PROJECTS.map((demo) => demo.visibility).sort()).toEqual(['private', 'public'])
    for (const row of projects) {
      expect(row.createdBy).toBe(demoUser?.id)
      const activity = await listRecentActivity(database.db, row.id)
      expect(activity).toEqual([
        expect.objectContaining({
          kind: 'project.created',
          summary: `created the project ${row.name}`,
          actor: { name: DEMO_USER.name, username: DEMO_USER.username },
        }),
      ])
    }
  })

  test('visitors see the public demo project only; the demo profile lists Demo Team', async () => {
    const access = await getOrganizationAccess(database.db, null, DEMO_ORGANIZATION.slug)
    expect((await listVisibleProjects(database.db, access)).map((row) => row.slug)).toEqual([
      'public-roadmap',
    ])
    await expect(
      getProjectAccess(database.db, null, DEMO_ORGANIZATION.slug, 'internal-tools'),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' })

    const [demoUser] = await database.db.select().from(user).where(eq(user.email, DEMO_USER.email))
    expect(await listPublicTeamsOfUser(database.db, demoUser?.id ?? '')).toEqual([
      { name: DEMO_ORGANIZATION.name, slug: DEMO_ORGANIZATION.slug, logo: null },
    ])
  })

  test('a second call returns false and creates nothing', async () => {
    const before = {
      users: (await database.db.select().from(user)).length,
      organizations: (await database.db.select().from(organization)).length,
      members: (await database.db.select().from(member)).length,
      projects: (await database.db.select().from(project)).length,
    }
    expect(await seedDemoContent({ db: database.db, auth: t.auth, logger })).toBe(false)
    expect({
      users: (await database.db.select().from(user)).length,
      organizations: (await database.db.select().from(organization)).length,
      members: (await database.db.select().from(member)).length,
      projects: (await database.db.select().from(project)).length,
    }).toEqual(before)
  })

  test('a deleted demo user stays deleted', async () => {
    await database.db.delete(organization).where(eq(organization.slug, DEMO_ORGANIZATION.slug))
    await database.db.delete(user).where(eq(user.email, DEMO_USER.email))
    expect(await seedDemoContent({ db: database.db, auth: t.auth, logger })).toBe(false)
    expect(await database.db.select().from(user).where(eq(user.email, DEMO_USER.email))).toEqual([])
    expect(
      await database.db.select().from(organization).where(eq(organization.slug, DEMO_ORGANIZATION.slug)),
    ).toEqual([])
    const signIn = await t.request('/sign-in/username', {
      body: { username: DEMO_USER.username, password: DEMO_USER.password },
    })
    expect(signIn.status).toBe(401)
  })
})

describe('seedDemoContent after an interrupted start', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.close())

  test('finishes the job: reuses the existing demo user and creates the missing organisation', async () => {
    const t = createTestAuth(database)
    const up = await t.signUp({
      email: DEMO_USER.email,
      username: DEMO_USER.username,
      password: DEMO_USER.password,
      name: DEMO_USER.name,
    })
    expect(up.status).toBe(200)
    const demoUserId = String((up.json?.user as { id?: string } | undefined)?.id)

    expect(await seedDemoContent({ db: database.db, auth: t.auth, logger })).toBe(true)
    expect(await database.db.select().from(user)).toHaveLength(1)
    const organizations = await listTeamsOfUser(database.db, demoUserId)
    expect(organizations).toEqual([expect.objectContaining({ slug: DEMO_ORGANIZATION.slug, role: 'owner' })])
  })
})

describe('seedDemoContent when one demo project already exists', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.close())

  test('adds only the missing one', async () => {
    const t = createTestAuth(database)
    const up = await t.signUp({
      email: DEMO_USER.email,
      username: DEMO_USER.username,
      password: DEMO_USER.password,
      name: DEMO_USER.name,
    })
    const created = await t.request('/organization/create', {
      body: { name: DEMO_ORGANIZATION.name, slug: DEMO_ORGANIZATION.slug },
      cookie: up.cookie,
    })
    expect(created.status, created.text).toBe(200)
    await database.db.insert(project).values({
      organizationId: String(created.json?.id),
      slug: 'public-roadmap',
      name: 'Kept as it was',
      visibility: 'public',
    })

    expect(await seedDemoContent({ db: database.db, auth: t.auth, logger })).toBe(true)
    const rows = await database.db.select().from(project)
    expect(rows.map((row) => [row.slug, row.name]).sort()).toEqual([
      ['internal-tools', 'Internal Tools'],
      ['public-roadmap', 'Kept as it was'],
    ])
  })
})
