import { createServerFn } from '@tanstack/react-start'
import { getAppContext } from '~/server/app-context.server'
import { issueLiveToken } from '~/server/live-token.server'
import { getRequestPortalSession, getRequestSession, getRequestViewer } from '~/server/request-context.server'

/**
 * Before each route the root layout fetches the user id and the authentication token. The token
 * is a short-lived signed token for the live connection, never the session cookie's value; it names the
 * session it was minted for, and the live endpoint honours it only while that session lasts.
 */
export const getViewerIdentity = createServerFn({ method: 'GET' }).handler(async () => {
  const app = await getAppContext()
  // Read first: whatever this request goes on to read is at least this recent, so the page's live connection
  // can replay from here. A replayed event that the screen already shows costs a refetch or a patch of the
  // same message (chat patches by id), not a wrong screen.
  const livePosition = app.live.fanout.lastDispatchedId
  const found = await getRequestSession(app)
  if (!found) {
    // A portal visitor (signed in on one project's public pages): anonymous to everything but the public
    // surfaces (publicActorId), with no live token (that names a Better Auth session; theirs is an anonymous
    // stream).
    const portal = await getRequestPortalSession(app)
    if (!portal) return { userId: null, token: null, livePosition }
    const { orgSlug, projectSlug } = portal.scope
    return {
      userId: null,
      token: null,
      livePosition,
      portal: { userId: portal.viewer.userId, name: portal.viewer.name, orgSlug, projectSlug },
    }
  }
  const claims = { userId: found.viewer.userId, sessionId: found.sessionId }
  return { userId: claims.userId, token: issueLiveToken(claims, app.secret), livePosition }
})

/** The current-user query: what the header, settings and profile screens show of the viewer. */
export const getCurrentUser = createServerFn({ method: 'GET' }).handler(() => getRequestViewer())
