import { and, asc, eq, gte, isNull, lt } from 'drizzle-orm'
import type { ApiScope } from '~/lib/api-scopes'
import { topicOf } from '~/lib/live-topics'
import {
  AUTHORIZATION_CODE_SECONDS,
  CONNECTED_APPS_CHANGED,
  OAUTH_CODE_PREFIX,
  parseOAuthScope,
} from '~/lib/oauth-rules'
import type { Viewer } from '~/lib/viewer'
import { getOrganizationAccess } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { member, oauthAuthorizationCode, oauthGrant, organization } from '~/server/db/schema'
import { isAppError } from '~/server/errors'
import { emitLiveEvent } from '~/server/live/emit.server'
import { type AuthorizeParamsInput, authorizeParamsSchema } from '../oauth.schemas'
import { findClient } from './clients.server'
import { mcpResourceOf } from './metadata.server'
import { hashSecret, newSecret, PKCE_CHALLENGE } from './tokens.server'

/** The authorization request's parameters, as they came (query string or the consent form's hidden fields). */
export type AuthorizeParams = AuthorizeParamsInput

const AUTHORIZE_PARAM_NAMES = authorizeParamsSchema.keyof().options

/**
 * The request's parameters from wherever they came (the query string, the consent form, the page's loader):
 * those of an authorization request only, each once, absent ones left out.
 */
export function authorizeParamsOf(
  get: (name: keyof AuthorizeParams) => string | null | undefined,
): AuthorizeParams {
  const params: AuthorizeParams = {}
  for (const name of AUTHORIZE_PARAM_NAMES) {
    const value = get(name)
    if (value !== null && value !== undefined) params[name] = value
  }
  return params
}

export type ValidAuthorization = {
  client: { id: string; name: string; clientUri: string | null }
  redirectUri: string
  state: string | null
  scopes: ApiScope[]
  codeChallenge: string
  resource: string
}

/**
 * What an authorization request comes to:
 * - `fatal`: the client or its redirect URI cannot be trusted, so the person sees an error page and nothing is
 *   sent anywhere (an open redirector otherwise);
 * - `redirect`: the client is known and the URI is its own, but the request is wrong: the error goes back to it;
 * - `valid`: the consent screen may be shown.
 */
export type AuthorizationCheck =
  | { kind: 'fatal'; message: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'valid'; request: ValidAuthorization }

/** The redirect URI with these parameters added (RFC 9207: always `iss`), keeping any query it has. */
export function redirectWith(
  redirectUri: string,
  params: Record<string, string | null>,
  issuer: string,
): string {
  const url = new URL(redirectUri)
  for (const [name, value] of Object.entries(params)) if (value !== null) url.searchParams.set(name, value)
  url.searchParams.set('iss', issuer)
  return url.toString()
}

export async function checkAuthorizationRequest(
  db: Database,
  baseUrl: string,
  params: AuthorizeParams,
): Promise<AuthorizationCheck> {
  const client = params.client_id ? await findClient(db, params.client_id) : null
  if (!client)
    return { kind: 'fatal', message: 'This app is not registered with Parley (unknown client_id).' }
  const redirectUri = params.redirect_uri
  // An exact match only: no prefix, no normalisation, no default.
  if (!redirectUri || !client.redirectUris.includes(redirectUri)) {
    return { kind: 'fatal', message: 'The address this app asked to return to is not one it registered.' }
  }
  const state = params.state ?? null
  const fail = (error: string, description: string): AuthorizationCheck => ({
    kind: 'redirect',
    location: redirectWith(redirectUri, { error, error_description: description, state }, baseUrl),
  })
  if (params.response_type !== 'code') return fail('unsupported_response_type', 'response_type must be code')
  if (!params.code_challenge || !PKCE_CHALLENGE.test(params.code_challenge)) {
    return fail('invalid_request', 'code_challenge is required (PKCE, S256)')
  }
  if (params.code_challenge_method !== 'S256') {
    return fail('invalid_request', 'code_challenge_method must be S256')
  }
  const resource = mcpResourceOf(baseUrl)
  if (params.resource !== undefined && params.resource !== resource) {
    return fail('invalid_target', `resource must be ${resource}`)
  }
  const scopes = parseOAuthScope(params.scope)
  if (!scopes) return fail('invalid_scope', 'scope names a scope this server does not grant')
  if (state !== null && state.length > 1000) return fail('invalid_request', 'state is too long')
  return {
    kind: 'valid',
    request: {
      client: { id: client.id, name: client.name, clientUri: client.clientUri },
      redirectUri,
      state,
      scopes,
      codeChallenge: params.code_challenge,
      resource,
    },
  }
}

