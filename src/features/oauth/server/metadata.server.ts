import { OAUTH_SCOPES } from '~/lib/oauth-rules'

/** The MCP endpoint, the one protected resource: tokens are bound to this URL (RFC 8707). */
export function mcpResourceOf(origin: string): string {
  return `${origin}/api/mcp`
}

/**
 * Where the MCP endpoint's protected-resource metadata is (RFC 9728: the resource's path after the well-known
 * name), for `WWW-Authenticate: Bearer resource_metadata="…"`.
 */
export function protectedResourceMetadataUrl(origin: string): string {
  return `${origin}/.well-known/oauth-protected-resource/api/mcp`
}

/** RFC 8414: the authorization server's metadata. The issuer is the app's public origin. */
export function authorizationServerMetadata(origin: string) {
  return {
    issuer: origin,
    authorization_endpoint: `${origin}/oauth/authorize`,
    token_endpoint: `${origin}/api/oauth/token`,
    registration_endpoint: `${origin}/api/oauth/register`,
    revocation_endpoint: `${origin}/api/oauth/revoke`,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['none', 'client_secret_post', 'client_secret_basic'],
    revocation_endpoint_auth_methods_supported: ['none', 'client_secret_post', 'client_secret_basic'],
    scopes_supported: [...OAUTH_SCOPES],
    authorization_response_iss_parameter_supported: true,
    service_documentation: `${origin}/api/docs`,
  }
}

/** RFC 9728: the MCP endpoint's protected-resource metadata. */
export function protectedResourceMetadata(origin: string) {
  return {
    resource: mcpResourceOf(origin),
    authorization_servers: [origin],
    scopes_supported: [...OAUTH_SCOPES],
    bearer_methods_supported: ['header'],
    resource_name: 'Parley',
  }
}
