import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { StatusCategory } from '~/lib/feedback-rules'
import { assertProjectPermission } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import type { RowLock } from '~/server/db/locks.server'
import { takeTurns } from '~/server/db/locks.server'
import { feedbackItem, feedbackStatus } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import type { StatusFormValues } from '../feedback.schemas'
import { emitFeedbackEvent, type FeedbackAccess } from './feedback-access.server'

export type StatusSummary = {
  id: string
  name: string
  color: string
  category: StatusCategory
  position: number
  showOnRoadmap: boolean
}

type StatusRow = typeof feedbackStatus.$inferSelect

export const toStatusSummary = (row: StatusRow): StatusSummary => ({
  id: row.id,
  name: row.name,
  color: row.color,
  category: row.category,
  position: row.position,
  showOnRoadmap: row.showOnRoadmap,
})

export async function listStatuses(db: Database, projectId: string): Promise<StatusSummary[]> {
  const rows = await db
    .select()
    .from(feedbackStatus)
    .where(eq(feedbackStatus.projectId, projectId))
    .orderBy(asc(feedbackStatus.position), asc(feedbackStatus.createdAt))
  return rows.map(toStatusSummary)
}

export async function loadStatus(
  db: Database,
  projectId: string,
  statusId: string,
  options: { lock?: RowLock } = {},
): Promise<StatusRow> {
  const query = db
    .select()
    .from(feedbackStatus)
    .where(and(eq(feedbackStatus.id, statusId), eq(feedbackStatus.projectId, projectId)))
    .limit(1)
  const [row] = await (options.lock ? query.for(options.lock) : query)
  if (!row) throw new AppError('NOT_FOUND', 'Status not found')
  return row
}

/**
 * New items start in the first status of category "open" (or the first status of all). The statuses are held
 * (`key share`) until the item is written: a status being deleted meanwhile is waited for, then not chosen.
 */
export async function defaultStatusOf(db: Database, projectId: string): Promise<StatusRow> {
  const rows = await db
    .select()
    .from(feedbackStatus)
    .where(eq(feedbackStatus.projectId, projectId))
    .orderBy(asc(feedbackStatus.position), asc(feedbackStatus.createdAt))
    .for('key share')
  const chosen = rows.find((row) => row.category === 'open') ?? rows[0]
  if (!chosen) throw new AppError('CONFLICT', 'This project has no statuses; an editor must add one first')
  return chosen
}

function assertNameFree(rows: StatusRow[], name: string, exceptId?: string) {
  if (rows.some((row) => row.id !== exceptId && row.name.toLowerCase() === name.toLowerCase())) {
    throw new AppError('CONFLICT', 'A status with this name already exists', {
      name: ['A status with this name already exists'],
    })
  }
}

/**
 * Changes to a project's set of statuses (create, rename, delete) take turns: two statuses given one name at
 * once would both pass the name check, and two editors deleting the last two would leave none.
 */
async function lockStatusSet(tx: Database, projectId: string): Promise<void> {
  await takeTurns(tx, `feedback.statuses:${projectId}`)
}

export async function createStatus(db: Database, access: FeedbackAccess, input: StatusFormValues) {
  assertProjectPermission(access, 'board.manage')
  return db.transaction(async (tx) => {
    await lockStatusSet(tx, access.project.id)
    const rows = await tx.select().from(feedbackStatus).where(eq(feedbackStatus.projectId, access.project.id))
    assertNameFree(rows, input.name)
    const position = rows.reduce((max, row) => Math.max(max, row.position + 1), 0)
    const [created] = await tx
      .insert(feedbackStatus)
      .values({ projectId: access.project.id, position, ...input })
      .returning()
    if (!created) throw new Error('The status was not created')
    await emitFeedbackEvent(tx, access, false, 'feedback.statuses')
    return toStatusSummary(created)
  })
}

export async function updateStatus(
  db: Database,
  access: FeedbackAccess,
  statusId: string,
  input: StatusFormValues,
) {
  assertProjectPermission(access, 'board.manage')
  return db.transaction(async (tx) => {
    await lockStatusSet(tx, access.project.id)
    await loadStatus(tx, access.project.id, statusId)
    const rows = await tx.select().from(feedbackStatus).where(eq(feedbackStatus.projectId, access.project.id))
    assertNameFree(rows, input.name, statusId)
    const [updated] = await tx
      .update(feedbackStatus)
      .set(input)
      .where(eq(feedbackStatus.id, statusId))
      .returning()
    if (!updated) throw new AppError('NOT_FOUND', 'Status not found')
    await emitFeedbackEvent(tx, access, false, 'feedback.statuses')
    return toStatusSummary(updated)
  })
}

export async function reorderStatuses(db: Database, access: FeedbackAccess, ids: string[]) {
  assertProjectPermission(access, 'board.manage')
  await db.transaction(async (tx) => {
    const rows = await listStatuses(tx, access.project.id)
    const known = new Set(rows.map((row) => row.id))
    if (ids.some((id) => !known.has(id)) || new Set(ids).size !== ids.length) {
      throw new AppError('BAD_REQUEST', 'The new order names statuses that are not in this project')
    }
    const order = [...ids, ...rows.map((row) => row.id).filter((id) => !ids.includes(id))]
    for (const [position, id] of order.entries()) {
      await tx.update(feedbackStatus).set({ position }).where(eq(feedbackStatus.id, id))
    }
    await emitFeedbackEvent(tx, access, false, 'feedback.statuses')
  })
}

/**
 * Deletes a status; its items move to `reassignTo` (required when any item has it). The last one stays.
 * Deletions take turns per project (lockStatusSet), and the status is locked before its items, as every writer that puts an item in a status locks it
 * (`key share`) before the item: they wait for the deletion and then find the status gone (not found), instead of
 * a foreign-key error.
 */
export async function deleteStatus(
  db: Database,
  access: FeedbackAccess,
  input: { statusId: string; reassignTo: string | null },
) {
  assertProjectPermission(access, 'board.manage')
  return db.transaction(async (tx) => {
    await lockStatusSet(tx, access.project.id)
    const status = await loadStatus(tx, access.project.id, input.statusId, { lock: 'update' })
    const [all] = await tx
      .select({ total: count() })
      .from(feedbackStatus)
      .where(eq(feedbackStatus.projectId, access.project.id))
    if ((all?.total ?? 0) <= 1) throw new AppError('CONFLICT', 'A project needs at least one status')
    const [used] = await tx
      .select({ total: count() })
      .from(feedbackItem)
      .where(eq(feedbackItem.statusId, status.id))
    if ((used?.total ?? 0) > 0) {
      if (!input.reassignTo || input.reassignTo === status.id) {
        throw new AppError('BAD_REQUEST', 'Choose the status its items move to', {
          reassignTo: ['Choose the status its items move to'],
        })
      }
      const target = await loadStatus(tx, access.project.id, input.reassignTo, { lock: 'key share' })
      await tx
        .update(feedbackItem)
        .set({ statusId: target.id, roadmapPosition: null, updatedAt: sql`now()` })
        .where(eq(feedbackItem.statusId, status.id))
    }
    await tx.delete(feedbackStatus).where(eq(feedbackStatus.id, status.id))
    await emitFeedbackEvent(tx, access, false, 'feedback.statuses')
    return { deleted: status.id }
  })
}
