/**
 * What the rest of the app may use of the OAuth authorization server: authenticating an access token at the MCP
 * endpoint, and the addresses a 401 there points clients to.
 */
export { OAUTH_ACCESS_TOKEN_PREFIX } from '~/lib/oauth-rules'
export { authenticateOAuthAccessToken, isOAuthAccessToken } from './server/access-token.server'
export { mcpResourceOf, protectedResourceMetadataUrl } from './server/metadata.server'
