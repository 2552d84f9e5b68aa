/**
 * Renders ICU messages: `{name}`, `{n, number}`, `{n, plural, =0 {…} one {# item} other {# items}}` and
 * `{kind, select, a {…} other {…}}`, in a locale (Intl.PluralRules, Intl.NumberFormat). A message comes parsed
 * (./parse-message.ts): the server parses the catalogues it puts into a page, and a client navigation parses
 * the chunk it loads, so the first load carries this renderer only. A variable missing from `values` shows as
 * its name in braces, so a slip shows.
 */

export type MessageValues = Record<string, string | number | null | undefined>

export type Part =
  | string
  | { kind: 'arg'; name: string }
  | { kind: 'pound' }
  | { kind: 'plural' | 'select'; name: string; options: Record<string, Part[]> }

/** A message ready to render: plain text as it is, anything with arguments as its parts. */
export type CompiledMessage = string | Part[]

export function renderMessage(locale: string, message: CompiledMessage, values: MessageValues = {}): string {
  return typeof message === 'string' ? message : render(locale, message, values, null)
}

function render(locale: string, parts: Part[], values: MessageValues, count: number | null): string {
  let out = ''
  for (const part of parts) {
    if (typeof part === 'string') out += part
    else if (part.kind === 'pound') out += count === null ? '#' : formatNumber(locale, count)
    else if (part.kind === 'arg') {
      const value = values[part.name]
      if (value === undefined || value === null) out += `{${part.name}}`
      else if (typeof value === 'number') out += formatNumber(locale, value)
      else out += value
    } else if (part.kind === 'select') {
      const value = String(values[part.name] ?? 'other')
      out += render(locale, part.options[value] ?? part.options.other ?? [], values, count)
    } else {
      const value = Number(values[part.name] ?? 0)
      const exact = part.options[`=${value}`]
      const chosen = exact ?? part.options[pluralRules(locale).select(value)] ?? part.options.other ?? []
      out += render(locale, chosen, values, value)
    }
  }
  return out
}

const rules = new Map<string, Intl.PluralRules>()
function pluralRules(locale: string): Intl.PluralRules {
  let known = rules.get(locale)
  if (!known) {
    known = new Intl.PluralRules(locale)
    rules.set(locale, known)
  }
  return known
}

const numbers = new Map<string, Intl.NumberFormat>()
function formatNumber(locale: string, value: number): string {
  let known = numbers.get(locale)
  if (!known) {
    known = new Intl.NumberFormat(locale)
    numbers.set(locale, known)
  }
  return known.format(value)
}
