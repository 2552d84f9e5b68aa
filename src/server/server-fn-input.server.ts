import { defaultSerovalDeserializerPlugins, getSerovalPlugins } from '@tanstack/start-client-core'
import { fromJSON } from 'seroval'
import { AppError } from './errors'
import { BodyTooLargeError, readBodyCapped } from './request-body.server'

/** Start's own limit for a GET payload in the query string. */
const MAX_QUERY_PAYLOAD_CHARS = 1_000_000
/** The largest call the app makes is an avatar upload: 1 MiB as a base64 data URL (about 1.4 MB). */
export const MAX_SERVER_FN_BODY_BYTES = 2 * 1024 * 1024

const malformed = () => new AppError('BAD_REQUEST', 'Malformed request')
const tooLarge = () => new AppError('BAD_REQUEST', 'Request too large')

async function readCapped(request: Request): Promise<Uint8Array<ArrayBuffer>> {
  try {
    return await readBodyCapped(request.clone(), MAX_SERVER_FN_BODY_BYTES)
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw tooLarge()
    throw error
  }
}

/** Start's own plugin list (its serialization adapters, if any, then the defaults). */
function deserializerPlugins() {
  try {
    return getSerovalPlugins(defaultSerovalDeserializerPlugins)
  } catch {
    // Outside a request (unit tests) there are no Start options: the defaults are the whole list.
    return defaultSerovalDeserializerPlugins
  }
}

/**
 * The payload must be JSON that Start's deserializer (same plugins) accepts: exactly Start's own steps, so
 * that what is called malformed here is what Start fails to decode before any function runs.
 */
function deserializationProblem(text: string): AppError | null {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return malformed()
  }
  try {
    fromJSON(json as Parameters<typeof fromJSON>[0], { plugins: deserializerPlugins() })
  } catch {
    return malformed()
  }
  return null
}

/**
 * Start decodes a server function's payload before any function middleware runs, and answers 500 to
 * anything it cannot decode (truncated JSON, `null`, a broken form). This reads a copy of the request the
 * same way and returns the 400 to answer instead (null when Start will decode it). A body over the limit is
 * refused at once (thrown), before Start would read it all.
 */
export async function serverFnPayloadProblem(request: Request): Promise<AppError | null> {
  const method = request.method.toUpperCase()
  if (method === 'GET' || method === 'HEAD') {
    const payload = new URL(request.url).searchParams.get('payload')
    // Start reads an empty payload as none.
    if (!payload) return null
    if (payload.length > MAX_QUERY_PAYLOAD_CHARS) throw tooLarge()
    return deserializationProblem(payload)
  }
  const contentType = request.headers.get('content-type') ?? ''
  const isForm =
    contentType.includes('multipart/form-data') || contentType.includes('application/x-www-form-urlencoded')
  const isJson = contentType.includes('application/json')
  const bytes = await readCapped(request)
  // Start ignores any other body; only its size mattered.
  if (!isForm && !isJson) return null
  if (isForm) {
    try {
      await new Response(bytes, { headers: { 'content-type': contentType } }).formData()
      return null
    } catch {
      return malformed()
    }
  }
  return deserializationProblem(new TextDecoder().decode(bytes))
}

/** Start's error for an id that no server function has (it answers 500 by itself). */
export function isUnknownServerFnError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /^Server function (info|module|module export) not (found|resolved)/.test(error.message)
  )
}
