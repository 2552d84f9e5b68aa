/**
 * When a pause chosen on the settings page ends, worked out in the person's time zone (the one their digest
 * and working hours use), and how that moment reads back to them. Pure: the page and its tests use it.
 */

type WallTime = { year: number; month: number; day: number; hour: number; minute: number }

function wallTime(at: Date, timeZone: string): WallTime {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(at)
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0)
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') }
}

/** The instant at which the clocks of `timeZone` show this wall time (the later one across a DST change). */
export function instantOfWallTime(wall: WallTime, timeZone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute)
  let guess = asUtc
  for (let round = 0; round < 3; round++) {
    const seen = wallTime(new Date(guess), timeZone)
    const seenAsUtc = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute)
    const drift = seenAsUtc - asUtc
    if (drift === 0) break
    guess -= drift
  }
  return new Date(guess)
}

const HOUR = 60 * 60 * 1000

export type PausePreset = 'hour' | 'tomorrow' | 'week'

/** The presets, each with its label's key in the notifications catalogue. */
export const PAUSE_PRESETS: { id: PausePreset; label: 'pause.hour' | 'pause.tomorrow' | 'pause.week' }[] = [
  { id: 'hour', label: 'pause.hour' },
  { id: 'tomorrow', label: 'pause.tomorrow' },
  { id: 'week', label: 'pause.week' },
]

/** The end of a preset pause: an hour from now, tomorrow at 9:00 in the zone, or seven days from now. */
export function pauseEnd(preset: PausePreset, now: Date, timeZone: string): Date {
  if (preset === 'hour') return new Date(now.getTime() + HOUR)
  if (preset === 'week') return new Date(now.getTime() + 7 * 24 * HOUR)
  const today = wallTime(now, timeZone)
  // Noon keeps the date arithmetic clear of DST changes; only the calendar date is read from it.
  const noonTomorrow = new Date(Date.UTC(today.year, today.month - 1, today.day + 1, 12))
  return instantOfWallTime(
    {
      year: noonTomorrow.getUTCFullYear(),
      month: noonTomorrow.getUTCMonth() + 1,
      day: noonTomorrow.getUTCDate(),
      hour: 9,
      minute: 0,
    },
    timeZone,
  )
}

/** A `datetime-local` value ("2026-11-03T09:30") read in the zone; null when it is not one. */
export function instantOfLocalInput(value: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value)
  if (!match) return null
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ]
  return instantOfWallTime({ year, month, day, hour, minute }, timeZone)
}

/** The language a pause's end is written in: English pages keep the British "Tue 3 Nov, 09:00". */
export function pauseFormatLocale(locale: string): string {
  return locale === 'en' ? 'en-GB' : locale
}

/** "Tue, 3 Nov, 09:00" in the zone (with the year when it is not this year's), in `locale`'s words. */
export function formatPauseEnd(iso: string, timeZone: string, now = new Date(), locale = 'en-GB'): string {
  const at = new Date(iso)
  const sameYear = wallTime(at, timeZone).year === wallTime(now, timeZone).year
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: sameYear ? undefined : 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at)
}

/** True while a pause is running. */
export function isPaused(pausedUntil: string | null, now = Date.now()): boolean {
  return pausedUntil !== null && Date.parse(pausedUntil) > now
}
