import { eq } from 'drizzle-orm'
import { z } from 'zod'
import {
  isAllowedRedirectUri,
  OAUTH_CLIENT_ID_PREFIX,
  OAUTH_CLIENT_NAME_MAX,
  OAUTH_CLIENT_SECRET_PREFIX,
  OAUTH_REDIRECT_URIS_MAX,
  parseOAuthScope,
} from '~/lib/oauth-rules'
import type { Database } from '~/server/db/client.server'
import { oauthClient } from '~/server/db/schema'
import { hashSecret, newSecret, sameHash } from './tokens.server'

export type OAuthClientRow = typeof oauthClient.$inferSelect

export type RegistrationError = {
  error: 'invalid_redirect_uri' | 'invalid_client_metadata'
  error_description: string
}

const AUTH_METHODS = ['none', 'client_secret_post', 'client_secret_basic'] as const

const httpsUrl = z
  .string()
  .max(2000)
  .refine((value) => {
    try {
      return new URL(value).protocol === 'https:'
    } catch {
      return false
    }
  }, 'must be an https URL')

/**
 * The metadata a client may register (RFC 7591). Unknown fields are ignored, as the RFC asks. Redirect URIs are
 * checked apart (their own error code); everything else answers `invalid_client_metadata`.
 */
const metadataSchema = z.object({
  client_name: z.string().trim().min(1).max(OAUTH_CLIENT_NAME_MAX).optional(),
  // RFC 7591's default is client_secret_basic: a client that wants to be public says `none`.
  token_endpoint_auth_method: z.enum(AUTH_METHODS).default('client_secret_basic'),
  grant_types: z
    .array(z.enum(['authorization_code', 'refresh_token']))
    .min(1)
    .default(['authorization_code', 'refresh_token']),
  response_types: z.array(z.literal('code')).min(1).default(['code']),
  scope: z
    .string()
    .max(1000)
    .refine((value) => parseOAuthScope(value) !== null, 'names a scope this server does not grant')
    .optional(),
  client_uri: httpsUrl.optional(),
  logo_uri: httpsUrl.optional(),
})

export type RegisteredClient = Record<string, unknown> & { client_id: string }

/**
 * Registers a client and answers its metadata as RFC 7591 words it: the client id, and for a confidential client
 * its secret, once (only its hash is kept).
 */
export async function registerClient(
  db: Database,
  body: unknown,
  now = new Date(),
): Promise<{ ok: true; client: RegisteredClient } | { ok: false; error: RegistrationError }> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, error: { error: 'invalid_client_metadata', error_description: 'Send a JSON object' } }
  }
  const uris = (body as { redirect_uris?: unknown }).redirect_uris
  if (
    !Array.isArray(uris) ||
    uris.length === 0 ||
    uris.length > OAUTH_REDIRECT_URIS_MAX ||
    !uris.every((uri) => typeof uri === 'string' && isAllowedRedirectUri(uri))
  ) {
    return {
      ok: false,
      error: {
        error: 'invalid_redirect_uri',
        error_description: `redirect_uris must list 1 to ${OAUTH_REDIRECT_URIS_MAX} URIs, each https, http on localhost or 127.0.0.1, or a private-use scheme such as com.example.app:/callback, without a fragment`,
      },
    }
  }
  const parsed = metadataSchema.safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return {
      ok: false,
      error: {
        error: 'invalid_client_metadata',
        error_description: issue
          ? `${issue.path.join('.') || 'metadata'}: ${issue.message}`
          : 'Invalid metadata',
      },
    }
  }
  const metadata = parsed.data
  if (!metadata.grant_types.includes('authorization_code')) {
    return {
      ok: false,
      error: {
        error: 'invalid_client_metadata',
        error_description: 'grant_types must include authorization_code',
      },
    }
  }
  const redirectUris = [...new Set(uris as string[])]
  const id = newSecret(OAUTH_CLIENT_ID_PREFIX)
  const secret = metadata.token_endpoint_auth_method === 'none' ? null : newSecret(OAUTH_CLIENT_SECRET_PREFIX)
  const name =
    metadata.client_name ?? new URL(redirectUris[0] ?? 'https://unnamed.invalid').host ?? 'Unnamed app'
  await db.insert(oauthClient).values({
    id,
    name: name || 'Unnamed app',
    redirectUris,
    tokenEndpointAuthMethod: metadata.token_endpoint_auth_method,
    secretHash: secret ? hashSecret(secret) : null,
    clientUri: metadata.client_uri ?? null,
    logoUri: metadata.logo_uri ?? null,
    createdAt: now,
  })
  return {
    ok: true,
    client: {
      client_id: id,
      client_id_issued_at: Math.floor(now.getTime() / 1000),
      ...(secret ? { client_secret: secret, client_secret_expires_at: 0 } : {}),
      client_name: name || 'Unnamed app',
      redirect_uris: redirectUris,
      token_endpoint_auth_method: metadata.token_endpoint_auth_method,
      grant_types: metadata.grant_types,
      response_types: metadata.response_types,
      ...(metadata.scope ? { scope: metadata.scope } : {}),
      ...(metadata.client_uri ? { client_uri: metadata.client_uri } : {}),
      ...(metadata.logo_uri ? { logo_uri: metadata.logo_uri } : {}),
    },
  }
}

export async function findClient(db: Database, clientId: string): Promise<OAuthClientRow | null> {
  if (clientId.length === 0 || clientId.length > 100) return null
  const [found] = await db.select().from(oauthClient).where(eq(oauthClient.id, clientId)).limit(1)
  return found ?? null
}

/** The client credentials a token or revocation request carried: Basic, or in the form body. */
export type PresentedClient = {
  clientId: string | null
  secret: string | null
  via: 'basic' | 'post' | 'none'
}

export function presentedClient(authorization: string | null, form: URLSearchParams): PresentedClient | null {
  if (authorization && /^Basic /i.test(authorization)) {
    try {
      const decoded = Buffer.from(authorization.slice(6).trim(), 'base64').toString('utf8')
      const colon = decoded.indexOf(':')
      if (colon < 0) return null
      // RFC 6749 §2.3.1: both parts are form-urlencoded before they are joined.
      return {
        clientId: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' ')),
        secret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' ')),
        via: 'basic',
      }
    } catch {
      return null
    }
  }
  const secret = form.get('client_secret')
  return { clientId: form.get('client_id'), secret, via: secret ? 'post' : 'none' }
}

/**
 * The client a token or revocation request authenticates as, or null (`invalid_client`): a public client by its
 * id alone, a confidential one only with its secret, sent the way it registered.
 */
export async function authenticateClient(
  db: Database,
  presented: PresentedClient | null,
): Promise<OAuthClientRow | null> {
  if (!presented?.clientId) return null
  const client = await findClient(db, presented.clientId)
  if (!client) return null
  if (client.tokenEndpointAuthMethod === 'none') return presented.via === 'none' ? client : null
  if (!client.secretHash || !presented.secret) return null
  const expected = client.tokenEndpointAuthMethod === 'client_secret_basic' ? 'basic' : 'post'
  if (presented.via !== expected) return null
  return sameHash(hashSecret(presented.secret), client.secretHash) ? client : null
}
