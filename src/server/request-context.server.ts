import { getRequest, getRequestIP } from '@tanstack/react-start/server'
import type { Viewer } from '~/lib/viewer'
import { type AppContext, getAppContext } from './app-context.server'

/** Better Auth's session cookie (with the __Secure- prefix on https): without it nobody is signed in. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/

/** The signed-in person of a request and the session they are signed in with. */
export type RequestSession = { viewer: Viewer; sessionId: string }

/**
 * The current request's session, or null for an anonymous visitor. Not memoised per request: a memo (first
 * by request object, then in an AsyncLocalStorage scope) made the admin journey flaky — the document load right
 * after an admin stopped impersonating sometimes saw the impersonated session. Left for issue 16 to find why.
 */
export function getRequestSession(app?: AppContext): Promise<RequestSession | null> {
  return resolveSession(getRequest().headers, app)
}

/** The signed-in user of the current request, or null for an anonymous visitor. */
export async function getRequestViewer(app?: AppContext): Promise<Viewer | null> {
  return (await getRequestSession(app))?.viewer ?? null
}

async function resolveSession(headers: Headers, app?: AppContext): Promise<RequestSession | null> {
  // An anonymous visitor costs no session look-up at all.
  if (!SESSION_COOKIE.test(headers.get('cookie') ?? '')) return null
  const { auth } = app ?? (await getAppContext())
  const found = await auth.api.getSession({ headers })
  if (!found) return null
  const { user } = found
  return {
    sessionId: found.session.id,
    viewer: {
      userId: user.id,
      name: user.name,
      email: user.email,
      username: user.username ?? null,
      image: user.image ?? null,
      role: user.role ?? null,
    },
  }
}

export async function getClientIp(): Promise<string | undefined> {
  const { config } = await getAppContext()
  return getRequestIP({ xForwardedFor: config.trustProxy })
}
