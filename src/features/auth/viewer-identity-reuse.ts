import type { ViewerIdentity } from '~/lib/viewer'

/** How long an identity read for one page is reused for changes of that page's search alone. */
export const IDENTITY_REUSE_MS = 60_000

export type IdentityLocation = { pathname: string; href: string; searchStr: string }

type Remembered = {
  pathname: string
  lang: string | null
  href: string
  readAt: number
  authRequests: number
  identity: ViewerIdentity
}

/**
 * The root route asks the server who the viewer is before every navigation. A change of the page's search alone
 * (a file preview opened, a list sorted or filtered) reuses the answer read for the same page, so that it shows
 * without a round trip: the viewer, their language (the same page and `?lang=`) and their live token are what
 * they were a moment ago. It is read again on another page, for the same address (a reload, `router.invalidate()`
 * after a sign-in or sign-out), after any auth request of this tab (whatever changed the session), and after a
 * minute.
 */
export function createIdentityReuse(deps: {
  read: (href: string) => Promise<ViewerIdentity>
  authRequestsStarted: () => number
  now?: () => number
}) {
  const now = deps.now ?? Date.now
  let last: Remembered | undefined
  return async (location: IdentityLocation): Promise<ViewerIdentity> => {
    const lang = new URLSearchParams(location.searchStr).get('lang')
    const authRequests = deps.authRequestsStarted()
    if (
      last &&
      last.pathname === location.pathname &&
      last.lang === lang &&
      last.href !== location.href &&
      last.authRequests === authRequests &&
      now() - last.readAt < IDENTITY_REUSE_MS
    ) {
      last = { ...last, href: location.href }
      return last.identity
    }
    const readAt = now()
    const identity = await deps.read(location.href)
    last = { pathname: location.pathname, lang, href: location.href, readAt, authRequests, identity }
    return identity
  }
}
