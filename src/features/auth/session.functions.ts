import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import type { Locale } from '~/lib/i18n/locales'
import { getAppContext } from '~/server/app-context.server'
import { issueLiveToken } from '~/server/live-token.server'
import { resolveRequestLocale } from '~/server/locale.server'
import { getRequestPortalSession, getRequestSession, getRequestViewer } from '~/server/request-context.server'

/**
 * Before each route the root layout fetches the user id and the authentication token. The token
 * is a short-lived signed token for the live connection, never the session cookie's value; it names the
 * session it was minted for, and the live endpoint honours it only while that session lasts.
 */
export const getViewerIdentity = createServerFn({ method: 'GET' })
  // The page's path and query (the router's location): on a client navigation this call's own URL is not the
  // page's, and the language depends on the page (`?lang=`, its organisation's default).
  .validator((input: unknown): { href: string } => {
    const href = (input as { href?: unknown } | undefined)?.href
    return { href: typeof href === 'string' && href.startsWith('/') && href.length <= 4096 ? href : '/' }
  })
  .handler(async ({ data }) => {
    const app = await getAppContext()
    // Read first: whatever this request goes on to read is at least this recent, so the page's live connection
    // can replay from here. A replayed event that the screen already shows costs a refetch or a patch of the
    // same message (chat patches by id), not a wrong screen.
    const livePosition = app.live.fanout.lastDispatchedId
    const found = await getRequestSession(app)
    const request = getRequest()
    const locale: Locale = await resolveRequestLocale({
      db: app.database.db,
      headers: request.headers,
      pageUrl: new URL(data.href, request.url),
      saved: found?.viewer.language ?? null,
    })
    if (!found) {
      // A portal visitor (signed in on one project's public pages): anonymous to everything but the public
      // surfaces (publicActorId), with no live token (that names a Better Auth session; theirs is an anonymous
      // stream).
      const portal = await getRequestPortalSession(app)
      if (!portal) return { userId: null, token: null, livePosition, locale }
      const { orgSlug, projectSlug } = portal.scope
      return {
        userId: null,
        token: null,
        livePosition,
        locale,
        portal: { userId: portal.viewer.userId, name: portal.viewer.name, orgSlug, projectSlug },
      }
    }
    const claims = { userId: found.viewer.userId, sessionId: found.sessionId }
    return { userId: claims.userId, token: issueLiveToken(claims, app.secret), livePosition, locale }
  })

/** The current-user query: what the header, settings and profile screens show of the viewer. */
export const getCurrentUser = createServerFn({ method: 'GET' }).handler(() => getRequestViewer())
