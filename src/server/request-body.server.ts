/** A refused body up to this size is read to its end first, so the client gets the answer, not a reset. */
const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024

export class BodyTooLargeError extends Error {
  constructor() {
    super('Request body too large')
    this.name = 'BodyTooLargeError'
  }
}

/**
 * Reads a body up to `limit` bytes. Past it, throws BodyTooLargeError, having drained the client's upload
 * (up to a bound) so that the refusal reaches it: a server that answers while the client still sends gets
 * its connection reset. `original` is the request whose body may be consumed when refusing.
 */
export async function readBodyCapped(
  request: Request,
  limit: number,
  original: Request = request,
): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get('content-length')) > limit) {
    await drain(original)
    throw new BodyTooLargeError()
  }
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
      if (original !== request) await drain(original)
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

async function drain(request: Request) {
  if (!request.body || request.bodyUsed) return
  const reader = request.body.getReader()
  let size = 0
  try {
    while (size <= DRAIN_LIMIT_BYTES) {
      const { value, done } = await reader.read()
      if (done) return
      size += value.byteLength
    }
    reader.cancel().catch(() => {})
  } catch {}
}
