/**
 * An organisation's API keys (issue 38): who may list, create and revoke them; what a created key is (a secret
 * shown once, its hash stored, a service user that is nobody's account); and that authenticating with it
 * follows revocation, expiry, its project restriction and its scopes, whoever created it.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seedDemoApiKeys } from '~/features/api-keys/demo-api-keys.server'
import {
  type ApiKeySummary,
  createApiKey,
  listApiKeys,
  revokeApiKey,
} from '~/features/api-keys/server/api-keys.server'
import { messageColumns, toChatMessages } from '~/features/chat/server/message-rows.server'
import { addComment } from '~/features/feedback/server/comments.server'
import { getFeedbackAccess, visibleBoards } from '~/features/feedback/server/feedback-access.server'
import { getFeedbackDetail, listTimeline } from '~/features/feedback/server/item-detail.server'
import { createFeedback } from '~/features/feedback/server/items.server'
import { MAX_ACTIVE_API_KEYS } from '~/lib/api-key-rules'
import type { ApiScope } from '~/lib/api-scopes'
import type { Viewer } from '~/lib/viewer'
import { authenticateApiKey } from '~/server/api/api-key-auth.server'
import { getOrganizationAccess, getProjectAccess } from '~/server/authz.server'
import type { DatabaseHandle } from '~/server/db/client.server'
import { account, apiKey, chat, chatMessage, member, notification, session, user } from '~/server/db/schema'
import { loadPeople } from '~/server/people.server'
import { createTestAuth } from '../helpers/test-auth'
import { createTestDatabase } from '../helpers/test-database'
import { expectAppError, type Org, orgFixtures, outcome, type Person } from '../helpers/test-orgs'

type Persona = 'owner' | 'admin' | 'member' | 'outsider' | 'anonymous' | 'siteAdmin' | 'otherAdmin' | 'apiKey'

let database: DatabaseHandle
let t: ReturnType<typeof createTestAuth>
let f: ReturnType<typeof orgFixtures>
const people = {} as Record<Exclude<Persona, 'anonymous' | 'apiKey'>, Person>
let org: Org
let otherOrg: Org
let projectA: { id: string; slug: string }
let projectB: { id: string; slug: string }
let otherPublic: { id: string; slug: string }

const db = () => database.db
const form = (overrides: Partial<Parameters<typeof createApiKey>[2]> = {}) => ({
  name: 'Release pipeline',
  scopes: ['updates:read', 'updates:write', 'feedback:read'] as ApiScope[],
  projectId: '',
  expiresOn: '',
  ...overrides,
})

async function accessOf(viewer: Viewer | null, slug = org.slug) {
  return getOrganizationAccess(db(), viewer, slug)
}

async function create(viewer: Viewer | null, overrides: Partial<Parameters<typeof createApiKey>[2]> = {}) {
  return createApiKey(db(), await accessOf(viewer), form(overrides))
}

/** The viewer a request carrying this secret authenticates as (fails the test when refused). */
async function keyViewer(secret: string, now?: Date) {
  const result = await authenticateApiKey(db(), `Bearer ${secret}`, now)
  if (!result.ok) throw new Error(`refused: ${result.refusal}`)
  return result.viewer
}

beforeAll(async () => {
  database = await createTestDatabase()
  t = createTestAuth(database, { relaxedRateLimits: true })
  f = orgFixtures(database, t)
  people.owner = await f.newPerson('Owner')
  people.admin = await f.newPerson('Admin')
  people.member = await f.newPerson('Member')
  people.outsider = await f.newPerson('Outsider')
  people.siteAdmin = await f.newPerson('Site admin', { siteRole: 'admin' })
  people.otherAdmin = await f.newPerson('Other admin')
  org = await f.createOrganization(people.owner, 'Keyed Team')
  await f.addMember(org, people.admin, 'admin')
  await f.addMember(org, people.member, 'member')
  otherOrg = await f.createOrganization(people.otherAdmin, 'Other Team')
  // Public projects, so that outsiders and anonymous visitors know of the organisations and still see no keys.
  projectA = await f.insertProject(org, 'public')
  projectB = await f.insertProject(org, 'private')
  otherPublic = await f.insertProject(otherOrg, 'public')
}, 120_000)
afterAll(() => database?.close())

