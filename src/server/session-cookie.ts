/** Better Auth's session cookie (with the __Secure- prefix on https): without it nobody is signed in. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/

export function hasSessionCookie(headers: Headers): boolean {
  return SESSION_COOKIE.test(headers.get('cookie') ?? '')
}
