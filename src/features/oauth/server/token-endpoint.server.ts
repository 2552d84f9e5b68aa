import { and, eq, isNull, lt } from 'drizzle-orm'
import { type ApiScope, isApiScope } from '~/lib/api-scopes'
import { topicOf } from '~/lib/live-topics'
import {
  ACCESS_TOKEN_SECONDS,
  CONNECTED_APPS_CHANGED,
  OAUTH_ACCESS_TOKEN_PREFIX,
  OAUTH_REFRESH_TOKEN_PREFIX,
  parseOAuthScope,
  REFRESH_TOKEN_DAYS,
} from '~/lib/oauth-rules'
import type { Database } from '~/server/db/client.server'
import { oauthAuthorizationCode, oauthGrant, oauthToken } from '~/server/db/schema'
import { emitLiveEvent } from '~/server/live/emit.server'
import { authenticateClient, type OAuthClientRow, presentedClient } from './clients.server'
import { mcpResourceOf } from './metadata.server'
import { hashSecret, newSecret, PKCE_VERIFIER, s256 } from './tokens.server'

export type TokenErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'invalid_scope'
  | 'invalid_target'

export type TokenAnswer =
  | {
      ok: true
      body: {
        access_token: string
        token_type: 'Bearer'
        expires_in: number
        refresh_token: string
        scope: string
      }
    }
  | { ok: false; status: 400 | 401; error: TokenErrorCode; description: string; basic?: boolean }

const DAY_MS = 24 * 60 * 60 * 1000

/** A client that failed to authenticate; `basic` asks the endpoint for a `WWW-Authenticate: Basic` challenge. */
function clientRefused(presented: ReturnType<typeof presentedClient>) {
  return {
    ok: false,
    status: 401,
    error: 'invalid_client',
    description: 'Client authentication failed',
    basic: presented?.via === 'basic',
  } as const
}

function refuse(error: TokenErrorCode, description: string): TokenAnswer {
  return { ok: false, status: error === 'invalid_client' ? 401 : 400, error, description }
}

/** Revokes a grant and every token it issued, at once. */
export async function revokeGrant(db: Database, grantId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(oauthGrant)
      .set({ revokedAt: now })
      .where(and(eq(oauthGrant.id, grantId), isNull(oauthGrant.revokedAt)))
      .returning({ userId: oauthGrant.userId })
    if (revoked) await emitLiveEvent(tx, topicOf.user(revoked.userId), CONNECTED_APPS_CHANGED)
    await tx
      .update(oauthToken)
      .set({ revokedAt: now })
      .where(and(eq(oauthToken.grantId, grantId), isNull(oauthToken.revokedAt)))
  })
}

/** A new access and refresh token for a grant, and the answer that carries them. */
async function issueTokens(
  tx: Database,
  grantId: string,
  scopes: ApiScope[],
  resource: string,
  now: Date,
): Promise<TokenAnswer> {
  const access = newSecret(OAUTH_ACCESS_TOKEN_PREFIX)
  const refresh = newSecret(OAUTH_REFRESH_TOKEN_PREFIX)
  // Tokens that have run out can no longer be used nor replayed: drop them so a long connection keeps few rows.
  await tx.delete(oauthToken).where(and(eq(oauthToken.grantId, grantId), lt(oauthToken.expiresAt, now)))
  await tx.insert(oauthToken).values([
    {
      tokenHash: hashSecret(access),
      kind: 'access',
      grantId,
      scopes,
      resource,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ACCESS_TOKEN_SECONDS * 1000),
    },
    {
      tokenHash: hashSecret(refresh),
      kind: 'refresh',
      grantId,
      scopes,
      resource,
      createdAt: now,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_DAYS * DAY_MS),
    },
  ])
  return {
    ok: true,
    body: {
      access_token: access,
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      refresh_token: refresh,
      scope: scopes.join(' '),
    },
  }
}

