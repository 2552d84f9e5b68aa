/**
 * The OAuth authorization code flow with PKCE, end to end in process: consent, code, token, refresh, revoke;
 * each refusal the standards ask for (wrong verifier, reused code, wrong redirect or resource, expiry, refresh
 * reuse); and what a token's viewer may reach: the person's own role, re-read on every call, in one
 * organisation only.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seedDemoConnectedApp } from '~/features/oauth/demo-oauth.server'
import { authenticateOAuthAccessToken, protectedResourceMetadataUrl } from '~/features/oauth/index.server'
import { disconnectApp, listConnectedApps } from '~/features/oauth/server/connected-apps.server'
import { describeAuthorization } from '~/features/oauth/server/consent.server'
import { sweepOAuthLeftovers } from '~/features/oauth/server/sweep.server'
import { answerTokenRequest } from '~/features/oauth/server/token-endpoint.server'
import { topicOf } from '~/lib/live-topics'
import { CONNECTED_APPS_CHANGED, OAUTH_DEFAULT_SCOPES } from '~/lib/oauth-rules'
import type { Viewer } from '~/lib/viewer'
import { getOrganizationAccess, isSiteAdmin } from '~/server/authz.server'
import type { DatabaseHandle } from '~/server/db/client.server'
import {
  liveEvent,
  member,
  oauthAuthorizationCode,
  oauthClient,
  oauthGrant,
  oauthToken,
  user,
} from '~/server/db/schema'
import { createTestAuth } from '../helpers/test-auth'
import { createTestDatabase } from '../helpers/test-database'
import { type Org, orgFixtures, outcome, type Person } from '../helpers/test-orgs'
import { ORIGIN, oauthWorld, pkce, REDIRECT, RESOURCE } from './oauth-support'

let database: DatabaseHandle
let t: ReturnType<typeof createTestAuth>
let f: ReturnType<typeof orgFixtures>
let w: ReturnType<typeof oauthWorld>
let owner: Person
let admin: Person
let plain: Person
let outsider: Person
let org: Org
let otherOrg: Org

const db = () => database.db

async function viewerOf(accessToken: string, now?: Date): Promise<Viewer> {
  const result = await authenticateOAuthAccessToken(db(), `Bearer ${accessToken}`, {
    resource: RESOURCE,
    now,
  })
  if (!result.ok) throw new Error(`refused: ${result.refusal}`)
  return result.viewer
}

async function refusalOf(accessToken: string, options: { resource?: string; now?: Date } = {}) {
  const result = await authenticateOAuthAccessToken(db(), `Bearer ${accessToken}`, {
    resource: options.resource ?? RESOURCE,
    now: options.now,
  })
  return result.ok ? 'ok' : result.refusal
}

/** A client, consent by `person` for `organization`, and the first token pair. */
async function connected(person: Person, organization = org.slug, extra: Record<string, string> = {}) {
  const clientId = await w.publicClient()
  const { code, verifier } = await w.authorize(person.viewer, clientId, organization, extra)
  const answer = await w.exchange(clientId, code, verifier)
  expect(answer.status, JSON.stringify(answer.json)).toBe(200)
  return { clientId, tokens: answer.json as { access_token: string; refresh_token: string; scope: string } }
}

beforeAll(async () => {
  database = await createTestDatabase()
  t = createTestAuth(database, { relaxedRateLimits: true })
  f = orgFixtures(database, t)
  w = oauthWorld(database)
  owner = await f.newPerson('Owner')
  admin = await f.newPerson('Admin')
  plain = await f.newPerson('Member')
  outsider = await f.newPerson('Outsider')
  org = await f.createOrganization(owner, 'Connected Team')
  await f.addMember(org, admin, 'admin')
  await f.addMember(org, plain, 'member')
  otherOrg = await f.createOrganization(outsider, 'Other Team')
})

afterAll(async () => {
  await database?.close()
})

