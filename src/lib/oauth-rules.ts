import { API_SCOPES, type ApiScope } from './api-scopes'

/**
 * The OAuth authorization server's rules, shared by the server and the consent and connected-apps pages.
 * A connected client acts as the person who connected it, so it may hold any API scope but the ones that manage
 * the organisation's webhooks and move whole projects in and out: that is an integration's business (an API key),
 * not a person's assistant's. Customers (companies, their spend, plans and attributes) are fed by the
 * organisation's own systems (billing, CRM) through an API key: a person's assistant has no business reading
 * or rewriting what each customer pays, and a leaked assistant token must not expose it.
 */
const INTEGRATION_ONLY_SCOPES: readonly ApiScope[] = [
  'webhooks:manage',
  'projects:admin',
  'customers:read',
  'customers:write',
]
export const OAUTH_SCOPES = API_SCOPES.filter(
  (scope) => !INTEGRATION_ONLY_SCOPES.includes(scope),
) as readonly ApiScope[]

/** What a client gets when it names no scope: reading, nothing more. */
export const OAUTH_DEFAULT_SCOPES = OAUTH_SCOPES.filter((scope) => scope.endsWith(':read'))

/** Every access token starts with this (an API key starts with `parley_`), so the two are told apart at a glance. */
export const OAUTH_ACCESS_TOKEN_PREFIX = 'poa_'
export const OAUTH_REFRESH_TOKEN_PREFIX = 'por_'
export const OAUTH_CODE_PREFIX = 'poc_'
export const OAUTH_CLIENT_ID_PREFIX = 'pcl_'
export const OAUTH_CLIENT_SECRET_PREFIX = 'pcs_'

/** On the person's live topic when an app is connected or disconnected: their Connected apps page refreshes. */
export const CONNECTED_APPS_CHANGED = 'connected-apps.changed'

export const ACCESS_TOKEN_SECONDS = 3600
export const REFRESH_TOKEN_DAYS = 30
export const AUTHORIZATION_CODE_SECONDS = 300

export const OAUTH_CLIENT_NAME_MAX = 80
export const OAUTH_REDIRECT_URIS_MAX = 10

export function isOAuthScope(value: string): value is ApiScope {
  return (OAUTH_SCOPES as readonly string[]).includes(value)
}

/**
 * A space-separated scope parameter as scopes in the table's order, the default when it is absent or blank, or
 * null when it names anything this server does not grant (an `invalid_scope`).
 */
export function parseOAuthScope(value: string | null | undefined): ApiScope[] | null {
  const words = (value ?? '').split(' ').filter(Boolean)
  if (words.length === 0) return [...OAUTH_DEFAULT_SCOPES]
  if (!words.every(isOAuthScope)) return null
  return OAUTH_SCOPES.filter((scope) => words.includes(scope))
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * A redirect URI a client may register: https anywhere; http only to this machine (a native client listening on
 * a loopback port); or a private-use scheme with a dot in it (`com.example.app:/callback`, RFC 8252), which
 * only the app that claimed it receives. Never a fragment, never `javascript:`, `data:` or the like.
 */
export function isAllowedRedirectUri(value: string): boolean {
  if (value.length > 2000) return false
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.hash || value.includes('#')) return false
  if (url.protocol === 'https:') return url.hostname !== ''
  if (url.protocol === 'http:') return LOOPBACK_HOSTS.has(url.hostname)
  const scheme = url.protocol.slice(0, -1)
  return /^[a-z][a-z0-9+.-]*\.[a-z0-9+.-]+$/.test(scheme)
}
