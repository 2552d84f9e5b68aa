/**
 * What every source (a CSV file, UserVoice's export, Canny's or Fider's API) is read into before it is written:
 * one shape, so that validation, the dry run, idempotency and the writer are the same for all of them.
 */

export type ImportPerson = { email: string; name?: string | undefined }

export type ImportComment = {
  /** The comment's id in the source, or a hash of its content: re-importing it adds nothing. */
  key: string
  body: string
  author: ImportPerson | null
  createdAt: Date | null
  /** An internal note of the source (Canny's internal comments): for the organisation's members only. */
  internal?: boolean | undefined
}

export type ImportItem = {
  /** The item's id in the source, or a hash of its content. */
  key: string
  /** The row it came from (a CSV), for the report. */
  row?: number | undefined
  title: string
  details: string
  /** A board name of the source, or null for the default board. */
  board: string | null
  /** A status name of the source, or null for the default status. */
  status: string | null
  author: ImportPerson | null
  createdAt: Date | null
  voters: { person: ImportPerson; at: Date | null }[]
  /** A vote count without voters: reported, since only real votes are imported. */
  voteCount: number | null
  comments: ImportComment[]
}

/** A changelog entry (Canny's), imported as a published update. */
export type ImportUpdate = {
  key: string
  title: string
  body: string
  publishedAt: Date | null
  /** Source keys of the items it shipped. */
  itemKeys: string[]
}

/** A comment of a separate comments file, attached to an item by the item's source key. */
export type ImportLooseComment = ImportComment & { itemKey: string; row?: number | undefined }

/** A vote read apart from its item (Canny lists votes on their own), attached by the item's source key. */
export type ImportLooseVote = { itemKey: string; person: ImportPerson; at: Date | null }

/** One problem of the report: the row (or source record), the field, and what is wrong. */
export type ImportProblem = { row: number | string; field: string; problem: string }

export type ImportCounts = {
  items: number
  skippedItems: number
  alreadyImported: number
  votes: number
  comments: number
  updates: number
  people: number
  boardsCreated: string[]
  statusesCreated: string[]
  votesWithoutVoters: number
}

export const emptyCounts = (): ImportCounts => ({
  items: 0,
  skippedItems: 0,
  alreadyImported: 0,
  votes: 0,
  comments: 0,
  updates: 0,
  people: 0,
  boardsCreated: [],
  statusesCreated: [],
  votesWithoutVoters: 0,
})
