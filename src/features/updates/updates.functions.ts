import { createServerFn } from '@tanstack/react-start'
import { getAppContext } from '~/server/app-context.server'
import type { Database } from '~/server/db/client.server'
import { getPortalViewer, shareAnswerWithAnonymousVisitors } from '~/server/request-context.server'
import { forRoute } from '~/server/route-errors.server'
import { getUpdate, listDrafts, listLabels, listUpdates, searchShippableFeedback } from './server/read.server'
import { getUpdatesAccess, type UpdatesAccess } from './server/updates-access.server'
import { createLabel, createUpdate, deleteUpdate, editUpdate, reactToUpdate } from './server/write.server'
import {
  createLabelSchema,
  createUpdateSchema,
  editUpdateSchema,
  listUpdatesSchema,
  projectScopeSchema,
  reactSchema,
  searchShippableSchema,
  updateRefSchema,
} from './updates.schemas'

async function withUpdates<T>(
  scope: { orgSlug: string; projectSlug: string },
  run: (db: Database, access: UpdatesAccess) => Promise<T>,
) {
  const { database } = await getAppContext()
  const access = await getUpdatesAccess(database.db, await getPortalViewer(), scope)
  return run(database.db, access)
}

/**
 * A read whose answer to an anonymous visitor depends only on its input and the data (an anonymous visitor has
 * no reaction and sees no draft): the page cache may give it to the next one.
 */
function readUpdates<T>(
  scope: { orgSlug: string; projectSlug: string },
  run: (db: Database, access: UpdatesAccess) => Promise<T>,
) {
  shareAnswerWithAnonymousVisitors()
  return withUpdates(scope, run)
}

/** Published updates (a page), plus, for editors, the drafts and scheduled ones and the labels. */
export const listUpdatesFn = createServerFn({ method: 'GET' })
  .validator(listUpdatesSchema)
  .handler(({ data }) =>
    forRoute(() =>
      readUpdates(data, async (db, access) => ({
        ...(await listUpdates(db, access, data.cursor)),
        drafts: data.cursor ? [] : await listDrafts(db, access),
        projectId: access.project.id,
        isEditor: access.isEditor,
      })),
    ),
  )

export const getUpdateFn = createServerFn({ method: 'GET' })
  .validator(updateRefSchema)
  .handler(({ data }) =>
    forRoute(() =>
      readUpdates(data, async (db, access) => ({
        update: await getUpdate(db, access, data.updateId),
        projectId: access.project.id,
        isEditor: access.isEditor,
      })),
    ),
  )

export const listUpdateLabelsFn = createServerFn({ method: 'GET' })
  .validator(projectScopeSchema)
  .handler(({ data }) => withUpdates(data, (db, access) => listLabels(db, access.project.id)))

export const createUpdateFn = createServerFn({ method: 'POST' })
  .validator(createUpdateSchema)
  .handler(({ data: { orgSlug, projectSlug, ...input } }) =>
    withUpdates({ orgSlug, projectSlug }, (db, access) => createUpdate(db, access, input)),
  )

export const editUpdateFn = createServerFn({ method: 'POST' })
  .validator(editUpdateSchema)
  .handler(({ data: { orgSlug, projectSlug, updateId, ...input } }) =>
    withUpdates({ orgSlug, projectSlug }, (db, access) => editUpdate(db, access, updateId, input)),
  )

export const deleteUpdateFn = createServerFn({ method: 'POST' })
  .validator(updateRefSchema)
  .handler(({ data }) => withUpdates(data, (db, access) => deleteUpdate(db, access, data.updateId)))

export const reactToUpdateFn = createServerFn({ method: 'POST' })
  .validator(reactSchema)
  .handler(({ data }) => withUpdates(data, (db, access) => reactToUpdate(db, access, data)))

export const createUpdateLabelFn = createServerFn({ method: 'POST' })
  .validator(createLabelSchema)
  .handler(({ data: { orgSlug, projectSlug, ...input } }) =>
    withUpdates({ orgSlug, projectSlug }, (db, access) => createLabel(db, access, input)),
  )

export const searchShippableFeedbackFn = createServerFn({ method: 'GET' })
  .validator(searchShippableSchema)
  .handler(({ data }) => withUpdates(data, (db, access) => searchShippableFeedback(db, access, data.query)))
