/**
 * The text side of attaching files (pure, so it is tested alone): placeholders that stand where a file is
 * being uploaded, and the edits that put them in and swap them for the attachment's markdown.
 */
import type { TextEdit } from '~/components/rich-text/text-edits'

/** The label of a file in markdown: no brackets, backslashes or line breaks. */
export const attachmentLabel = (name: string) => name.replace(/[[\]\\\r\n]/g, '').trim() || 'file'

/** `![Uploading report.png…]()`, numbered when that one is already in `taken` or in the text. */
export function uploadPlaceholder(name: string, text: string, taken: ReadonlySet<string>): string {
  const label = attachmentLabel(name)
  for (let n = 1; ; n++) {
    const placeholder = `![Uploading ${n === 1 ? label : `${label} (${n})`}…]()`
    if (!taken.has(placeholder) && !text.includes(placeholder)) return placeholder
  }
}

/** The placeholders, one a line, at the selection (replacing it); the caret ends after the last one. */
export function insertPlaceholders(
  value: string,
  start: number,
  end: number,
  placeholders: readonly string[],
): TextEdit {
  const before = start > 0 && value[start - 1] !== '\n' ? '\n' : ''
  const after = end < value.length && value[end] !== '\n' ? '\n' : ''
  const lines = placeholders.join('\n')
  const caret = start + before.length + lines.length
  return {
    from: start,
    to: end,
    insert: `${before}${lines}${after}`,
    selectionStart: caret,
    selectionEnd: caret,
  }
}

/**
 * Swaps `placeholder` for `text`, keeping the person's selection where it was in the text around it. Null
 * when the placeholder is gone (deleted meanwhile).
 */
export function replacePlaceholder(
  value: string,
  selection: { start: number; end: number },
  placeholder: string,
  text: string,
): TextEdit | null {
  const from = value.indexOf(placeholder)
  if (from === -1) return null
  let to = from + placeholder.length
  // Removing a placeholder that had a line to itself removes the line too.
  if (text === '' && (from === 0 || value[from - 1] === '\n') && value[to] === '\n') to += 1
  const shift = (position: number) =>
    position >= to ? position + text.length - (to - from) : position > from ? from + text.length : position
  return {
    from,
    to,
    insert: text,
    selectionStart: shift(selection.start),
    selectionEnd: shift(selection.end),
  }
}

/** Appends `text` on a line of its own (a finished file whose placeholder was deleted is not lost). */
export function appendLine(value: string, text: string): string {
  return value === '' || value.endsWith('\n') ? `${value}${text}` : `${value}\n${text}`
}
