import { type CompiledMessage, type MessageValues, type Part, renderMessage } from './format-message'

/**
 * Parses ICU messages into the parts ./format-message.ts renders (with `'` quoting: `'{'` is a brace, `''` an
 * apostrophe). Not part of a page's first load: the server parses what it renders and puts into the page.
 */

/** A message as the renderer takes it: plain text stays a string. */
export function compileMessage(message: string): CompiledMessage {
  return /[{}']/.test(message) ? parse(message, { at: 0 }, false) : message
}

/** A catalogue's messages compiled (what the page's query cache holds). */
export function compileMessages(messages: Record<string, string>): Record<string, CompiledMessage> {
  return Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, compileMessage(text)]))
}

const compiled = new Map<string, CompiledMessage>()

/** Parse (once per text) and render: for the server's own texts (mails, the auth error page) and tests. */
export function formatMessage(locale: string, message: string, values?: MessageValues): string {
  let known = compiled.get(message)
  if (known === undefined) {
    known = compileMessage(message)
    compiled.set(message, known)
  }
  return renderMessage(locale, known, values)
}

function parse(text: string, cursor: { at: number }, nested: boolean, inPlural = false): Part[] {
  const parts: Part[] = []
  let literal = ''
  while (cursor.at < text.length) {
    const char = text[cursor.at]
    if (char === "'") {
      // '' is a quote; '{…}' quotes braces (ICU's apostrophe mode, DOUBLE_OPTIONAL).
      if (text[cursor.at + 1] === "'") {
        literal += "'"
        cursor.at += 2
      } else if (/[{}#]/.test(text[cursor.at + 1] ?? '')) {
        const end = text.indexOf("'", cursor.at + 1)
        literal += text.slice(cursor.at + 1, end < 0 ? text.length : end)
        cursor.at = end < 0 ? text.length : end + 1
      } else {
        literal += char
        cursor.at++
      }
    } else if (char === '}' && nested) {
      break
    } else if (char === '#' && inPlural) {
      if (literal) parts.push(literal)
      literal = ''
      parts.push({ kind: 'pound' })
      cursor.at++
    } else if (char === '{') {
      if (literal) parts.push(literal)
      literal = ''
      cursor.at++
      parts.push(parseArgument(text, cursor))
    } else {
      literal += char
      cursor.at++
    }
  }
  if (literal) parts.push(literal)
  return parts
}

function parseArgument(text: string, cursor: { at: number }): Part {
  const head = /^\s*([\w.]+)\s*(?:,\s*(\w+)\s*(?:,\s*)?)?/.exec(text.slice(cursor.at))
  if (!head) throw new Error(`Bad message argument at ${cursor.at}: ${text}`)
  cursor.at += head[0].length
  const name = head[1] ?? ''
  const type = head[2]
  if (type === 'plural' || type === 'select' || type === 'selectordinal') {
    const options: Record<string, Part[]> = {}
    for (;;) {
      const key = /^\s*(=?[\w-]+)\s*\{/.exec(text.slice(cursor.at))
      if (!key?.[1]) break
      cursor.at += key[0].length
      options[key[1]] = parse(text, cursor, true, type !== 'select')
      cursor.at++ // the option's }
    }
    cursor.at = text.indexOf('}', cursor.at) + 1
    return { kind: type === 'select' ? 'select' : 'plural', name, options }
  }
  cursor.at = text.indexOf('}', cursor.at) + 1
  return { kind: 'arg', name }
}

/** The argument names a message uses (the catalogue check compares them across languages). */
export function argumentsOf(message: string): string[] {
  const names = new Set<string>()
  const walk = (parts: Part[]) => {
    for (const part of parts) {
      if (typeof part === 'string' || part.kind === 'pound') continue
      names.add(part.name)
      if (part.kind !== 'arg') for (const option of Object.values(part.options)) walk(option)
    }
  }
  walk(parse(message, { at: 0 }, false))
  return [...names].sort()
}
