import { getAppContext } from '~/server/app-context.server'
import { getRequestSession } from '~/server/request-context.server'
import { authorizeParamsOf, checkAuthorizationRequest } from './server/authorize.server'
import { postAuthorizationDecision } from './server/consent.server'
import {
  authorizationServerMetadataResponse,
  handleRegister,
  handleRevoke,
  handleToken,
  oauthPreflight,
  protectedResourceMetadataResponse,
} from './server/oauth-http.server'
import { oauthRouteDeps } from './server/route-deps.server'

/**
 * The OAuth endpoints for the file routes (src/routes/api/oauth, src/routes/.well-known, src/routes/oauth): each
 * route hands its request to one of these.
 */
export {
  authorizationServerMetadataResponse,
  oauthPreflight,
  protectedResourceMetadataResponse,
} from './server/oauth-http.server'

const notFound = () =>
  Response.json({ error: 'not_found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } })

const methodNotAllowed = (allow: string) =>
  new Response(null, { status: 405, headers: { Allow: allow, 'Cache-Control': 'no-store' } })

/** GET /.well-known/…: the authorization server's and the MCP endpoint's metadata (at the root and path-inserted). */
export async function answerWellKnown(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url)
  const name = pathname.replace(/^\/\.well-known\//, '').replace(/\/+$/, '')
  const document =
    name === 'oauth-authorization-server'
      ? authorizationServerMetadataResponse
      : name === 'oauth-protected-resource' || name === 'oauth-protected-resource/api/mcp'
        ? protectedResourceMetadataResponse
        : null
  if (!document) return notFound()
  if (request.method === 'OPTIONS') return oauthPreflight()
  return document((await getAppContext()).config.baseUrl)
}

const ENDPOINTS = { register: handleRegister, token: handleToken, revoke: handleRevoke } as const

/** /api/oauth/{register,token,revoke}: POST, and the CORS preflight. */
export async function answerOAuthEndpoint(request: Request): Promise<Response> {
  const name = new URL(request.url).pathname.replace(/^\/api\/oauth\//, '')
  const handle = Object.hasOwn(ENDPOINTS, name) ? ENDPOINTS[name as keyof typeof ENDPOINTS] : null
  if (!handle) return notFound()
  if (request.method === 'OPTIONS') return oauthPreflight()
  if (request.method !== 'POST') return methodNotAllowed('POST, OPTIONS')
  return handle(request, await oauthRouteDeps())
}

/**
 * Where a full load of /oauth/authorize goes at once: the app's redirect URI with the error, when the app and
 * its URI are known but the request is wrong (no PKCE, an unknown scope…). Null: render the page.
 */
export async function oauthAuthorizeRedirect(request: Request): Promise<string | null> {
  const app = await getAppContext()
  const search = new URL(request.url).searchParams
  const params = authorizeParamsOf((name) => search.get(name))
  const checked = await checkAuthorizationRequest(app.database.db, app.config.baseUrl, params)
  return checked.kind === 'redirect' ? checked.location : null
}

export function redirectResponse(location: string): Response {
  return new Response(null, { status: 302, headers: { Location: location, 'Cache-Control': 'no-store' } })
}

/** The consent form's POST. */
export async function postOAuthDecision(request: Request): Promise<Response> {
  const app = await getAppContext()
  return postAuthorizationDecision(request, {
    db: app.database.db,
    baseUrl: app.config.baseUrl,
    session: await getRequestSession(app),
  })
}