describe('who manages keys', () => {
  let apiKeyViewer: Viewer
  let victim: ApiKeySummary

  beforeAll(async () => {
    const made = await create(people.owner.viewer, { name: 'Full access', scopes: ['projects:read'] })
    apiKeyViewer = await keyViewer(made.secret)
    victim = (await create(people.owner.viewer, { name: 'To revoke' })).key
  })

  const viewerOf = (persona: Persona): Viewer | null =>
    persona === 'anonymous' ? null : persona === 'apiKey' ? apiKeyViewer : people[persona].viewer

  const expected: Record<Persona, string> = {
    owner: 'ok',
    admin: 'ok',
    siteAdmin: 'ok',
    member: 'NOT_FOUND',
    outsider: 'NOT_FOUND',
    anonymous: 'NOT_FOUND',
    otherAdmin: 'NOT_FOUND',
    apiKey: 'NOT_FOUND',
  }

  test.each(Object.keys(expected) as Persona[])('%s: list, create and revoke', async (persona) => {
    const viewer = viewerOf(persona)
    const before = await db().select().from(apiKey).where(eq(apiKey.organizationId, org.id))
    expect(await outcome(async () => listApiKeys(db(), await accessOf(viewer)))).toBe(expected[persona])
    expect(await outcome(async () => create(viewer, { name: `by ${persona}` }))).toBe(expected[persona])
    expect(await outcome(async () => revokeApiKey(db(), await accessOf(viewer), victim.id))).toBe(
      expected[persona],
    )
    if (expected[persona] !== 'ok') {
      // Refused means nothing changed.
      const after = await db().select().from(apiKey).where(eq(apiKey.organizationId, org.id))
      expect(after).toEqual(before)
    }
  })

  test('another organisation’s key is not found through this organisation, even by its own admin', async () => {
    const foreign = await createApiKey(db(), await accessOf(people.otherAdmin.viewer, otherOrg.slug), form())
    await expectAppError(revokeApiKey(db(), await accessOf(people.owner.viewer), foreign.key.id), 'NOT_FOUND')
    const listed = await listApiKeys(db(), await accessOf(people.owner.viewer))
    expect(listed.map((key) => key.id)).not.toContain(foreign.key.id)
  })
})

