/**
 * Who manages an organisation's webhooks (issue 39), through the server module every server function and API
 * operation calls: owners and admins (and site admins, and an API key) do everything but reveal a secret, which
 * is for owners; members, outsiders, anonymous visitors and other organisations' admins are told the
 * organisation has no such thing (not found), whatever they try. Also the limits and the URL checks at save.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApiKey } from '~/features/api-keys/server/api-keys.server'
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listLastWebhookDeliveries,
  listWebhookDeliveries,
  listWebhookEndpoints,
  listWebhookProjects,
  resendWebhookDelivery,
  revealWebhookSecret,
  rotateWebhookSecret,
  sendWebhookTest,
  setWebhookEndpointEnabled,
  updateWebhookEndpoint,
  type WebhookNetwork,
} from '~/features/webhooks/server/webhooks.server'
import type { WebhookFormValues } from '~/features/webhooks/webhooks.schemas'
import { parseTopic } from '~/lib/live-topics'
import type { Viewer } from '~/lib/viewer'
import { MAX_WEBHOOK_ENDPOINTS } from '~/lib/webhook-rules'
import { authenticateApiKey } from '~/server/api/api-key-auth.server'
import { getOrganizationAccess, topicsViewerMayRead } from '~/server/authz.server'
import type { DatabaseHandle } from '~/server/db/client.server'
import { liveEvent, webhookEndpoint } from '~/server/db/schema'
import { createTestAuth } from '../helpers/test-auth'
import { createTestDatabase } from '../helpers/test-database'
import { expectAppError, type Org, orgFixtures, outcome, type Person } from '../helpers/test-orgs'

type Persona = 'owner' | 'admin' | 'siteAdmin' | 'apiKey' | 'member' | 'outsider' | 'anonymous' | 'otherAdmin'

let database: DatabaseHandle
const people = {} as Record<Exclude<Persona, 'anonymous' | 'apiKey'>, Person>
let org: Org
let otherOrg: Org
let projectA: { id: string; slug: string }
let otherProject: { id: string; slug: string }
let apiKeyViewer: Viewer

const db = () => database.db
/** A public name (example.com's address), so the checks at save pass without the network. */
const publicNetwork: WebhookNetwork = {
  allowPrivateNetworks: false,
  resolve: async () => [{ address: '93.184.216.34', family: 4 }],
}
const form = (overrides: Partial<WebhookFormValues> = {}): WebhookFormValues => ({
  url: 'https://hooks.example.com/parley',
  description: 'CI',
  allEvents: false,
  eventTypes: ['feedback.created'],
  projectIds: [],
  format: 'standard',
  ...overrides,
})
const accessOf = (viewer: Viewer | null, slug = org.slug) => getOrganizationAccess(db(), viewer, slug)

beforeAll(async () => {
  database = await createTestDatabase()
  const t = createTestAuth(database, { relaxedRateLimits: true })
  const f = orgFixtures(database, t)
  people.owner = await f.newPerson('Owner')
  people.admin = await f.newPerson('Admin')
  people.member = await f.newPerson('Member')
  people.outsider = await f.newPerson('Outsider')
  people.siteAdmin = await f.newPerson('Site admin', { siteRole: 'admin' })
  people.otherAdmin = await f.newPerson('Other admin')
  org = await f.createOrganization(people.owner, 'Hooked Team')
  await f.addMember(org, people.admin, 'admin')
  await f.addMember(org, people.member, 'member')
  otherOrg = await f.createOrganization(people.otherAdmin, 'Other Team')
  // Public projects: outsiders know of the organisations, and still see no webhooks.
  projectA = await f.insertProject(org, 'public')
  otherProject = await f.insertProject(otherOrg, 'public')
  const key = await createApiKey(db(), await accessOf(people.owner.viewer), {
    name: 'Hooks',
    scopes: ['projects:read'],
    projectId: '',
    expiresOn: '',
  })
  const authenticated = await authenticateApiKey(db(), `Bearer ${key.secret}`)
  if (!authenticated.ok) throw new Error('key refused')
  apiKeyViewer = authenticated.viewer
}, 120_000)
afterAll(() => database?.close())

const viewerOf = (persona: Persona): Viewer | null =>
  persona === 'anonymous' ? null : persona === 'apiKey' ? apiKeyViewer : people[persona].viewer

const manages: Record<Persona, boolean> = {
  owner: true,
  admin: true,
  siteAdmin: true,
  apiKey: true,
  member: false,
  outsider: false,
  anonymous: false,
  otherAdmin: false,
}
const reveals: Record<Persona, boolean> = { ...manages, admin: false, apiKey: false }