describe('the code flow', () => {
  test('consent, code and token: the token speaks for the person, in one organisation, with the scopes granted', async () => {
    const clientId = await w.publicClient('Claude')
    const { code, verifier, location } = await w.authorize(admin.viewer, clientId, org.slug, {
      scope: 'feedback:read feedback:write',
    })
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT)
    expect(location.searchParams.get('state')).toBe('state-123')
    expect(location.searchParams.get('iss')).toBe(ORIGIN)
    expect(code).toMatch(/^poc_/)
    // Only the code's hash is kept.
    const codes = await db().select().from(oauthAuthorizationCode)
    expect(JSON.stringify(codes)).not.toContain(code)

    const answer = await w.exchange(clientId, code, verifier)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('no-store')
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe('*')
    expect(answer.json).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'feedback:read feedback:write',
    })
    expect(answer.json.access_token).toMatch(/^poa_[A-Za-z0-9_-]{43}$/)
    expect(answer.json.refresh_token).toMatch(/^por_[A-Za-z0-9_-]{43}$/)

    const viewer = await viewerOf(answer.json.access_token)
    expect(viewer).toMatchObject({
      userId: admin.id,
      email: admin.email,
      apiKey: {
        organizationId: org.id,
        projectId: null,
        scopes: ['feedback:read', 'feedback:write'],
        keyName: 'Claude',
        oauthClient: { id: clientId, name: 'Claude' },
      },
    })
    const access = await getOrganizationAccess(db(), viewer, org.slug)
    expect(access.role).toBe('admin')
  })

  test('no scope asked: reading only', async () => {
    const { tokens } = await connected(plain)
    expect(tokens.scope.split(' ')).toEqual(OAUTH_DEFAULT_SCOPES)
    expect(tokens.scope).not.toContain('write')
  })

  test('a wrong verifier is refused and spends the code', async () => {
    const clientId = await w.publicClient()
    const { code, verifier } = await w.authorize(admin.viewer, clientId, org.slug)
    const wrong = await w.exchange(clientId, code, pkce().verifier)
    expect(wrong.status).toBe(400)
    expect(wrong.json.error).toBe('invalid_grant')
    expect((await w.exchange(clientId, code, verifier)).json.error).toBe('invalid_grant')
  })

  test('a reused code is refused, and the grant it made is revoked with its tokens', async () => {
    const clientId = await w.publicClient()
    const { code, verifier } = await w.authorize(admin.viewer, clientId, org.slug)
    const first = await w.exchange(clientId, code, verifier)
    expect(first.status).toBe(200)
    expect(await refusalOf(first.json.access_token)).toBe('ok')
    const replay = await w.exchange(clientId, code, verifier)
    expect(replay.status).toBe(400)
    expect(replay.json.error).toBe('invalid_grant')
    expect(await refusalOf(first.json.access_token)).toBe('revoked')
    const refreshed = await w.token({
      grant_type: 'refresh_token',
      refresh_token: first.json.refresh_token,
      client_id: clientId,
    })
    expect(refreshed.json.error).toBe('invalid_grant')
  })

  test.each([
    ['another redirect URI', { redirect_uri: 'http://127.0.0.1:33418/other' }, 'invalid_grant'],
    ['another resource', { resource: 'https://elsewhere.example/api/mcp' }, 'invalid_target'],
    ['no verifier', { code_verifier: '' }, 'invalid_request'],
    ['no redirect URI', { redirect_uri: '' }, 'invalid_request'],
  ])('the exchange with %s is refused (%s)', async (_label, extra, error) => {
    const clientId = await w.publicClient()
    const { code, verifier } = await w.authorize(admin.viewer, clientId, org.slug)
    const answer = await w.exchange(clientId, code, verifier, extra)
    expect(answer.status).toBe(400)
    expect(answer.json.error).toBe(error)
  })

  test('another client cannot use the code', async () => {
    const clientId = await w.publicClient()
    const thief = await w.publicClient('Thief')
    const { code, verifier } = await w.authorize(admin.viewer, clientId, org.slug)
    expect((await w.exchange(thief, code, verifier)).json.error).toBe('invalid_grant')
    expect((await w.exchange(clientId, code, verifier)).status).toBe(200)
  })

  test('an unknown client is invalid_client (401); an unknown grant type is unsupported', async () => {
    const unknown = await w.token({ grant_type: 'authorization_code', code: 'x', client_id: 'pcl_nobody' })
    expect(unknown.status).toBe(401)
    expect(unknown.json.error).toBe('invalid_client')
    const clientId = await w.publicClient()
    const implicit = await w.token({ grant_type: 'password', client_id: clientId })
    expect(implicit.status).toBe(400)
    expect(implicit.json.error).toBe('unsupported_grant_type')
    const json = await w.token(
      { grant_type: 'authorization_code', client_id: clientId },
      {
        'Content-Type': 'application/json',
      },
    )
    expect(json.json.error).toBe('invalid_request')
  })

  test('a code expires after five minutes', async () => {
    const clientId = await w.publicClient()
    const { code, verifier } = await w.authorize(admin.viewer, clientId, org.slug)
    const later = new Date(Date.now() + 5 * 60 * 1000 + 1000)
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: REDIRECT,
      client_id: clientId,
    })
    const answer = await answerTokenRequest(db(), ORIGIN, null, form, later)
    expect(answer).toMatchObject({ ok: false, error: 'invalid_grant' })
  })

  test('an access token expires after an hour, and is bound to its resource', async () => {
    const { tokens } = await connected(admin)
    expect(await refusalOf(tokens.access_token, { now: new Date(Date.now() + 3599 * 1000) })).toBe('ok')
    expect(await refusalOf(tokens.access_token, { now: new Date(Date.now() + 3601 * 1000) })).toBe('expired')
    expect(await refusalOf(tokens.access_token, { resource: 'https://elsewhere.example/api/mcp' })).toBe(
      'unknown',
    )
    // One character changed (never to itself: a token ending in "A" stays itself with an "A").
    const last = tokens.access_token.slice(-1)
    expect(await refusalOf(`${tokens.access_token.slice(0, -1)}${last === 'A' ? 'B' : 'A'}`)).toBe('unknown')
    expect(await refusalOf(tokens.refresh_token)).toBe('malformed')
    expect((await authenticateOAuthAccessToken(db(), null, { resource: RESOURCE })).ok).toBe(false)
  })

  test('the protected-resource metadata URL', () => {
    expect(protectedResourceMetadataUrl(ORIGIN)).toBe(
      `${ORIGIN}/.well-known/oauth-protected-resource/api/mcp`,
    )
  })
})

