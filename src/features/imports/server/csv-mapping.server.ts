import { createHash } from 'node:crypto'
import { z } from 'zod'
import type { CommentField, ImportField } from '~/lib/import-rules'
import { IMPORT_LIMITS } from '~/lib/import-rules'
import type { CsvMapping } from '../imports.schemas'
import { csvInputError } from './csv-reader.server'
import type { ImportItem, ImportLooseComment, ImportPerson, ImportProblem } from './records'

const emailSchema = z.email()

/** The column index of each mapped field; a mapped column the header does not have refuses the file. */
export function columnIndexes<F extends string>(
  header: string[],
  columns: Partial<Record<F, string>>,
): Partial<Record<F, number>> {
  const names = header.map((name) => name.trim().toLowerCase())
  const indexes: Partial<Record<F, number>> = {}
  for (const [field, column] of Object.entries(columns) as [F, string][]) {
    const index = names.indexOf(column.trim().toLowerCase())
    if (index < 0) {
      throw csvInputError(`The column "${column}" (for ${field}) is not in the file's header`)
    }
    indexes[field] = index
  }
  return indexes
}

/**
 * A date as spreadsheets and tools write it: ISO 8601 (a date alone, or with a time; no zone means UTC),
 * "2024-03-01 14:30", or a Unix time in seconds or milliseconds. Null when it is none of these.
 */
export function parseImportDate(value: string): Date | null {
  const text = value.trim()
  if (/^\d{9,13}$/.test(text)) {
    const number = Number(text)
    return new Date(text.length <= 10 ? number * 1000 : number)
  }
  const isoLike =
    /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?(Z|[+-]\d{2}:?\d{2})?$/.exec(text)
  if (isoLike) {
    const [, day, time, zone] = isoLike
    const date = new Date(`${day}T${time ?? '00:00'}${time && time.length === 5 ? ':00' : ''}${zone ?? 'Z'}`)
    return Number.isNaN(date.getTime()) ? null : date
  }
  if (/^\d{1,2}[./]\d{1,2}[./]\d{2,4}/.test(text)) return null // day and month order unknown
  const parsed = Date.parse(text)
  return Number.isNaN(parsed) ? null : new Date(parsed)
}

function personOf(email: string, name: string | undefined): ImportPerson | null {
  const trimmed = email.trim()
  if (!trimmed) return null
  return { email: trimmed, name: name?.trim() || undefined }
}

export const contentKey = (...parts: string[]) =>
  `hash:${createHash('sha256').update(JSON.stringify(parts)).digest('base64url')}`

/**
 * One CSV row read through the mapping: the item it becomes, or null with the row's problems (a row with a
 * problem is left out, the rest of the file is imported). Problems that only lose a detail (a voter address that
 * is not one) are reported and the row is kept.
 */
export function itemFromRow(
  row: number,
  values: string[],
  indexes: Partial<Record<ImportField, number>>,
  mapping: Pick<CsvMapping, 'listSeparator'>,
  problems: ImportProblem[],
): ImportItem | null {
  const at = (field: ImportField) => {
    const index = indexes[field]
    return index === undefined ? '' : (values[index] ?? '').trim()
  }
  let ok = true
  const problem = (field: string, text: string, fatal = true) => {
    problems.push({ row, field, problem: text })
    if (fatal) ok = false
  }
  const title = at('title').replace(/\s+/g, ' ')
  if (!title) problem('title', 'The title is empty')
  else if (title.length > IMPORT_LIMITS.maxTitleLength) {
    problem('title', `The title is longer than ${IMPORT_LIMITS.maxTitleLength} characters`)
  }
  const details = indexes.details === undefined ? '' : (values[indexes.details] ?? '').trim()
  if (details.length > IMPORT_LIMITS.maxDetailsLength) {
    problem('details', `The details are longer than ${IMPORT_LIMITS.maxDetailsLength} characters`)
  }
  const authorEmail = at('authorEmail')
  let author: ImportPerson | null = null
  if (authorEmail) {
    if (emailSchema.safeParse(authorEmail).success) author = personOf(authorEmail, at('authorName'))
    else problem('authorEmail', `"${authorEmail}" is not an email address`)
  }
  let createdAt: Date | null = null
  const created = at('createdAt')
  if (created) {
    createdAt = parseImportDate(created)
    if (!createdAt)
      problem('createdAt', `"${created}" is not a date (write it as 2024-03-01 or 2024-03-01T14:30:00Z)`)
    else if (createdAt.getTime() > Date.now() + 24 * 60 * 60 * 1000)
      problem('createdAt', 'The date is in the future')
  }
  let voteCount: number | null = null
  const votes = at('voteCount')
  if (votes) {
    if (/^\d+$/.test(votes)) voteCount = Number(votes)
    else problem('voteCount', `"${votes}" is not a whole number`)
  }
  const separator = mapping.listSeparator
  const voters = at('voterEmails')
    .split(separator)
    .map((email) => email.trim())
    .filter(Boolean)
    .flatMap((email) => {
      if (emailSchema.safeParse(email).success) return [{ person: { email }, at: createdAt }]
      problem('voterEmails', `"${email}" is not an email address; that vote is left out`, false)
      return []
    })
  const tags = at('tags')
    .split(separator)
    .map((tag) => tag.trim())
    .filter(Boolean)
  const board = at('board') || tags[0] || null
  if (!ok) return null
  const id = at('id')
  return {
    key: id ? `id:${id}` : contentKey(title, details, board ?? '', authorEmail.toLowerCase(), created),
    row,
    title,
    details,
    board,
    status: at('status') || null,
    author,
    createdAt,
    voters,
    voteCount,
    comments: [],
  }
}

/** One row of the comments file: the comment and the source id of its item. */
export function commentFromRow(
  row: number,
  values: string[],
  indexes: Partial<Record<CommentField, number>>,
  problems: ImportProblem[],
): ImportLooseComment | null {
  const at = (field: CommentField) => {
    const index = indexes[field]
    return index === undefined ? '' : (values[index] ?? '').trim()
  }
  let ok = true
  const problem = (field: string, text: string) => {
    problems.push({ row, field, problem: text })
    ok = false
  }
  const itemId = at('itemId')
  if (!itemId) problem('itemId', 'The item id is empty')
  const body = at('body')
  if (!body) problem('body', 'The comment is empty')
  else if (body.length > IMPORT_LIMITS.maxDetailsLength) {
    problem('body', `The comment is longer than ${IMPORT_LIMITS.maxDetailsLength} characters`)
  }
  const email = at('authorEmail')
  let author: ImportPerson | null = null
  if (email) {
    if (emailSchema.safeParse(email).success) author = personOf(email, at('authorName'))
    else problem('authorEmail', `"${email}" is not an email address`)
  }
  const created = at('createdAt')
  const createdAt = created ? parseImportDate(created) : null
  if (created && !createdAt) problem('createdAt', `"${created}" is not a date`)
  if (!ok) return null
  const id = at('id')
  return {
    key: id ? `id:${id}` : contentKey(itemId, body, email.toLowerCase(), created),
    itemKey: `id:${itemId}`,
    row,
    body,
    author,
    createdAt,
  }
}
