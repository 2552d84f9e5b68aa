import { describe, expect, it } from 'vitest'
import { formatPauseEnd, instantOfLocalInput, isPaused, pauseEnd } from './pause-times'

describe('pause times', () => {
  const now = new Date('2026-11-02T22:30:00Z')

  it('pauses for an hour or a week from now', () => {
    expect(pauseEnd('hour', now, 'UTC').toISOString()).toBe('2026-11-02T23:30:00.000Z')
    expect(pauseEnd('week', now, 'UTC').toISOString()).toBe('2026-11-09T22:30:00.000Z')
  })

  it('pauses until 9:00 tomorrow in the person’s zone', () => {
    expect(pauseEnd('tomorrow', now, 'UTC').toISOString()).toBe('2026-11-03T09:00:00.000Z')
    // 23:30 in Berlin (UTC+1): tomorrow is 3 November, 9:00 there is 8:00 UTC.
    expect(pauseEnd('tomorrow', now, 'Europe/Berlin').toISOString()).toBe('2026-11-03T08:00:00.000Z')
    // 07:30 on 3 November in Tokyo (UTC+9): tomorrow is 4 November.
    expect(pauseEnd('tomorrow', now, 'Asia/Tokyo').toISOString()).toBe('2026-11-04T00:00:00.000Z')
    // Half-hour zones keep the minutes: 9:00 in Kolkata (UTC+5:30).
    expect(pauseEnd('tomorrow', now, 'Asia/Kolkata').toISOString()).toBe('2026-11-04T03:30:00.000Z')
  })

  it('reads a date-and-time input in the zone, across a DST change', () => {
    expect(instantOfLocalInput('2026-07-01T09:30', 'Europe/Berlin')?.toISOString()).toBe(
      '2026-07-01T07:30:00.000Z',
    )
    expect(instantOfLocalInput('2026-03-30T09:00', 'America/New_York')?.toISOString()).toBe(
      '2026-03-30T13:00:00.000Z',
    )
    expect(instantOfLocalInput('not a time', 'UTC')).toBeNull()
  })

  it('says when a pause ends in the zone, and whether it still runs', () => {
    expect(formatPauseEnd('2026-11-03T08:00:00.000Z', 'Europe/Berlin', now)).toBe('Tue 3 Nov, 09:00')
    expect(formatPauseEnd('2027-01-05T08:00:00.000Z', 'UTC', now)).toMatch(/2027/)
    expect(isPaused(null)).toBe(false)
    expect(isPaused('2026-11-03T08:00:00.000Z', now.getTime())).toBe(true)
    expect(isPaused('2026-11-01T08:00:00.000Z', now.getTime())).toBe(false)
  })
})
