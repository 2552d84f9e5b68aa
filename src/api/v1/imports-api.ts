import { z } from 'zod'
import { defineOperation } from '~/server/api/operation'
import { projectParams } from './common'
import { startApiImport } from './imports/api-imports.server'

const startedSchema = z.object({ id: z.string() }).meta({ id: 'ImportStarted' })

export const startImportOperation = defineOperation({
  id: 'startImport',
  method: 'POST',
  path: '/projects/{project}/imports',
  scope: 'projects:admin',
  tags: ['Exports and imports'],
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

export const importOperations = [startImportOperation]