describe('a new key', () => {
  test('its secret is answered once: only the hash and the first characters are stored', async () => {
    const { key, secret } = await create(people.admin.viewer, { name: 'Stored' })
    expect(secret).toMatch(/^parley_[A-Za-z0-9_-]{43}$/)
    const [row] = await db().select().from(apiKey).where(eq(apiKey.id, key.id))
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(row?.tokenHash).not.toContain(secret.slice(7))
    expect(JSON.stringify(row)).not.toContain(secret)
    expect(row?.start).toBe(secret.slice(0, 11))
    expect(key).toMatchObject({
      name: 'Stored',
      scopes: ['feedback:read', 'updates:read', 'updates:write'],
      project: null,
      createdBy: { id: people.admin.id, name: 'Admin' },
      lastUsedAt: null,
      expiresAt: null,
      revokedAt: null,
      status: 'active',
    })
    const listed = await listApiKeys(db(), await accessOf(people.owner.viewer))
    expect(listed[0]).toEqual(key)
    expect(JSON.stringify(listed)).not.toContain(secret)
  })

  test('its service user is named after it, has an address that takes no mail, no account and no membership', async () => {
    const { key } = await create(people.owner.viewer, { name: 'Robot' })
    const [row] = await db().select().from(apiKey).where(eq(apiKey.id, key.id))
    const serviceUserId = row!.serviceUserId
    const [service] = await db().select().from(user).where(eq(user.id, serviceUserId))
    expect(service).toMatchObject({
      name: 'Robot',
      email: `api-key-${key.id}@api-keys.invalid`,
      banned: true,
    })
    expect(await db().select().from(account).where(eq(account.userId, serviceUserId))).toEqual([])
    expect(await db().select().from(member).where(eq(member.userId, serviceUserId))).toEqual([])
  })

  test('input is checked: scopes, the project, the expiry', async () => {
    const owner = await accessOf(people.owner.viewer)
    await expectAppError(createApiKey(db(), owner, form({ scopes: [] })), 'BAD_REQUEST')
    await expectAppError(createApiKey(db(), owner, form({ projectId: otherPublic.id })), 'BAD_REQUEST')
    await expectAppError(createApiKey(db(), owner, form({ expiresOn: '2001-01-01' })), 'BAD_REQUEST')
    await expectAppError(createApiKey(db(), owner, form({ expiresOn: '2999-01-01' })), 'BAD_REQUEST')
    const restricted = await createApiKey(db(), owner, form({ projectId: projectA.id }))
    expect(restricted.key.project).toMatchObject({ id: projectA.id, slug: projectA.slug })
  })

  test(`at most ${MAX_ACTIVE_API_KEYS} working keys per organisation; revoked ones do not count`, async () => {
    const owner = await accessOf(people.otherAdmin.viewer, otherOrg.slug)
    const working = (await listApiKeys(db(), owner)).filter((key) => key.status === 'active')
    let last: ApiKeySummary | null = null
    for (let index = working.length; index < MAX_ACTIVE_API_KEYS; index++) {
      last = (await createApiKey(db(), owner, form({ name: `Key ${index}` }))).key
    }
    await expectAppError(createApiKey(db(), owner, form()), 'CONFLICT', /at most 50 working API keys/)
    await revokeApiKey(db(), owner, last!.id)
    expect(await outcome(createApiKey(db(), owner, form()))).toBe('ok')
  })
})

describe('authenticating with a key', () => {
  test('works until it is revoked, from the next request on; revoking again changes nothing', async () => {
    const { key, secret } = await create(people.owner.viewer, { name: 'Revoked soon' })
    const viewer = await keyViewer(secret)
    expect(viewer.apiKey).toMatchObject({ keyId: key.id, keyName: 'Revoked soon', organizationId: org.id })
    const [used] = await db().select().from(apiKey).where(eq(apiKey.id, key.id))
    expect(used?.lastUsedAt).not.toBeNull()

    const revoked = await revokeApiKey(db(), await accessOf(people.admin.viewer), key.id)
    expect(revoked.status).toBe('revoked')
    expect(await authenticateApiKey(db(), `Bearer ${secret}`)).toEqual({ ok: false, refusal: 'revoked' })
    const again = await revokeApiKey(db(), await accessOf(people.owner.viewer), key.id)
    expect(again.revokedAt).toBe(revoked.revokedAt)
  })

  test('stops at its expiry: through the chosen day (UTC), refused after', async () => {
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
    const { key, secret } = await create(people.owner.viewer, { name: 'Expiring', expiresOn: tomorrow })
    const end = new Date(key.expiresAt!)
    expect(end.toISOString()).toBe(new Date(Date.parse(`${tomorrow}T00:00:00Z`) + 86_400_000).toISOString())
    expect((await authenticateApiKey(db(), `Bearer ${secret}`, new Date(end.getTime() - 1000))).ok).toBe(true)
    expect(await authenticateApiKey(db(), `Bearer ${secret}`, end)).toEqual({ ok: false, refusal: 'expired' })
    const listed = await listApiKeys(db(), await accessOf(people.owner.viewer), end)
    expect(listed.find((entry) => entry.id === key.id)?.status).toBe('expired')
  })

  test('a key restricted to one project knows of no other, and no key knows of another organisation', async () => {
    const { secret } = await create(people.owner.viewer, { name: 'Only A', projectId: projectA.id })
    const onlyA = await keyViewer(secret)
    expect((await getProjectAccess(db(), onlyA, org.slug, projectA.slug)).role).toBe('admin')
    await expectAppError(getProjectAccess(db(), onlyA, org.slug, projectB.slug), 'NOT_FOUND')

    const whole = await keyViewer((await create(people.owner.viewer, { name: 'Whole org' })).secret)
    expect((await getProjectAccess(db(), whole, org.slug, projectB.slug)).project.id).toBe(projectB.id)
    await expectAppError(getProjectAccess(db(), whole, otherOrg.slug, otherPublic.slug), 'NOT_FOUND')
    await expectAppError(getOrganizationAccess(db(), whole, otherOrg.slug), 'NOT_FOUND')
  })

  test('keeps working with exactly its scopes when its creator leaves the organisation', async () => {
    const creator = await f.newPerson('Leaving admin')
    await f.addMember(org, creator, 'admin')
    const { key, secret } = await create(creator.viewer, { name: 'Outlives', scopes: ['feedback:read'] })
    await db()
      .delete(member)
      .where(and(eq(member.organizationId, org.id), eq(member.userId, creator.id)))

    const viewer = await keyViewer(secret)
    expect(viewer.apiKey.scopes).toEqual(['feedback:read'])
    const access = await getOrganizationAccess(db(), viewer, org.slug)
    expect(access.role).toBe('admin')
    // The creator's own rights are gone; the key's are unchanged and still exclude managing keys.
    await expectAppError(listApiKeys(db(), await accessOf(creator.viewer)), 'NOT_FOUND')
    await expectAppError(listApiKeys(db(), access), 'NOT_FOUND')
    const listed = await listApiKeys(db(), await accessOf(people.owner.viewer))
    expect(listed.find((entry) => entry.id === key.id)).toMatchObject({
      status: 'active',
      scopes: ['feedback:read'],
      createdBy: { id: creator.id },
    })
  })
})