describe('the authorization matrix', () => {
  test.each(Object.keys(manages) as Persona[])('%s', async (persona) => {
    const viewer = viewerOf(persona)
    const expected = manages[persona] ? 'ok' : 'NOT_FOUND'
    const target = (
      await createWebhookEndpoint(db(), await accessOf(people.owner.viewer), form(), publicNetwork)
    ).endpoint
    const test = await sendWebhookTest(db(), await accessOf(people.owner.viewer), target.id, 'http://app')
    const access = () => accessOf(viewer)
    const calls: [string, () => Promise<unknown>][] = [
      ['list', async () => listWebhookEndpoints(db(), await access())],
      [
        'last deliveries',
        async () => {
          const last = await listLastWebhookDeliveries(db(), await access())
          expect(last[target.id]?.id).toBe(test.id)
        },
      ],
      ['get', async () => getWebhookEndpoint(db(), await access(), target.id)],
      ['projects', async () => listWebhookProjects(db(), await access())],
      ['create', async () => createWebhookEndpoint(db(), await access(), form(), publicNetwork)],
      [
        'update',
        async () =>
          updateWebhookEndpoint(db(), await access(), target.id, { description: 'x' }, publicNetwork),
      ],
      ['disable', async () => setWebhookEndpointEnabled(db(), await access(), target.id, false)],
      ['enable', async () => setWebhookEndpointEnabled(db(), await access(), target.id, true)],
      ['rotate', async () => rotateWebhookSecret(db(), await access(), target.id)],
      ['test', async () => sendWebhookTest(db(), await access(), target.id, 'http://app')],
      ['deliveries', async () => listWebhookDeliveries(db(), await access(), target.id, { limit: 10 })],
      ['resend', async () => resendWebhookDelivery(db(), await access(), test.id)],
      ['delete', async () => deleteWebhookEndpoint(db(), await access(), target.id)],
    ]
    const results: Record<string, string> = {}
    for (const [name, call] of calls) results[name] = await outcome(call)
    expect(results).toEqual(Object.fromEntries(calls.map(([name]) => [name, expected])))
    const other = (
      await createWebhookEndpoint(db(), await accessOf(people.owner.viewer), form(), publicNetwork)
    ).endpoint
    expect(await outcome(async () => revealWebhookSecret(db(), await access(), other.id))).toBe(
      reveals[persona] ? 'ok' : 'NOT_FOUND',
    )
    await deleteWebhookEndpoint(db(), await accessOf(people.owner.viewer), other.id)
    const left = await db().select().from(webhookEndpoint).where(eq(webhookEndpoint.organizationId, org.id))
    for (const endpoint of left)
      await deleteWebhookEndpoint(db(), await accessOf(people.owner.viewer), endpoint.id)
  })

  test('another organisation’s endpoint is not found, even for its own admin through this organisation', async () => {
    const theirs = await createWebhookEndpoint(
      db(),
      await accessOf(people.otherAdmin.viewer, otherOrg.slug),
      form(),
      publicNetwork,
    )
    const ours = await accessOf(people.owner.viewer)
    await expectAppError(getWebhookEndpoint(db(), ours, theirs.endpoint.id), 'NOT_FOUND')
    await expectAppError(
      updateWebhookEndpoint(db(), ours, theirs.endpoint.id, { description: 'x' }, publicNetwork),
      'NOT_FOUND',
    )
    await expectAppError(revealWebhookSecret(db(), ours, theirs.endpoint.id), 'NOT_FOUND')
    await expectAppError(deleteWebhookEndpoint(db(), ours, theirs.endpoint.id), 'NOT_FOUND')
    await expectAppError(
      createWebhookEndpoint(db(), ours, form({ projectIds: [otherProject.id] }), publicNetwork),
      'BAD_REQUEST',
    )
  })
})

