import { createServerEntry, createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { provideAppContext } from './app/app-start.server'
import { isClientDisconnect, reasonOf } from './server/client-disconnect.server'
import { tuneKeepAlive } from './server/keep-alive.server'
import { logger } from './server/logger.server'
import { staticSecurityHeaders, withDefaultHeaders } from './server/security-headers'
import { answerWithoutUnreadBody } from './server/unread-body.server'

// The nitro runtime's plugin provides it too; whichever module graph runs first starts the context.
provideAppContext()

const startHandler = createStartHandler(defaultStreamHandler)
const SERVER_FN_BASE = '/_serverFn/'

async function answer(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url)
  if (pathname.startsWith(SERVER_FN_BASE) && !pathname.slice(SERVER_FN_BASE.length).split('/')[0]) {
    return Response.json({ message: 'Not found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  }
  try {
    return await startHandler(request)
  } catch (error) {
    if (!isClientDisconnect(error, request)) throw error
    logger.debug(
      { method: request.method, path: pathname, reason: reasonOf(error) },
      'Client disconnected before the answer',
    )
    // Nobody reads it; 499 is the customary status of a request its client closed.
    return new Response(null, { status: 499 })
  }
}

/**
 * Start's default server entry (which also sets the server's keep-alive timeout on the first request), except for
 * one case it answers with 500 before any middleware runs: a server-function path without an id. That is a
 * request for something that does not exist.
 *
 * Every answer, however early, leaves no unread body on its connection (server/unread-body.server.ts), and
 * carries the static security headers, also when it never went through Start's middleware (which adds the
 * rest, src/start.ts).
 *
 * A request whose client went away before its answer was ready is logged once, at debug level, and answered
 * with nothing: Start would print the error's stack trace to stderr, outside the structured log, for what is
 * an ordinary event (a closed tab, a navigation away).
 */
export default createServerEntry({
  async fetch(request) {
    tuneKeepAlive(request)
    const response = await answerWithoutUnreadBody(request, () => answer(request))
    return withDefaultHeaders(response, staticSecurityHeaders)
  },
})
