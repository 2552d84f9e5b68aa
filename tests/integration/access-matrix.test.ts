import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getOrganizationDetails } from '~/features/orgs/orgs.server'
import {
  createProject,
  deleteProject,
  getProjectDetails,
  listVisibleProjects,
  updateProject,
} from '~/features/projects/projects.server'
import type { Viewer } from '~/lib/viewer'
import { getOrganizationAccess, getProjectAccess } from '~/server/authz.server'
import type { DatabaseHandle } from '~/server/db/client.server'
import { member, project } from '~/server/db/schema'
import { createTestAuth } from '../helpers/test-auth'
import { createTestDatabase } from '../helpers/test-database'
import { expectAppError, type Org, orgFixtures, outcome, type Person } from '../helpers/test-orgs'

/**
 * The authorization matrix: roles × actions × (own organisation, another one), through the server modules on
 * a real database. "own" is the organisation the persona's role refers to; in "other" every persona but the
 * site admin is an outsider. Both organisations have a public and a private project.
 */
type Persona = 'anonymous' | 'outsider' | 'member' | 'admin' | 'owner' | 'siteAdmin'

let database: DatabaseHandle
let f: ReturnType<typeof orgFixtures>
const people = {} as Record<Exclude<Persona, 'anonymous'>, Person>
const orgs = {} as Record<'own' | 'other' | 'closed', Org>
const slugs = {} as Record<'own' | 'other', { public: string; private: string }>

const viewer = (persona: Persona): Viewer | null => (persona === 'anonymous' ? null : people[persona].viewer)
const MAX = 1000

beforeAll(async () => {
  database = await createTestDatabase()
  const t = createTestAuth(database, { relaxedRateLimits: true })
  f = orgFixtures(database, t)
  people.owner = await f.newPerson('owner')
  people.admin = await f.newPerson('admin')
  people.member = await f.newPerson('member')
  people.outsider = await f.newPerson('outsider')
  people.siteAdmin = await f.newPerson('site-admin', { siteRole: 'admin' })
  const stranger = await f.newPerson('stranger')

  orgs.own = await f.createOrganization(people.owner, 'Own Team')
  await f.addMember(orgs.own, people.admin, 'admin')
  await f.addMember(orgs.own, people.member, 'member')
  orgs.other = await f.createOrganization(stranger, 'Other Team')
  orgs.closed = await f.createOrganization(stranger, 'Closed Team')
  for (const key of ['own', 'other'] as const) {
    slugs[key] = {
      public: (await f.insertProject(orgs[key], 'public')).slug,
      private: (await f.insertProject(orgs[key], 'private')).slug,
    }
  }
  await f.insertProject(orgs.closed, 'private', 'secret')
})
afterAll(() => database.close())

type Row = {
  persona: Persona
  org: 'own' | 'other'
  /** getOrganizationDetails: the viewer's role and permissions.canEdit. */
  role: string | null
  canEdit: boolean
  /** getProjectAccess on the public and the private project. */
  readPublic: string
  readPrivate: string
  /** listVisibleProjects: the visibilities the viewer sees. */
  list: string[]
  create: string
  /** updateProject / deleteProject on a fresh public and a fresh private project. */
  update: [string, string]
  remove: [string, string]
}

const OK = 'ok'
const NF = 'NOT_FOUND'
const FB = 'FORBIDDEN'
const UA = 'UNAUTHORIZED'
const both = ['private', 'public']
const publicOnly = ['public']

