/** What these rules read of Better Auth's after-hook context. */
type AfterHookContext = { path?: string; context: { returned?: unknown; responseHeaders?: Headers } }

/**
 * A session read that finds no session (`/get-session`, which every server-side look-up goes through) leaves
 * the browser's cookies alone, instead of Better Auth's default of expiring them.
 *
 * Why: a request sent with a cookie that is replaced while it is in flight answers after the replacement, and
 * its expiry then wipes the new cookie. It happened when an admin stopped impersonating: deleting the
 * impersonation session closes the page's live stream, whose reconnect still carried the old cookie and, when
 * it answered after the stop had set the admin's cookie again, signed the admin out. A dead cookie costs nothing to keep: it reads
 * as anonymous, and the next sign-in or sign-out replaces it.
 *
 * Runs only where `isSessionReadThatFoundNone` says (its hook's matcher).
 */
export function keepCookiesOnMissingSession(ctx: AfterHookContext): void {
  const headers = ctx.context.responseHeaders
  if (headers instanceof Headers) headers.delete('set-cookie')
}

/** A session read (`/get-session`) that found no session; one that found a session has nothing to keep. */
export function isSessionReadThatFoundNone(ctx: AfterHookContext): boolean {
  return ctx.path === '/get-session' && ctx.context.returned == null
}
