import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { listTeamsOfUser } from '~/features/orgs/orgs.server'
import type { DatabaseHandle } from '~/server/db/client.server'
import { member, organization } from '~/server/db/schema'
import { createTestAuth } from '../helpers/test-auth'
import { createTestDatabase } from '../helpers/test-database'

let database: DatabaseHandle
let t: ReturnType<typeof createTestAuth>
let counter = 0
const unique = (label: string) => `${label}-${++counter}-${Date.now().toString(36)}`

beforeAll(async () => {
  database = await createTestDatabase()
  t = createTestAuth(database, { relaxedRateLimits: true })
})
afterAll(() => database.close())

type Person = { id: string; email: string; cookie: string }

async function newPerson(label: string): Promise<Person> {
  const email = `${unique(label)}@org.example`
  const response = await t.signUp({ email })
  expect(response.status).toBe(200)
  return {
    id: String((response.json?.user as { id?: string } | undefined)?.id),
    email,
    cookie: response.cookie,
  }
}

async function createOrganization(owner: Person, name = 'Acme Team') {
  const slug = unique('acme')
  const response = await t.request('/organization/create', { body: { name, slug }, cookie: owner.cookie })
  expect(response.status, response.text).toBe(200)
  return { id: response.json?.id as string, slug, name }
}

async function roleIn(organizationId: string, userId: string) {
  const rows = await database.db.select().from(member).where(eq(member.organizationId, organizationId))
  return rows.find((row) => row.userId === userId)?.role
}

/** An organisation with an owner, an admin and a member (the admin added directly, the member by invitation). */
async function team() {
  const owner = await newPerson('owner')
  const admin = await newPerson('admin')
  const plain = await newPerson('member')
  const org = await createOrganization(owner)
  await t.auth.api.addMember({ body: { userId: admin.id, organizationId: org.id, role: 'admin' } })

  const invite = await t.request('/organization/invite-member', {
    body: { email: plain.email, role: 'member', organizationId: org.id },
    cookie: owner.cookie,
  })
  expect(invite.status, invite.text).toBe(200)
  const accept = await t.request('/organization/accept-invitation', {
    body: { invitationId: invite.json?.id },
    cookie: plain.cookie,
  })
  expect(accept.status, accept.text).toBe(200)
  return { owner, admin, plain, org }
}

describe('creating an organisation', () => {
  test('the creator becomes its owner', async () => {
    const owner = await newPerson('creator')
    const org = await createOrganization(owner, 'Creators Inc')
    expect(await roleIn(org.id, owner.id)).toBe('owner')
    const [stored] = await database.db.select().from(organization).where(eq(organization.id, org.id))
    expect(stored).toMatchObject({ name: 'Creators Inc', slug: org.slug })
  })

  test.each([
    ['admin', /reserved/],
    ['settings', /reserved/],
    ['Bad Slug', /lowercase letters/],
    ['a', /at least 2/],
    ['trailing-', /lowercase letters/],
  ])('the slug %j is refused with 400', async (slug, reason) => {
    const owner = await newPerson('slugger')
    const response = await t.request('/organization/create', {
      body: { name: 'Nope', slug },
      cookie: owner.cookie,
    })
    expect(response.status).toBe(400)
    expect(response.json?.message).toMatch(reason)
    expect(await database.db.select().from(organization).where(eq(organization.slug, slug))).toEqual([])
  })

  test('a taken slug is refused', async () => {
    const owner = await newPerson('first')
    const org = await createOrganization(owner)
    const other = await newPerson('second')
    const response = await t.request('/organization/create', {
      body: { name: 'Copycat', slug: org.slug },
      cookie: other.cookie,
    })
    expect(response.status).toBe(400)
    expect(response.json?.code).toBe('ORGANIZATION_ALREADY_EXISTS')
  })

  test('anonymous callers cannot create one', async () => {
    const response = await t.request('/organization/create', { body: { name: 'Anon', slug: unique('anon') } })
    expect(response.status).toBe(401)
  })

  test('an update to a bad slug is refused too', async () => {
    const owner = await newPerson('renamer')
    const org = await createOrganization(owner)
    const response = await t.request('/organization/update', {
      body: { organizationId: org.id, data: { slug: 'admin' } },
      cookie: owner.cookie,
    })
    expect(response.status).toBe(400)
    const [stored] = await database.db.select().from(organization).where(eq(organization.id, org.id))
    expect(stored?.slug).toBe(org.slug)
  })
})

