import { eq } from 'drizzle-orm'
import { type Locale, matchAcceptLanguage, matchLocale, resolveLocale } from '~/lib/i18n/locales'
import type { Database } from './db/client.server'
import { organization } from './db/schema'
import { localeCookieOf, organizationSlugOfPath } from './locale-request'
import { readOncePerRequest } from './request-context.server'

/**
 * The request's language (src/lib/i18n/locales.ts has the order). Read by the root route's identity fetch, so
 * it is in the first HTML and in every client navigation's context; the page cache keys on `localeCacheKey`
 * (./locale-request.ts).
 */

/** The organisation's default language by its slug (one read per request). */
export async function organizationDefaultLanguage(db: Database, slug: string): Promise<string | null> {
  return readOncePerRequest(db, `organization-language:${slug}`, async () => {
    const [row] = await db
      .select({ language: organization.defaultLanguage })
      .from(organization)
      .where(eq(organization.slug, slug))
      .limit(1)
    return row?.language ?? null
  })
}

/**
 * The language of a request for the page at `pageUrl` (on a client navigation the server function's own URL is
 * not the page's, so the caller names it), for `saved`, the signed-in person's language.
 */
export async function resolveRequestLocale(options: {
  db: Database
  headers: Headers
  pageUrl: URL
  saved: string | null
}): Promise<Locale> {
  const { db, headers, pageUrl, saved } = options
  const inputs = {
    query: pageUrl.searchParams.get('lang'),
    saved,
    cookie: localeCookieOf(headers),
    acceptLanguage: headers.get('accept-language'),
  }
  // The organisation is read only when nothing before it decides.
  const decided = resolveLocale(inputs)
  if (matchLocale(inputs.query) || matchLocale(saved) || matchLocale(inputs.cookie)) return decided
  if (matchAcceptLanguage(inputs.acceptLanguage)) return decided
  const slug = organizationSlugOfPath(pageUrl.pathname)
  const organizationDefault = slug ? await organizationDefaultLanguage(db, slug) : null
  return resolveLocale({ ...inputs, organizationDefault })
}