describe('refresh', () => {
  test('rotation: each refresh token works once; a reused one revokes the whole grant', async () => {
    const { clientId, tokens } = await connected(admin)
    const first = await w.token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: clientId,
    })
    expect(first.status).toBe(200)
    expect(first.json.refresh_token).not.toBe(tokens.refresh_token)
    expect(await refusalOf(first.json.access_token)).toBe('ok')

    const reuse = await w.token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: clientId,
    })
    expect(reuse.status).toBe(400)
    expect(reuse.json.error).toBe('invalid_grant')
    // The legitimate holder's new tokens end too: there is no telling which party is which.
    expect(await refusalOf(first.json.access_token)).toBe('revoked')
    const next = await w.token({
      grant_type: 'refresh_token',
      refresh_token: first.json.refresh_token,
      client_id: clientId,
    })
    expect(next.json.error).toBe('invalid_grant')
  })

  test('a refresh may narrow the scopes, never widen them', async () => {
    const { clientId, tokens } = await connected(admin, org.slug, { scope: 'feedback:read updates:read' })
    const wider = await w.token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: clientId,
      scope: 'feedback:read feedback:write',
    })
    expect(wider.json.error).toBe('invalid_scope')
    const narrower = await w.token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: clientId,
      scope: 'feedback:read',
    })
    expect(narrower.status).toBe(200)
    expect(narrower.json.scope).toBe('feedback:read')
  })

  test('another client cannot use the refresh token', async () => {
    const { tokens } = await connected(admin)
    const thief = await w.publicClient('Thief')
    const answer = await w.token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: thief,
    })
    expect(answer.json.error).toBe('invalid_grant')
  })
})

describe('revocation (RFC 7009)', () => {
  test('an access token ends alone; a refresh token ends the connection', async () => {
    const { clientId, tokens } = await connected(admin)
    expect((await w.revoke({ token: tokens.access_token, client_id: clientId })).status).toBe(200)
    expect(await refusalOf(tokens.access_token)).toBe('revoked')
    const refreshed = await w.token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: clientId,
    })
    expect(refreshed.status).toBe(200)
    expect((await w.revoke({ token: refreshed.json.refresh_token, client_id: clientId })).status).toBe(200)
    expect(await refusalOf(refreshed.json.access_token)).toBe('revoked')
  })

  test('another client revoking a token changes nothing, and is told nothing', async () => {
    const { tokens } = await connected(admin)
    const other = await w.publicClient('Other')
    expect((await w.revoke({ token: tokens.access_token, client_id: other })).status).toBe(200)
    expect(await refusalOf(tokens.access_token)).toBe('ok')
    expect((await w.revoke({ token: 'poa_unknown', client_id: other })).status).toBe(200)
    expect((await w.revoke({ token: tokens.access_token, client_id: 'pcl_nobody' })).status).toBe(401)
  })
})

