import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { apiKey } from './api'
import { organization, user } from './auth'
import { project } from './projects'

/**
 * One movement of data into or out of Parley, run as a background job and watched through its row: a project
 * export (`export`/`archive`), a person's own data (`export`/`personal`), an archive imported as a new project
 * (`import`/`archive`) or feedback imported into an existing project from a CSV file or another tool
 * (`import`/`csv` | `uservoice` | `canny` | `fider`).
 *
 * `status` moves queued → running → done | failed (a dry run ends `done` with its report and writes nothing).
 * `progressDone`/`progressTotal` drive the progress bar; `checkpoint` is where a resumable run picks up after a
 * node restart (a page cursor, a row number). `options` holds what the person chose (column mapping, source
 * URL); a source's API key is kept sealed in `sourceSecret`, never in `options`, and cleared when the run ends.
 * `inputKey` is the uploaded file in storage, `outputKey` the archive produced (downloadable until
 * `expiresAt`). `report` is the per-row problems (row, field, problem) and the counts written.
 */
export const dataTransfer = pgTable(
  'data_transfer',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    organizationId: text('organization_id').references(() => organization.id, { onDelete: 'cascade' }),
    /** The project read (export) or written (import); null until an archive import has made its project. */
    projectId: text('project_id').references(() => project.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: ['import', 'export'] }).notNull(),
    kind: text('kind', { enum: ['archive', 'personal', 'csv', 'uservoice', 'canny', 'fider'] }).notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    dryRun: boolean('dry_run').notNull().default(false),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total'),
    options: jsonb('options').$type<Record<string, unknown>>().notNull().default({}),
    sourceSecret: text('source_secret'),
    checkpoint: jsonb('checkpoint').$type<Record<string, unknown>>(),
    report: jsonb('report').$type<Record<string, unknown>>(),
    error: text('error'),
    inputKey: text('input_key'),
    outputKey: text('output_key'),
    outputSize: bigint('output_size', { mode: 'number' }),
    /** Who asked: a person, or an API key's service user (then `apiKeyId` too). */
    requestedBy: text('requested_by').references(() => user.id, { onDelete: 'cascade' }),
    apiKeyId: text('api_key_id').references(() => apiKey.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('data_transfer_project_idx').on(table.projectId, table.createdAt),
    index('data_transfer_requested_by_idx').on(table.requestedBy, table.createdAt),
    index('data_transfer_unfinished_idx')
      .on(table.status)
      .where(sql`${table.status} in ('queued', 'running')`),
  ],
)

/**
 * What an import has already written, so importing the same source again adds nothing: one row per source
 * record (`sourceKind` 'csv' | 'canny' | …, `sourceKey` its id in the source, or a content hash when the source
 * has none) and kind of record ('item', 'comment', 'vote', 'update', 'board', 'status'), pointing at the row
 * it became.
 */
export const importedRecord = pgTable(
  'imported_record',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    sourceKind: text('source_kind').notNull(),
    recordKind: text('record_kind').notNull(),
    sourceKey: text('source_key').notNull(),
    targetId: text('target_id').notNull(),
    transferId: text('transfer_id').references(() => dataTransfer.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    uniqueIndex('imported_record_source_idx').on(
      table.projectId,
      table.sourceKind,
      table.recordKind,
      table.sourceKey,
    ),
  ],
)
