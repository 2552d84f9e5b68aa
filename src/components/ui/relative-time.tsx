import { formatRelativeTime } from '~/lib/i18n/intl'

/** "3 days ago" in English ("just now" under a minute), through the one relative-time formatter of lib/i18n. */
export function relativeTime(iso: string, now = Date.now()): string {
  if (Math.abs(new Date(iso).getTime() - now) < 60_000) return 'just now'
  return formatRelativeTime('en', iso, now)
}

/** A date as "3 days ago", with the exact time on hover and for assistive technology. */
export function RelativeTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={new Date(iso).toUTCString()} suppressHydrationWarning>
      {relativeTime(iso)}
    </time>
  )
}
