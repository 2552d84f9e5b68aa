import { BodyTooLargeError, readBodyCapped } from '../request-body.server'
import { ApiProblem } from './problem'

/** The largest JSON body an operation reads. Files are uploaded by their own operations, not as JSON. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024

const JSON_MEDIA_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i

/** Whether the request says it carries a body at all (a length above 0, or a chunked one). */
export function hasBody(request: Request): boolean {
  const length = request.headers.get('content-length')
  if (length !== null) return Number(length) > 0
  return request.headers.has('transfer-encoding') || request.body !== null
}

/**
 * The request's JSON body: 415 unless it is declared JSON, 413 past the limit (refused as soon as the limit is
 * passed, without reading the rest), 400 when it is not JSON. An empty body is an empty object, so that an
 * operation whose fields are all optional can be called without one.
 */
export async function readJsonBody(request: Request, limit = JSON_BODY_LIMIT_BYTES): Promise<unknown> {
  const contentType = request.headers.get('content-type')
  const declaredLength = request.headers.get('content-length')
  if (declaredLength === '0' || (!contentType && !hasBody(request))) return {}
  if (!contentType || !JSON_MEDIA_TYPE.test(contentType)) {
    throw new ApiProblem(
      'unsupported-media-type',
      'Send the body as JSON, with Content-Type: application/json',
    )
  }
  let bytes: Uint8Array
  try {
    // A copy: stopping the server's own stream at the limit would drop the connection before the answer.
    bytes = await readBodyCapped(request.clone(), limit)
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      throw new ApiProblem('payload-too-large', `A JSON body may be at most ${limit} bytes`)
    }
    throw error
  }
  if (bytes.byteLength === 0) return {}
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    throw new ApiProblem('bad-request', 'The body is not valid JSON')
  }
}