describe('confidential clients', () => {
  test('the secret is required, the way it registered', async () => {
    const registered = await w.register({ client_name: 'Server app', redirect_uris: [REDIRECT] })
    const { client_id: clientId, client_secret: secret } = registered.json
    const { code, verifier } = await w.authorize(admin.viewer, clientId, org.slug)
    const fields = {
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: REDIRECT,
    }
    const noSecret = await w.token({ ...fields, client_id: clientId })
    expect(noSecret.status).toBe(401)
    const basic = `Basic ${Buffer.from(`${clientId}:wrong`).toString('base64')}`
    const wrong = await w.token(fields, { Authorization: basic })
    expect(wrong.status).toBe(401)
    expect(wrong.headers.get('WWW-Authenticate')).toMatch(/^Basic/)
    const good = `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`
    expect((await w.token(fields, { Authorization: good })).status).toBe(200)
  })
})

describe('the authorization request', () => {
  async function consentFor(params: Record<string, string>, viewer: Viewer = admin.viewer) {
    return describeAuthorization(db(), ORIGIN, { viewer, impersonatedBy: null }, params)
  }

  test('an unknown client or a redirect URI it did not register is an error page, never a redirect', async () => {
    const clientId = await w.publicClient()
    const { challenge } = pkce()
    const base = {
      client_id: clientId,
      redirect_uri: REDIRECT,
      response_type: 'code',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }
    expect((await consentFor({ ...base, client_id: 'pcl_nobody' })).kind).toBe('fatal')
    expect((await consentFor({ ...base, redirect_uri: 'https://evil.example/cb' })).kind).toBe('fatal')
    // Exact match: not even a prefix or another port.
    expect((await consentFor({ ...base, redirect_uri: `${REDIRECT}/x` })).kind).toBe('fatal')
    expect((await consentFor({ ...base, redirect_uri: 'http://127.0.0.1:1/callback' })).kind).toBe('fatal')
    const decided = await w.decide(admin.viewer, {
      ...base,
      redirect_uri: 'https://evil.example/cb',
      decision: 'allow',
      organization: org.slug,
    })
    expect(decided.status).toBe(400)
    expect(decided.location).toBeNull()
  })

  test.each([
    ['no PKCE', { code_challenge: '' }, 'invalid_request'],
    ['plain PKCE', { code_challenge_method: 'plain' }, 'invalid_request'],
    ['the token response type', { response_type: 'token' }, 'unsupported_response_type'],
    ['an unknown scope', { scope: 'feedback:read root' }, 'invalid_scope'],
    ['the webhooks scope', { scope: 'webhooks:manage' }, 'invalid_scope'],
    ['another resource', { resource: 'https://elsewhere.example/api/mcp' }, 'invalid_target'],
  ])('%s goes back to the app as %s, with state and iss', async (_label, extra, error) => {
    const clientId = await w.publicClient()
    const view = await consentFor({
      client_id: clientId,
      redirect_uri: REDIRECT,
      response_type: 'code',
      code_challenge: pkce().challenge,
      code_challenge_method: 'S256',
      state: 'xyz',
      ...extra,
    })
    expect(view.kind).toBe('redirect')
    const location = new URL((view as { location: string }).location)
    expect(location.searchParams.get('error')).toBe(error)
    expect(location.searchParams.get('state')).toBe('xyz')
    expect(location.searchParams.get('iss')).toBe(ORIGIN)
  })

  test('the consent screen: the client as it named itself, the scopes, the person’s organisations', async () => {
    const clientId = await w.publicClient('Claude')
    const view = await consentFor({
      client_id: clientId,
      redirect_uri: REDIRECT,
      response_type: 'code',
      code_challenge: pkce().challenge,
      code_challenge_method: 'S256',
      scope: 'chat:read',
    })
    expect(view).toMatchObject({
      kind: 'consent',
      client: { name: 'Claude', redirectHost: '127.0.0.1:33418' },
      scopes: ['chat:read'],
      organizations: [{ slug: org.slug, name: 'Connected Team' }],
    })
    await expect(describeAuthorization(db(), ORIGIN, null, { client_id: clientId })).rejects.toThrow()
    const impersonated = await describeAuthorization(
      db(),
      ORIGIN,
      { viewer: admin.viewer, impersonatedBy: owner.id },
      {
        client_id: clientId,
        redirect_uri: REDIRECT,
        response_type: 'code',
        code_challenge: pkce().challenge,
        code_challenge_method: 'S256',
      },
    )
    expect(impersonated.kind).toBe('fatal')
  })

  test('Deny sends access_denied with the state; no grant is made', async () => {
    const clientId = await w.publicClient()
    const answer = await w.decide(admin.viewer, {
      client_id: clientId,
      redirect_uri: REDIRECT,
      response_type: 'code',
      code_challenge: pkce().challenge,
      code_challenge_method: 'S256',
      state: 'deny-state',
      decision: 'deny',
    })
    expect(answer.status).toBe(200)
    const location = new URL(answer.location ?? '')
    expect(location.searchParams.get('error')).toBe('access_denied')
    expect(location.searchParams.get('state')).toBe('deny-state')
    expect(location.searchParams.get('code')).toBeNull()
    expect(await db().select().from(oauthGrant).where(eq(oauthGrant.clientId, clientId))).toEqual([])
  })

  test('an organisation the person is not in cannot be granted; a cross-site form counts for nothing', async () => {
    const clientId = await w.publicClient()
    const fields = {
      client_id: clientId,
      redirect_uri: REDIRECT,
      response_type: 'code',
      code_challenge: pkce().challenge,
      code_challenge_method: 'S256',
      decision: 'allow',
    }
    const elsewhere = await w.decide(admin.viewer, { ...fields, organization: otherOrg.slug })
    expect(elsewhere.status).toBe(303)
    expect(elsewhere.location).toMatch(/^\/oauth\/authorize\?.*problem=organization/)
    const crossSite = await w.decide(admin.viewer, { ...fields, organization: org.slug }, { crossSite: true })
    expect(crossSite.status).toBe(403)
    const signedOut = await w.decide(null, { ...fields, organization: org.slug })
    expect(signedOut.location).toMatch(/^\/sign-in\?redirect=/)
    const impersonated = await w.decide(
      admin.viewer,
      { ...fields, organization: org.slug },
      { impersonatedBy: owner.id },
    )
    expect(impersonated.status).toBe(403)
    expect(await db().select().from(oauthGrant).where(eq(oauthGrant.clientId, clientId))).toEqual([])
  })

  test('consenting again updates the one grant for that app and organisation', async () => {
    const clientId = await w.publicClient()
    await w.authorize(plain.viewer, clientId, org.slug, { scope: 'feedback:read feedback:write' })
    await w.authorize(plain.viewer, clientId, org.slug, { scope: 'feedback:read' })
    const grants = await db().select().from(oauthGrant).where(eq(oauthGrant.clientId, clientId))
    expect(grants).toHaveLength(1)
    expect(grants[0]?.scopes).toEqual(['feedback:read'])
  })
})

