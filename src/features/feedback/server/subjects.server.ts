import { eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '~/server/db/client.server'
import { feedbackBoard, feedbackComment, feedbackItem } from '~/server/db/schema'
import {
  idsForQuery,
  readerIsEditor,
  readerIsMember,
  readerMay,
  type SubjectReader,
  type SubjectType,
} from '~/server/subjects/registry.server'
import { canSeeBoard } from './feedback-access.server'
import { FEEDBACK_SUBJECT } from './notify.server'

/** The feedback feature's canSeeBoard, for a reader in the board's project. */
function readerMaySeeBoard(
  reader: SubjectReader,
  projectId: string,
  board: { teamOnly: boolean; teamIds: string[] },
): boolean {
  return canSeeBoard(
    {
      isMember: readerIsMember(reader, projectId),
      isEditor: readerIsEditor(reader, projectId),
      teamIds: [...(reader.inProject(projectId)?.teamIds ?? [])],
    },
    board,
  )
}

/** An item: seen by whoever may read the project's feedback and see its board. */
const feedbackItemSubject: SubjectType = {
  name: 'feedback_item',
  sharesAttachments: true,
  async visibleTo(db, reader, ids) {
    const rows = await db
      .select({
        id: feedbackItem.id,
        projectId: feedbackItem.projectId,
        teamOnly: feedbackBoard.teamOnly,
        teamIds: feedbackBoard.teamIds,
        heldAt: feedbackItem.heldAt,
      })
      .from(feedbackItem)
      .innerJoin(feedbackBoard, eq(feedbackBoard.id, feedbackItem.boardId))
      .where(inArray(feedbackItem.id, [...ids]))
    return new Set(
      rows
        .filter(
          (row) =>
            readerMay(reader, row.projectId, 'feedback.read') &&
            readerMaySeeBoard(reader, row.projectId, row) &&
            // Held for review: its moderators only.
            (!row.heldAt || readerIsEditor(reader, row.projectId)),
        )
        .map((row) => row.id),
    )
  },
  // The follows of an item are kept under the thread type (`feedback`), its comments under their own.
  async forgottenWith(tx, ids) {
    const comments = await tx
      .select({ id: feedbackComment.id })
      .from(feedbackComment)
      .where(inArray(feedbackComment.itemId, idsForQuery(ids)))
    return [
      { type: FEEDBACK_SUBJECT, ids },
      { type: 'feedback_comment', ids: comments.map((comment) => comment.id) },
    ]
  },
}

/** A comment: as its item, and an internal note only for the organisation's members. */
const feedbackCommentSubject: SubjectType = {
  name: 'feedback_comment',
  sharesAttachments: true,
  async visibleTo(db, reader, ids) {
    const rows = await db
      .select({
        id: feedbackComment.id,
        internal: feedbackComment.internal,
        held: sql<boolean>`(${feedbackComment.heldAt} is not null or ${feedbackItem.heldAt} is not null)`,
        projectId: feedbackItem.projectId,
        teamOnly: feedbackBoard.teamOnly,
        teamIds: feedbackBoard.teamIds,
      })
      .from(feedbackComment)
      .innerJoin(feedbackItem, eq(feedbackItem.id, feedbackComment.itemId))
      .innerJoin(feedbackBoard, eq(feedbackBoard.id, feedbackItem.boardId))
      .where(inArray(feedbackComment.id, [...ids]))
    return new Set(
      rows
        .filter(
          (row) =>
            readerMay(reader, row.projectId, 'feedback.read') &&
            readerMaySeeBoard(reader, row.projectId, row) &&
            (!row.internal || readerIsMember(reader, row.projectId)) &&
            (!row.held || readerIsEditor(reader, row.projectId)),
        )
        .map((row) => row.id),
    )
  },
}

/** An item as the thread its follows and notification groups hang on (`feedback:{id}`). */
const feedbackThreadSubject: SubjectType = {
  name: FEEDBACK_SUBJECT,
  currentTitles: (db, ids) => titlesOf(db, ids),
}

async function titlesOf(db: Database, ids: readonly string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: feedbackItem.id, title: feedbackItem.title })
    .from(feedbackItem)
    .where(inArray(feedbackItem.id, [...ids]))
  return new Map(rows.map((row) => [row.id, row.title]))
}

export const feedbackSubjectTypes: readonly SubjectType[] = [
  feedbackItemSubject,
  feedbackCommentSubject,
  feedbackThreadSubject,
]
