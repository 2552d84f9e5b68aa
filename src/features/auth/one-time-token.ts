import { safeRedirectPath } from '~/lib/safe-redirect'

export type OneTimeTokenVisit = {
  /** The token to verify. */
  token: string
  /** The page's own URL (path, search, hash) without the token: replaces the current history entry. */
  cleanHref: string
  /**
   * Where to go once signed in, when the token rode in /sign-in's `redirect` (a guarded page sends an
   * anonymous visitor there, ?ott= and all).
   */
  next?: string
}

/** A page URL carrying ?ott= is verified and the parameter removed. Null when there is none. */
export function takeOneTimeToken(href: string): OneTimeTokenVisit | null {
  const url = new URL(href)
  const pathOf = (target: URL) => `${target.pathname}${target.search}${target.hash}`
  const token = url.searchParams.get('ott')
  if (token) {
    url.searchParams.delete('ott')
    return { token, cleanHref: pathOf(url) }
  }
  const redirect = url.pathname === '/sign-in' ? url.searchParams.get('redirect') : null
  if (!redirect) return null
  const target = new URL(safeRedirectPath(redirect, '/home'), url.origin)
  const carried = target.searchParams.get('ott')
  if (!carried) return null
  target.searchParams.delete('ott')
  url.searchParams.set('redirect', pathOf(target))
  return { token: carried, cleanHref: pathOf(url), next: pathOf(target) }
}
