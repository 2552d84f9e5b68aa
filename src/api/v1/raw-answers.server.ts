/**
 * Answers that are not JSON: a file's bytes (or a redirect to them). The dispatcher answers every operation
 * with its JSON result, so an operation whose answer is a ready Response hands it over here, keyed by its
 * request, and returns an empty result; the /api/v1 handler then sends this answer in place of the
 * dispatcher's, once the dispatcher has authenticated the key, checked its scope and counted the request.
 */
const answers = new WeakMap<Request, Response>()

export function answerWith(request: Request, response: Response): Record<string, never> {
  answers.set(request, response)
  return {}
}

/**
 * The answer an operation handed over for this request, carrying the dispatcher's own headers (the rate limit's)
 * except those that describe a JSON body; null when there is none or the dispatcher refused the request.
 */
export function takeRawAnswer(request: Request, dispatched: Response): Response | null {
  const raw = answers.get(request)
  answers.delete(request)
  if (!raw || !dispatched.ok) return null
  for (const [name, value] of dispatched.headers) {
    if (!['content-type', 'content-length', 'cache-control'].includes(name)) raw.headers.set(name, value)
  }
  return raw
}