// prettier-ignore
const matrix: Row[] = [
  {
    persona: 'anonymous',
    org: 'own',
    role: null,
    canEdit: false,
    readPublic: OK,
    readPrivate: NF,
    list: publicOnly,
    create: UA,
    update: [UA, NF],
    remove: [UA, NF],
  },
  {
    persona: 'outsider',
    org: 'own',
    role: null,
    canEdit: false,
    readPublic: OK,
    readPrivate: NF,
    list: publicOnly,
    create: FB,
    update: [FB, NF],
    remove: [FB, NF],
  },
  {
    persona: 'member',
    org: 'own',
    role: 'member',
    canEdit: false,
    readPublic: OK,
    readPrivate: OK,
    list: both,
    create: FB,
    update: [FB, FB],
    remove: [FB, FB],
  },
  {
    persona: 'admin',
    org: 'own',
    role: 'admin',
    canEdit: true,
    readPublic: OK,
    readPrivate: OK,
    list: both,
    create: OK,
    update: [OK, OK],
    remove: [OK, OK],
  },
  {
    persona: 'owner',
    org: 'own',
    role: 'owner',
    canEdit: true,
    readPublic: OK,
    readPrivate: OK,
    list: both,
    create: OK,
    update: [OK, OK],
    remove: [OK, OK],
  },
  {
    persona: 'siteAdmin',
    org: 'own',
    role: null,
    canEdit: true,
    readPublic: OK,
    readPrivate: OK,
    list: both,
    create: OK,
    update: [OK, OK],
    remove: [OK, OK],
  },
  {
    persona: 'anonymous',
    org: 'other',
    role: null,
    canEdit: false,
    readPublic: OK,
    readPrivate: NF,
    list: publicOnly,
    create: UA,
    update: [UA, NF],
    remove: [UA, NF],
  },
  {
    persona: 'outsider',
    org: 'other',
    role: null,
    canEdit: false,
    readPublic: OK,
    readPrivate: NF,
    list: publicOnly,
    create: FB,
    update: [FB, NF],
    remove: [FB, NF],
  },
  {
    persona: 'member',
    org: 'other',
    role: null,
    canEdit: false,
    readPublic: OK,
    readPrivate: NF,
    list: publicOnly,
    create: FB,
    update: [FB, NF],
    remove: [FB, NF],
  },
  {
    persona: 'admin',
    org: 'other',
    role: null,
    canEdit: false,
    readPublic: OK,
    readPrivate: NF,
    list: publicOnly,
    create: FB,
    update: [FB, NF],
    remove: [FB, NF],
  },
  {
    persona: 'owner',
    org: 'other',
    role: null,
    canEdit: false,
    readPublic: OK,
    readPrivate: NF,
    list: publicOnly,
    create: FB,
    update: [FB, NF],
    remove: [FB, NF],
  },
  {
    persona: 'siteAdmin',
    org: 'other',
    role: null,
    canEdit: true,
    readPublic: OK,
    readPrivate: OK,
    list: both,
    create: OK,
    update: [OK, OK],
    remove: [OK, OK],
  },
]

describe.each(matrix)('$persona in the $org organisation', (row) => {
  const orgSlug = () => orgs[row.org].slug

  test(`sees the organisation (it has a public project); role ${row.role}, canEdit ${row.canEdit}`, async () => {
    const access = await getOrganizationAccess(database.db, viewer(row.persona), orgSlug())
    const details = await getOrganizationDetails(database.db, access)
    expect(details).toMatchObject({ slug: orgSlug(), viewerRole: row.role })
    expect(details.permissions.canEdit).toBe(row.canEdit)
  })

  test(`reads the public project: ${row.readPublic}; the private one: ${row.readPrivate}`, async () => {
    const read = (slug: string) => getProjectAccess(database.db, viewer(row.persona), orgSlug(), slug)
    expect(await outcome(read(slugs[row.org].public))).toBe(row.readPublic)
    expect(await outcome(read(slugs[row.org].private))).toBe(row.readPrivate)
    const details = await getProjectDetails(database.db, await read(slugs[row.org].public))
    expect(details.permissions['project.read']).toBe(true)
    expect(details.permissions['project.manage']).toBe(row.canEdit)
    expect(details.permissions['feedback.create']).toBe(row.persona !== 'anonymous')
  })

  test(`lists ${row.list.join(' and ')} projects`, async () => {
    const access = await getOrganizationAccess(database.db, viewer(row.persona), orgSlug())
    const listed = await listVisibleProjects(database.db, access)
    expect([...new Set(listed.map((p) => p.visibility))].sort()).toEqual(row.list)
    if (row.list.length === 1) expect(listed.some((p) => p.slug === slugs[row.org].private)).toBe(false)
  })

  test(`createProject: ${row.create}`, async () => {
    const slug = f.unique('created')
    const attempt = async () => {
      const access = await getOrganizationAccess(database.db, viewer(row.persona), orgSlug())
      return createProject(
        database.db,
        access,
        { name: 'New', slug, description: '', visibility: 'public' },
        MAX,
      )
    }
    if (row.create === OK) {
      expect(await attempt()).toEqual({ slug, orgSlug: orgSlug() })
    } else {
      const message = row.create === FB ? 'You are not allowed to access resource: project' : 'Not authorized'
      await expectAppError(attempt(), row.create, message)
    }
    const stored = await database.db.select().from(project).where(eq(project.slug, slug))
    expect(stored).toHaveLength(row.create === OK ? 1 : 0)
    if (row.create === OK) expect(stored[0]?.createdBy).toBe(viewer(row.persona)?.userId)
  })

  test.each([
    ['public', 0],
    ['private', 1],
  ] as const)(`updateProject on a %s project`, async (visibility, index) => {
    const target = await f.insertProject(orgs[row.org], visibility)
    const result = await outcome(async () => {
      const access = await getProjectAccess(database.db, viewer(row.persona), orgSlug(), target.slug)
      await updateProject(database.db, access, { name: 'Renamed', description: 'changed' })
    })
    expect(result).toBe(row.update[index])
    const [stored] = await database.db.select().from(project).where(eq(project.id, target.id))
    expect(stored?.name).toBe(result === OK ? 'Renamed' : target.name)
  })

  test.each([
    ['public', 0],
    ['private', 1],
  ] as const)(`deleteProject on a %s project`, async (visibility, index) => {
    const target = await f.insertProject(orgs[row.org], visibility)
    const result = await outcome(async () => {
      const access = await getProjectAccess(database.db, viewer(row.persona), orgSlug(), target.slug)
      await deleteProject(database.db, access)
    })
    expect(result).toBe(row.remove[index])
    const stored = await database.db.select().from(project).where(eq(project.id, target.id))
    expect(stored).toHaveLength(result === OK ? 0 : 1)
  })
})

