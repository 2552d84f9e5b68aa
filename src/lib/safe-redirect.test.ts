import { describe, expect, test } from 'vitest'
import { safeRedirectPath } from './safe-redirect'

describe('safeRedirectPath', () => {
  test.each([
    ['/home', '/home'],
    ['/profile/alice', '/profile/alice'],
    ['/create/team?from=home#top', '/create/team?from=home#top'],
    ['/search?q=a%20b&x=1', '/search?q=a%20b&x=1'],
    ['/', '/'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected)
  })

  test('normalises dot segments without leaving the site', () => {
    expect(safeRedirectPath('/a/../home')).toBe('/home')
    expect(safeRedirectPath('/../../etc')).toBe('/etc')
  })

  test.each([
    '//evil.example',
    '//evil.example/home',
    'https://evil.example',
    'http://evil.example/home',
    '/\\evil.example',
    '/home\\..\\evil',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'home',
    '',
    '/ho\tme',
    '/\t/evil.example',
    '/home\n',
    '/\n/evil.example',
    '/\r/evil.example',
    `/${'a'.repeat(2048)}`,
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBe('/home')
  })

  test.each([undefined, null, 42, ['/home'], { path: '/home' }, true])(
    'refuses the non-string %j',
    (value) => {
      expect(safeRedirectPath(value)).toBe('/home')
    },
  )

  test('uses the given fallback', () => {
    expect(safeRedirectPath('//evil.example', '/')).toBe('/')
    expect(safeRedirectPath(undefined, '/settings')).toBe('/settings')
  })
})
