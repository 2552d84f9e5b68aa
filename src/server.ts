import { createServerEntry, createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { tuneKeepAlive } from './server/keep-alive.server'

const startHandler = createStartHandler(defaultStreamHandler)
const SERVER_FN_BASE = '/_serverFn/'

/**
 * Start's default server entry (which also sets the server's keep-alive timeout on the first request), except for
 * one case it answers with 500 before any middleware runs: a
 * server-function path without an id. That is a request for something that does not exist.
 */
export default createServerEntry({
  fetch(request) {
    tuneKeepAlive(request)
    const { pathname } = new URL(request.url)
    if (pathname.startsWith(SERVER_FN_BASE) && !pathname.slice(SERVER_FN_BASE.length).split('/')[0]) {
      return Response.json(
        { message: 'Not found' },
        { status: 404, headers: { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } },
      )
    }
    return startHandler(request)
  },
})
