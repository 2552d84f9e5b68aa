import { describe, expect, it } from 'vitest'
import { formatDate, formatFileSize, formatNumber, formatRelativeTime } from './intl'

describe('Intl helpers', () => {
  it('format numbers with the locale’s digits and separators', () => {
    expect(formatNumber('en', 1234.5)).toBe('1,234.5')
    expect(formatNumber('de', 1234.5)).toBe('1.234,5')
    expect(formatNumber('ar', 12)).toMatch(/^[٠-٩]+$|^12$/)
  })

  it('format dates in UTC, the same on the server and in the browser', () => {
    expect(formatDate('en', '2026-11-29T23:30:00Z')).toBe('Nov 29, 2026')
    expect(formatDate('de', '2026-11-29T23:30:00Z')).toBe('29.11.2026')
    expect(formatDate('ja', '2026-11-29T23:30:00Z')).toBe('2026/11/29')
  })

  it('format relative times in the locale', () => {
    const now = Date.parse('2026-11-29T12:00:00Z')
    expect(formatRelativeTime('en', '2026-11-26T12:00:00Z', now)).toBe('3 days ago')
    expect(formatRelativeTime('fr', '2026-11-28T12:00:00Z', now)).toBe('hier')
    expect(formatRelativeTime('en', '2026-11-29T11:59:30Z', now)).toBe('now')
  })

  it('format file sizes in binary steps with the locale’s units', () => {
    expect(formatFileSize('en', 512)).toBe('512 byte')
    expect(formatFileSize('en', 1536)).toBe('1.5 kB')
    expect(formatFileSize('de', 5 * 1024 * 1024)).toBe('5 MB')
  })
})
