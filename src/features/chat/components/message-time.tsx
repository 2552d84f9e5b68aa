import { useLocale } from '~/components/i18n/use-t'

// Per language, made once: the time of a message and its full date.
const formats = new Map<string, { time: Intl.DateTimeFormat; full: Intl.DateTimeFormat }>()
function formatsOf(locale: string) {
  let known = formats.get(locale)
  if (!known) {
    known = {
      time: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }),
      full: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }),
    }
    formats.set(locale, known)
  }
  return known
}

/** The time of a message ("2:05 PM"), with the full date on hover and for assistive technology. */
export function MessageTime({ iso, className }: { iso: string; className?: string }) {
  const { time: timeFormat, full: fullFormat } = formatsOf(useLocale())
  const date = new Date(iso)
  const full = fullFormat.format(date)
  return (
    <time dateTime={iso} title={full} className={className} suppressHydrationWarning>
      {timeFormat.format(date)}
    </time>
  )
}
