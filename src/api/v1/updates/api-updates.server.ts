import { eq } from 'drizzle-orm'
import { getUpdate, listUpdatesByCreation, type UpdateView } from '~/features/updates/server/read.server'
import { getUpdatesAccess, updateNotFound } from '~/features/updates/server/updates-access.server'
import { createUpdate, deleteUpdate, editUpdate, publishUpdate } from '~/features/updates/server/write.server'
import { type UpdateFormValues, updateFormSchema } from '~/features/updates/updates.schemas'
import type { ApiKeyViewer } from '~/server/api/api-key-auth.server'
import { timeIdCursor } from '~/server/api/keyset.server'
import { decodeCursor, pageOf } from '~/server/api/list'
import type { Database } from '~/server/db/client.server'
import { projectUpdate, updateFeedback } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import {
  asKey,
  type ContentScope,
  invalidInput,
  projectNotFound,
  projectScope,
  scopeOfProject,
  withApiFieldNames,
} from '../content-scope.server'
import type { ApiUpdate, CreateUpdateBody, ListUpdatesQuery, PatchUpdateBody } from './api-updates.schemas'

/** The app's form fields as the API names them, for field errors. */
const FIELD_NAMES = {
  title: 'title',
  body: 'body',
  labelId: 'label_id',
  itemIds: 'feedback_ids',
  markComplete: 'mark_complete',
  intent: 'state',
  publishAt: 'publish_at',
}

export function toApiUpdate(view: UpdateView, projectSlug: string): ApiUpdate {
  return {
    id: view.id,
    project: projectSlug,
    title: view.title,
    body: view.body,
    state: view.state,
    label: view.label,
    mark_complete: view.markComplete,
    publish_at: view.publishAt,
    published_at: view.publishedAt,
    created_at: view.createdAt,
    author: view.author ? { name: view.author.name, username: view.author.username } : null,
    via: view.via,
    feedback: view.shipped.map((item) => ({
      id: item.id,
      title: item.title,
      vote_count: item.voteCount,
      status: item.status,
    })),
    reactions: view.reactions.map(({ emoji, count }) => ({ emoji, count })),
  }
}

/** The update's scope when it is in the key's organisation; otherwise it is not found. */
async function scopeOfUpdate(db: Database, viewer: ApiKeyViewer, updateId: string): Promise<ContentScope> {
  const [found] = await db
    .select({ projectId: projectUpdate.projectId })
    .from(projectUpdate)
    .where(eq(projectUpdate.id, updateId))
    .limit(1)
  return scopeOfProject(db, viewer, found?.projectId, updateNotFound)
}

/** The app's own form rules (title length, a future time for a schedule…) decide what is valid. */
function formValues(input: Record<string, unknown>): UpdateFormValues {
  const parsed = updateFormSchema.safeParse(input)
  if (!parsed.success) throw invalidInput(parsed.error.issues, FIELD_NAMES)
  return parsed.data
}

const intentOf = (state: 'draft' | 'scheduled' | 'published') =>
  state === 'published' ? 'publish' : state === 'scheduled' ? 'schedule' : 'draft'

export async function listProjectUpdates(
  db: Database,
  viewer: ApiKeyViewer,
  params: { project: string },
  query: ListUpdatesQuery,
) {
  const scope = await projectScope(db, viewer, params.project)
  const after = decodeCursor(query.cursor, timeIdCursor)
  return asKey(scope, projectNotFound, async (current) => {
    const access = await getUpdatesAccess(db, viewer, current)
    const rows = await listUpdatesByCreation(db, access, {
      state: query.state,
      q: query.q,
      after,
      limit: query.limit + 1,
    })
    return pageOf(
      rows,
      query.limit,
      (row) => [row.at, row.view.id],
      (row) => toApiUpdate(row.view, access.project.slug),
    )
  })
}

