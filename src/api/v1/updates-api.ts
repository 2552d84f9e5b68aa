import { z } from 'zod'
import { defineOperation } from '~/server/api/operation'
import { idParam, projectParams } from './common'
import {
  createUpdateBodySchema,
  listUpdatesQuerySchema,
  patchUpdateBodySchema,
  updateListSchema,
  updateSchema,
} from './updates/api-updates.schemas'
import {
  createApiUpdate,
  deleteApiUpdate,
  getApiUpdate,
  listProjectUpdates,
  patchApiUpdate,
  publishApiUpdate,
} from './updates/api-updates.server'

const updateParams = z.object({ id: idParam })
const updateLocation = (id: string) => `/api/v1/updates/${encodeURIComponent(id)}`

export const listUpdatesOperation = defineOperation({
  id: 'listUpdates',
  method: 'GET',
  path: '/projects/{project}/updates',
  scope: 'updates:read',
  tags: ['Updates'],
  summary: 'List the updates of a project',
  description:
    'Newest first by creation, drafts and scheduled updates included (`state` narrows the list to one state).',
  params: projectParams,
  query: listUpdatesQuerySchema,
  response: updateListSchema,
  status: 200,
  handler: ({ db, viewer, params, query }) => listProjectUpdates(db, viewer, params, query),
})

export const createUpdateOperation = defineOperation({
  id: 'createUpdate',
  method: 'POST',
  path: '/projects/{project}/updates',
  scope: 'updates:write',
  tags: ['Updates'],
  summary: 'Create an update',
  description:
    'A draft by default; `state: "scheduled"` with `publish_at` publishes it then, `state: "published"` at once, shipping the linked feedback (timeline entry, a done status with `mark_complete`, everyone who asked for it told).',
  params: projectParams,
  body: createUpdateBodySchema,
  response: updateSchema,
  status: 201,
  handler: async ({ db, viewer, params, body, headers }) => {
    const created = await createApiUpdate(db, viewer, params, body)
    headers.set('Location', updateLocation(created.id))
    return created
  },
})

export const getUpdateOperation = defineOperation({
  id: 'getUpdate',
  method: 'GET',
  path: '/updates/{id}',
  scope: 'updates:read',
  tags: ['Updates'],
  summary: 'Get an update',
  params: updateParams,
  response: updateSchema,
  status: 200,
  handler: ({ db, viewer, params }) => getApiUpdate(db, viewer, params),
})

export const patchUpdateOperation = defineOperation({
  id: 'updateUpdate',
  method: 'PATCH',
  path: '/updates/{id}',
  scope: 'updates:write',
  tags: ['Updates'],
  summary: 'Change an update',
  description:
    'Fields left out keep their value. A published update stays published, and feedback newly linked to it is shipped at once; a draft may be scheduled (`state`, `publish_at`) and back.',
  params: updateParams,
  body: patchUpdateBodySchema,
  response: updateSchema,
  status: 200,
  handler: ({ db, viewer, params, body }) => patchApiUpdate(db, viewer, params, body),
})

export const deleteUpdateOperation = defineOperation({
  id: 'deleteUpdate',
  method: 'DELETE',
  path: '/updates/{id}',
  scope: 'updates:write',
  tags: ['Updates'],
  summary: 'Delete an update',
  params: updateParams,
  status: 204,
  handler: async ({ db, viewer, params }) => {
    await deleteApiUpdate(db, viewer, params)
  },
})

export const publishUpdateOperation = defineOperation({
  id: 'publishUpdate',
  method: 'POST',
  path: '/updates/{id}/publish',
  scope: 'updates:write',
  tags: ['Updates'],
  summary: 'Publish an update now',
  description:
    'Publishes a draft or scheduled update as it stands and ships its linked feedback, as the app’s Publish does. An update already published is left as it is.',
  params: updateParams,
  response: updateSchema,
  status: 200,
  handler: ({ db, viewer, params }) => publishApiUpdate(db, viewer, params),
})

export const updateOperations = [
  listUpdatesOperation,
  createUpdateOperation,
  getUpdateOperation,
  patchUpdateOperation,
  deleteUpdateOperation,
  publishUpdateOperation,
]
