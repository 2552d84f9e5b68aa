import { loadBoard, loadItem } from '~/features/feedback/server/feedback-access.server'
import {
  createFeedback,
  deleteFeedback,
  moveFeedback,
  setFeedbackStatus,
  updateFeedback,
} from '~/features/feedback/server/items.server'
import { listFeedback } from '~/features/feedback/server/list.server'
import { loadStatus } from '~/features/feedback/server/statuses.server'
import { withApiFieldNames } from '../content-scope.server'
import type {
  ApiFeedbackItem,
  CreateFeedbackBody,
  FeedbackListQuery,
  UpdateFeedbackBody,
} from './feedback-api.schemas'
import {
  asFieldReference,
  type FeedbackApiContext,
  feedbackAccessForItem,
  feedbackAccessForProject,
} from './feedback-scope.server'
import { readItemJson, readItemsJson } from './item-json.server'

/** The app's form fields, as the API's bodies name them. */
const FIELD_NAMES = { boardId: 'board', statusId: 'status', comment: 'status_note' }

/**
 * A page of a project's feedback: the app's own list (listFeedback: the same boards the key may see, merged
 * duplicates left out, the same sorts and search) with its keyset cursor, at the page size asked for.
 */
export async function listProjectFeedback(
  context: FeedbackApiContext,
  projectSlug: string,
  query: FeedbackListQuery,
): Promise<{ data: ApiFeedbackItem[]; next_cursor: string | null }> {
  const access = await feedbackAccessForProject(context, projectSlug)
  const page = await listFeedback(context.db, access, {
    board: query.board,
    sort: query.sort,
    status: query.status,
    q: query.q,
    cursor: query.cursor,
    limit: query.limit,
  })
  const ids = page.items.map((item) => item.id)
  return {
    data: await readItemsJson(context.db, access, context.baseUrl, ids),
    next_cursor: page.nextCursor,
  }
}

/**
 * Posts an item through the app's createFeedback: the author's vote, mentions, attachments, the activity feed
 * and the live event come with it, and the posting limit holds per author (the key, or the person it posts for).
 */
export async function createProjectFeedback(
  context: FeedbackApiContext,
  projectSlug: string,
  body: CreateFeedbackBody,
): Promise<ApiFeedbackItem> {
  const { db } = context
  const access = await feedbackAccessForProject(context, projectSlug)
  await asFieldReference('board', 'No board of this project has this id', () =>
    loadBoard(db, access, body.board),
  )
  const statusId = body.status
  if (statusId) {
    await asFieldReference('status', 'No status of this project has this id', () =>
      loadStatus(db, access.project.id, statusId),
    )
  }
  const created = await withApiFieldNames({ ...FIELD_NAMES, email: 'author.email' }, () =>
    createFeedback(
      db,
      access,
      { boardId: body.board, title: body.title, details: body.details, statusId },
      { onBehalfOf: body.author },
    ),
  )
  return readItemJson(db, access, context.baseUrl, created.id)
}

export async function getFeedbackItem(context: FeedbackApiContext, itemId: string): Promise<ApiFeedbackItem> {
  const access = await feedbackAccessForItem(context, itemId)
  return readItemJson(context.db, access, context.baseUrl, itemId)
}

/**
 * Changes an item with the app's own operations, all or nothing (one transaction): title and details
 * (updateFeedback), the board (moveFeedback), the status with its optional public note (setFeedbackStatus,
 * which notifies the item's followers as the app does).
 */
export async function updateFeedbackItem(
  context: FeedbackApiContext,
  itemId: string,
  body: UpdateFeedbackBody,
): Promise<ApiFeedbackItem> {
  const access = await feedbackAccessForItem(context, itemId)
  const { db } = context
  const boardId = body.board
  if (boardId) {
    await asFieldReference('board', 'No board of this project has this id', () =>
      loadBoard(db, access, boardId),
    )
  }
  const statusId = body.status
  if (statusId) {
    await asFieldReference('status', 'No status of this project has this id', () =>
      loadStatus(db, access.project.id, statusId),
    )
  }
  await withApiFieldNames(FIELD_NAMES, () =>
    db.transaction(async (tx) => {
      if (body.title !== undefined || body.details !== undefined) {
        const { item } = await loadItem(tx, access, itemId)
        await updateFeedback(tx, access, itemId, {
          title: body.title ?? item.title,
          details: body.details ?? item.details,
        })
      }
      if (boardId) await moveFeedback(tx, access, itemId, boardId)
      if (statusId) await setFeedbackStatus(tx, access, itemId, { statusId, comment: body.status_note })
    }),
  )
  return readItemJson(db, access, context.baseUrl, itemId)
}

/** Deletes an item as an editor does in the app (its comments, votes and merges go with it). */
export async function deleteFeedbackItem(context: FeedbackApiContext, itemId: string): Promise<void> {
  const access = await feedbackAccessForItem(context, itemId)
  await deleteFeedback(context.db, access, itemId)
}
