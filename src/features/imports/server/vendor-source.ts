import type { ImportItem, ImportLooseComment, ImportLooseVote, ImportUpdate } from './records'

/** One page of a source's API, read into the import's records, and where the next page starts (null: none). */
export type SourcePage = {
  items?: ImportItem[]
  votes?: ImportLooseVote[]
  comments?: ImportLooseComment[]
  updates?: ImportUpdate[]
  /** Records of the page that could not be used (a voter without an address). */
  skipped?: number
  next: Record<string, unknown> | null
}

/**
 * A source read page by page through its API, in phases (posts before the votes and comments that point at
 * them). A run keeps `{ phase, cursor }` as its checkpoint, so a restarted node picks up at the page it was on.
 */
export type VendorSourceReader = {
  source: string
  phases: readonly string[]
  page(phase: string, cursor: Record<string, unknown> | null): Promise<SourcePage>
}
