import { describe, expect, test } from 'vitest'
import { markdownExcerpt } from './plain-text'

describe('markdownExcerpt', () => {
  test.each([
    [
      'It would be great if the app followed the **system setting**.',
      'It would be great if the app followed the system setting.',
    ],
    [
      '**Steps to reproduce**\n1. Open Settings\n2. Choose a *HEIC* photo',
      'Steps to reproduce Open Settings Choose a HEIC photo',
    ],
    ['See [the docs](https://example.com) and ![logo](x.png)', 'See the docs and logo'],
    ['# Heading\n> quoted `code` here', 'Heading quoted code here'],
    ['Before\n```js\nalert(1)\n```\nafter', 'Before after'],
    ['<script>alert(1)</script>text', 'alert(1) text'],
    ['- [x] done\n- [ ] open', 'done open'],
    ['snake_case_name stays', 'snake_case_name stays'],
  ])('%j → %j', (markdown, expected) => {
    expect(markdownExcerpt(markdown)).toBe(expected)
  })

  test('cuts long text at a word boundary with an ellipsis', () => {
    const excerpt = markdownExcerpt('word '.repeat(100), 42)
    expect(excerpt.length).toBeLessThanOrEqual(43)
    expect(excerpt.endsWith('word…')).toBe(true)
  })
})