export async function getApiUpdate(db: Database, viewer: ApiKeyViewer, params: { id: string }) {
  const scope = await scopeOfUpdate(db, viewer, params.id)
  return asKey(scope, updateNotFound, async (current) => {
    const access = await getUpdatesAccess(db, viewer, current)
    return toApiUpdate(await getUpdate(db, access, params.id), access.project.slug)
  })
}

/** Creates an update as the key: a draft, a scheduled one, or published at once (shipping its feedback). */
export async function createApiUpdate(
  db: Database,
  viewer: ApiKeyViewer,
  params: { project: string },
  body: CreateUpdateBody,
) {
  const scope = await projectScope(db, viewer, params.project)
  const input = formValues({
    title: body.title,
    body: body.body,
    labelId: body.label_id,
    itemIds: body.feedback_ids,
    markComplete: body.mark_complete,
    intent: intentOf(body.state),
    publishAt: body.publish_at,
  })
  return asKey(scope, projectNotFound, async (current) => {
    const access = await getUpdatesAccess(db, viewer, current)
    const created = await withApiFieldNames(FIELD_NAMES, () => createUpdate(db, access, input))
    return toApiUpdate(await getUpdate(db, access, created.id), access.project.slug)
  })
}

/** Changes what the body names and keeps the rest; the update's state changes only as the body's `state` says. */
export async function patchApiUpdate(
  db: Database,
  viewer: ApiKeyViewer,
  params: { id: string },
  body: PatchUpdateBody,
) {
  const scope = await scopeOfUpdate(db, viewer, params.id)
  return asKey(scope, updateNotFound, async (current) => {
    const access = await getUpdatesAccess(db, viewer, current)
    const before = await getUpdate(db, access, params.id)
    if (before.state === 'published' && body.state !== undefined) {
      throw new AppError('UNPROCESSABLE_ENTITY', 'A published update stays published', {
        state: ['A published update stays published'],
      })
    }
    const state = body.state ?? (before.state === 'scheduled' ? 'scheduled' : 'draft')
    const input = formValues({
      title: body.title ?? before.title,
      body: body.body ?? before.body,
      labelId: body.label_id === undefined ? (before.label?.id ?? null) : body.label_id,
      // The update's links as they are, the ones this key may not see included: leaving the field out keeps them.
      itemIds: body.feedback_ids ?? (await linkedFeedbackIds(db, params.id)),
      markComplete: body.mark_complete ?? before.markComplete,
      intent: intentOf(state),
      publishAt:
        state === 'scheduled'
          ? ((body.publish_at === undefined ? before.publishAt : body.publish_at) ?? undefined)
          : undefined,
    })
    await withApiFieldNames(FIELD_NAMES, () => editUpdate(db, access, params.id, input))
    return toApiUpdate(await getUpdate(db, access, params.id), access.project.slug)
  })
}

async function linkedFeedbackIds(db: Database, updateId: string): Promise<string[]> {
  const rows = await db
    .select({ itemId: updateFeedback.itemId })
    .from(updateFeedback)
    .where(eq(updateFeedback.updateId, updateId))
  return rows.map((row) => row.itemId)
}

export async function deleteApiUpdate(db: Database, viewer: ApiKeyViewer, params: { id: string }) {
  const scope = await scopeOfUpdate(db, viewer, params.id)
  return asKey(scope, updateNotFound, async (current) => {
    const access = await getUpdatesAccess(db, viewer, current)
    await deleteUpdate(db, access, params.id)
    return { id: params.id, deleted: true as const }
  })
}

/** Publishes a draft or scheduled update now, shipping its linked feedback as the app's Publish does. */
export async function publishApiUpdate(db: Database, viewer: ApiKeyViewer, params: { id: string }) {
  const scope = await scopeOfUpdate(db, viewer, params.id)
  return asKey(scope, updateNotFound, async (current) => {
    const access = await getUpdatesAccess(db, viewer, current)
    await publishUpdate(db, access, params.id)
    return toApiUpdate(await getUpdate(db, access, params.id), access.project.slug)
  })
}