/**
 * The token endpoint (RFC 6749 §3.2, OAuth 2.1): `authorization_code` with PKCE, and `refresh_token` with
 * rotation. The client authenticates first; then the grant.
 */
export async function answerTokenRequest(
  db: Database,
  baseUrl: string,
  authorization: string | null,
  form: URLSearchParams,
  now = new Date(),
): Promise<TokenAnswer> {
  const presented = presentedClient(authorization, form)
  const client = await authenticateClient(db, presented)
  if (!client) return clientRefused(presented)
  const grantType = form.get('grant_type')
  if (grantType === 'authorization_code') return exchangeCode(db, baseUrl, client, form, now)
  if (grantType === 'refresh_token') return refreshTokens(db, baseUrl, client, form, now)
  if (!grantType) return refuse('invalid_request', 'grant_type is required')
  return refuse('unsupported_grant_type', 'grant_type must be authorization_code or refresh_token')
}

async function exchangeCode(
  db: Database,
  baseUrl: string,
  client: OAuthClientRow,
  form: URLSearchParams,
  now: Date,
): Promise<TokenAnswer> {
  const code = form.get('code')
  const verifier = form.get('code_verifier')
  const redirectUri = form.get('redirect_uri')
  const resource = form.get('resource')
  if (!code) return refuse('invalid_request', 'code is required')
  if (!verifier || !PKCE_VERIFIER.test(verifier)) {
    return refuse('invalid_request', 'code_verifier is required (43 to 128 characters)')
  }
  if (!redirectUri) return refuse('invalid_request', 'redirect_uri is required')
  if (resource !== null && resource !== mcpResourceOf(baseUrl)) {
    return refuse('invalid_target', `resource must be ${mcpResourceOf(baseUrl)}`)
  }
  let replayedGrant: string | null = null
  const answer = await db.transaction(async (tx): Promise<TokenAnswer> => {
    const [found] = await tx
      .select({ code: oauthAuthorizationCode, grantRevokedAt: oauthGrant.revokedAt })
      .from(oauthAuthorizationCode)
      .innerJoin(oauthGrant, eq(oauthGrant.id, oauthAuthorizationCode.grantId))
      .where(eq(oauthAuthorizationCode.codeHash, hashSecret(code)))
      .for('update')
      .limit(1)
    if (!found || found.code.clientId !== client.id)
      return refuse('invalid_grant', 'Unknown authorization code')
    const row = found.code
    if (row.usedAt) {
      // A code used twice was intercepted (or the client is broken): whatever it gave is no longer safe.
      replayedGrant = row.grantId
      return refuse('invalid_grant', 'The authorization code was already used')
    }
    // Whatever happens next, the code is spent: a wrong verifier does not get a second try.
    await tx
      .update(oauthAuthorizationCode)
      .set({ usedAt: now })
      .where(eq(oauthAuthorizationCode.codeHash, row.codeHash))
    if (row.expiresAt.getTime() <= now.getTime())
      return refuse('invalid_grant', 'The authorization code expired')
    if (row.redirectUri !== redirectUri) return refuse('invalid_grant', 'redirect_uri does not match')
    if (s256(verifier) !== row.codeChallenge) return refuse('invalid_grant', 'code_verifier does not match')
    if (resource !== null && resource !== row.resource)
      return refuse('invalid_target', 'resource does not match')
    if (found.grantRevokedAt) return refuse('invalid_grant', 'The authorization was revoked')
    return issueTokens(tx, row.grantId, row.scopes.filter(isApiScope), row.resource, now)
  })
  if (replayedGrant) await revokeGrant(db, replayedGrant, now)
  return answer
}

