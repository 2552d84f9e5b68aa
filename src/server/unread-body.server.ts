import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * A body the answer left unread (a refusal, a 404, a method the route does not take) is read and thrown away
 * after the answer, up to this much, and the connection is kept. Node does that by itself only for a body
 * nobody touched: once a handler has started reading (srvx turns the request into a web stream as soon as
 * `request.body` is looked at) and stops, the rest sat on the connection, and the next request a client's pool
 * sent on it waited behind it until the keep-alive timeout reset the connection.
 */
export const UNREAD_BODY_DRAIN_BYTES = 16 * 1024 * 1024

/**
 * A connection that closes while its body still arrives is read (and the bytes discarded) this long before it
 * is dropped: closing a socket with unread bytes sends a reset, which can reach the client before it has read
 * the answer.
 */
export const UNREAD_BODY_LINGER_MS = 2_000

type NodeBackedRequest = { runtime?: { node?: { req?: IncomingMessage; res?: ServerResponse } } }

/**
 * Answers `request` with `handle()` and leaves no unread body on its connection: what is left of the body
 * after the answer is drained (up to UNREAD_BODY_DRAIN_BYTES) when its declared length allows it; otherwise
 * the answer carries `Connection: close`, and the connection closes once the answer is sent. Outside Node's
 * server (tests calling the handler directly) it only calls `handle()`.
 */
export async function answerWithoutUnreadBody(
  request: Request,
  handle: () => Response | Promise<Response>,
): Promise<Response> {
  const node = (request as NodeBackedRequest).runtime?.node
  const req = node?.req
  const res = node?.res
  if (!req || !res) return handle()
  // Node's own 'finish' listener (registered before any handler runs) goes first: it has decided whether
  // the connection stays by the time this one looks.
  res.once('finish', () => discardRestOfBody(req))
  const response = await handle()
  if (!req.complete && !res.headersSent && !drainable(req)) res.setHeader('Connection', 'close')
  return response
}

function drainable(req: IncomingMessage): boolean {
  const declared = req.headers['content-length']
  return declared !== undefined && Number(declared) <= UNREAD_BODY_DRAIN_BYTES
}

function discardRestOfBody(req: IncomingMessage) {
  const socket = req.socket
  if (req.complete || req.destroyed || !socket || socket.destroyed) return
  let received = 0
  let lingering: NodeJS.Timeout | undefined
  const drop = () => {
    clearTimeout(lingering)
    socket.destroy()
  }
  // Whoever was reading has answered: the bytes now go nowhere (what Node's own dump of a body does).
  req.removeAllListeners('data')
  req.on('data', (chunk: Buffer) => {
    received += chunk.length
    if (received > UNREAD_BODY_DRAIN_BYTES) drop()
  })
  req.resume()
  // Node ends a connection that does not stay (Connection: close) as soon as the answer is written, and then
  // destroys it: with the body still arriving, that is a reset. Read on a moment instead, then drop it.
  if (socket.writableEnded) {
    socket.removeListener('finish', socket.destroy)
    req.once('end', drop)
    lingering = setTimeout(drop, UNREAD_BODY_LINGER_MS)
    lingering.unref()
  }
}
