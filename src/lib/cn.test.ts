import { afterEach, describe, expect, test, vi } from 'vitest'
import { cn } from './cn'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('cn', () => {
  test('joins class names, leaving out false, null and undefined, and merges nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(cn('rounded-md border', false, null, undefined, { 'bg-card': true, 'bg-muted': false })).toBe(
      'rounded-md border bg-card',
    )
    expect(error).not.toHaveBeenCalled()
  })

  test('in development, says which class a later one would have overridden, and still keeps both', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(cn('inline-flex size-8 rounded-full', 'size-10')).toBe('inline-flex size-8 rounded-full size-10')
    expect(error).toHaveBeenCalledTimes(1)
    expect(error.mock.calls[0]?.[0]).toContain('"size-8" conflicts with a later class')
  })

  test('a repeated class or a side that refines an axis is not a conflict', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    cn('mt-1 text-sm', 'mt-1 text-sm')
    cn('px-3', 'pl-8')
    cn('bg-card hover:bg-muted dark:bg-red-700')
    expect(error).not.toHaveBeenCalled()
  })
})
