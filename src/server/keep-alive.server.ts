import type { Server } from 'node:http'

/**
 * How long the server keeps an idle keep-alive connection: longer than the idle timeouts of the proxies and
 * clients in front of it (60 s for most load balancers). With Node's default of 5 s, the server closed idle
 * connections just as a client reused them: the client's request met a reset (ECONNRESET; a 502 behind a proxy).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000

type NodeBackedRequest = { runtime?: { node?: { req?: { socket?: { server?: Server } } } } }

let tuned = false

/**
 * Nitro's Node server takes no server options, so the first request sets them on the server it came through
 * (srvx hands the Node request to the handler). Elsewhere (tests calling the handler directly) it does nothing.
 */
export function tuneKeepAlive(request: Request): void {
  if (tuned) return
  const server = (request as NodeBackedRequest).runtime?.node?.req?.socket?.server
  if (!server) return
  tuned = true
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
  // A request's headers must be allowed to arrive on a connection kept that long.
  server.headersTimeout = Math.max(server.headersTimeout, KEEP_ALIVE_TIMEOUT_MS + 1_000)
}
