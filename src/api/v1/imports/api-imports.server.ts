import { z } from 'zod'
import { type CsvMapping, csvMappingSchema, vendorSourceSchema } from '~/features/imports/imports.schemas'
import {
  startCsvImport,
  startVendorImport,
  storeImportFile,
} from '~/features/imports/server/start-import.server'
import { IMPORT_LIMITS } from '~/lib/import-rules'
import type { ApiKeyViewer } from '~/server/api/api-key-auth.server'
import { readJsonBody } from '~/server/api/json-body.server'
import type { ApiApp } from '~/server/api/operation'
import { assertProjectPermission } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { AppError } from '~/server/errors'
import { resolveAuthSecret } from '~/server/secret.server'
import { fileStorageFor } from '~/server/storage/storage.server'
import { projectAccessOf } from '../access.server'
import { invalidInput } from '../content-scope.server'
import { bodyOfAtMost, MULTIPART_OVERHEAD_BYTES } from '../files/api-files.server'

const appSecretOf = (app: ApiApp) =>
  resolveAuthSecret({ configured: app.config.secret, dataDir: app.config.dataDir, logger: app.logger })

const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', `A CSV can be at most ${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB`, {
    file: [`A CSV can be at most ${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB`],
  })

const booleanField = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional()

/**
 * `POST /projects/{project}/imports`: a multipart CSV (`file`, optional `comments`, `mapping` as JSON, `kind`
 * csv | uservoice, `dry_run`) or a JSON source (`{ kind: "canny" | "fider", api_key, … }`). Answers the run's id.
 */
export async function startApiImport(
  db: Database,
  viewer: ApiKeyViewer,
  app: ApiApp,
  request: Request,
  projectSlug: string,
): Promise<{ id: string }> {
  const contentType = request.headers.get('content-type') ?? ''
  const access = await projectAccessOf({ db, viewer }, projectSlug)
  const requester = { viewer, apiKeyId: viewer.apiKey.keyId }
  if (/^application\/json/i.test(contentType)) {
    const parsed = vendorSourceSchema.safeParse(await readJsonBody(request))
    if (!parsed.success) throw invalidInput(parsed.error.issues, {})
    return startVendorImport(db, access, requester, parsed.data, appSecretOf(app))
  }
  if (!/^multipart\/form-data/i.test(contentType)) {
    throw new AppError('UNPROCESSABLE_ENTITY', 'Send a CSV as multipart/form-data, or a source as JSON', {
      file: ['Send a CSV as multipart/form-data, or a source as JSON'],
    })
  }
  const maxBody = 2 * IMPORT_LIMITS.maxBytes + MULTIPART_OVERHEAD_BYTES
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (Number.isFinite(declared) && declared > maxBody) throw tooLarge()
  // Permission before a byte of the body is read.
  assertProjectPermission(access, 'feedback.import')
  const body = bodyOfAtMost(request, maxBody)
  let form: FormData
  try {
    form = await body.request.formData()
  } catch {
    if (body.exceeded()) throw tooLarge()
    throw new AppError('BAD_REQUEST', 'The multipart body could not be read')
  }
  const unknown = [...new Set(form.keys())].filter(
    (key) => !['file', 'comments', 'mapping', 'kind', 'dry_run'].includes(key),
  )
  if (unknown[0]) {
    throw new AppError('UNPROCESSABLE_ENTITY', `Unknown field "${unknown[0]}"`, {
      [unknown[0]]: ['Unknown field'],
    })
  }
  const file = form.get('file')
  if (!(file instanceof Blob)) {
    throw new AppError('UNPROCESSABLE_ENTITY', 'Attach the CSV as the form field "file"', {
      file: ['Attach the CSV as the form field "file"'],
    })
  }
  const comments = form.get('comments')
  for (const part of [file, comments]) {
    if (part instanceof Blob && part.size > IMPORT_LIMITS.maxBytes) throw tooLarge()
  }
  const kind = z
    .enum(['csv', 'uservoice'])
    .default('csv')
    .safeParse(form.get('kind') ?? undefined)
  if (!kind.success) throw invalidInput(kind.error.issues, { '': 'kind' })
  const dryRun = booleanField.safeParse(form.get('dry_run') ?? undefined)
  if (!dryRun.success) throw invalidInput(dryRun.error.issues, { '': 'dry_run' })
  let mapping: CsvMapping
  try {
    const raw = form.get('mapping')
    const json = typeof raw === 'string' && raw.trim() ? JSON.parse(raw) : { columns: {} }
    const parsed = csvMappingSchema.safeParse(json)
    if (!parsed.success) throw invalidInput(parsed.error.issues, {})
    mapping = parsed.data
  } catch (error) {
    if (error instanceof AppError) throw error
    throw new AppError('UNPROCESSABLE_ENTITY', 'The mapping is not JSON', {
      mapping: ['The mapping is not JSON'],
    })
  }
  if (kind.data === 'csv' && !mapping.columns.title) {
    throw new AppError('UNPROCESSABLE_ENTITY', 'Map a column to the title', {
      'mapping.columns.title': ['Required'],
    })
  }
  const storage = await fileStorageFor(app.config)
  const inputKey = await storeImportFile(storage, new Uint8Array(await file.arrayBuffer()))
  const commentsKey =
    comments instanceof Blob
      ? await storeImportFile(storage, new Uint8Array(await comments.arrayBuffer()))
      : undefined
  return startCsvImport(db, access, requester, {
    kind: kind.data,
    inputKey,
    commentsKey,
    mapping,
    dryRun: dryRun.data ?? false,
  })
}
