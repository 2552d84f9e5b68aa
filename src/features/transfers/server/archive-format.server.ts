/**
 * The project archive's format: a ZIP with `project.json` (this schema) and each file version's bytes at
 * `files/<version id>`. Versioned: an importer refuses an archive of a newer version than it knows, and reads
 * every older one. A version adds what an older importer would silently drop (zod strips unknown fields), so
 * that importer refuses it with a word to update instead of losing data.
 *
 * - 1: the first.
 * - 2: votes' importance and recorded source (note, URL), boards' anonymous votes, the project's
 *   prioritisation weights, the quotes members pinned. A version 1 archive reads as having none of these (the
 *   defaults).
 */
import { z } from 'zod'
import { WEIGHT_MAX } from '~/lib/customer-rules'
import { PROJECT_VISIBILITIES } from '~/lib/project-visibility'
import { COLLECTIONS, type CollectionKey, rowSchema } from './archive-collections.server'

export const ARCHIVE_FORMAT = 'parley.project'
export const ARCHIVE_VERSION = 2
export const PROJECT_JSON = 'project.json'
export const FILES_PREFIX = 'files/'

/** What an archive may hold at most: checked on the ZIP's directory before a byte is inflated. */
export const ARCHIVE_LIMITS = {
  /** The uploaded archive itself. */
  maxArchiveBytes: 20 * 1024 * 1024 * 1024,
  maxEntries: 1_000_000,
  /** Everything inflated together. */
  maxTotalUncompressedBytes: 50 * 1024 * 1024 * 1024,
  /** project.json is read whole: this keeps that in bounds. */
  maxProjectJsonBytes: 512 * 1024 * 1024,
  /** A ZIP bomb inflates a little into a lot: no entry (over 1 MiB) may grow more than this. */
  maxCompressionRatio: 200,
} as const

export const personSchema = z.object({
  id: z.string().min(1).max(200),
  name: z.string().max(500),
  email: z.string().email().max(320),
})

const collectionsShape = Object.fromEntries(
  COLLECTIONS.map((collection) => {
    const rows = z.array(rowSchema(collection))
    // A collection newer than version 1 is absent from an older archive: none of its rows.
    return [collection.key, collection.addedIn ? rows.default([]) : rows]
  }),
) as Record<CollectionKey, z.ZodArray<z.ZodObject<z.ZodRawShape>>>

/** The header alone, read first: an archive of another kind or a newer version is refused before the rest. */
export const archiveHeaderSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT, { message: 'This is not a Parley project archive' }),
  version: z.number().int().min(1),
})

const weight = z.number().finite().min(0).max(WEIGHT_MAX)

export const projectArchiveSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.number().int().min(1).max(ARCHIVE_VERSION),
  exportedAt: z.string(),
  project: z.object({
    slug: z.string().min(1).max(100),
    name: z.string().min(1).max(200),
    description: z.string().max(10_000),
    visibility: z.enum(PROJECT_VISIBILITIES),
    createdAt: z.string(),
    createdBy: z.string().nullable(),
    /** The prioritisation weights; null: the defaults (none set). Since version 2. */
    demandWeights: z
      .object({ votes: weight, companies: weight, revenue: weight, recency: weight })
      .nullable()
      .optional(),
  }),
  ...collectionsShape,
  people: z.array(personSchema),
})

export type ProjectArchive = z.infer<typeof projectArchiveSchema>
export type ArchiveRow = Record<string, unknown>