describe('what a token reaches', () => {
  test('the person’s own role, re-read on every call: demoted, then removed', async () => {
    const person = await f.newPerson('Demoted')
    await f.addMember(org, person, 'admin')
    const { tokens } = await connected(person)
    expect((await getOrganizationAccess(db(), await viewerOf(tokens.access_token), org.slug)).role).toBe(
      'admin',
    )

    await db()
      .update(member)
      .set({ role: 'member' })
      .where(and(eq(member.organizationId, org.id), eq(member.userId, person.id)))
    expect((await getOrganizationAccess(db(), await viewerOf(tokens.access_token), org.slug)).role).toBe(
      'member',
    )

    // A viewer authenticated a moment before the removal reaches nothing: authz re-reads the membership.
    const before = await viewerOf(tokens.access_token)
    await db()
      .delete(member)
      .where(and(eq(member.organizationId, org.id), eq(member.userId, person.id)))
    expect(await outcome(getOrganizationAccess(db(), before, org.slug))).toBe('NOT_FOUND')
    // And the token itself no longer authenticates: the grant ended with the membership.
    expect(await refusalOf(tokens.access_token)).toBe('revoked')
  })

  test('invited back after a removal, the old grant stays ended', async () => {
    const person = await f.newPerson('Returning')
    await f.addMember(org, person, 'member')
    const { tokens } = await connected(person)
    await db()
      .delete(member)
      .where(and(eq(member.organizationId, org.id), eq(member.userId, person.id)))
    await f.addMember(org, person, 'member')
    expect(await refusalOf(tokens.access_token)).toBe('revoked')
    expect(await listConnectedApps(db(), person.viewer)).toEqual([])
  })

  test('another organisation is unreachable, even one the person belongs to', async () => {
    const both = await f.newPerson('In both')
    await f.addMember(org, both, 'member')
    await f.addMember(otherOrg, both, 'admin')
    const { tokens } = await connected(both)
    const viewer = await viewerOf(tokens.access_token)
    expect(await outcome(getOrganizationAccess(db(), viewer, otherOrg.slug))).toBe('NOT_FOUND')
    expect(await outcome(getOrganizationAccess(db(), viewer, org.slug))).toBe('ok')
  })

  test('a site admin’s app is no site admin: one organisation, the person’s role there', async () => {
    const siteAdmin = await f.newPerson('Site admin', { siteRole: 'admin' })
    await f.addMember(org, siteAdmin, 'member')
    const { tokens } = await connected(siteAdmin)
    const viewer = await viewerOf(tokens.access_token)
    expect(viewer.role).toBe('admin')
    expect(isSiteAdmin(viewer)).toBe(false)
    expect((await getOrganizationAccess(db(), viewer, org.slug)).role).toBe('member')
    expect(await outcome(getOrganizationAccess(db(), viewer, otherOrg.slug))).toBe('NOT_FOUND')
  })

  test('a banned person’s tokens stop working', async () => {
    const person = await f.newPerson('Banned')
    await f.addMember(org, person, 'member')
    const { tokens } = await connected(person)
    await db().update(user).set({ banned: true }).where(eq(user.id, person.id))
    expect(await refusalOf(tokens.access_token)).toBe('revoked')
  })

  test('deleting the account deletes its grants and tokens', async () => {
    const person = await f.newPerson('Leaving')
    await f.addMember(org, person, 'member')
    const { tokens } = await connected(person)
    await db().delete(user).where(eq(user.id, person.id))
    expect(await db().select().from(oauthGrant).where(eq(oauthGrant.userId, person.id))).toEqual([])
    expect(await refusalOf(tokens.access_token)).toBe('unknown')
  })

  test('last used is written at most once a minute', async () => {
    const { tokens } = await connected(plain)
    const now = new Date(Date.now() + 1000)
    const viewer = await viewerOf(tokens.access_token, now)
    const read = async () =>
      (
        await db()
          .select()
          .from(oauthGrant)
          .where(eq(oauthGrant.id, viewer.apiKey?.keyId ?? ''))
      )[0]?.lastUsedAt
    expect((await read())?.getTime()).toBe(now.getTime())
    await viewerOf(tokens.access_token, new Date(now.getTime() + 30_000))
    expect((await read())?.getTime()).toBe(now.getTime())
    await viewerOf(tokens.access_token, new Date(now.getTime() + 61_000))
    expect((await read())?.getTime()).toBe(now.getTime() + 61_000)
  })
})

