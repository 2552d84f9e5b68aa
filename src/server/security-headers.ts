/**
 * The security headers of every response. Pure, so it is unit-tested; the request middleware in src/start.ts
 * adds them to pages, server functions and API routes where the route did not set its own (withDefaultHeaders),
 * src/server.ts adds the static part to the few answers given outside Start, and nitro's route rules give the
 * public files (src/server/public-files.ts) the static part.
 */
export const staticSecurityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
} as const

/** For files served as they are (scripts, styles, images): they may load nothing and be framed by no one. */
export const STATIC_CSP = "default-src 'none'; frame-ancestors 'none'"

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains'

export function contentSecurityPolicy(options: { nonce: string; development: boolean }): string {
  const scriptSrc = options.development
    ? "'self' 'unsafe-inline' 'unsafe-eval'"
    : `'self' 'nonce-${options.nonce}'`
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    // Inline style attributes come from React components and sonner's injected stylesheet.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    options.development ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export function securityHeadersFor(options: { nonce: string; https: boolean; development: boolean }) {
  const headers: Record<string, string> = {
    ...staticSecurityHeaders,
    'Content-Security-Policy': contentSecurityPolicy(options),
  }
  if (options.https) headers['Strict-Transport-Security'] = HSTS_VALUE
  return headers
}

/**
 * Adds each of `defaults` that the response does not have yet. A header the route set is its own choice (a
 * file's sandboxing CSP, its no-referrer policy) and is never replaced. Copies the response first when its
 * headers are immutable (e.g. Response.redirect).
 */
export function withDefaultHeaders(response: Response, defaults: Record<string, string>): Response {
  const missing = Object.entries(defaults).filter(([name]) => !response.headers.has(name))
  if (missing.length === 0) return response
  try {
    for (const [name, value] of missing) response.headers.set(name, value)
    return response
  } catch {
    const copy = new Response(response.body, response)
    for (const [name, value] of missing) copy.headers.set(name, value)
    return copy
  }
}
