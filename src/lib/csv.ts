/**
 * CSV as spreadsheets read it (RFC 4180): comma-separated cells, CRLF line ends, cells quoted when they hold
 * a quote, comma or line break (quotes doubled inside). Exports start with a UTF-8 byte-order mark so that
 * Excel reads accents and emoji correctly.
 */

export const CSV_BOM = '\uFEFF'
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8'

export type CsvValue = string | number | boolean | Date | null | undefined

/**
 * Characters that make a spreadsheet treat a cell as a formula (=, +, -, @) or that some apps strip before
 * deciding so (tab, carriage return). Such text cells get a leading apostrophe, which spreadsheets show as
 * plain text: user-written titles cannot run `=HYPERLINK(…)` on an editor's machine (CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/

const NEEDS_QUOTES = /[",\r\n]/

/** One cell: text guarded against formulas and quoted when needed; numbers as they are; dates as ISO 8601. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  if (value instanceof Date) return value.toISOString()
  const guarded = FORMULA_START.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded
}

/** One record, ending with CRLF. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`
}

/** A whole document (header first), with the byte-order mark. For small exports and tests. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + csvRow(header) + rows.map(csvRow).join('')
}

/**
 * A file name safe on every system: letters, digits, dots, dashes and underscores only (accents dropped),
 * never empty, at most 120 characters before `.csv`.
 */
export function csvFileName(...parts: string[]): string {
  const base = parts
    .join('-')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 120)
  return `${base || 'export'}.csv`
}

/** `Content-Disposition` for a download (the name is already ASCII-safe, see csvFileName). */
export function attachmentDisposition(fileName: string): string {
  return `attachment; filename="${fileName}"`
}
