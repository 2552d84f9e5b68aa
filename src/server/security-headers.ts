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

export function contentSecurityPolicy(options: {
  nonce: string
  development: boolean
  /**
   * The origins that may frame the page; none by default. Only the widget's embed page
   * (/embed/@{org}/{project}) names any: its project's allowed host origins.
   */
  frameAncestors?: readonly string[]
}): string {
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
    `frame-ancestors ${options.frameAncestors?.length ? options.frameAncestors.join(' ') : "'none'"}`,
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
 * A response whose own CSP lets some origin frame it (`frame-ancestors` other than 'none': the widget's embed
 * page, framed by its allowed host sites). The default `X-Frame-Options: DENY` would forbid what that CSP allows
 * (browsers that know frame-ancestors ignore X-Frame-Options beside it; older ones would refuse the frame), so
 * such a response gets no X-Frame-Options: its CSP decides alone.
 */
export function mayBeFramed(csp: string | null): boolean {
  const directive = csp
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => /^frame-ancestors\s/i.test(part))
  if (!directive) return false
  return (
    directive
      .replace(/^frame-ancestors\s+/i, '')
      .trim()
      .toLowerCase() !== "'none'"
  )
}

/**
 * Adds each of `defaults` that the response does not have yet, but X-Frame-Options where the response's own
 * CSP lets origins frame it (mayBeFramed). A header the route set is its own choice (a
 * file's sandboxing CSP, its no-referrer policy) and is never replaced. Copies the response first when its
 * headers are immutable (e.g. Response.redirect).
 */
export function withDefaultHeaders(response: Response, defaults: Record<string, string>): Response {
  const framable = mayBeFramed(response.headers.get('Content-Security-Policy'))
  const missing = Object.entries(defaults).filter(
    ([name]) => !response.headers.has(name) && !(framable && name.toLowerCase() === 'x-frame-options'),
  )
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