describe('an organisation without public projects', () => {
  test.each([
    ['anonymous', NF],
    ['outsider', NF],
    ['member', NF],
    ['admin', NF],
    ['owner', NF],
    ['siteAdmin', OK],
  ] as const)(
    '%s (no role in it): getOrganizationAccess → %s, its private project → %s',
    async (persona, expected) => {
      expect(await outcome(getOrganizationAccess(database.db, viewer(persona), orgs.closed.slug))).toBe(
        expected,
      )
      expect(await outcome(getProjectAccess(database.db, viewer(persona), orgs.closed.slug, 'secret'))).toBe(
        expected,
      )
    },
  )

  test('answers NOT_FOUND with the same message as an organisation that does not exist', async () => {
    await expectAppError(
      getOrganizationAccess(database.db, people.outsider.viewer, orgs.closed.slug),
      NF,
      'Organization not found',
    )
    await expectAppError(
      getOrganizationAccess(database.db, null, 'no-such-team'),
      NF,
      'Organization not found',
    )
  })

  test('becomes visible to outsiders once a project is public, and hidden again when it is not', async () => {
    const stranger = await f.newPerson('stranger')
    const org = await f.createOrganization(stranger, 'Shy Team')
    const shy = await f.insertProject(org, 'private')
    expect(await outcome(getOrganizationAccess(database.db, null, org.slug))).toBe(NF)

    await database.db.update(project).set({ visibility: 'public' }).where(eq(project.id, shy.id))
    const access = await getOrganizationAccess(database.db, null, org.slug)
    expect((await listVisibleProjects(database.db, access)).map((p) => p.slug)).toEqual([shy.slug])

    await database.db.update(project).set({ visibility: 'private' }).where(eq(project.id, shy.id))
    expect(await outcome(getOrganizationAccess(database.db, people.outsider.viewer, org.slug))).toBe(NF)
  })

  test('its own members see it, even with no projects at all', async () => {
    const owner = await f.newPerson('lonely-owner')
    const org = await f.createOrganization(owner, 'Empty Team')
    const access = await getOrganizationAccess(database.db, owner.viewer, org.slug)
    expect(await listVisibleProjects(database.db, access)).toEqual([])
    expect(await outcome(getOrganizationAccess(database.db, null, org.slug))).toBe(NF)
  })
})

describe('roles as stored', () => {
  test('a comma-separated site role containing admin is a site admin', async () => {
    const person = await f.newPerson('multi-role', { siteRole: 'user,admin' })
    expect(person.viewer.role).toBe('user,admin')
    const access = await getProjectAccess(database.db, person.viewer, orgs.closed.slug, 'secret')
    expect(access.siteAdmin).toBe(true)
  })

  test('a membership with an unknown role counts as none', async () => {
    const person = await f.newPerson('odd-role')
    await f.addMember(orgs.own, person, 'member')
    await database.db.update(member).set({ role: 'superuser' }).where(eq(member.userId, person.id))
    expect(
      await outcome(getProjectAccess(database.db, person.viewer, orgs.own.slug, slugs.own.private)),
    ).toBe(NF)
    const access = await getOrganizationAccess(database.db, person.viewer, orgs.own.slug)
    expect(access.role).toBeNull()
  })

  test('a comma-separated membership role takes its highest known role', async () => {
    const person = await f.newPerson('multi-member')
    await f.addMember(orgs.own, person, 'member')
    await database.db.update(member).set({ role: 'member,admin' }).where(eq(member.userId, person.id))
    const access = await getOrganizationAccess(database.db, person.viewer, orgs.own.slug)
    expect((await getOrganizationDetails(database.db, access)).permissions.canEdit).toBe(true)
  })
})
