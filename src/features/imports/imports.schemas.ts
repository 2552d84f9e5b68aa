import { z } from 'zod'
import { COMMENT_FIELDS, IMPORT_FIELDS, IMPORT_SOURCE_KINDS, UNKNOWN_NAME_CHOICES } from '~/lib/import-rules'

const columnName = z.string().trim().min(1).max(200)

/** Which column of the comments file holds each comment field. */
export const commentMappingSchema = z
  .object({
    columns: z.partialRecord(z.enum(COMMENT_FIELDS), columnName),
  })
  .strict()

/**
 * What a person chose for a CSV: which column holds each field (by header name), the separators of the voter
 * and tag lists, and what happens to board and status names the project does not have (created, or sent to the
 * default; or mapped one by one to an existing board or status).
 */
export const csvMappingSchema = z
  .object({
    columns: z.partialRecord(z.enum(IMPORT_FIELDS), columnName),
    delimiter: z.enum([',', ';']).optional(),
    listSeparator: z.string().min(1).max(3).default(','),
    unknownBoards: z.enum(UNKNOWN_NAME_CHOICES).default('create'),
    unknownStatuses: z.enum(UNKNOWN_NAME_CHOICES).default('create'),
    boardMap: z.record(z.string().max(200), z.string().max(100)).default({}),
    statusMap: z.record(z.string().max(200), z.string().max(100)).default({}),
    defaultBoardId: z.string().max(100).optional(),
    comments: commentMappingSchema.optional(),
  })
  .strict()
export type CsvMapping = z.output<typeof csvMappingSchema>

/** A source read through its API with the key the person pasted. */
export const vendorSourceSchema = z
  .object({
    kind: z.enum(['canny', 'fider']),
    api_key: z.string().trim().min(8).max(500),
    /** Fider is self-hosted or at `<name>.fider.io`: the site's address. */
    site_url: z.url().max(500).optional(),
    dry_run: z.boolean().default(false),
    unknown_boards: z.enum(UNKNOWN_NAME_CHOICES).default('create'),
    unknown_statuses: z.enum(UNKNOWN_NAME_CHOICES).default('create'),
  })
  .strict()
  .refine((value) => value.kind !== 'fider' || value.site_url !== undefined, {
    path: ['site_url'],
    message: 'Give the address of the Fider site',
  })
export type VendorSource = z.output<typeof vendorSourceSchema>

export const importKindSchema = z.enum(IMPORT_SOURCE_KINDS)

const slug = z.string().trim().toLowerCase().min(1).max(64)

/** A project of the settings screen, by its organisation's and its own slug. */
export const importProjectSchema = z.object({ orgSlug: slug, projectSlug: slug })

/** A file the settings screen uploaded: only the keys `storeImportFile` makes (random, unguessable). */
const importFileKeySchema = z.string().regex(/^imports\/[0-9a-f]{32}\.csv$/, 'Upload the file again')

/** The settings screen's CSV run (a dry run, or the import after it) over files it already uploaded. */
export const startCsvImportInputSchema = importProjectSchema.extend({
  kind: z.enum(['csv', 'uservoice']),
  inputKey: importFileKeySchema,
  commentsKey: importFileKeySchema.optional(),
  mapping: csvMappingSchema,
  dryRun: z.boolean(),
})

/** The settings screen's Canny or Fider run. */
export const startVendorImportInputSchema = importProjectSchema.extend({ source: vendorSourceSchema })