describe('endpoints', () => {
  test('the secret is shown on creation and to owners; rotation keeps the old one signing for 24 hours', async () => {
    const owner = await accessOf(people.owner.viewer)
    const created = await createWebhookEndpoint(
      db(),
      owner,
      form({ projectIds: [projectA.id] }),
      publicNetwork,
    )
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    expect(created.endpoint).toMatchObject({
      projectIds: [projectA.id],
      enabled: true,
      previousSecretExpiresAt: null,
    })
    expect(JSON.stringify(created.endpoint)).not.toContain(created.secret)
    expect(await revealWebhookSecret(db(), owner, created.endpoint.id)).toEqual({ secret: created.secret })
    const now = new Date()
    const rotated = await rotateWebhookSecret(db(), owner, created.endpoint.id, now)
    expect(rotated.secret).not.toBe(created.secret)
    expect(rotated.endpoint.previousSecretExpiresAt).toBe(new Date(now.getTime() + 86_400_000).toISOString())
    const [row] = await db().select().from(webhookEndpoint).where(eq(webhookEndpoint.id, created.endpoint.id))
    expect(row?.previousSecret).toBe(created.secret)
    await deleteWebhookEndpoint(db(), owner, created.endpoint.id)
  })

  test('changes are announced on the organisation’s webhooks topic, not its general one', async () => {
    const owner = await accessOf(people.owner.viewer)
    const created = await createWebhookEndpoint(db(), owner, form(), publicNetwork)
    await setWebhookEndpointEnabled(db(), owner, created.endpoint.id, false)
    const events = await db()
      .select()
      .from(liveEvent)
      .where(eq(liveEvent.topic, `webhooks:${org.id}`))
    const ours = events.filter((event) => event.payload.endpointId === created.endpoint.id)
    expect(ours.map((event) => event.type)).toEqual(['webhooks.changed', 'webhooks.changed'])
    const general = await db()
      .select()
      .from(liveEvent)
      .where(eq(liveEvent.topic, `org:${org.id}`))
    expect(general.filter((event) => event.type === 'webhooks.changed')).toEqual([])
    const disabled = await getWebhookEndpoint(db(), owner, created.endpoint.id)
    expect(disabled).toMatchObject({ enabled: false, disabledReason: 'manual' })
    await deleteWebhookEndpoint(db(), owner, created.endpoint.id)
  })

  test('who may follow the webhooks topic: owners, admins and site admins', async () => {
    const topic = parseTopic(`webhooks:${org.id}`)!
    const mayRead = async (persona: Persona) =>
      (await topicsViewerMayRead(db(), viewerOf(persona), [topic]))[0]
    expect(
      Object.fromEntries(
        await Promise.all(
          (Object.keys(manages) as Persona[]).map(async (persona) => [persona, await mayRead(persona)]),
        ),
      ),
    ).toEqual({
      owner: true,
      admin: true,
      siteAdmin: true,
      apiKey: false,
      member: false,
      outsider: false,
      anonymous: false,
      otherAdmin: false,
    })
  })

  test('at most 25 per organisation', async () => {
    const owner = await accessOf(people.owner.viewer)
    for (let index = 0; index < MAX_WEBHOOK_ENDPOINTS; index++) {
      await createWebhookEndpoint(db(), owner, form({ description: `#${index}` }), publicNetwork)
    }
    await expectAppError(createWebhookEndpoint(db(), owner, form(), publicNetwork), 'CONFLICT')
    for (const endpoint of await listWebhookEndpoints(db(), owner)) {
      await deleteWebhookEndpoint(db(), owner, endpoint.id)
    }
  })

  test.each([
    ['http://hooks.example.com/x', [{ address: '93.184.216.34', family: 4 }], 'Use an https:// URL'],
    ['https://127.0.0.1/x', [], 'loopback'],
    ['https://[::ffff:10.0.0.1]/x', [], 'private network'],
    ['https://inside.example.com/x', [{ address: '169.254.169.254', family: 4 }], 'link-local'],
    [
      'https://mixed.example.com/x',
      [
        { address: '93.184.216.34', family: 4 },
        { address: 'fd00::1', family: 6 },
      ],
      'private',
    ],
    ['https://user:pw@hooks.example.com/x', [{ address: '93.184.216.34', family: 4 }], 'user name'],
  ])('%s is refused at save', async (url, addresses, message) => {
    const owner = await accessOf(people.owner.viewer)
    const network: WebhookNetwork = { allowPrivateNetworks: false, resolve: async () => addresses }
    await expectAppError(
      createWebhookEndpoint(db(), owner, form({ url }), network),
      'BAD_REQUEST',
      new RegExp(message),
    )
  })

  test('private addresses and http pass when private networks are allowed', async () => {
    const owner = await accessOf(people.owner.viewer)
    const created = await createWebhookEndpoint(db(), owner, form({ url: 'http://127.0.0.1:9/x' }), {
      allowPrivateNetworks: true,
    })
    expect(created.endpoint.url).toBe('http://127.0.0.1:9/x')
    await expectAppError(
      updateWebhookEndpoint(
        db(),
        owner,
        created.endpoint.id,
        { url: 'http://10.0.0.1/x' },
        { allowPrivateNetworks: false },
      ),
      'BAD_REQUEST',
    )
    await deleteWebhookEndpoint(db(), owner, created.endpoint.id)
  })
})
