import { describe, expect, test } from 'vitest'
import { applyTextEdit } from '~/components/rich-text/text-edits'
import { appendLine, insertPlaceholders, replacePlaceholder, uploadPlaceholder } from './attachment-text'

describe('attachment placeholders', () => {
  test('named after the file, cleaned for markdown, numbered when taken', () => {
    expect(uploadPlaceholder('report.png', '', new Set())).toBe('![Uploading report.png…]()')
    expect(uploadPlaceholder('a [b]\\c\n.png', '', new Set())).toBe('![Uploading a bc.png…]()')
    expect(uploadPlaceholder('image.png', '', new Set(['![Uploading image.png…]()']))).toBe(
      '![Uploading image.png (2)…]()',
    )
    expect(uploadPlaceholder('image.png', 'x ![Uploading image.png…]()', new Set())).toBe(
      '![Uploading image.png (2)…]()',
    )
  })

  test('inserted on lines of their own at the caret, the caret after the last one', () => {
    const value = 'Hello world'
    const edit = insertPlaceholders(value, 5, 5, ['P1', 'P2'])
    expect(applyTextEdit(value, edit)).toBe('Hello\nP1\nP2\n world')
    expect(edit.selectionStart).toBe('Hello\nP1\nP2'.length)
    expect(applyTextEdit('', insertPlaceholders('', 0, 0, ['P']))).toBe('P')
    expect(applyTextEdit('a\n', insertPlaceholders('a\n', 2, 2, ['P']))).toBe('a\nP')
  })

  test('replaced by the markdown, the selection kept where it was', () => {
    const value = 'Hi\nPH\nthere'
    const edit = replacePlaceholder(value, { start: 9, end: 9 }, 'PH', '[f](/x)')
    expect(edit && applyTextEdit(value, edit)).toBe('Hi\n[f](/x)\nthere')
    expect(edit?.selectionStart).toBe(9 + 5)
    const before = replacePlaceholder(value, { start: 1, end: 1 }, 'PH', '')
    expect(before && applyTextEdit(value, before)).toBe('Hi\nthere')
    expect(before?.selectionStart).toBe(1)
    const after = replacePlaceholder(value, { start: 8, end: 8 }, 'PH', '')
    expect(after?.selectionStart).toBe(5)
    expect(replacePlaceholder(value, { start: 0, end: 0 }, 'gone', 'x')).toBeNull()
  })

  test('a finished file whose placeholder was deleted is appended on its own line', () => {
    expect(appendLine('', 'F')).toBe('F')
    expect(appendLine('text', 'F')).toBe('text\nF')
    expect(appendLine('text\n', 'F')).toBe('text\nF')
  })
})
