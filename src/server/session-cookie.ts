/** Better Auth's session cookie (with the __Secure- prefix on https): without it nobody is signed in. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/

export function hasSessionCookie(headers: Headers): boolean {
  return SESSION_COOKIE.test(headers.get('cookie') ?? '')
}

/**
 * The portal's cookie (`/@{org}/{project}/sso`): a widget session for one project's public pages, never a Better
 * Auth session, so Better Auth's endpoints and every function that reads `getRequestViewer` ignore it.
 */
export const PORTAL_COOKIE = 'parley_portal'
const PORTAL_COOKIE_VALUE = /(?:^|;\s*)parley_portal=([^;]*)/

export function hasPortalCookie(headers: Headers): boolean {
  return PORTAL_COOKIE_VALUE.test(headers.get('cookie') ?? '')
}

/** The portal cookie's value (a widget session token), or null. */
export function portalCookieOf(headers: Headers): string | null {
  const value = PORTAL_COOKIE_VALUE.exec(headers.get('cookie') ?? '')?.[1]
  return value ? value.trim() : null
}

/**
 * An anonymous visitor's cookie (a signed visitor id, set when they first vote on a board that accepts anonymous
 * votes): their pages show their own votes, so the page cache neither serves nor keeps them.
 */
export const VISITOR_COOKIE = 'parley_visitor'
const VISITOR_COOKIE_VALUE = /(?:^|;\s*)parley_visitor=([^;]*)/

export function hasVisitorCookie(headers: Headers): boolean {
  return VISITOR_COOKIE_VALUE.test(headers.get('cookie') ?? '')
}

/** The visitor cookie's value (unverified), or null. */
export function visitorCookieOf(headers: Headers): string | null {
  const value = VISITOR_COOKIE_VALUE.exec(headers.get('cookie') ?? '')?.[1]
  return value ? value.trim() : null
}
