import { LOCALE_COOKIE, matchAcceptLanguage, matchLocale } from '~/lib/i18n/locales'

/**
 * What a request says about its language, read from its URL and headers alone (no database): the page cache
 * keys on it before anything renders. The full resolution, with the person's and the organisation's choice, is
 * src/server/locale.server.ts.
 */

/** The `parley_lang` cookie's value, or null. */
export function localeCookieOf(headers: Headers): string | null {
  const cookie = headers.get('cookie') ?? ''
  const found = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(cookie)
  if (!found) return null
  try {
    return decodeURIComponent(found[1] ?? '')
  } catch {
    return null
  }
}

/** `/@acme/…` and the widget's `/embed/@acme/…`: the organisation whose default language applies, or null. */
export function organizationSlugOfPath(pathname: string): string | null {
  const found = /^\/(?:embed\/)?@([^/]+)/.exec(pathname)
  if (!found) return null
  try {
    return decodeURIComponent(found[1] ?? '').toLowerCase()
  } catch {
    return null
  }
}

/**
 * What an anonymous request's language depends on besides its URL: the `?lang=`, cookie or Accept-Language
 * choice it makes, or `-` when it makes none (the organisation's default then follows from the URL and the
 * data, which the cache already keys on and clears on). Part of the page cache's key, so that a German visitor
 * is never given a page rendered in English for another, nor the reverse.
 */
export function localeCacheKey(request: Request): string {
  const url = new URL(request.url)
  return (
    matchLocale(url.searchParams.get('lang')) ??
    matchLocale(localeCookieOf(request.headers)) ??
    matchAcceptLanguage(request.headers.get('accept-language')) ??
    '-'
  )
}

/**
 * An HTML page's words depend on the `?lang=` (in its URL already), the cookie and Accept-Language: a shared
 * cache between Parley and its visitors (a CDN, a proxy) must key on them too, or it hands one language's
 * page to another's visitor. The person's saved choice rides on the session cookie, so `Cookie` covers it.
 */
export function varyByLanguage(response: Response): Response {
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response
  const vary = response.headers.get('vary') ?? ''
  const missing = ['Accept-Language', 'Cookie'].filter(
    (name) => !vary.toLowerCase().includes(name.toLowerCase()),
  )
  if (missing.length === 0) return response
  const value = [vary, ...missing].filter(Boolean).join(', ')
  try {
    response.headers.set('Vary', value)
    return response
  } catch {
    // An immutable response (a fetch's): copied with the header.
    const copy = new Response(response.body, response)
    copy.headers.set('Vary', value)
    return copy
  }
}
