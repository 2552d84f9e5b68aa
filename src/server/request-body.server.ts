export class BodyTooLargeError extends Error {
  constructor() {
    super('Request body too large')
    this.name = 'BodyTooLargeError'
  }
}

/**
 * Reads a body up to `limit` bytes; past it, throws BodyTooLargeError without reading on. What is left of the
 * body is the server entry's to drain or close after the refusal is sent (unread-body.server.ts). Give it a
 * copy (`request.clone()`): stopping the server's own body stream would drop the connection before the
 * refusal reaches the client.
 */
export async function readBodyCapped(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get('content-length')) > limit) throw new BodyTooLargeError()
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { value, done } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      // Not awaited: cancelling one branch of a cloned (tee'd) body settles only once both are cancelled.
      reader.cancel().catch(() => {})
      throw new BodyTooLargeError()
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}
