/**
 * The auth client's requests in flight in this tab. Some replace the session behind the cookie — a password
 * change that signs out the other sessions ends this one too and answers with a new cookie; stopping an
 * impersonation answers with the admin's — and until their answer arrives the old cookie reads as nobody.
 * Whoever asks "who is the viewer now?" asks after they have settled.
 */
const inFlight = new Set<Promise<unknown>>()
let started = 0

export function trackAuthRequest<T>(request: Promise<T>): Promise<T> {
  started++
  inFlight.add(request)
  const settle = () => inFlight.delete(request)
  request.then(settle, settle)
  return request
}

export async function authRequestsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight])
}

/**
 * How many auth requests this tab has started: whatever was read about the viewer before this number moved may
 * be out of date (a sign-out started since ends the session that a live token names).
 */
export function authRequestsStarted(): number {
  return started
}
