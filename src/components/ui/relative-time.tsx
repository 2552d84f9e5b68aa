import { formatDate, formatRelativeTime } from '~/lib/i18n/intl'
import { type Locale, SOURCE_LOCALE } from '~/lib/i18n/locales'
import { useCommonText } from './use-common-text'

/**
 * "3 days ago" in the locale ("just now" under a minute, the catalogue's), through the one relative-time
 * formatter of lib/i18n. English by default, as it always was.
 */
export function relativeTime(
  iso: string,
  now = Date.now(),
  locale: Locale = SOURCE_LOCALE,
  justNow = 'just now',
): string {
  if (Math.abs(new Date(iso).getTime() - now) < 60_000) return justNow
  return formatRelativeTime(locale, iso, now)
}

/** The exact time on hover: English keeps its UTC string ("Sun, 29 Nov 2026 18:42:58 GMT"). */
function exactTime(iso: string, locale: Locale): string {
  return locale === SOURCE_LOCALE
    ? new Date(iso).toUTCString()
    : formatDate(locale, iso, { time: 'long', weekday: true })
}

/** A date as "3 days ago", with the exact time on hover and for assistive technology, in the page's language. */
export function RelativeTime({ iso }: { iso: string }) {
  const { locale, t } = useCommonText()
  return (
    <time dateTime={iso} title={exactTime(iso, locale)} suppressHydrationWarning>
      {relativeTime(iso, Date.now(), locale, t('time.justNow', 'just now'))}
    </time>
  )
}
