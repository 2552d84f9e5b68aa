/**
 * Whether a request failed because its client went away (a tab closed, a navigation, a dropped connection)
 * before the answer was complete: Node's `aborted` (ECONNRESET) on the request body, an AbortError from the
 * request's signal, a write to a closed socket. Nothing is wrong with the server, and nobody is left to answer.
 */
export function isClientDisconnect(error: unknown, request?: Request): boolean {
  if (request?.signal.aborted) return true
  const seen = new Set<unknown>()
  for (let candidate = error; candidate && typeof candidate === 'object'; ) {
    if (seen.has(candidate)) break
    seen.add(candidate)
    const { name, code, message } = candidate as { name?: unknown; code?: unknown; message?: unknown }
    if (name === 'AbortError' || name === 'ResponseAborted') return true
    if (code === 'ECONNRESET' && message === 'aborted') return true
    if (code === 'EPIPE' || code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ERR_STREAM_DESTROYED')
      return true
    candidate = (candidate as { cause?: unknown }).cause
  }
  return false
}

/** What a request's failure looks like in the log line that reports it. */
export function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const code = (error as { code?: unknown }).code
  return typeof code === 'string' ? `${error.message} (${code})` : error.message
}
