import { describe, expect, test } from 'vitest'
import { isExternalUrl, safeImageUrl, safeLinkUrl } from './safe-url'

describe('safeLinkUrl', () => {
  test.each([
    ['https://example.com/a', 'https://example.com/a'],
    ['http://example.com', 'http://example.com'],
    ['mailto:a@example.com', 'mailto:a@example.com'],
    ['/o/p/feedback', '/o/p/feedback'],
    ['relative/path', 'relative/path'],
    ['#section', '#section'],
    ['?q=1', '?q=1'],
    ['  https://example.com  ', 'https://example.com'],
    ['/a?next=javascript:1', '/a?next=javascript:1'],
  ])('keeps %s', (url, expected) => {
    expect(safeLinkUrl(url)).toBe(expected)
  })

  test.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'jav\tascript:alert(1)',
    'java\nscript:alert(1)',
    ' \u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'http:evil.example',
    'https:/evil.example',
    'ftp://example.com',
    '',
  ])('refuses %j', (url) => {
    expect(safeLinkUrl(url)).toBeUndefined()
  })
})

describe('safeImageUrl', () => {
  test('http(s) and same-origin relative', () => {
    expect(safeImageUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png')
    expect(safeImageUrl('/api/files/a.png')).toBe('/api/files/a.png')
  })

  test.each([
    'mailto:a@example.com',
    'data:image/png;base64,AAAA',
    'javascript:alert(1)',
    '//evil.example/a.png',
    'blob:https://x/1',
  ])('refuses %j', (url) => {
    expect(safeImageUrl(url)).toBeUndefined()
  })
})

test('isExternalUrl', () => {
  expect(isExternalUrl('https://example.com')).toBe(true)
  expect(isExternalUrl('/home')).toBe(false)
  expect(isExternalUrl('mailto:a@example.com')).toBe(false)
})
