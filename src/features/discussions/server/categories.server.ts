import { and, asc, count, eq, max, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { CATEGORIES_MAX } from '~/lib/discussion-rules'
import type { Database } from '~/server/db/client.server'
import { lockRows } from '~/server/db/locks.server'
import { discussionCategory, discussionThread } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { DISCUSSION_EVENT } from '../discussion-events'
import type { categoryFormSchema, createCategorySchema, updateCategorySchema } from '../discussions.schemas'
import type { DiscussionCategory } from '../discussions.types'
import {
  assertModerator,
  type CategoryRow,
  type DiscussionAccess,
  emitDiscussionEvent,
  loadCategory,
} from './discussion-access.server'

/** The project's categories in their order, with how many threads each holds. */
export async function listCategories(db: Database, projectId: string): Promise<DiscussionCategory[]> {
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(discussionCategory)
      .where(eq(discussionCategory.projectId, projectId))
      .orderBy(asc(discussionCategory.position), asc(discussionCategory.createdAt)),
    db
      .select({ categoryId: discussionThread.categoryId, total: count() })
      .from(discussionThread)
      .where(eq(discussionThread.projectId, projectId))
      .groupBy(discussionThread.categoryId),
  ])
  const totals = new Map(counts.map((row) => [row.categoryId, row.total]))
  return rows.map((row) => toCategory(row, totals.get(row.id) ?? 0))
}

export function toCategory(row: CategoryRow, threadCount: number): DiscussionCategory {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    emoji: row.emoji,
    editorsOnly: row.editorsOnly,
    answerable: row.answerable,
    position: row.position,
    threadCount,
  }
}

async function assertNameFree(db: Database, projectId: string, name: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: discussionCategory.id })
    .from(discussionCategory)
    .where(
      and(
        eq(discussionCategory.projectId, projectId),
        sql`lower(${discussionCategory.name}) = lower(${name})`,
        exceptId ? sql`${discussionCategory.id} <> ${exceptId}` : sql`true`,
      ),
    )
    .limit(1)
  if (taken) {
    throw new AppError('CONFLICT', 'A category with this name already exists', {
      name: ['A category with this name already exists'],
    })
  }
}

/** Serializes category changes of one project (names stay unique, positions stay a sequence). */
async function lockCategories(tx: Database, projectId: string) {
  await lockRows(tx, discussionCategory, eq(discussionCategory.projectId, projectId))
}

export async function createCategory(
  db: Database,
  access: DiscussionAccess,
  input: z.infer<typeof createCategorySchema>,
): Promise<DiscussionCategory> {
  assertModerator(access)
  return db.transaction(async (tx) => {
    await lockCategories(tx, access.project.id)
    const [stats] = await tx
      .select({ total: count(), last: max(discussionCategory.position) })
      .from(discussionCategory)
      .where(eq(discussionCategory.projectId, access.project.id))
    if ((stats?.total ?? 0) >= CATEGORIES_MAX) {
      throw new AppError('CONFLICT', `A project can have at most ${CATEGORIES_MAX} categories`)
    }
    await assertNameFree(tx, access.project.id, input.name)
    const [created] = await tx
      .insert(discussionCategory)
      .values({ projectId: access.project.id, ...formValues(input), position: (stats?.last ?? -1) + 1 })
      .returning()
    if (!created) throw new Error('The category was not created')
    await emitDiscussionEvent(tx, access, DISCUSSION_EVENT.categoriesChanged)
    return toCategory(created, 0)
  })
}

function formValues(input: z.infer<typeof categoryFormSchema>) {
  return {
    name: input.name,
    description: input.description,
    emoji: input.emoji,
    editorsOnly: input.editorsOnly,
    answerable: input.answerable,
  }
}

export async function updateCategory(
  db: Database,
  access: DiscussionAccess,
  input: z.infer<typeof updateCategorySchema>,
): Promise<DiscussionCategory> {
  assertModerator(access)
  return db.transaction(async (tx) => {
    await lockCategories(tx, access.project.id)
    const category = await loadCategory(tx, access, input.categoryId)
    await assertNameFree(tx, access.project.id, input.name, category.id)
    const [updated] = await tx
      .update(discussionCategory)
      .set(formValues(input))
      .where(eq(discussionCategory.id, category.id))
      .returning()
    if (!updated) throw new Error('The category was not updated')
    const [threads] = await tx
      .select({ total: count() })
      .from(discussionThread)
      .where(eq(discussionThread.categoryId, category.id))
    await emitDiscussionEvent(tx, access, DISCUSSION_EVENT.categoriesChanged)
    return toCategory(updated, threads?.total ?? 0)
  })
}

/** `categoryIds` is the project's every category, once each, in the new order. */
export async function reorderCategories(
  db: Database,
  access: DiscussionAccess,
  categoryIds: string[],
): Promise<{ ok: true }> {
  assertModerator(access)
  return db.transaction(async (tx) => {
    await lockCategories(tx, access.project.id)
    const existing = await tx
      .select({ id: discussionCategory.id })
      .from(discussionCategory)
      .where(eq(discussionCategory.projectId, access.project.id))
    const known = new Set(existing.map((row) => row.id))
    if (
      new Set(categoryIds).size !== categoryIds.length ||
      categoryIds.length !== known.size ||
      categoryIds.some((id) => !known.has(id))
    ) {
      throw new AppError('BAD_REQUEST', 'Give every category of the project once, in the new order')
    }
    for (const [position, id] of categoryIds.entries()) {
      await tx.update(discussionCategory).set({ position }).where(eq(discussionCategory.id, id))
    }
    await emitDiscussionEvent(tx, access, DISCUSSION_EVENT.categoriesChanged)
    return { ok: true }
  })
}

/** Removes a category; its threads move to another one of the project. */
export async function deleteCategory(
  db: Database,
  access: DiscussionAccess,
  categoryId: string,
  moveToCategoryId: string,
): Promise<{ deleted: string }> {
  assertModerator(access)
  return db.transaction(async (tx) => {
    await lockCategories(tx, access.project.id)
    // lockCategories holds every category of the project, this one and the target included.
    const category = await loadCategory(tx, access, categoryId)
    if (moveToCategoryId === category.id) {
      throw new AppError('BAD_REQUEST', 'Choose another category for its discussions', {
        moveToCategoryId: ['Choose another category for its discussions'],
      })
    }
    const target = await loadCategory(tx, access, moveToCategoryId)
    await tx
      .update(discussionThread)
      .set({ categoryId: target.id })
      .where(eq(discussionThread.categoryId, category.id))
    await tx.delete(discussionCategory).where(eq(discussionCategory.id, category.id))
    await emitDiscussionEvent(tx, access, DISCUSSION_EVENT.categoriesChanged)
    return { deleted: category.id }
  })
}
