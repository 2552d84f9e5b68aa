/**
 * Exports and imports from the settings pages: a project's archive (project settings), a project imported
 * from an archive (organisation settings; the upload itself goes to `/api/transfers/imports`), a person's own
 * data (account settings), and one run's status while it runs. Whoever may not see a run is told it does not
 * exist.
 */
import { createServerFn } from '@tanstack/react-start'
import { getAppContext } from '~/server/app-context.server'
import { getOrganizationAccess, getProjectAccess, requireViewer } from '~/server/authz.server'
import { getRequestViewer } from '~/server/request-context.server'
import { readTransferForViewer, transferStatusView } from './server/runs.server'
import {
  listArchiveImports,
  listPersonalExports,
  listProjectExports,
  startPersonalExport,
  startProjectExport,
} from './server/transfers.server'
import { organizationTransfersSchema, projectTransfersSchema, transferIdSchema } from './transfers.schemas'

export const listProjectExportsFn = createServerFn({ method: 'GET' })
  .validator(projectTransfersSchema)
  .handler(async ({ data }) => {
    const { database } = await getAppContext()
    const access = await getProjectAccess(
      database.db,
      await getRequestViewer(),
      data.orgSlug,
      data.projectSlug,
    )
    return listProjectExports(database.db, access)
  })

export const startProjectExportFn = createServerFn({ method: 'POST' })
  .validator(projectTransfersSchema)
  .handler(async ({ data }) => {
    const { database } = await getAppContext()
    const access = await getProjectAccess(
      database.db,
      await getRequestViewer(),
      data.orgSlug,
      data.projectSlug,
    )
    const run = await startProjectExport(database.db, access)
    return { id: run.id }
  })

export const listArchiveImportsFn = createServerFn({ method: 'GET' })
  .validator(organizationTransfersSchema)
  .handler(async ({ data }) => {
    const { database } = await getAppContext()
    const access = await getOrganizationAccess(database.db, await getRequestViewer(), data.slug)
    return listArchiveImports(database.db, access)
  })

export const listPersonalExportsFn = createServerFn({ method: 'GET' }).handler(async () => {
  const { database } = await getAppContext()
  return listPersonalExports(database.db, await requireViewer())
})

export const startPersonalExportFn = createServerFn({ method: 'POST' }).handler(async () => {
  const { database } = await getAppContext()
  const run = await startPersonalExport(database.db, await requireViewer())
  return { id: run.id }
})

/** One run as its viewer sees it (polled while it runs). */
export const transferStatusFn = createServerFn({ method: 'GET' })
  .validator(transferIdSchema)
  .handler(async ({ data }) => {
    const { database } = await getAppContext()
    const row = await readTransferForViewer(database.db, await getRequestViewer(), data.id)
    return transferStatusView(row)
  })
