import { createServerEntry, createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { tuneKeepAlive } from './server/keep-alive.server'
import { staticSecurityHeaders, withDefaultHeaders } from './server/security-headers'
import { answerWithoutUnreadBody } from './server/unread-body.server'

const startHandler = createStartHandler(defaultStreamHandler)
const SERVER_FN_BASE = '/_serverFn/'

function answer(request: Request): Response | Promise<Response> {
  const { pathname } = new URL(request.url)
  if (pathname.startsWith(SERVER_FN_BASE) && !pathname.slice(SERVER_FN_BASE.length).split('/')[0]) {
    return Response.json({ message: 'Not found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  }
  return startHandler(request)
}

/**
 * Start's default server entry (which also sets the server's keep-alive timeout on the first request), except for
 * one case it answers with 500 before any middleware runs: a server-function path without an id. That is a
 * request for something that does not exist.
 *
 * Every answer, however early, leaves no unread body on its connection (server/unread-body.server.ts), and
 * carries the static security headers, also when it never went through Start's middleware (which adds the
 * rest, src/start.ts).
 */
export default createServerEntry({
  async fetch(request) {
    tuneKeepAlive(request)
    const response = await answerWithoutUnreadBody(request, () => answer(request))
    return withDefaultHeaders(response, staticSecurityHeaders)
  },
})
