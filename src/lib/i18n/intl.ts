/**
 * Dates, relative times, numbers and file sizes in a page's language, through `Intl` (formatters cached per
 * locale and options). Areas being translated move their own formatting here (docs/i18n.md).
 */

const cache = new Map<string, unknown>()
function cached<T>(key: string, make: () => T): T {
  let known = cache.get(key) as T | undefined
  if (!known) {
    known = make()
    cache.set(key, known)
  }
  return known
}

export function formatNumber(locale: string, value: number, options: Intl.NumberFormatOptions = {}): string {
  return cached(
    `n|${locale}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  ).format(value)
}

/**
 * A date (and time, with `time`: `true` is hours and minutes, `'long'` adds the seconds and the time zone), in
 * UTC unless a time zone is given: the server and the browser agree. `weekday` gives the full date with its
 * day of the week.
 */
export function formatDate(
  locale: string,
  value: Date | string,
  options: { time?: boolean | 'long'; timeZone?: string; weekday?: boolean } = {},
): string {
  const { time = false, timeZone = 'UTC', weekday = false } = options
  const format = cached(
    `d|${locale}|${time}|${timeZone}|${weekday}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        dateStyle: weekday ? 'full' : 'medium',
        ...(time ? { timeStyle: time === true ? 'short' : 'long' } : {}),
        timeZone,
      }),
  )
  return format.format(typeof value === 'string' ? new Date(value) : value)
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

/** "3 days ago", "in 2 hours", "now", in the locale. */
export function formatRelativeTime(locale: string, value: Date | string, now = Date.now()): string {
  const format = cached(`r|${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }))
  const seconds = Math.round(((typeof value === 'string' ? Date.parse(value) : value.getTime()) - now) / 1000)
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit)
  }
  return format.format(0, 'second')
}

/** A month and its year, "November 2026" (UTC). */
export function formatMonthYear(locale: string, value: Date | string): string {
  const format = cached(
    `my|${locale}`,
    () => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  )
  return format.format(typeof value === 'string' ? new Date(value) : value)
}

const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const

/** A file size in binary steps (1 KB = 1,024 bytes) with the locale's unit names and digits. */
export function formatFileSize(locale: string, bytes: number): string {
  let value = Math.max(0, bytes)
  let unit = 0
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024
    unit++
  }
  return formatNumber(locale, value, {
    style: 'unit',
    unit: SIZE_UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 || value >= 10 ? 0 : 1,
  })
}

/** Parts as one list in the locale: `unit` joins without a conjunction ("a, b"), `conjunction` with one. */
export function formatList(
  locale: string,
  parts: readonly string[],
  type: 'unit' | 'conjunction' = 'conjunction',
): string {
  return cached(`l|${locale}|${type}`, () => new Intl.ListFormat(locale, { type, style: 'short' })).format(
    parts,
  )
}