describe('a key’s service user is nobody', () => {
  let serviceEmail: string
  let serviceUserId: string

  beforeAll(async () => {
    const { key } = await create(people.owner.viewer, { name: 'Invisible' })
    const [row] = await db()
      .select({ id: user.id, email: user.email })
      .from(apiKey)
      .innerJoin(user, eq(user.id, apiKey.serviceUserId))
      .where(eq(apiKey.id, key.id))
    serviceEmail = row!.email
    serviceUserId = row!.id
  })

  test('the site admin’s list of users leaves it out, searches and counts included', async () => {
    const list = async (query: string) => {
      const response = await t.request(`/admin/list-users?${query}`, { cookie: people.siteAdmin.cookie })
      expect(response.status, response.text).toBe(200)
      return response.json as { users: { id: string; email: string }[]; total: number }
    }
    const all = await list('limit=500')
    expect(all.users.map((entry) => entry.id)).toContain(people.owner.id)
    expect(all.users.some((entry) => entry.email.endsWith('@api-keys.invalid'))).toBe(false)
    expect(all.total).toBe(all.users.length)
    const searched = await list(`searchField=email&searchOperator=contains&searchValue=api-keys.invalid`)
    expect(searched).toMatchObject({ users: [], total: 0 })
    const byName = await list(`searchField=name&searchOperator=contains&searchValue=Invisible`)
    expect(byName.users).toEqual([])
  })

  test('the organisation’s member list leaves it out', async () => {
    const response = await t.request(`/organization/list-members?organizationId=${org.id}&limit=500`, {
      cookie: people.owner.cookie,
    })
    expect(response.status, response.text).toBe(200)
    const members = (response.json as { members: { userId: string }[] }).members
    expect(members.map((entry) => entry.userId)).toContain(people.member.id)
    expect(members.map((entry) => entry.userId)).not.toContain(serviceUserId)
  })

  test('it cannot sign in, and a password reset for it sends nothing and opens nothing', async () => {
    const signIn = await t.request('/sign-in/email', {
      body: { email: serviceEmail, password: 'anything-at-all' },
    })
    expect(signIn.status).toBe(401)
    const mailsBefore = t.mails.length
    const reset = await t.request('/request-password-reset', {
      body: { email: serviceEmail, redirectTo: '/reset-password' },
    })
    expect(reset.status, reset.text).toBe(200)
    expect(t.mails.slice(mailsBefore)).toEqual([])
    expect(await db().select().from(session).where(eq(session.userId, serviceUserId))).toEqual([])
    expect(await db().select().from(account).where(eq(account.userId, serviceUserId))).toEqual([])
  })
})

