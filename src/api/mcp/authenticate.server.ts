import {
  authenticateOAuthAccessToken,
  mcpResourceOf,
  OAUTH_ACCESS_TOKEN_PREFIX,
  protectedResourceMetadataUrl,
} from '~/features/oauth/index.server'
import { API_KEY_PREFIX } from '~/lib/api-scopes'
import { type ApiKeyAuthentication, authenticateApiKey } from '~/server/api/api-key-auth.server'
import type { Database } from '~/server/db/client.server'

/*
 * Who a request to /api/mcp is: an API key (`Bearer parley_…`, the key's service user) or an OAuth access token
 * a person granted to an MCP client (the person, with their own role, narrowed to the granted scopes). The
 * token's prefix says which; both answer the same ApiKeyAuthentication, so the tools cannot tell them apart
 * except by `viewer.apiKey.oauthClient`.
 */

export { protectedResourceMetadataUrl }

const BEARER_TOKEN = /^Bearer +(\S+) *$/i

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