describe('role permissions on the organisation endpoints', () => {
  test('roles are as added: owner, admin, member', async () => {
    const { owner, admin, plain, org } = await team()
    expect(await roleIn(org.id, owner.id)).toBe('owner')
    expect(await roleIn(org.id, admin.id)).toBe('admin')
    expect(await roleIn(org.id, plain.id)).toBe('member')
  })

  test('a member can neither update the organisation nor invite', async () => {
    const { plain, org } = await team()
    const update = await t.request('/organization/update', {
      body: { organizationId: org.id, data: { name: 'Hijacked' } },
      cookie: plain.cookie,
    })
    expect(update.status).toBe(403)
    const invite = await t.request('/organization/invite-member', {
      body: { email: `${unique('friend')}@org.example`, role: 'member', organizationId: org.id },
      cookie: plain.cookie,
    })
    expect(invite.status).toBe(403)
    const remove = await t.request('/organization/delete', {
      body: { organizationId: org.id },
      cookie: plain.cookie,
    })
    expect(remove.status).toBe(403)
    const [stored] = await database.db.select().from(organization).where(eq(organization.id, org.id))
    expect(stored?.name).toBe(org.name)
  })

  test('an admin can update and invite but cannot delete', async () => {
    const { admin, org } = await team()
    const update = await t.request('/organization/update', {
      body: { organizationId: org.id, data: { name: 'Renamed by admin' } },
      cookie: admin.cookie,
    })
    expect(update.status, update.text).toBe(200)
    expect(update.json).toMatchObject({ name: 'Renamed by admin' })

    const invite = await t.request('/organization/invite-member', {
      body: { email: `${unique('guest')}@org.example`, role: 'member', organizationId: org.id },
      cookie: admin.cookie,
    })
    expect(invite.status, invite.text).toBe(200)

    const remove = await t.request('/organization/delete', {
      body: { organizationId: org.id },
      cookie: admin.cookie,
    })
    expect(remove.status).toBe(403)
    expect(await database.db.select().from(organization).where(eq(organization.id, org.id))).toHaveLength(1)
  })

  test('the owner can delete, which removes the memberships too', async () => {
    const { owner, org } = await team()
    const remove = await t.request('/organization/delete', {
      body: { organizationId: org.id },
      cookie: owner.cookie,
    })
    expect(remove.status, remove.text).toBe(200)
    expect(await database.db.select().from(organization).where(eq(organization.id, org.id))).toEqual([])
    expect(await database.db.select().from(member).where(eq(member.organizationId, org.id))).toEqual([])
  })

  test('outsiders cannot touch the organisation', async () => {
    const { org } = await team()
    const outsider = await newPerson('outsider')
    const update = await t.request('/organization/update', {
      body: { organizationId: org.id, data: { name: 'Outsider was here' } },
      cookie: outsider.cookie,
    })
    // Better Auth answers 400 here (not a member of the organisation), not 403.
    expect(update.status).toBe(400)
    const [stored] = await database.db.select().from(organization).where(eq(organization.id, org.id))
    expect(stored?.name).toBe(org.name)
  })
})

describe('listOrganizationsOfUser', () => {
  test('lists each organisation with the user role and the member count, by name', async () => {
    const { owner, plain, org } = await team()
    const second = await createOrganization(plain, 'Aardvark Club')

    const ofPlain = await listTeamsOfUser(database.db, plain.id)
    expect(ofPlain).toEqual([
      { id: second.id, name: 'Aardvark Club', slug: second.slug, logo: null, role: 'owner', memberCount: 1 },
      { id: org.id, name: org.name, slug: org.slug, logo: null, role: 'member', memberCount: 3 },
    ])
    const ofOwner = await listTeamsOfUser(database.db, owner.id)
    expect(ofOwner).toEqual([expect.objectContaining({ id: org.id, role: 'owner', memberCount: 3 })])
  })

  test('an empty list for a user in no organisation', async () => {
    const loner = await newPerson('loner')
    expect(await listTeamsOfUser(database.db, loner.id)).toEqual([])
  })
})
