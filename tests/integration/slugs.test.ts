import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createProjectSchema, updateProjectSchema } from '~/features/projects/projects.schemas'
import { createProject, deleteProject, updateProject } from '~/features/projects/projects.server'
import { suggestSlug } from '~/lib/slug'
import type { Viewer } from '~/lib/viewer'
import { getOrganizationAccess, getProjectAccess } from '~/server/authz.server'
import type { DatabaseHandle } from '~/server/db/client.server'
import { organization, organizationSlugRedirect, project, projectSlugRedirect } from '~/server/db/schema'
import { isAppError } from '~/server/errors'
import { createTestAuth } from '../helpers/test-auth'
import { createTestDatabase } from '../helpers/test-database'
import { expectAppError, type Org, orgFixtures, outcome, type Person } from '../helpers/test-orgs'

let database: DatabaseHandle
let t: ReturnType<typeof createTestAuth>
let f: ReturnType<typeof orgFixtures>
let owner: Person
let teammate: Person
let outsider: Person

beforeAll(async () => {
  database = await createTestDatabase()
  t = createTestAuth(database, { relaxedRateLimits: true, maxTeamsPerUser: 100 })
  f = orgFixtures(database, t)
  owner = await f.newPerson('owner')
  teammate = await f.newPerson('teammate')
  outsider = await f.newPerson('outsider')
})
afterAll(() => database.close())

async function team(): Promise<Org> {
  const org = await f.createOrganization(owner)
  await f.addMember(org, teammate, 'member')
  return org
}

const newProject = async (org: Org, slug: string, visibility: 'public' | 'private') =>
  createProject(
    database.db,
    await getOrganizationAccess(database.db, owner.viewer, org.slug),
    { name: slug, slug, description: '', visibility },
    100,
  )

const rename = async (org: Org, from: string, to: string) =>
  updateProject(database.db, await getProjectAccess(database.db, owner.viewer, org.slug, from), { slug: to })

const read = (viewer: Viewer | null, orgSlug: string, slug: string) =>
  outcome(getProjectAccess(database.db, viewer, orgSlug, slug))

describe('project slug changes', () => {
  test('the old slug of a private project moves members along and stays unknown to outsiders', async () => {
    const org = await team()
    // A public project too, so that outsiders do see the organisation itself.
    await newProject(org, 'showcase', 'public')
    await newProject(org, 'alpha', 'private')
    expect(await rename(org, 'alpha', 'beta')).toEqual({ slug: 'beta', orgSlug: org.slug })

    expect(await read(owner.viewer, org.slug, 'alpha')).toBe('moved:beta')
    expect(await read(teammate.viewer, org.slug, 'alpha')).toBe('moved:beta')
    expect(await read(outsider.viewer, org.slug, 'alpha')).toBe('NOT_FOUND')
    expect(await read(null, org.slug, 'alpha')).toBe('NOT_FOUND')
    expect(await read(owner.viewer, org.slug, 'beta')).toBe('ok')
  })

  test('the old slug of a public project moves anyone along', async () => {
    const org = await team()
    await newProject(org, 'open', 'public')
    await rename(org, 'open', 'wide-open')
    expect(await read(null, org.slug, 'open')).toBe('moved:wide-open')
    expect(await read(outsider.viewer, org.slug, 'open')).toBe('moved:wide-open')
  })

  test('every earlier slug leads to the current one; renaming back takes the old slug back', async () => {
    const org = await team()
    await newProject(org, 'one', 'private')
    await rename(org, 'one', 'two')
    await rename(org, 'two', 'three')
    expect(await read(owner.viewer, org.slug, 'one')).toBe('moved:three')
    expect(await read(owner.viewer, org.slug, 'two')).toBe('moved:three')

    await rename(org, 'three', 'one')
    expect(await read(owner.viewer, org.slug, 'one')).toBe('ok')
    expect(await read(owner.viewer, org.slug, 'three')).toBe('moved:one')
    const redirects = await database.db
      .select({ oldSlug: projectSlugRedirect.oldSlug })
      .from(projectSlugRedirect)
      .where(eq(projectSlugRedirect.organizationId, org.id))
    expect(redirects.map((row) => row.oldSlug).sort()).toEqual(['three', 'two'])
  })

  test('a new project may take an old slug over, which ends the redirect', async () => {
    const org = await team()
    await newProject(org, 'legacy', 'private')
    await rename(org, 'legacy', 'modern')
    await newProject(org, 'legacy', 'private')
    const access = await getProjectAccess(database.db, owner.viewer, org.slug, 'legacy')
    expect(access.project.name).toBe('legacy')
    expect(await read(owner.viewer, org.slug, 'modern')).toBe('ok')
  })

  test('redirects belong to their organisation', async () => {
    const first = await team()
    const second = await team()
    await newProject(first, 'shared', 'public')
    await rename(first, 'shared', 'renamed')
    expect(await read(null, second.slug, 'shared')).toBe('NOT_FOUND')
    await newProject(second, 'shared', 'public')
    expect(await read(null, second.slug, 'shared')).toBe('ok')
    expect(await read(null, first.slug, 'shared')).toBe('moved:renamed')
  })

  test('a deleted project takes its old slugs with it', async () => {
    const org = await team()
    await newProject(org, 'doomed', 'public')
    await rename(org, 'doomed', 'more-doomed')
    await deleteProject(
      database.db,
      await getProjectAccess(database.db, owner.viewer, org.slug, 'more-doomed'),
    )
    expect(await read(owner.viewer, org.slug, 'doomed')).toBe('NOT_FOUND')
  })

  test('a duplicate slug is a CONFLICT on create and on update, with the field named', async () => {
    const org = await team()
    await newProject(org, 'taken', 'public')
    await newProject(org, 'mine', 'public')

    const duplicate = await newProject(org, 'taken', 'private').catch((error: unknown) => error)
    expect(isAppError(duplicate) && duplicate.code).toBe('CONFLICT')
    expect(isAppError(duplicate) && duplicate.fields).toEqual({
      slug: ['This address is already used by another project'],
    })
    await expectAppError(rename(org, 'mine', 'taken'), 'CONFLICT', /already used/)
    expect(await read(owner.viewer, org.slug, 'mine')).toBe('ok')
    const rows = await database.db.select().from(project).where(eq(project.organizationId, org.id))
    expect(rows.map((row) => row.slug).sort()).toEqual(['mine', 'taken'])
    expect(
      await database.db
        .select()
        .from(projectSlugRedirect)
        .where(eq(projectSlugRedirect.organizationId, org.id)),
    ).toEqual([])
  })

  test('keeping the same slug records no redirect', async () => {
    const org = await team()
    await newProject(org, 'steady', 'public')
    await updateProject(database.db, await getProjectAccess(database.db, owner.viewer, org.slug, 'steady'), {
      slug: 'steady',
      name: 'Steady',
    })
    expect(
      await database.db
        .select()
        .from(projectSlugRedirect)
        .where(eq(projectSlugRedirect.organizationId, org.id)),
    ).toEqual([])
  })
})

