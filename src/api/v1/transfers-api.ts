import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { z } from 'zod'
import { startArchiveImport, startProjectExport } from '~/features/transfers/server/transfers.server'
import { defineOperation } from '~/server/api/operation'
import { fileStorageFor } from '~/server/storage/storage.server'
import { organizationAccessOf, projectAccessOf } from './access.server'
import { projectParams, timestamp } from './common'
import {
  apiExportDownload,
  apiExportStatus,
  apiImportStatus,
  multipartArchive,
} from './transfers/api-transfers.server'

const runParams = z.object({ id: z.string().uuid().describe('The run’s id, as its creation answered') })
const startedSchema = z.object({ id: z.string() }).meta({ id: 'TransferStarted' })
const runStatus = z
  .enum(['running', 'done', 'failed'])
  .describe('`running` until the job ends (waiting for a worker counts as running)')
const progress = z.number().min(0).max(1).nullable().describe('0 to 1; null while the total is not known yet')

const exportSchema = z
  .object({
    id: z.string(),
    status: runStatus,
    progress,
    download_url: z
      .string()
      .nullable()
      .describe(
        'Where the archive downloads with the same key, once done (null before, and after it expired)',
      ),
    size: z.number().nullable().describe('The archive’s size in bytes, once done'),
    expires_at: timestamp.nullable(),
    error: z.string().nullable().describe('Why it failed, in words for a person'),
  })
  .meta({ id: 'ProjectExport' })

const importSchema = z
  .object({
    id: z.string(),
    kind: z.string().describe('What was imported: `archive` (a project archive), or a source of feedback'),
    status: runStatus,
    dry_run: z
      .boolean()
      .describe('A dry run checks everything and writes nothing; its report says what would be'),
    progress,
    report: z
      .record(z.string(), z.unknown())
      .nullable()
      .describe('What was written (counts per kind of row), or the problems found'),
    error: z.string().nullable().describe('Why it failed, in words for a person; nothing was kept'),
    project: z.string().nullable().describe('The slug of the project written to'),
  })
  .meta({ id: 'Import' })

export const createProjectExport = defineOperation({
  id: 'createProjectExport',
  method: 'POST',
  path: '/projects/{project}/exports',
  scope: 'projects:admin',
  tags: ['Exports and imports'],
  summary: 'Export a project',
  description:
    'Starts a background export of the whole project as one ZIP archive (`project.json` and the files’ bytes); poll `GET /exports/{id}` until it is done, then download it.',
  params: projectParams,
  response: startedSchema,
  status: 202,
  handler: async ({ db, viewer, params, headers }) => {
    const run = await startProjectExport(db, await projectAccessOf({ db, viewer }, params.project))
    headers.set('Location', `/api/v1/exports/${run.id}`)
    return { id: run.id }
  },
})

export const getExport = defineOperation({
  id: 'getExport',
  method: 'GET',
  path: '/exports/{id}',
  scope: 'projects:admin',
  tags: ['Exports and imports'],
  summary: 'Get an export’s status',
  params: runParams,
  response: exportSchema,
  status: 200,
  handler: ({ db, viewer, params, app }) =>
    apiExportStatus({ db, viewer, baseUrl: app.config.baseUrl }, params.id),
})

export const downloadExport = defineOperation({
  id: 'downloadExport',
  method: 'GET',
  path: '/exports/{id}/download',
  scope: 'projects:admin',
  tags: ['Exports and imports'],
  summary: 'Download an export’s archive',
  description: 'The ZIP archive, once the export is done and until it expires (404 otherwise).',
  params: runParams,
  rawResponse: {
    contentTypes: ['application/zip'],
    description: 'The archive',
    redirect: 'On S3-compatible storage: a redirect to a signed URL, valid for two minutes',
  },
  status: 200,
  handler: async ({ db, viewer, params, app }) =>
    apiExportDownload(
      { db, viewer, baseUrl: app.config.baseUrl },
      await fileStorageFor(app.config),
      params.id,
    ),
})

export const importProject = defineOperation({
  id: 'importProject',
  method: 'POST',
  path: '/imports',
  scope: 'projects:admin',
  tags: ['Exports and imports'],
  summary: 'Import a project archive as a new project',
  description:
    'A multipart/form-data body with `file`: an archive made by a project export (of this or another Parley). It becomes a new project of the key’s organisation, in the background; poll `GET /imports/{id}`. A bad archive ends the import `failed` with its reason, and nothing is kept.',
  rawBody: {
    contentTypes: ['multipart/form-data'],
    description: 'Fields: `file` (required), the archive.',
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary', description: 'The project archive (ZIP)' } },
      additionalProperties: false,
    },
  },
  response: startedSchema,
  status: 202,
  handler: async ({ db, viewer, request, headers, app }) => {
    const access = await organizationAccessOf({ db, viewer })
    const { stream, name } = await multipartArchive(request)
    const run = await startArchiveImport(
      db,
      await fileStorageFor(app.config),
      access,
      Readable.fromWeb(stream as NodeReadableStream<Uint8Array>),
      { fileName: name },
    )
    headers.set('Location', `/api/v1/imports/${run.id}`)
    return { id: run.id }
  },
})

export const getImport = defineOperation({
  id: 'getImport',
  method: 'GET',
  path: '/imports/{id}',
  scope: 'projects:admin',
  tags: ['Exports and imports'],
  summary: 'Get an import’s status',
  description:
    'Any import: a project archive, or feedback brought into a project from a file or another tool.',
  params: runParams,
  response: importSchema,
  status: 200,
  handler: ({ db, viewer, params, app }) =>
    apiImportStatus({ db, viewer, baseUrl: app.config.baseUrl }, params.id),
})

export const transferOperations = [createProjectExport, getExport, downloadExport, importProject, getImport]