async function refreshTokens(
  db: Database,
  baseUrl: string,
  client: OAuthClientRow,
  form: URLSearchParams,
  now: Date,
): Promise<TokenAnswer> {
  const refreshToken = form.get('refresh_token')
  const resource = form.get('resource')
  if (!refreshToken) return refuse('invalid_request', 'refresh_token is required')
  if (resource !== null && resource !== mcpResourceOf(baseUrl)) {
    return refuse('invalid_target', `resource must be ${mcpResourceOf(baseUrl)}`)
  }
  const requested = form.has('scope') ? parseOAuthScope(form.get('scope')) : undefined
  if (requested === null) return refuse('invalid_scope', 'scope names a scope this server does not grant')
  let reusedGrant: string | null = null
  const answer = await db.transaction(async (tx): Promise<TokenAnswer> => {
    const [found] = await tx
      .select({ token: oauthToken, grant: oauthGrant })
      .from(oauthToken)
      .innerJoin(oauthGrant, eq(oauthGrant.id, oauthToken.grantId))
      .where(and(eq(oauthToken.tokenHash, hashSecret(refreshToken)), eq(oauthToken.kind, 'refresh')))
      .for('update')
      .limit(1)
    if (!found || found.grant.clientId !== client.id) return refuse('invalid_grant', 'Unknown refresh token')
    const { token, grant } = found
    if (token.revokedAt || grant.revokedAt) return refuse('invalid_grant', 'The refresh token was revoked')
    if (token.usedAt) {
      // Rotation: a refresh token works once. Seeing it again means two parties hold it; end the grant.
      reusedGrant = grant.id
      return refuse('invalid_grant', 'The refresh token was already used')
    }
    if (token.expiresAt.getTime() <= now.getTime())
      return refuse('invalid_grant', 'The refresh token expired')
    if (resource !== null && resource !== token.resource)
      return refuse('invalid_target', 'resource does not match')
    // The grant's scopes may have narrowed since (a new consent); a refresh never widens them.
    const allowed = token.scopes.filter(
      (scope) => isApiScope(scope) && grant.scopes.includes(scope),
    ) as ApiScope[]
    const scopes = requested === undefined ? allowed : requested
    if (!scopes.every((scope) => allowed.includes(scope))) {
      return refuse('invalid_scope', 'A refresh cannot add scopes that were not granted')
    }
    await tx.update(oauthToken).set({ usedAt: now }).where(eq(oauthToken.id, token.id))
    return issueTokens(tx, grant.id, scopes, token.resource, now)
  })
  if (reusedGrant) await revokeGrant(db, reusedGrant, now)
  return answer
}

/**
 * RFC 7009. An access token ends alone; a refresh token ends the whole connection (the grant and every token),
 * since a client revoking it is disconnecting. A token that is unknown, or another client's, is answered the
 * same as success, so the endpoint tells nothing about tokens it did not issue to the caller.
 */
export async function revokeToken(
  db: Database,
  authorization: string | null,
  form: URLSearchParams,
  now = new Date(),
): Promise<
  { ok: true } | { ok: false; status: 400 | 401; error: TokenErrorCode; description: string; basic?: boolean }
> {
  const presented = presentedClient(authorization, form)
  const client = await authenticateClient(db, presented)
  if (!client) return clientRefused(presented)
  const token = form.get('token')
  if (!token) return { ok: false, status: 400, error: 'invalid_request', description: 'token is required' }
  const [found] = await db
    .select({
      id: oauthToken.id,
      kind: oauthToken.kind,
      grantId: oauthToken.grantId,
      clientId: oauthGrant.clientId,
    })
    .from(oauthToken)
    .innerJoin(oauthGrant, eq(oauthGrant.id, oauthToken.grantId))
    .where(eq(oauthToken.tokenHash, hashSecret(token)))
    .limit(1)
  if (!found || found.clientId !== client.id) return { ok: true }
  if (found.kind === 'refresh') {
    await revokeGrant(db, found.grantId, now)
  } else {
    await db
      .update(oauthToken)
      .set({ revokedAt: now })
      .where(and(eq(oauthToken.id, found.id), isNull(oauthToken.revokedAt)))
  }
  return { ok: true }
}