describe('project slug rules (createProjectSchema, updateProjectSchema)', () => {
  const parse = (slug: string) =>
    createProjectSchema.safeParse({ orgSlug: 'acme', name: 'Name', slug, visibility: 'public' })

  test.each(['settings', 'create-project', 'members', 'projects', 'admin', 'api'])(
    '%j is reserved',
    (slug) => {
      const result = parse(slug)
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toBe('This address is reserved')
    },
  )

  test.each([
    ['a', /at least 2/],
    ['x'.repeat(49), /at most 48/],
    ['two words', /lowercase letters/],
    ['-dash', /lowercase letters/],
    ['double--dash', /lowercase letters/],
    ['emoji-🙂', /lowercase letters/],
  ])('%j is refused', (slug, reason) => {
    const result = parse(slug)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toMatch(reason)
  })

  test('slugs are trimmed and lowercased; visibility defaults to private', () => {
    const result = createProjectSchema.parse({ orgSlug: 'acme', name: ' Name ', slug: ' My-Project ' })
    expect(result).toEqual({
      orgSlug: 'acme',
      name: 'Name',
      slug: 'my-project',
      description: '',
      visibility: 'private',
    })
  })

  test.each([
    ['', 'Acme Design Team!', 'acme-design-team'],
    ['   ', 'Café Übersicht', 'cafe-ubersicht'],
    [undefined, 'Roadmap 2027', 'roadmap-2027'],
  ])('an address of %j is derived from the name %j as the form suggests it', (slug, name, derived) => {
    const result = createProjectSchema.parse({ orgSlug: 'acme', name, slug })
    expect(result.slug).toBe(derived)
    expect(result.slug).toBe(suggestSlug(name))
  })

  test('a name that gives no address is refused on the address, with its rule', () => {
    const result = createProjectSchema.safeParse({ orgSlug: 'acme', name: '!', slug: '' })
    expect(result.success).toBe(false)
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['slug'], message: 'Use at least 2 characters' }),
    ])
  })

  test('a slug change to a reserved word is refused too', () => {
    const result = updateProjectSchema.safeParse({
      orgSlug: 'acme',
      slug: 'old',
      changes: { slug: 'settings' },
    })
    expect(result.success).toBe(false)
  })
})

