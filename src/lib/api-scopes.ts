/**
 * What an API key may do. A key acts for its organisation with an organisation admin's rights, narrowed to
 * these scopes (and to one project when it is restricted to one). The ids are part of the public API: keys,
 * the OpenAPI document and the settings form all name scopes by them, so they never change.
 */
export const API_SCOPES = [
  'projects:read',
  'feedback:read',
  'feedback:write',
  'updates:read',
  'updates:write',
  'discussions:read',
  'discussions:write',
  'chat:read',
  'chat:write',
  'files:read',
  'files:write',
  'members:read',
  'customers:read',
  'customers:write',
  'webhooks:manage',
  'projects:admin',
] as const

export type ApiScope = (typeof API_SCOPES)[number]

/** Every API key starts with this, so secret scanners can recognise one that leaked. */
export const API_KEY_PREFIX = 'parley_'

/** The identity of the API key a request authenticated with (absent for people signed in with a session). */
export type ApiKeyIdentity = {
  keyId: string
  keyName: string
  organizationId: string
  /** The one project the key is restricted to, or null for every project of its organisation. */
  projectId: string | null
  scopes: readonly ApiScope[]
  /**
   * Set when a person connected an OAuth client (an MCP client such as Claude): the viewer is then that person,
   * not a service user, with their own role in the organisation (read afresh on every call, so a demotion or a
   * removal takes effect at once) narrowed to the scopes they granted; `keyId` is the grant's id. Writes record
   * the client's name ("via Claude").
   */
  oauthClient?: { id: string; name: string }
}

export function isApiScope(value: string): value is ApiScope {
  return (API_SCOPES as readonly string[]).includes(value)
}
