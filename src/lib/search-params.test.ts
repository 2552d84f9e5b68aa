import { describe, expect, it } from 'vitest'
import { flag, numericId, oneOf, pageNumber, searchParams, text, withDefault } from './search-params'

describe('search params', () => {
  const parse = searchParams({
    q: text({ trim: true, max: 5 }),
    folder: text({ trim: true, min: 1, max: 64 }),
    sort: withDefault(oneOf(['new', 'top']), 'new'),
    page: withDefault(pageNumber(100), 1),
    message: numericId(),
    sent: flag(),
  })
  const read = (search: Record<string, unknown>) => parse(search as never)

  it('keeps what parses, trimmed, and fills the defaults', () => {
    expect(read({ q: ' ab ', folder: 'f1', sort: 'top', page: 3, message: '36', sent: 1 })).toEqual({
      q: 'ab',
      folder: 'f1',
      sort: 'top',
      page: 3,
      message: '36',
      sent: '1',
    })
    expect(read({})).toEqual({ sort: 'new', page: 1 })
  })

  it('drops what does not parse instead of failing, and ignores params it does not name', () => {
    expect(
      read({ q: 'too long', folder: '   ', sort: 'old', page: 0, message: '12a', sent: 2, other: 'x' }),
    ).toEqual({ sort: 'new', page: 1 })
    expect(read({ q: 42, page: 101, message: -1 })).toEqual({ sort: 'new', page: 1 })
    expect(read({ page: 2.5 })).toEqual({ sort: 'new', page: 1 })
  })

  it('reads the numbers the router makes of plain values', () => {
    expect(read({ page: '7', message: 36, sent: '1' })).toEqual({
      sort: 'new',
      page: 7,
      message: '36',
      sent: '1',
    })
    expect(read({ message: '12345678901234567890' })).toEqual({ sort: 'new', page: 1 })
  })
})