describe('organisation slug changes through POST /organization/update', () => {
  const updateSlug = (org: Org, slug: string, by: Person = owner) =>
    t.request('/organization/update', { body: { organizationId: org.id, data: { slug } }, cookie: by.cookie })

  test('the old slug moves members (and, with a public project, anyone) to the new one', async () => {
    const org = await team()
    const newSlug = f.unique('renamed')
    const response = await updateSlug(org, newSlug)
    expect(response.status, response.text).toBe(200)
    expect(response.json?.slug).toBe(newSlug)

    expect(await outcome(getOrganizationAccess(database.db, owner.viewer, org.slug))).toBe(`moved:${newSlug}`)
    expect(await outcome(getOrganizationAccess(database.db, teammate.viewer, org.slug))).toBe(
      `moved:${newSlug}`,
    )
    // No public project: the organisation, and so its move, stays unknown to outsiders.
    expect(await outcome(getOrganizationAccess(database.db, outsider.viewer, org.slug))).toBe('NOT_FOUND')
    expect(await outcome(getOrganizationAccess(database.db, null, org.slug))).toBe('NOT_FOUND')

    await f.insertProject({ ...org, slug: newSlug }, 'public', 'showcase')
    expect(await outcome(getOrganizationAccess(database.db, null, org.slug))).toBe(`moved:${newSlug}`)
    // Project pages under the old organisation slug move too.
    expect(await read(null, org.slug, 'showcase')).toBe(`moved:${newSlug}`)
  })

  test('a new organisation created with the old slug takes it over', async () => {
    const org = await team()
    const newSlug = f.unique('moved')
    expect((await updateSlug(org, newSlug)).status).toBe(200)

    const newcomer = await f.createOrganization(outsider, 'Newcomer', org.slug)
    const access = await getOrganizationAccess(database.db, outsider.viewer, org.slug)
    expect(access.organization.id).toBe(newcomer.id)
    expect(
      await database.db
        .select()
        .from(organizationSlugRedirect)
        .where(eq(organizationSlugRedirect.oldSlug, org.slug)),
    ).toEqual([])
    expect(await outcome(getOrganizationAccess(database.db, owner.viewer, newSlug))).toBe('ok')
  })

  test('renaming back takes the old slug back; an organisation may take over another one’s old slug', async () => {
    const org = await team()
    const original = org.slug
    const second = f.unique('second')
    expect((await updateSlug(org, second)).status).toBe(200)
    expect((await updateSlug({ ...org }, original)).status).toBe(200)
    expect(await outcome(getOrganizationAccess(database.db, owner.viewer, original))).toBe('ok')
    expect(await outcome(getOrganizationAccess(database.db, owner.viewer, second))).toBe(`moved:${original}`)

    const other = await f.createOrganization(outsider, 'Other')
    expect((await updateSlug(other, second, outsider)).status).toBe(200)
    const access = await getOrganizationAccess(database.db, outsider.viewer, second)
    expect(access.organization.id).toBe(other.id)
  })

  test('a slug taken by another organisation is refused and records no redirect', async () => {
    const org = await team()
    const other = await f.createOrganization(outsider, 'Taken')
    const response = await updateSlug(org, other.slug)
    expect(response.status).toBe(400)
    expect(response.json?.code).toBe('ORGANIZATION_SLUG_ALREADY_TAKEN')
    const [stored] = await database.db.select().from(organization).where(eq(organization.id, org.id))
    expect(stored?.slug).toBe(org.slug)
    expect(
      await database.db
        .select()
        .from(organizationSlugRedirect)
        .where(eq(organizationSlugRedirect.organizationId, org.id)),
    ).toEqual([])
  })

  test('a member may not change the slug', async () => {
    const org = await team()
    const response = await updateSlug(org, f.unique('sneaky'), teammate)
    expect(response.status).toBe(403)
    expect(await outcome(getOrganizationAccess(database.db, owner.viewer, org.slug))).toBe('ok')
  })

  const badSlugs = [
    ['admin', /reserved/],
    ['api', /reserved/],
    ['settings', /reserved/],
    ['home', /reserved/],
    ['create', /reserved/],
    ['profile', /reserved/],
    ['sign-in', /reserved/],
    ['Upper', /lowercase letters/],
    ['with space', /lowercase letters/],
    ['a', /at least 2/],
    ['x'.repeat(49), /at most 48/],
    ['-lead', /lowercase letters/],
  ] as const

  test.each(badSlugs)('%j is refused on create', async (slug, reason) => {
    const response = await t.request('/organization/create', {
      body: { name: 'Bad', slug },
      cookie: owner.cookie,
    })
    expect(response.status).toBe(400)
    expect(response.json?.message).toMatch(reason)
    expect(await database.db.select().from(organization).where(eq(organization.slug, slug))).toEqual([])
  })

  test.each(badSlugs)('%j is refused on update', async (slug, reason) => {
    const org = await team()
    const response = await updateSlug(org, slug)
    expect(response.status).toBe(400)
    expect(response.json?.message).toMatch(reason)
    const [stored] = await database.db.select().from(organization).where(eq(organization.id, org.id))
    expect(stored?.slug).toBe(org.slug)
    expect(
      await database.db
        .select()
        .from(organizationSlugRedirect)
        .where(eq(organizationSlugRedirect.organizationId, org.id)),
    ).toEqual([])
  })
})
