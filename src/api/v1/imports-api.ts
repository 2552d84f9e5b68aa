import { z } from 'zod'
import { defineOperation } from '~/server/api/operation'
import { idParam, projectParams, timestamp } from './common'
import { getApiImport, startApiImport } from './imports/api-imports.server'

const startedSchema = z.object({ id: z.string() }).meta({ id: 'ImportStarted' })

const importSchema = z
  .object({
    id: z.string(),
    kind: z.string().describe('csv, uservoice, canny or fider'),
    status: z.enum(['queued', 'running', 'done', 'failed']),
    dry_run: z.boolean(),
    progress: z.object({ done: z.number().int(), total: z.number().int().nullable() }),
    report: z
      .record(z.string(), z.unknown())
      .nullable()
      .describe(
        'When finished: `counts` (items, votes, comments, updates, people, boards and statuses created, already imported) and `problems`, each `{ row, field, problem }`.',
      ),
    error: z.string().nullable(),
    project: z.string().describe('The slug of the project written to'),
    created_at: timestamp,
    finished_at: timestamp.nullable(),
  })
  .meta({ id: 'Import' })

export const startImportOperation = defineOperation({
  id: 'startImport',
  method: 'POST',
  path: '/projects/{project}/imports',
  scope: 'projects:admin',
  tags: ['Imports'],
  summary: 'Import feedback into a project',
  description:
    'Either a multipart/form-data CSV (`file`; optional `comments`, a second CSV of comments keyed by the items’ id column; `mapping`, JSON: `{ columns: { title: "<header>", details, board, status, authorEmail, authorName, createdAt, voteCount, voterEmails, tags, id }, listSeparator, unknownBoards, unknownStatuses, boardMap, statusMap, comments: { columns: { itemId, body, authorEmail, authorName, createdAt, id } } }`; `kind`: csv or uservoice, whose export needs no mapping; `dry_run`), or a JSON source `{ kind: "canny" | "fider", api_key, site_url (Fider), dry_run, unknown_boards, unknown_statuses }`. The import runs in the background: poll GET /imports/{id}. At most 50 MB and 100,000 rows per file; importing the same rows again adds nothing.',
  params: projectParams,
  rawBody: {
    contentTypes: ['multipart/form-data', 'application/json'],
    description: 'A CSV with its mapping (multipart), or a source and its API key (JSON).',
    schema: {
      type: 'object',
      properties: {
        file: { type: 'string', format: 'binary', description: 'The CSV (UTF-8, comma or semicolon)' },
        comments: { type: 'string', format: 'binary', description: 'A CSV of comments, keyed by item id' },
        mapping: { type: 'string', description: 'The column mapping, as JSON' },
        kind: { type: 'string', enum: ['csv', 'uservoice'] },
        dry_run: { type: 'boolean' },
      },
    },
  },
  response: startedSchema,
  status: 202,
  handler: ({ db, viewer, params, request, app }) => startApiImport(db, viewer, app, request, params.project),
})

export const getImportOperation = defineOperation({
  id: 'getImport',
  method: 'GET',
  path: '/imports/{id}',
  scope: 'projects:admin',
  tags: ['Imports'],
  summary: 'Get an import’s progress and report',
  params: z.object({ id: idParam }),
  response: importSchema,
  status: 200,
  handler: ({ db, viewer, params }) => getApiImport(db, viewer, params.id),
})

export const importOperations = [startImportOperation, getImportOperation]
