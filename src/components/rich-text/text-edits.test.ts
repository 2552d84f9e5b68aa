import { describe, expect, test } from 'vitest'
import { type FormatCommand, formatText } from './format-commands'
import { applyTextEdit, completeMention, mentionQueryAt, type TextEdit } from './text-edits'

/** Runs a command on a text where `[` and `]` mark the selection (or `|` the caret); returns the same. */
function run(command: FormatCommand, marked: string): string {
  const value = marked.replace(/[[\]|]/g, '')
  const start = marked.search(/[[|]/)
  const end = marked.includes('|') ? start : marked.indexOf(']') - 1
  return show(value, formatText(command, { value, start, end }))
}

function show(value: string, edit: TextEdit): string {
  const next = applyTextEdit(value, edit)
  if (edit.selectionStart === edit.selectionEnd)
    return `${next.slice(0, edit.selectionStart)}|${next.slice(edit.selectionStart)}`
  return `${next.slice(0, edit.selectionStart)}[${next.slice(edit.selectionStart, edit.selectionEnd)}]${next.slice(edit.selectionEnd)}`
}

describe('formatText', () => {
  test('bold and italic wrap the selection, and unwrap it again', () => {
    expect(run('bold', 'a [word] b')).toBe('a **[word]** b')
    expect(run('bold', 'a **[word]** b')).toBe('a [word] b')
    expect(run('bold', 'a [**word**] b')).toBe('a [word] b')
    expect(run('italic', '[x]')).toBe('_[x]_')
    expect(run('bold', 'a | b')).toBe('a **|** b')
  })

  test('code: inline for one line, a fence for several', () => {
    expect(run('code', 'run [npm test] now')).toBe('run `[npm test]` now')
    expect(run('code', 'see:\n[a\nb]')).toBe('see:\n```\n[a\nb]\n```')
    expect(run('code', 'x [a\nb] y')).toBe('x \n```\n[a\nb]\n```\n y')
  })

  test('link: text becomes the label with the url selected; a URL becomes the target', () => {
    expect(run('link', 'see [docs] here')).toBe('see [docs]([url]) here')
    expect(run('link', 'see [https://example.com]')).toBe('see [|](https://example.com)')
    expect(run('link', 'x |')).toBe('x [|](url)')
  })

  test('list and quote prefix whole lines and toggle back', () => {
    expect(run('list', 'in[tro\nsecond] line')).toBe('[- intro\n- second line]')
    expect(run('list', '[- a\n- b]')).toBe('[a\nb]')
    expect(run('quote', 'one\ntw|o')).toBe('one\n> tw|o')
    expect(run('quote', '> tw|o')).toBe('tw|o')
    expect(run('list', '[a\n]b')).toBe('[- a]\nb')
  })
})

describe('mentionQueryAt', () => {
  test('the @query that ends at the caret', () => {
    expect(mentionQueryAt('hi @ali', 7)).toEqual({ start: 3, query: 'ali' })
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' })
    expect(mentionQueryAt('(@bo', 4)).toEqual({ start: 1, query: 'bo' })
  })

  test('not in e-mail addresses, paths, code, or in the middle of a word', () => {
    expect(mentionQueryAt('mail bob@exa', 12)).toBeNull()
    expect(mentionQueryAt('x.com/@al', 9)).toBeNull()
    expect(mentionQueryAt('`@al', 4)).toBeNull()
    expect(mentionQueryAt('```\n@al', 7)).toBeNull()
    expect(mentionQueryAt('@alice', 3)).toBeNull()
    expect(mentionQueryAt('@al ice', 4)).toBeNull()
  })
})

describe('completeMention', () => {
  test('replaces the query with the username and a space', () => {
    const value = 'hi @al and'
    const edit = completeMention(value, { start: 3, query: 'al' }, 'alice')
    expect(show(value, edit)).toBe('hi @alice |and')
  })

  test('reuses a following space', () => {
    const value = 'hi @al'
    expect(show(value, completeMention(value, { start: 3, query: 'al' }, 'alice'))).toBe('hi @alice |')
  })
})
