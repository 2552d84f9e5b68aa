/**
 * A timestamp written as text that PostgreSQL's `timestamptz` input accepts exactly as meant: the ISO form
 * (`2026-11-28T03:45:20.123456Z`) or PostgreSQL's own output (`2026-11-28 03:45:20.123456+00`), a real calendar
 * date from year 1 on, and no rolled-over parts. List cursors carry such text back from the browser; checked
 * with this, a forged one is a 400, never a database error.
 */
const TIMESTAMP_TEXT =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|[+-](\d{2})(?::?(\d{2}))?)$/

export function isTimestampText(value: unknown): value is string {
  if (typeof value !== 'string') return false
  const parts = TIMESTAMP_TEXT.exec(value)
  if (!parts) return false
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, offsetHours = 0, offsetMinutes = 0] =
    parts.slice(1).map((part) => Number(part ?? 0))
  if (year < 1 || month < 1 || month > 12 || day < 1) return false
  // Day 0 of the next month is the last of this one (years 1–99 map to 1901–1999, which share their leap years).
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return (
    day <= daysInMonth && hour < 24 && minute < 60 && second < 60 && offsetHours < 16 && offsetMinutes < 60
  )
}
