import { createServerFn } from '@tanstack/react-start'
import { getAppContext } from '~/server/app-context.server'
import { issueLiveToken } from '~/server/live-token.server'
import { getRequestSession, getRequestViewer } from '~/server/request-context.server'

/**
 * SPEC §2: before each route the root layout fetches the user id and the authentication token. The token
 * is a short-lived signed token for the live connection, never the session cookie's value; it names the
 * session it was minted for, and the live endpoint honours it only while that session lasts.
 */
export const getViewerIdentity = createServerFn({ method: 'GET' }).handler(async () => {
  const app = await getAppContext()
  const found = await getRequestSession(app)
  // Only anonymous pages are served from the page cache, and their live views refetch on any change, so a
  // replayed event they already show costs a refetch, not a wrong screen.
  if (!found) return { userId: null, token: null, livePosition: app.live.fanout.lastDispatchedId }
  const claims = { userId: found.viewer.userId, sessionId: found.sessionId }
  return { userId: claims.userId, token: issueLiveToken(claims, app.secret) }
})

/** The current-user query of SPEC §7: what the header, settings and profile screens show of the viewer. */
export const getCurrentUser = createServerFn({ method: 'GET' }).handler(() => getRequestViewer())
