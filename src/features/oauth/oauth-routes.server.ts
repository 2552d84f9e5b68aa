import { getAppContext } from '~/server/app-context.server'
import { getRequestSession } from '~/server/request-context.server'
import {
  AUTHORIZE_PARAM_NAMES,
  type AuthorizeParams,
  checkAuthorizationRequest,
} from './server/authorize.server'
import { postAuthorizationDecision } from './server/consent.server'

/**
 * The OAuth endpoints for the file routes (src/routes/api/oauth, src/routes/.well-known): each route hands its
 * request to one of these.
 */
export {
  authorizationServerMetadataResponse,
  handleRegister,
  handleRevoke,
  handleToken,
  oauthPreflight,
  protectedResourceMetadataResponse,
} from './server/oauth-http.server'
export { oauthRouteDeps } from './server/route-deps.server'

/**
 * Where a full load of /oauth/authorize goes at once: the app's redirect URI with the error, when the app and
 * its URI are known but the request is wrong (no PKCE, an unknown scope…). Null: render the page.
 */
export async function oauthAuthorizeRedirect(request: Request): Promise<string | null> {
  const app = await getAppContext()
  const search = new URL(request.url).searchParams
  const params: AuthorizeParams = {}
  for (const name of AUTHORIZE_PARAM_NAMES) {
    const value = search.get(name)
    if (value !== null) params[name] = value
  }
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
