import { createHash, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { API_KEY_PREFIX, type ApiKeyIdentity, isApiScope } from '~/lib/api-scopes'
import type { Viewer } from '~/lib/viewer'
import type { Database } from '../db/client.server'
import { apiKey, user } from '../db/schema'

/** A viewer that authenticated with an API key: the key's service user, carrying the key's identity. */
export type ApiKeyViewer = Viewer & { apiKey: ApiKeyIdentity }

export type ApiKeyRefusal = 'missing' | 'malformed' | 'unknown' | 'revoked' | 'expired'

export type ApiKeyAuthentication = { ok: true; viewer: ApiKeyViewer } | { ok: false; refusal: ApiKeyRefusal }

// 32 random bytes in base64url are 43 characters; a little slack either way, nothing else.
const KEY_SHAPE = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{40,64}$`)
const BEARER = /^Bearer +(\S+) *$/i

/** Last-used times are written at most once a minute per key, so the key check stays one indexed read. */
const LAST_USED_RESOLUTION_MS = 60_000

/** A new secret: the prefix and 256 random bits. It is shown once; only its hash is stored. */
export function generateApiKeySecret(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`
}

/** SHA-256 is enough for a 256-bit random secret: there is nothing to guess that a slow hash would protect. */
export function hashApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex')
}

/** The part of a key shown in lists so people can tell keys apart: the prefix and four characters. */
export function apiKeyStart(secret: string): string {
  return secret.slice(0, API_KEY_PREFIX.length + 4)
}

/**
 * Who an `Authorization` header authenticates, read with one lookup by the secret's hash. Revoked and expired
 * keys are refused here, on every request and every node, so revoking takes effect on the next request.
 */
export async function authenticateApiKey(
  db: Database,
  authorization: string | null,
  now: Date = new Date(),
): Promise<ApiKeyAuthentication> {
  if (!authorization) return { ok: false, refusal: 'missing' }
  const secret = BEARER.exec(authorization)?.[1]
  if (!secret || !KEY_SHAPE.test(secret)) return { ok: false, refusal: 'malformed' }
  const [found] = await db
    .select({
      key: apiKey,
      user: { id: user.id, name: user.name, email: user.email, username: user.username, image: user.image },
    })
    .from(apiKey)
    .innerJoin(user, eq(user.id, apiKey.serviceUserId))
    .where(eq(apiKey.tokenHash, hashApiKeySecret(secret)))
    .limit(1)
  if (!found) return { ok: false, refusal: 'unknown' }
  const { key } = found
  if (key.revokedAt) return { ok: false, refusal: 'revoked' }
  if (key.expiresAt && key.expiresAt.getTime() <= now.getTime()) return { ok: false, refusal: 'expired' }
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    await db.update(apiKey).set({ lastUsedAt: now }).where(eq(apiKey.id, key.id))
  }
  return {
    ok: true,
    viewer: {
      userId: found.user.id,
      name: found.user.name,
      email: found.user.email,
      username: found.user.username,
      image: found.user.image,
      role: null,
      apiKey: {
        keyId: key.id,
        keyName: key.name,
        organizationId: key.organizationId,
        projectId: key.projectId,
        scopes: key.scopes.filter(isApiScope),
      },
    },
  }
}
