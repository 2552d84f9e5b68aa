const timeFormat = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' })
const fullFormat = new Intl.DateTimeFormat('en', { dateStyle: 'full', timeStyle: 'short' })

/** The time of a message ("2:05 PM"), with the full date on hover and for assistive technology. */
export function MessageTime({ iso, className }: { iso: string; className?: string }) {
  const date = new Date(iso)
  const full = fullFormat.format(date)
  return (
    <time dateTime={iso} title={full} className={className} suppressHydrationWarning>
      {timeFormat.format(date)}
    </time>
  )
}
