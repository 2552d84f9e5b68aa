/**
 * Feedback imports from a project's settings (owners and admins): the CSV upload with its preview, a dry run
 * or the import itself, a Canny or Fider run, and the project's latest imports (polled while one runs).
 * Whoever may not import into the project is told it does not exist.
 */
import { createServerFn } from '@tanstack/react-start'
import { getAppContext } from '~/server/app-context.server'
import { getProjectAccess, requireViewer } from '~/server/authz.server'
import { AppError } from '~/server/errors'
import { getRequestViewer } from '~/server/request-context.server'
import { getFileStorage } from '~/server/storage/storage.server'
import {
  importProjectSchema,
  startCsvImportInputSchema,
  startVendorImportInputSchema,
} from './imports.schemas'
import {
  listProjectImports,
  startCsvImport,
  startVendorImport,
  uploadImportFiles,
} from './server/start-import.server'

async function accessOf(orgSlug: string, projectSlug: string) {
  const { database } = await getAppContext()
  return getProjectAccess(database.db, await getRequestViewer(), orgSlug, projectSlug)
}

export const listProjectImportsFn = createServerFn({ method: 'GET' })
  .validator(importProjectSchema)
  .handler(async ({ data }) => {
    const { database } = await getAppContext()
    const entries = await listProjectImports(database.db, await accessOf(data.orgSlug, data.projectSlug))
    return entries.map((entry) => ({ ...entry, report: entry.report as ImportReportView | null }))
  })

/** What a finished run reports (the job's `reportOf`). */
export type ImportReportView = {
  dryRun?: boolean
  counts?: {
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
  problems?: { row: number | string; field: string; problem: string }[]
  problemCount?: number
}

const fileOf = (form: FormData, name: string) => {
  const value = form.get(name)
  return value instanceof Blob && value.size > 0 ? value : undefined
}

/** FormData: orgSlug, projectSlug, file, optional comments. Answers the stored keys and previews. */
export const uploadImportFileFn = createServerFn({ method: 'POST' })
  .validator((form: unknown) => {
    if (!(form instanceof FormData)) throw new AppError('BAD_REQUEST', 'Send the file as a form')
    const project = importProjectSchema.parse({
      orgSlug: form.get('orgSlug'),
      projectSlug: form.get('projectSlug'),
    })
    const file = fileOf(form, 'file')
    if (!file)
      throw new AppError('UNPROCESSABLE_ENTITY', 'Choose a CSV file', { file: ['Choose a CSV file'] })
    return { ...project, file, comments: fileOf(form, 'comments') }
  })
  .handler(async ({ data }) => {
    await requireViewer()
    const access = await accessOf(data.orgSlug, data.projectSlug)
    return uploadImportFiles(await getFileStorage(), access, {
      file: new Uint8Array(await data.file.arrayBuffer()),
      comments: data.comments ? new Uint8Array(await data.comments.arrayBuffer()) : undefined,
    })
  })

export const startCsvImportFn = createServerFn({ method: 'POST' })
  .validator(startCsvImportInputSchema)
  .handler(async ({ data }) => {
    const { database } = await getAppContext()
    const viewer = await requireViewer()
    return startCsvImport(
      database.db,
      await accessOf(data.orgSlug, data.projectSlug),
      { viewer },
      {
        kind: data.kind,
        inputKey: data.inputKey,
        commentsKey: data.commentsKey,
        mapping: data.mapping,
        dryRun: data.dryRun,
      },
    )
  })

export const startVendorImportFn = createServerFn({ method: 'POST' })
  .validator(startVendorImportInputSchema)
  .handler(async ({ data }) => {
    const { database, secret } = await getAppContext()
    const viewer = await requireViewer()
    return startVendorImport(
      database.db,
      await accessOf(data.orgSlug, data.projectSlug),
      { viewer },
      data.source,
      secret,
    )
  })
