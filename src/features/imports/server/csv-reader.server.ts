import { Readable } from 'node:stream'
import { CsvError, parse } from 'csv-parse'
import { IMPORT_LIMITS } from '~/lib/import-rules'
import { AppError } from '~/server/errors'

/** One record of a CSV file: `row` is its line in a spreadsheet (the header is row 1). */
export type CsvRecord = { row: number; values: string[] }

export type CsvDelimiter = ',' | ';'

/** A CSV that cannot be read at all: refused before anything is written, with the row where it broke. */
export function csvInputError(message: string, row?: number): AppError {
  return new AppError('UNPROCESSABLE_ENTITY', row ? `Row ${row}: ${message}` : message, {
    file: [row ? `Row ${row}: ${message}` : message],
  })
}

/**
 * The delimiter of a CSV from its first line: the one of comma and semicolon that occurs more often outside
 * quotes (spreadsheets in locales with a decimal comma write semicolons).
 */
export function sniffDelimiter(firstChunk: string): CsvDelimiter {
  let commas = 0
  let semicolons = 0
  let quoted = false
  for (const char of firstChunk) {
    if (char === '"') quoted = !quoted
    else if (!quoted && (char === '\n' || char === '\r')) break
    else if (!quoted && char === ',') commas += 1
    else if (!quoted && char === ';') semicolons += 1
  }
  return semicolons > commas ? ';' : ','
}

/**
 * The bytes as UTF-8 text, chunk by chunk: a byte sequence that is not UTF-8 (a file saved as Latin-1 or
 * UTF-16) stops the read with a clear message instead of importing mojibake; more than `maxBytes` stops it too.
 */
async function* utf8Text(bytes: AsyncIterable<Uint8Array>, maxBytes: number): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false })
  let total = 0
  for await (const chunk of bytes) {
    total += chunk.byteLength
    if (total > maxBytes) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`,
        { file: [`The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`] },
      )
    }
    try {
      const text = decoder.decode(chunk, { stream: true })
      if (text) yield text
    } catch {
      throw csvInputError('The file is not UTF-8 text: save it as "CSV UTF-8" and upload it again')
    }
  }
  try {
    const rest = decoder.decode()
    if (rest) yield rest
  } catch {
    throw csvInputError('The file is not UTF-8 text: save it as "CSV UTF-8" and upload it again')
  }
}

/** Text chunks with the first one held back until the delimiter is known. */
async function* withFirst(first: string, rest: AsyncIterator<string>): AsyncGenerator<string> {
  yield first
  for (;;) {
    const next = await rest.next()
    if (next.done) return
    yield next.value
  }
}

function messageOf(error: CsvError): string {
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'a quoted field is never closed (a missing ")'
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return 'a quote inside a field is not doubled ("")'
    case 'CSV_MAX_RECORD_SIZE':
      return 'a row is too long'
    default:
      return error.message
  }
}

/**
 * Reads a CSV as it streams (never the whole file in memory): UTF-8 with or without a byte-order mark, comma or
 * semicolon (sniffed from the header unless given), quoted fields with doubled quotes and line breaks inside,
 * CRLF or LF. Yields the header first (row 1), then every non-blank record. Refuses a file that is not UTF-8,
 * has an unclosed quote, is over the size limit or has more rows than the limit, naming the row.
 */
export async function* readCsv(
  bytes: AsyncIterable<Uint8Array>,
  options: { delimiter?: CsvDelimiter; maxBytes?: number; maxRows?: number } = {},
): AsyncGenerator<CsvRecord> {
  const maxRows = options.maxRows ?? IMPORT_LIMITS.maxRows
  const text = utf8Text(bytes, options.maxBytes ?? IMPORT_LIMITS.maxBytes)[Symbol.asyncIterator]()
  const first = await text.next()
  if (first.done) throw csvInputError('The file is empty')
  const head = first.value.replace(/^\uFEFF/, '')
  const delimiter = options.delimiter ?? sniffDelimiter(head)
  const parser = parse({
    delimiter,
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: 1024 * 1024,
    info: true,
  })
  const source = Readable.from(withFirst(head, text))
  // pipe() does not pass a source's error on: a read that fails (not UTF-8, too large, storage gone) must end
  // the parse with that error instead of leaving it waiting for more text.
  source.on('error', (error) => parser.destroy(error))
  source.pipe(parser)
  let row = 0
  try {
    for await (const entry of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      row += 1
      if (row > maxRows + 1) {
        throw csvInputError(`The file has more than ${maxRows.toLocaleString('en')} rows`)
      }
      if (row > 1 && entry.record.every((value) => value.trim() === '')) continue
      yield { row, values: entry.record }
    }
  } catch (error) {
    if (error instanceof CsvError) throw csvInputError(messageOf(error), row + 1)
    throw error
  } finally {
    source.destroy()
    parser.destroy()
  }
  if (row === 0) throw csvInputError('The file is empty')
}

/** The header and the first rows, for the preview before mapping. */
export async function previewCsv(
  bytes: AsyncIterable<Uint8Array>,
  rows: number = IMPORT_LIMITS.previewRows,
): Promise<{ columns: string[]; rows: string[][] }> {
  const records: string[][] = []
  let columns: string[] = []
  for await (const record of readCsv(bytes)) {
    if (record.row === 1) columns = record.values.map((value) => value.trim())
    else records.push(record.values)
    if (records.length >= rows) break
  }
  return { columns, rows: records }
}
