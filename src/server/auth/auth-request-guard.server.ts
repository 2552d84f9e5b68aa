import { BodyTooLargeError, readBodyCapped } from '../request-body.server'

/** Better Auth's bodies are small forms; this leaves room and stops a huge one before it is parsed. */
export const MAX_AUTH_BODY_BYTES = 256 * 1024

const refusal = (message: string, code: string) =>
  Response.json({ message, code }, { status: 400, headers: { 'Cache-Control': 'no-store' } })

/**
 * Better Auth answers 500 to a JSON body that parses but is not an object (`null`, a number, an array):
 * its endpoints read fields off it before validating. A JSON body must be an object here, or empty; other
 * bodies are only held to the size limit. Returns the refusal in Better Auth's own error shape, or null.
 */
export async function refuseMalformedAuthBody(request: Request): Promise<Response | null> {
  if (request.method === 'GET' || request.method === 'HEAD') return null
  let bytes: Uint8Array
  try {
    bytes = await readBodyCapped(request.clone(), MAX_AUTH_BODY_BYTES)
  } catch (error) {
    if (error instanceof BodyTooLargeError) return refusal('Request body too large', 'REQUEST_BODY_TOO_LARGE')
    throw error
  }
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) return null
  const text = new TextDecoder().decode(bytes)
  if (text.trim() === '') return null
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return refusal('Invalid JSON in request body', 'BAD_REQUEST')
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return refusal('The request body must be a JSON object', 'INVALID_REQUEST_BODY')
  }
  return null
}
