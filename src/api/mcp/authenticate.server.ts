import { API_KEY_PREFIX } from '~/lib/api-scopes'
import { type ApiKeyAuthentication, authenticateApiKey } from '~/server/api/api-key-auth.server'
import type { Database } from '~/server/db/client.server'

/*
 * Who a request to /api/mcp is: an API key (`Bearer parley_…`, the key's service user) or an OAuth access token
 * a person granted to an MCP client (the person, with their own role, narrowed to the granted scopes). The
 * token's prefix says which; both answer the same ApiKeyAuthentication, so the tools cannot tell them apart
 * except by `viewer.apiKey.oauthClient`.
 *
 * ─── OAuth switch ──────────────────────────────────────────────────────────────────────────────────────────
 * The OAuth authorization server lives in src/features/oauth. Until it is merged, the three names below are
 * local stand-ins that refuse every OAuth token. To switch OAuth on, replace this block with:
 *
 *   import {
 *     authenticateOAuthAccessToken,
 *     OAUTH_ACCESS_TOKEN_PREFIX,
 *     protectedResourceMetadataUrl,
 *   } from '~/features/oauth/index.server'
 *
 * and delete the stand-ins. Nothing else in src/api/mcp changes.
 */
const OAUTH_ACCESS_TOKEN_PREFIX = 'poa_'

async function authenticateOAuthAccessToken(
  _db: Database,
  _authorization: string | null,
  _options: { resource: string },
): Promise<ApiKeyAuthentication> {
  return { ok: false, refusal: 'unknown' }
}

/** RFC 9728: the metadata of the resource at `<origin>/api/mcp` sits at the well-known path plus its path. */
function protectedResourceMetadataUrl(origin: string): string {
  return `${origin}/.well-known/oauth-protected-resource/api/mcp`
}

// ─── end of the OAuth switch ──────────────────────────────────────────────────────────────────────────────

export { protectedResourceMetadataUrl }

const BEARER_TOKEN = /^Bearer +(\S+) *$/i

/** The MCP endpoint's address: what an OAuth access token must have been issued for (RFC 8707 audience). */
export const mcpResourceOf = (origin: string) => `${origin}/api/mcp`

export async function authenticateMcpRequest(
  db: Database,
  authorization: string | null,
  origin: string,
): Promise<ApiKeyAuthentication> {
  const token = authorization ? BEARER_TOKEN.exec(authorization)?.[1] : undefined
  if (token?.startsWith(OAUTH_ACCESS_TOKEN_PREFIX) && !token.startsWith(API_KEY_PREFIX)) {
    return authenticateOAuthAccessToken(db, authorization, { resource: mcpResourceOf(origin) })
  }
  return authenticateApiKey(db, authorization)
}
