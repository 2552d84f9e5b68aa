import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm'
import { countOf } from '~/lib/count-of'
import { recordActivity } from '~/server/activity.server'
import { assertProjectPermission } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { takeTurns } from '~/server/db/locks.server'
import { feedbackBoard, feedbackItem } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { resolveTeamIds } from '~/server/teams.server'
import type { BoardFormValues } from '../feedback.schemas'
import { refreshItemCounts } from './counts.server'
import {
  type BoardRow,
  boardAudience,
  emitFeedbackEvent,
  type FeedbackAccess,
  loadBoard,
  visibleBoards,
} from './feedback-access.server'
import { forgetFeedbackSubjects } from './items.server'
import { detachFromMerges } from './merge.server'

export type BoardSummary = {
  id: string
  name: string
  description: string
  color: string
  position: number
  teamOnly: boolean
  /** Team-only boards limited to some teams; empty: every member of the organisation. */
  teamIds: string[]
  /** Visitors who are not signed in may vote here. */
  anonymousVotes: boolean
  /** Visitors who are not signed in may post items and comment here. */
  anonymousPosts: boolean
  /** Their posts and comments wait for a moderator's approval. */
  holdAnonymousPosts: boolean
  itemCount: number
}

export function toBoardSummary(board: BoardRow, itemCount = 0): BoardSummary {
  return {
    id: board.id,
    name: board.name,
    description: board.description,
    color: board.color,
    position: board.position,
    teamOnly: board.teamOnly,
    teamIds: board.teamIds,
    anonymousVotes: board.anonymousVotes,
    anonymousPosts: board.anonymousPosts,
    holdAnonymousPosts: board.holdAnonymousPosts,
    itemCount,
  }
}

/** The boards the viewer may see, each with its number of (unmerged) items. */
export async function listBoards(db: Database, access: FeedbackAccess): Promise<BoardSummary[]> {
  const boards = await visibleBoards(db, access)
  if (boards.length === 0) return []
  const counts = await db
    .select({ boardId: feedbackItem.boardId, total: count() })
    .from(feedbackItem)
    .where(
      and(
        inArray(
          feedbackItem.boardId,
          boards.map((board) => board.id),
        ),
        isNull(feedbackItem.mergedIntoId),
        isNull(feedbackItem.heldAt),
      ),
    )
    .groupBy(feedbackItem.boardId)
  const byBoard = new Map(counts.map((row) => [row.boardId, row.total]))
  return boards.map((board) => toBoardSummary(board, byBoard.get(board.id) ?? 0))
}

/** The feedbackBoard.get query: one board by id within its project; NOT_FOUND when missing or hidden. */
export async function getBoard(db: Database, access: FeedbackAccess, boardId: string): Promise<BoardSummary> {
  const board = await loadBoard(db, access, boardId)
  const [row] = await db
    .select({ total: count() })
    .from(feedbackItem)
    .where(
      and(eq(feedbackItem.boardId, board.id), isNull(feedbackItem.mergedIntoId), isNull(feedbackItem.heldAt)),
    )
  return toBoardSummary(board, row?.total ?? 0)
}

function assertNameFree(boards: BoardRow[], name: string, exceptId?: string) {
  const taken = boards.some(
    (board) => board.id !== exceptId && board.name.toLowerCase() === name.toLowerCase(),
  )
  if (taken) {
    throw new AppError('CONFLICT', 'A board with this name already exists', {
      name: ['A board with this name already exists'],
    })
  }
}

/** Board changes announce to members when the board is (or was) team-only, otherwise to every reader. */
const membersOnly = (...boards: Pick<BoardRow, 'teamOnly'>[]) => boards.every((board) => board.teamOnly)

/** The form's values as stored: only a team-only board has teams, and they are this organisation's. */
async function boardValues(tx: Database, access: FeedbackAccess, input: BoardFormValues) {
  const teamIds = input.teamOnly ? await resolveTeamIds(tx, access.organization.id, input.teamIds ?? []) : []
  return {
    name: input.name,
    description: input.description,
    color: input.color,
    teamOnly: input.teamOnly,
    teamIds,
    ...(input.anonymousVotes === undefined ? {} : { anonymousVotes: input.anonymousVotes }),
    ...(input.anonymousPosts === undefined ? {} : { anonymousPosts: input.anonymousPosts }),
    ...(input.holdAnonymousPosts === undefined ? {} : { holdAnonymousPosts: input.holdAnonymousPosts }),
  }
}

/**
 * Changes to a project's set of boards (create, rename, delete) take turns: two boards given one name at once
 * would both pass the name check, and two deleted into each other would lock each other's row.
 */
async function lockBoardSet(tx: Database, projectId: string): Promise<void> {
  await takeTurns(tx, `feedback.boards:${projectId}`)
}

export async function createBoard(db: Database, access: FeedbackAccess, input: BoardFormValues) {
  assertProjectPermission(access, 'board.manage')
  return db.transaction(async (tx) => {
    await lockBoardSet(tx, access.project.id)
    const boards = await tx.select().from(feedbackBoard).where(eq(feedbackBoard.projectId, access.project.id))
    assertNameFree(boards, input.name)
    const position = boards.reduce((max, board) => Math.max(max, board.position + 1), 0)
    const [created] = await tx
      .insert(feedbackBoard)
      .values({ projectId: access.project.id, position, ...(await boardValues(tx, access, input)) })
      .returning()
    if (!created) throw new Error('The board was not created')
    await recordActivity(tx, {
      projectId: access.project.id,
      actorId: access.viewer?.userId ?? null,
      kind: 'feedback.board.created',
      phrases: [{ phrase: 'boardCreated', values: { name: created.name } }],
      audience: boardAudience(created),
      path: `feedback/boards/${created.id}`,
    })
    await emitFeedbackEvent(tx, access, membersOnly(created), 'feedback.boards', { boardId: created.id })
    return toBoardSummary(created)
  })
}