/** How many times a person's live topic was told their connected apps changed. */
async function changesOn(topic: string): Promise<number> {
  const rows = await db()
    .select({ id: liveEvent.id })
    .from(liveEvent)
    .where(and(eq(liveEvent.topic, topic), eq(liveEvent.type, CONNECTED_APPS_CHANGED)))
  return rows.length
}

describe('connected apps', () => {
  test('the person lists and disconnects their own; disconnecting ends the tokens at once', async () => {
    const person = await f.newPerson('Lister')
    await f.addMember(org, person, 'member')
    expect(await listConnectedApps(db(), person.viewer)).toEqual([])
    const topic = topicOf.user(person.viewer.userId)
    expect(await changesOn(topic)).toBe(0)
    const { tokens } = await connected(person, org.slug, { scope: 'chat:read' })
    // Their Connected apps page, open in another tab, follows the connection live.
    expect(await changesOn(topic)).toBe(1)
    const apps = await listConnectedApps(db(), person.viewer)
    expect(apps).toEqual([
      expect.objectContaining({
        client: expect.objectContaining({ name: 'Claude' }),
        organization: { name: 'Connected Team', slug: org.slug },
        scopes: ['chat:read'],
        lastUsedAt: null,
      }),
    ])
    await disconnectApp(db(), person.viewer, apps[0]?.id ?? '')
    expect(await changesOn(topic)).toBe(2)
    expect(await refusalOf(tokens.access_token)).toBe('revoked')
    expect(await listConnectedApps(db(), person.viewer)).toEqual([])
    const tokenRows = await db()
      .select()
      .from(oauthToken)
      .where(eq(oauthToken.grantId, apps[0]?.id ?? ''))
    expect(tokenRows.every((row) => row.revokedAt !== null)).toBe(true)
  })

  test("the demo's connection is listed once, however often the seed runs, and carries no usable token", async () => {
    const person = await f.newPerson('Demo like')
    await f.addMember(org, person, 'member')
    const seed = { organizationId: org.id, userId: person.viewer.userId, baseUrl: ORIGIN }
    await seedDemoConnectedApp(db(), seed)
    await seedDemoConnectedApp(db(), seed)
    const apps = await listConnectedApps(db(), person.viewer)
    expect(apps).toEqual([
      expect.objectContaining({
        client: expect.objectContaining({ name: 'Claude' }),
        organization: { name: 'Connected Team', slug: org.slug },
      }),
    ])
    const tokens = await db()
      .select()
      .from(oauthToken)
      .where(eq(oauthToken.grantId, apps[0]?.id ?? ''))
    expect(tokens).toEqual([])
  })

  test('only the person themself: others, the anonymous and tokens are refused', async () => {
    const person = await f.newPerson('Owner of apps')
    await f.addMember(org, person, 'member')
    const { tokens } = await connected(person)
    const [app] = await listConnectedApps(db(), person.viewer)
    const tokenViewer = await viewerOf(tokens.access_token)
    const siteAdmin = await f.newPerson('Site admin', { siteRole: 'admin' })
    const matrix = {
      owner: await outcome(disconnectApp(db(), owner.viewer, app?.id ?? '')),
      siteAdmin: await outcome(disconnectApp(db(), siteAdmin.viewer, app?.id ?? '')),
      anonymous: await outcome(disconnectApp(db(), null, app?.id ?? '')),
      token: await outcome(disconnectApp(db(), tokenViewer, app?.id ?? '')),
      listByToken: await outcome(listConnectedApps(db(), tokenViewer)),
      listAnonymous: await outcome(listConnectedApps(db(), null)),
    }
    expect(matrix).toEqual({
      owner: 'NOT_FOUND',
      siteAdmin: 'NOT_FOUND',
      anonymous: 'UNAUTHORIZED',
      token: 'UNAUTHORIZED',
      listByToken: 'UNAUTHORIZED',
      listAnonymous: 'UNAUTHORIZED',
    })
    expect(await listConnectedApps(db(), owner.viewer)).not.toContainEqual(
      expect.objectContaining({ id: app?.id }),
    )
    expect(await refusalOf(tokens.access_token)).toBe('ok')
    expect(await outcome(disconnectApp(db(), person.viewer, app?.id ?? ''))).toBe('ok')
  })
})

