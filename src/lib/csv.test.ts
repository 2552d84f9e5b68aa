import { describe, expect, test } from 'vitest'
import { parseCsv } from '../../tests/helpers/csv-reader'
import { attachmentDisposition, CSV_BOM, csvCell, csvFileName, csvRow, toCsv } from './csv'

describe('csvCell', () => {
  test.each([
    ['plain', 'plain'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['windows\r\nline', '"windows\r\nline"'],
    ['café ☕ 日本', 'café ☕ 日本'],
    ['  spaced  ', '  spaced  '],
  ])('%j → %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected)
  })

  test.each([
    ['=1+1', "'=1+1"],
    ['+31 20 123', "'+31 20 123"],
    ['-2', "'-2"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tTab', "'\tTab"],
    ['\rCR', `"'\rCR"`],
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
  ])('guards formula %j → %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected)
  })

  test('leaves text that only contains formula characters later on alone', () => {
    expect(csvCell('a=b')).toBe('a=b')
    expect(csvCell('mail me @ noon')).toBe('mail me @ noon')
  })

  test('numbers, booleans, dates and empties', () => {
    expect(csvCell(42)).toBe('42')
    expect(csvCell(-3)).toBe('-3')
    expect(csvCell(Number.NaN)).toBe('')
    expect(csvCell(true)).toBe('true')
    expect(csvCell(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe('2026-01-02T03:04:05.000Z')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
  })
})

describe('csvRow and toCsv', () => {
  test('rows end with CRLF and the document starts with a BOM', () => {
    expect(csvRow(['a', 1, null])).toBe('a,1,\r\n')
    const csv = toCsv(['title', 'votes'], [['Dark mode', 3]])
    expect(csv.startsWith(CSV_BOM)).toBe(true)
    expect(csv).toBe(`${CSV_BOM}title,votes\r\nDark mode,3\r\n`)
  })

  test('what a reader gets back is exactly what went in (apart from the formula guard)', () => {
    const nasty = [
      'Quotes "inside" and, commas',
      'Line one\nline two\r\nline three',
      '"starts with a quote',
      'ends with a quote"',
      ',',
      '""',
      'emoji 🚀 and accents é',
    ]
    const csv = toCsv(
      ['value', 'n'],
      nasty.map((value, index) => [value, index]),
    )
    const parsed = parseCsv(csv.slice(CSV_BOM.length))
    expect(parsed[0]).toEqual(['value', 'n'])
    expect(parsed.slice(1)).toEqual(nasty.map((value, index) => [value, String(index)]))
  })
})

describe('file names', () => {
  test('are ASCII-safe, never empty and end in .csv', () => {
    expect(csvFileName('demo', 'public-roadmap', 'all')).toBe('demo-public-roadmap-all.csv')
    expect(csvFileName('Café', 'Feature requests', '"quoted"/..\\')).toBe('Cafe-Feature-requests-quoted.csv')
    expect(csvFileName('日本')).toBe('export.csv')
    expect(csvFileName('a'.repeat(300))).toHaveLength(124)
  })

  test('the disposition is an attachment with the quoted name', () => {
    expect(attachmentDisposition('x.csv')).toBe('attachment; filename="x.csv"')
  })
})