export async function updateBoard(
  db: Database,
  access: FeedbackAccess,
  boardId: string,
  input: BoardFormValues,
) {
  assertProjectPermission(access, 'board.manage')
  return db.transaction(async (tx) => {
    await lockBoardSet(tx, access.project.id)
    const before = await loadBoard(tx, access, boardId, { lock: 'update' })
    const boards = await tx.select().from(feedbackBoard).where(eq(feedbackBoard.projectId, access.project.id))
    assertNameFree(boards, input.name, boardId)
    const [updated] = await tx
      .update(feedbackBoard)
      .set(await boardValues(tx, access, input))
      .where(eq(feedbackBoard.id, boardId))
      .returning()
    if (!updated) throw new AppError('NOT_FOUND', 'Board not found')
    // Making a board team-only (or public) changes what outsiders see, so they hear of it too.
    await emitFeedbackEvent(tx, access, membersOnly(before, updated), 'feedback.boards', { boardId })
    return toBoardSummary(updated)
  })
}

/** Sets the boards' order; ids not of this project are refused, boards left out keep their relative order after. */
export async function reorderBoards(db: Database, access: FeedbackAccess, ids: string[]) {
  assertProjectPermission(access, 'board.manage')
  await db.transaction(async (tx) => {
    const boards = await visibleBoards(tx, access)
    const known = new Set(boards.map((board) => board.id))
    if (ids.some((id) => !known.has(id)) || new Set(ids).size !== ids.length) {
      throw new AppError('BAD_REQUEST', 'The new order names boards that are not in this project')
    }
    const order = [...ids, ...boards.map((board) => board.id).filter((id) => !ids.includes(id))]
    for (const [position, id] of order.entries()) {
      await tx.update(feedbackBoard).set({ position }).where(eq(feedbackBoard.id, id))
    }
    await emitFeedbackEvent(tx, access, false, 'feedback.boards')
  })
}

/**
 * Deletes a board. Its items move to another board, or — only when the editor typed the board's name — are
 * deleted with it.
 */
export async function deleteBoard(
  db: Database,
  access: FeedbackAccess,
  input: { boardId: string; moveItemsTo: string | null; confirmName?: string },
) {
  assertProjectPermission(access, 'board.manage')
  return db.transaction(async (tx) => {
    await lockBoardSet(tx, access.project.id)
    const board = await loadBoard(tx, access, input.boardId, { lock: 'update' })
    const [items] = await tx
      .select({ total: count() })
      .from(feedbackItem)
      .where(eq(feedbackItem.boardId, board.id))
    const itemCount = items?.total ?? 0
    // Where its items went: moved to a public board, they are news for everyone.
    let movedTo: BoardRow | null = null
    if (itemCount > 0) {
      if (input.moveItemsTo) {
        if (input.moveItemsTo === board.id) {
          throw new AppError('BAD_REQUEST', 'Choose another board for the items', {
            moveItemsTo: ['Choose another board for the items'],
          })
        }
        const target = await loadBoard(tx, access, input.moveItemsTo, { lock: 'key share' })
        movedTo = target
        await tx
          .update(feedbackItem)
          .set({ boardId: target.id, updatedAt: sql`now()` })
          .where(eq(feedbackItem.boardId, board.id))
      } else if (input.confirmName?.trim() !== board.name) {
        throw new AppError(
          'BAD_REQUEST',
          `Type the board's name to delete it with its ${countOf(itemCount, { one: 'item', other: 'items' })}`,
          {
            confirmName: [`Type "${board.name}" to confirm`],
          },
        )
      }
    }
    // Deleted with the board: their merges with items of other boards are undone first (detachFromMerges), and
    // what the shared tables hold about them goes too.
    const going =
      itemCount > 0 && !input.moveItemsTo
        ? await tx
            .select({ id: feedbackItem.id, mergedIntoId: feedbackItem.mergedIntoId })
            .from(feedbackItem)
            .where(eq(feedbackItem.boardId, board.id))
        : []
    const toRefresh = going.length > 0 ? await detachFromMerges(tx, going) : []
    await forgetFeedbackSubjects(
      tx,
      going.map((item) => item.id),
    )
    await tx.delete(feedbackBoard).where(eq(feedbackBoard.id, board.id))
    for (const id of toRefresh) await refreshItemCounts(tx, id)
    await recordActivity(tx, {
      projectId: access.project.id,
      actorId: access.viewer?.userId ?? null,
      kind: 'feedback.board.deleted',
      phrases: [{ phrase: 'boardDeleted', values: { name: board.name } }],
      audience: boardAudience(board),
    })
    const audience = movedTo ? membersOnly(board, movedTo) : membersOnly(board)
    await emitFeedbackEvent(tx, access, audience, 'feedback.boards', { boardId: board.id })
    return { deleted: board.id, movedTo: itemCount > 0 ? input.moveItemsTo : null }
  })
}
