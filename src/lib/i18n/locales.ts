/**
 * The languages Parley speaks and how a request's language is chosen. Pure: the server reads the inputs from
 * the request (src/server/locale.server.ts), the tests call `resolveLocale` directly.
 */

export const LOCALES = ['en', 'de', 'fr', 'es', 'pt-BR', 'ja', 'ar'] as const
export type Locale = (typeof LOCALES)[number]

export const SOURCE_LOCALE: Locale = 'en'

/** The cookie the language menu sets (a year; read before Accept-Language). */
export const LOCALE_COOKIE = 'parley_lang'

/** Each language in its own words: the menu lists them so, whatever the page's language (a brand-like name). */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  ja: '日本語',
  ar: 'العربية',
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr'
}

/**
 * The supported locale a BCP 47 tag asks for, or null: exact first (case-insensitive), then by its language
 * alone (`de-AT` → `de`, `pt` and `pt-PT` → `pt-BR`, our only Portuguese; `ar-EG` → `ar`).
 */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null
  const wanted = tag.trim().toLowerCase().replace(/_/g, '-')
  if (!wanted || wanted.length > 35) return null
  const exact = LOCALES.find((locale) => locale.toLowerCase() === wanted)
  if (exact) return exact
  const language = wanted.split('-')[0]
  return LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language) ?? null
}

/** The best supported locale of an Accept-Language header, by its q-values (q=0 is a refusal), or null. */
export function matchAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null
  const ranges = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';')
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
      return { tag: (tag ?? '').trim(), q: q === undefined ? 1 : Number(q), index }
    })
    .filter((range) => range.tag && range.tag !== '*' && Number.isFinite(range.q) && range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const range of ranges) {
    const locale = matchLocale(range.tag)
    if (locale) return locale
  }
  return null
}

/** What a request offers for choosing its language, strongest first. */
export type LocaleInputs = {
  /** `?lang=` of the URL: a shared link's language wins over everything. */
  query?: string | null
  /** The signed-in person's saved language (account settings). */
  saved?: string | null
  /** The `parley_lang` cookie set by the language menu. */
  cookie?: string | null
  acceptLanguage?: string | null
  /** The organisation's default language, on its public pages and widget. */
  organizationDefault?: string | null
}

/**
 * The request's language: `?lang=` → the person's saved language → the cookie → Accept-Language → the
 * organisation's default → English. An unknown value at any step is skipped, not an error.
 */
export function resolveLocale(inputs: LocaleInputs): Locale {
  return (
    matchLocale(inputs.query) ??
    matchLocale(inputs.saved) ??
    matchLocale(inputs.cookie) ??
    matchAcceptLanguage(inputs.acceptLanguage) ??
    matchLocale(inputs.organizationDefault) ??
    SOURCE_LOCALE
  )
}

/**
 * Where the language menu posts (`lang`, `redirect`): Better Auth's catch-all answers it beside its own cookies,
 * so no route joins the tree every page loads (src/routes/api/auth/$.ts).
 */
export const LANGUAGE_FORM_ACTION = '/api/auth/language'
