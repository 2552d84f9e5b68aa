import type { ViewerIdentity } from '~/lib/viewer'

/** How long an identity read for one page is reused for changes of that page's search alone. */
export const IDENTITY_REUSE_MS = 60_000

export type IdentityLocation = { pathname: string; href: string; searchStr: string }

/**
 * The root route asks the server who the viewer is before every navigation. A change of the page's search alone
 * (a file preview opened, a list sorted or filtered) reuses the answer read for the same page, so that it shows
 * without a round trip: the viewer, their language (the same page and `?lang=`) and their live token are what
 * they were a moment ago. It is read again on another page, for the same address (a reload, `router.invalidate()`
 * after a sign-in or sign-out), after any auth request of this tab (whatever changed the session), and after a
 * minute.
 */
export function createIdentityReuse(
  read: (href: string) => Promise<ViewerIdentity>,
  authRequestsStarted: () => number,
  now = Date.now,
) {
  let last: { key: string; href: string; readAt: number; identity: ViewerIdentity } | undefined
  return async ({ pathname, href, searchStr }: IdentityLocation): Promise<ViewerIdentity> => {
    const key = `${pathname} ${new URLSearchParams(searchStr).get('lang')} ${authRequestsStarted()}`
    if (last?.key === key && last.href !== href && now() - last.readAt < IDENTITY_REUSE_MS) {
      last.href = href
      return last.identity
    }
    const readAt = now()
    const identity = await read(href)
    last = { key, href, readAt, identity }
    return identity
  }
}
