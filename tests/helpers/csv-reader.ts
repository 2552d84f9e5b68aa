/**
 * A small RFC 4180 reader (quoted cells, doubled quotes, CRLF records), so tests check what a spreadsheet
 * would read back from an export rather than its bytes.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  let i = 0
  while (i < text.length) {
    const char = text[i]
    const next = text[i + 1]
    i++
    if (quoted) {
      if (char === '"' && next === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\r' && next === '\n') {
      rows.push([...row, cell])
      row = []
      cell = ''
      i++
    } else cell += char
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell])
  return rows
}
