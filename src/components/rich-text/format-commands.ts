/**
 * The editor's formatting commands as pure functions: a text and its selection in, one replacement out (a
 * module of their own, so that a text box without a toolbar, the chat's, does not load them).
 */
import type { TextEdit } from './text-edits'

export type TextSelection = { value: string; start: number; end: number }

export type FormatCommand = 'bold' | 'italic' | 'code' | 'link' | 'list' | 'quote'

/** Wrap the selection in `marker` (or unwrap it when it is already wrapped, inside or just around it). */
function toggleWrap({ value, start, end }: TextSelection, marker: string): TextEdit {
  const selected = value.slice(start, end)
  const size = marker.length
  const wrappedAround = value.slice(start - size, start) === marker && value.slice(end, end + size) === marker
  if (start >= size && wrappedAround) {
    return {
      from: start - size,
      to: end + size,
      insert: selected,
      selectionStart: start - size,
      selectionEnd: end - size,
    }
  }
  if (selected.length >= size * 2 && selected.startsWith(marker) && selected.endsWith(marker)) {
    const inner = selected.slice(size, selected.length - size)
    return { from: start, to: end, insert: inner, selectionStart: start, selectionEnd: start + inner.length }
  }
  return {
    from: start,
    to: end,
    insert: `${marker}${selected}${marker}`,
    selectionStart: start + size,
    selectionEnd: end + size,
  }
}

function code(selection: TextSelection): TextEdit {
  const { value, start, end } = selection
  const selected = value.slice(start, end)
  if (!selected.includes('\n')) return toggleWrap(selection, '`')
  // Several lines: a fenced block, on lines of its own.
  const before = start === 0 || value[start - 1] === '\n' ? '' : '\n'
  const after = end === value.length || value[end] === '\n' ? '' : '\n'
  const opening = `${before}\`\`\`\n`
  const insert = `${opening}${selected.replace(/\n$/, '')}\n\`\`\`${after}`
  return {
    from: start,
    to: end,
    insert,
    selectionStart: start + opening.length,
    selectionEnd: start + opening.length + selected.replace(/\n$/, '').length,
  }
}

const urlLike = /^(https?:\/\/|mailto:)\S+$/i

function link({ value, start, end }: TextSelection): TextEdit {
  const selected = value.slice(start, end)
  if (urlLike.test(selected)) {
    // A selected URL becomes the target; the caret waits for the link text.
    return {
      from: start,
      to: end,
      insert: `[](${selected})`,
      selectionStart: start + 1,
      selectionEnd: start + 1,
    }
  }
  const insert = `[${selected}](url)`
  const urlStart = start + selected.length + 3
  if (selected === '') {
    return { from: start, to: end, insert, selectionStart: start + 1, selectionEnd: start + 1 }
  }
  return { from: start, to: end, insert, selectionStart: urlStart, selectionEnd: urlStart + 3 }
}

/** Prefix every selected line with `prefix`, or remove it when every line has it already. */
function toggleLinePrefix({ value, start, end }: TextSelection, prefix: string): TextEdit {
  const lineStart = value.lastIndexOf('\n', start - 1) + 1
  // A selection ending just after a newline does not take in the next line.
  const effectiveEnd = end > start && value[end - 1] === '\n' ? end - 1 : end
  const nextNewline = value.indexOf('\n', effectiveEnd)
  const lineEnd = nextNewline === -1 ? value.length : nextNewline
  const lines = value.slice(lineStart, lineEnd).split('\n')
  const allPrefixed = lines.every((line) => line.startsWith(prefix))
  const changed = allPrefixed
    ? lines.map((line) => line.slice(prefix.length))
    : lines.map((line) => (line.startsWith(prefix) ? line : `${prefix}${line}`))
  const insert = changed.join('\n')
  if (start === end) {
    const shift = allPrefixed ? -Math.min(prefix.length, start - lineStart) : prefix.length
    return {
      from: lineStart,
      to: lineEnd,
      insert,
      selectionStart: start + shift,
      selectionEnd: start + shift,
    }
  }
  return {
    from: lineStart,
    to: lineEnd,
    insert,
    selectionStart: lineStart,
    selectionEnd: lineStart + insert.length,
  }
}

export function formatText(command: FormatCommand, selection: TextSelection): TextEdit {
  switch (command) {
    case 'bold':
      return toggleWrap(selection, '**')
    case 'italic':
      return toggleWrap(selection, '_')
    case 'code':
      return code(selection)
    case 'link':
      return link(selection)
    case 'list':
      return toggleLinePrefix(selection, '- ')
    case 'quote':
      return toggleLinePrefix(selection, '> ')
  }
}