describe('what a key writes', () => {
  test('is shown as written via the key, under its name; the key’s service user is never notified', async () => {
    const { secret } = await create(people.owner.viewer, {
      name: 'Feedback bot',
      scopes: ['feedback:read', 'feedback:write'],
    })
    const bot = await keyViewer(secret)
    const scope = { orgSlug: org.slug, projectSlug: projectA.slug }
    const botAccess = await getFeedbackAccess(db(), bot, scope)
    const [board] = await visibleBoards(db(), botAccess)
    const { id } = await createFeedback(db(), botAccess, {
      boardId: board!.id,
      title: 'Export to CSV',
      details: 'Filed by the pipeline',
    })
    await addComment(db(), botAccess, id, { body: 'Also as JSON', internal: false })
    const ownerAccess = await getFeedbackAccess(db(), people.owner.viewer, scope)
    await addComment(db(), ownerAccess, id, { body: 'On it', internal: false })

    const detail = await getFeedbackDetail(db(), ownerAccess, id)
    expect('author' in detail && detail.author).toEqual({
      name: 'Feedback bot',
      username: null,
      image: null,
      viaApiKey: true,
    })
    const timeline = await listTimeline(db(), ownerAccess, id)
    const authors = timeline.filter((entry) => entry.kind === 'comment').map((entry) => entry.author)
    expect(authors).toEqual([
      { name: 'Feedback bot', username: null, image: null, viaApiKey: true },
      { name: 'Owner', username: null, image: null },
    ])
    expect(await db().select().from(notification).where(eq(notification.userId, bot.userId))).toEqual([])
  })

  test('chat messages and discussion posts read their authors with the same mark', async () => {
    const { secret } = await create(people.owner.viewer, { name: 'Chat bot', scopes: ['chat:write'] })
    const bot = await keyViewer(secret)
    const [room] = await db().insert(chat).values({ projectId: projectB.id, name: 'Deploys' }).returning()
    const rows = await db()
      .insert(chatMessage)
      .values([
        { chatId: room!.id, authorId: bot.userId, body: 'Deployed 1.2' },
        { chatId: room!.id, authorId: people.owner.id, body: 'Thanks' },
      ])
      .returning(messageColumns)
    const messages = await toChatMessages(db(), rows, people.owner.id)
    expect(messages.map((message) => message.author)).toEqual([
      { id: bot.userId, name: 'Chat bot', username: null, image: null, viaApiKey: true },
      { id: people.owner.id, name: 'Owner', username: null, image: null },
    ])
    // Discussions' authors (and the inbox's actors) come from the shared people read.
    const found = await loadPeople(db(), [bot.userId, people.owner.id])
    expect(found.get(bot.userId)).toMatchObject({ name: 'Chat bot', viaApiKey: true })
    expect(found.get(people.owner.id)).not.toHaveProperty('viaApiKey')
  })
})

describe('the demo organisation’s keys', () => {
  test('one working Release pipeline key and one revoked, seeded once, their secrets unknown', async () => {
    const demoOwner = await f.newPerson('Demo owner')
    const demo = await f.createOrganization(demoOwner, 'Demo-like Team')
    await seedDemoApiKeys(db(), { organizationId: demo.id, createdBy: demoOwner.id })
    await seedDemoApiKeys(db(), { organizationId: demo.id, createdBy: demoOwner.id })
    const keys = await listApiKeys(db(), await accessOf(demoOwner.viewer, demo.slug))
    expect(keys.map(({ name, scopes, status }) => ({ name, scopes, status }))).toEqual([
      {
        name: 'Release pipeline',
        scopes: ['feedback:read', 'updates:read', 'updates:write'],
        status: 'active',
      },
      { name: 'Old import script', scopes: ['feedback:write'], status: 'revoked' },
    ])
    expect(keys[0]?.createdBy).toEqual({ id: demoOwner.id, name: 'Demo owner' })
  })
})
