/**
 * CSRF: a request that acts with the visitor's cookies (a form POST, an upload) must come from one of our
 * pages. Browsers send Sec-Fetch-Site (and Origin) with every such request; one carrying neither is refused
 * rather than trusted.
 */
export function isSameOriginPost(request: Request, baseUrl: string): boolean {
  // Set by the browser itself (a page cannot forge it). A page with `referrer: no-referrer` (the reset page)
  // sends `Origin: null`, so this header decides when present.
  const fetchSite = request.headers.get('Sec-Fetch-Site')
  if (fetchSite !== null) return fetchSite === 'same-origin'
  const origin = request.headers.get('Origin')
  if (origin === null) return false
  return origin === new URL(request.url).origin || origin === new URL(baseUrl).origin
}