describe('the sweep', () => {
  test('expired codes and tokens go, and clients never connected after a day; grants and live tokens stay', async () => {
    const { clientId, tokens } = await connected(admin)
    const abandoned = await w.publicClient('Abandoned client')
    const unused = await w.publicClient('Code never exchanged')
    await w.authorize(admin.viewer, unused, org.slug)
    const inTwoDays = new Date(Date.now() + 2 * 24 * 3600 * 1000)

    const swept = await sweepOAuthLeftovers(db(), inTwoDays)
    expect(swept.clients).toBeGreaterThanOrEqual(1)
    expect(swept.codes).toBeGreaterThanOrEqual(1)
    expect(swept.tokens).toBeGreaterThanOrEqual(1)
    const clients = (await db().select({ id: oauthClient.id }).from(oauthClient)).map(({ id }) => id)
    expect(clients).toContain(clientId)
    expect(clients).toContain(unused) // consented once: its grant is the record Connected apps shows
    expect(clients).not.toContain(abandoned)
    expect(await db().select().from(oauthAuthorizationCode)).toEqual([])
    // The access token (an hour) is gone; the refresh token (30 days) still refreshes.
    expect(await refusalOf(tokens.access_token)).toBe('unknown')
    const refreshed = await w.token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: clientId,
    })
    expect(refreshed.status, JSON.stringify(refreshed.json)).toBe(200)

    // A client registered just now is not swept, whatever it has.
    const fresh = await w.publicClient('Just registered')
    await sweepOAuthLeftovers(db())
    expect((await db().select({ id: oauthClient.id }).from(oauthClient)).map(({ id }) => id)).toContain(fresh)
  })
})
