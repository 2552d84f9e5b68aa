/**
 * Edits of a text being written as pure functions: a text in, one replacement out (the formatting commands,
 * which only the editor has, are `format-commands.ts`). Returning a replacement (not a whole new text) lets a
 * text box apply it as a native edit, which keeps the browser's undo history.
 */
/** Replace value[from, to) by `insert`, then select [selectionStart, selectionEnd) of the new text. */
export type TextEdit = {
  from: number
  to: number
  insert: string
  selectionStart: number
  selectionEnd: number
}

export function applyTextEdit(value: string, edit: TextEdit): string {
  return value.slice(0, edit.from) + edit.insert + value.slice(edit.to)
}

/** The mention being typed at the caret: the `@` position and the letters after it. */
export type MentionQuery = { start: number; query: string }

const typedMention = /(^|[^A-Za-z0-9_.+\-/@`])@([A-Za-z0-9_-]{0,30})$/

function insideCode(textBefore: string): boolean {
  const fences = textBefore.match(/^ {0,3}(```|~~~)/gm)?.length ?? 0
  if (fences % 2 === 1) return true
  const line = textBefore.slice(textBefore.lastIndexOf('\n') + 1)
  return (line.match(/`/g)?.length ?? 0) % 2 === 1
}

/** The `@query` right before the caret, when the caret ends one (and is not inside code). */
export function mentionQueryAt(value: string, caret: number): MentionQuery | null {
  const before = value.slice(0, caret)
  const match = typedMention.exec(before)
  if (!match) return null
  // The query ends at the caret: with more username letters right after it, the person is editing a word.
  if (/^[A-Za-z0-9_-]/.test(value.slice(caret))) return null
  if (insideCode(before)) return null
  const query = match[2] ?? ''
  return { start: caret - query.length - 1, query }
}

/** Replaces the typed `@query` with `@username ` and puts the caret after the space. */
export function completeMention(value: string, mention: MentionQuery, username: string): TextEdit {
  const to = mention.start + 1 + mention.query.length
  const spaceFollows = value[to] === ' '
  const insert = spaceFollows ? `@${username}` : `@${username} `
  const caret = mention.start + insert.length + (spaceFollows ? 1 : 0)
  return { from: mention.start, to, insert, selectionStart: caret, selectionEnd: caret }
}
