import { describe, expect, test } from 'vitest'
import { isTimestampText } from './timestamp-text'

describe('isTimestampText', () => {
  test('accepts the forms the lists write', () => {
    expect(isTimestampText('2026-11-28T03:45:20.123456Z')).toBe(true)
    expect(isTimestampText('2026-11-28T03:45:20.123Z')).toBe(true)
    expect(isTimestampText('2026-11-28 03:45:20.123456+00')).toBe(true)
    expect(isTimestampText('2026-11-28 03:45:20+05:30')).toBe(true)
    expect(isTimestampText('2024-02-29 00:00:00+00')).toBe(true)
    expect(isTimestampText('2000-02-29T00:00:00Z')).toBe(true)
    expect(isTimestampText('0001-01-01T00:00:00Z')).toBe(true)
  })

  test('refuses what PostgreSQL would refuse or read otherwise', () => {
    for (const value of [
      '2026-13-01T00:00:00.000000Z',
      '0000-01-01T00:00:00.000000Z',
      '2026-02-30T00:00:00Z',
      '2025-02-29T00:00:00Z',
      '1900-02-29T00:00:00Z',
      '2026-04-31T00:00:00Z',
      '2026-11-28T24:00:00Z',
      '2026-11-28T03:60:00Z',
      '+010000-01-01T00:00:00Z',
      '1',
      '2026-11-28',
      '2026-11-28T03:45:20.1234567Z',
      ' 2026-11-28T03:45:20Z',
      null,
      42,
    ]) {
      expect(isTimestampText(value), String(value)).toBe(false)
    }
  })
})