/** The organisations a person may connect an app to: those they are a member of, by name. */
export async function listConnectableOrganizations(
  db: Database,
  viewer: Viewer,
): Promise<{ slug: string; name: string }[]> {
  return db
    .select({ slug: organization.slug, name: organization.name })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(eq(member.userId, viewer.userId))
    .orderBy(asc(organization.name), asc(organization.id))
}

export type AuthorizationDecision = { decision: 'allow' | 'deny'; organization: string | null }

/**
 * The person's answer on the consent screen, checked again from the start: the request, and that they are a
 * member of the organisation they chose. Allow makes (or updates) their grant for this client and organisation
 * and issues a single-use code bound to the client, the redirect URI, the PKCE challenge, the scopes and the
 * resource; Deny sends `access_denied`. Either way the answer goes to the exact redirect URI with `state` and
 * `iss`.
 */
export async function decideAuthorization(
  db: Database,
  baseUrl: string,
  viewer: Viewer,
  params: AuthorizeParams,
  decision: AuthorizationDecision,
  now = new Date(),
): Promise<
  | { kind: 'fatal'; message: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'choose-organization' }
> {
  const checked = await checkAuthorizationRequest(db, baseUrl, params)
  if (checked.kind !== 'valid') return checked
  const request = checked.request
  if (decision.decision === 'deny') {
    return {
      kind: 'redirect',
      location: redirectWith(
        request.redirectUri,
        { error: 'access_denied', error_description: 'The person declined', state: request.state },
        baseUrl,
      ),
    }
  }
  if (viewer.apiKey || viewer.external || !decision.organization) return { kind: 'choose-organization' }
  let organizationId: string
  try {
    const access = await getOrganizationAccess(db, viewer, decision.organization)
    // A grant acts with the person's own role: someone who is not a member has nothing to grant.
    if (access.role === null) return { kind: 'choose-organization' }
    organizationId = access.organization.id
  } catch (error) {
    if (isAppError(error) || (error as Error).name === 'MovedError') return { kind: 'choose-organization' }
    throw error
  }
  const code = newSecret(OAUTH_CODE_PREFIX)
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: oauthGrant.id })
      .from(oauthGrant)
      .innerJoin(
        member,
        and(eq(member.organizationId, oauthGrant.organizationId), eq(member.userId, oauthGrant.userId)),
      )
      .where(
        and(
          eq(oauthGrant.userId, viewer.userId),
          eq(oauthGrant.clientId, request.client.id),
          eq(oauthGrant.organizationId, organizationId),
          isNull(oauthGrant.revokedAt),
          // Not one made in an earlier membership (see authenticateOAuthAccessToken).
          gte(oauthGrant.createdAt, member.createdAt),
        ),
      )
      .for('update', { of: oauthGrant })
      .limit(1)
    let grantId: string
    if (existing) {
      // One connection per app and organisation: consenting again sets what it may do now.
      grantId = existing.id
      await tx
        .update(oauthGrant)
        .set({ scopes: request.scopes, resource: request.resource })
        .where(eq(oauthGrant.id, grantId))
    } else {
      const [created] = await tx
        .insert(oauthGrant)
        .values({
          userId: viewer.userId,
          clientId: request.client.id,
          organizationId,
          scopes: request.scopes,
          resource: request.resource,
          createdAt: now,
        })
        .returning({ id: oauthGrant.id })
      if (!created) throw new Error('The grant was not created')
      grantId = created.id
    }
    // Codes past their five minutes can be neither used nor replayed: whoever makes a new one clears them.
    await tx.delete(oauthAuthorizationCode).where(lt(oauthAuthorizationCode.expiresAt, now))
    await tx.insert(oauthAuthorizationCode).values({
      codeHash: hashSecret(code),
      clientId: request.client.id,
      grantId,
      redirectUri: request.redirectUri,
      codeChallenge: request.codeChallenge,
      scopes: request.scopes,
      resource: request.resource,
      createdAt: now,
      expiresAt: new Date(now.getTime() + AUTHORIZATION_CODE_SECONDS * 1000),
    })
    await emitLiveEvent(tx, topicOf.user(viewer.userId), CONNECTED_APPS_CHANGED)
  })
  return {
    kind: 'redirect',
    location: redirectWith(request.redirectUri, { code, state: request.state }, baseUrl),
  }
}
