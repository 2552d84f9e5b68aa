/** Limits and vocabulary of feedback imports (a CSV file or another tool), shared by the form and the server. */

export const IMPORT_LIMITS = {
  /** The largest CSV accepted, in bytes. */
  maxBytes: 50 * 1024 * 1024,
  /** The most rows one CSV may have (its header aside). */
  maxRows: 100_000,
  /** Rows shown in the preview before mapping. */
  previewRows: 10,
  /** Rows written per transaction: one checkpoint each. */
  batchRows: 500,
  /** Problems kept in a report; beyond this only their count. */
  maxReportedProblems: 1_000,
  maxTitleLength: 300,
  maxDetailsLength: 20_000,
} as const

/** The fields a CSV column can be mapped to. */
export const IMPORT_FIELDS = [
  'id',
  'title',
  'details',
  'board',
  'status',
  'authorEmail',
  'authorName',
  'createdAt',
  'voteCount',
  'voterEmails',
  'tags',
] as const
export type ImportField = (typeof IMPORT_FIELDS)[number]

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  id: 'Source id',
  title: 'Title',
  details: 'Details',
  board: 'Board',
  status: 'Status',
  authorEmail: 'Author email',
  authorName: 'Author name',
  createdAt: 'Created at',
  voteCount: 'Vote count',
  voterEmails: 'Voter emails',
  tags: 'Tags (the first names the board)',
}

/** The fields of the optional comments CSV. */
export const COMMENT_FIELDS = ['id', 'itemId', 'body', 'authorEmail', 'authorName', 'createdAt'] as const
export type CommentField = (typeof COMMENT_FIELDS)[number]

export const IMPORT_SOURCE_KINDS = ['csv', 'uservoice', 'canny', 'fider'] as const
export type ImportSourceKind = (typeof IMPORT_SOURCE_KINDS)[number]

/** What to do with a board or status name the project does not have. */
export const UNKNOWN_NAME_CHOICES = ['create', 'default'] as const
export type UnknownNameChoice = (typeof UNKNOWN_NAME_CHOICES)[number]

/**
 * UserVoice's suggestions export, mapped once so that a person only uploads it. The column names are the ones
 * its admin console writes ("Export suggestions").
 */
export const USERVOICE_MAPPING: Partial<Record<ImportField, string>> = {
  id: 'Id',
  title: 'Title',
  details: 'Description',
  board: 'Forum',
  status: 'Status',
  authorEmail: 'Creator Email',
  authorName: 'Creator Name',
  createdAt: 'Created At',
  voteCount: 'Votes',
  tags: 'Category',
}

/** Status names read as a category, for statuses an import creates. */
export function statusCategoryOf(name: string): 'open' | 'active' | 'done' | 'closed' {
  const lower = name.toLowerCase()
  if (/(complete|done|shipped|released|launched|fixed)/.test(lower)) return 'done'
  if (/(closed|declined|rejected|won.?t|duplicate|archived)/.test(lower)) return 'closed'
  if (/(progress|planned|started|review|building|doing|active)/.test(lower)) return 'active'
  return 'open'
}
