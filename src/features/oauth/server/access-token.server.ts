import { and, eq } from 'drizzle-orm'
import { isOAuthScope, OAUTH_ACCESS_TOKEN_PREFIX } from '~/lib/oauth-rules'
import type { ApiKeyAuthentication } from '~/server/api/api-key-auth.server'
import type { Database } from '~/server/db/client.server'
import { member, oauthClient, oauthGrant, oauthToken, user } from '~/server/db/schema'
import { revokeGrant } from './token-endpoint.server'
import { hashSecret, tokenShape } from './tokens.server'

const ACCESS_SHAPE = tokenShape(OAUTH_ACCESS_TOKEN_PREFIX)
const BEARER = /^Bearer +(\S+) *$/i

/** Last-used times are written at most once a minute per grant, so the check stays one indexed read. */
const LAST_USED_RESOLUTION_MS = 60_000

/** Whether a bearer secret is one of our OAuth access tokens (by its shape alone, before any lookup). */
export function isOAuthAccessToken(secret: string): boolean {
  return ACCESS_SHAPE.test(secret)
}

/**
 * Who an OAuth access token speaks for, with one lookup by its hash: the person who connected the client (their
 * own account, not a service user), confined to the grant's organisation and scopes. Authz then gives them
 * their own role there, read on every call, so a demotion or a removal applies at once. Refused: a token that is
 * unknown, expired or revoked, whose grant was revoked, issued for another resource (audience), or whose
 * person is banned.
 */
export async function authenticateOAuthAccessToken(
  db: Database,
  authorization: string | null,
  options: { resource: string; now?: Date },
): Promise<ApiKeyAuthentication> {
  const now = options.now ?? new Date()
  if (!authorization) return { ok: false, refusal: 'missing' }
  const secret = BEARER.exec(authorization)?.[1]
  if (!secret || !isOAuthAccessToken(secret)) return { ok: false, refusal: 'malformed' }
  const [found] = await db
    .select({
      token: {
        kind: oauthToken.kind,
        scopes: oauthToken.scopes,
        resource: oauthToken.resource,
        expiresAt: oauthToken.expiresAt,
        revokedAt: oauthToken.revokedAt,
      },
      grant: oauthGrant,
      client: { id: oauthClient.id, name: oauthClient.name },
      user: {
        id: user.id,
        name: user.name,
        email: user.email,
        username: user.username,
        image: user.image,
        role: user.role,
        banned: user.banned,
        banExpires: user.banExpires,
      },
      memberSince: member.createdAt,
    })
    .from(oauthToken)
    .innerJoin(oauthGrant, eq(oauthGrant.id, oauthToken.grantId))
    .innerJoin(oauthClient, eq(oauthClient.id, oauthGrant.clientId))
    .innerJoin(user, eq(user.id, oauthGrant.userId))
    .leftJoin(
      member,
      and(eq(member.organizationId, oauthGrant.organizationId), eq(member.userId, oauthGrant.userId)),
    )
    .where(eq(oauthToken.tokenHash, hashSecret(secret)))
    .limit(1)
  if (found?.token.kind !== 'access') return { ok: false, refusal: 'unknown' }
  const { token, grant, client, user: person } = found
  // A token for another resource is not a token for this one (RFC 8707): as if unknown here.
  if (token.resource !== options.resource) return { ok: false, refusal: 'unknown' }
  if (token.revokedAt || grant.revokedAt) return { ok: false, refusal: 'revoked' }
  if (token.expiresAt.getTime() <= now.getTime()) return { ok: false, refusal: 'expired' }
  // A grant lives as long as the membership it was made in: a person removed from the organisation loses it for
  // good, even if they are invited back later (authz alone would let it work again then).
  if (!found.memberSince || found.memberSince.getTime() > grant.createdAt.getTime()) {
    await revokeGrant(db, grant.id, now)
    return { ok: false, refusal: 'revoked' }
  }
  if (person.banned && (!person.banExpires || person.banExpires.getTime() > now.getTime())) {
    return { ok: false, refusal: 'revoked' }
  }
  if (!grant.lastUsedAt || now.getTime() - grant.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    await db.update(oauthGrant).set({ lastUsedAt: now }).where(eq(oauthGrant.id, grant.id))
  }
  // The token's scopes as the grant allows them now: a later consent that narrowed the grant narrows it too.
  const scopes = token.scopes.filter((scope) => isOAuthScope(scope) && grant.scopes.includes(scope))
  return {
    ok: true,
    viewer: {
      userId: person.id,
      name: person.name,
      email: person.email,
      username: person.username,
      image: person.image,
      role: person.role,
      apiKey: {
        keyId: grant.id,
        keyName: client.name,
        organizationId: grant.organizationId,
        projectId: null,
        scopes: scopes.filter(isOAuthScope),
        oauthClient: { id: client.id, name: client.name },
      },
    },
  }
}
