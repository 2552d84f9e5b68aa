import { and, asc, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm'
import { actingThrough } from '~/server/acting-through.server'
import { recordActivity } from '~/server/activity.server'
import { assertProjectPermission } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { feedbackComment, feedbackItem, feedbackVote } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { addingVotesIn, lockItems, refreshItemCounts, withMergeTargets } from './counts.server'
import {
  assertNotMerged,
  boardAudience,
  emitFeedbackEvent,
  emitFeedbackWebhook,
  type FeedbackAccess,
  loadItem,
} from './feedback-access.server'

/**
 * Merges a duplicate into another item. Nothing of the duplicate is rewritten: its votes are copied onto the
 * target (one vote per person — someone who voted for both counts once, with the importance they gave on the
 * target), each copy marked with its source and keeping the importance it was cast with; its comments show on the target; the duplicate points at the target. Undoing removes exactly the copies.
 */
export async function mergeFeedback(
  db: Database,
  access: FeedbackAccess,
  sourceId: string,
  targetId: string,
) {
  assertProjectPermission(access, 'feedback.moderate')
  if (sourceId === targetId) throw new AppError('BAD_REQUEST', 'An item cannot be merged into itself')
  return db.transaction(async (tx) => {
    // The duplicate's votes are copied onto the target: new votes there, as far as its demand goes.
    await addingVotesIn(tx, access.organization.id)
    // Lock in a fixed order so two merges of the same pair cannot deadlock.
    const [first, second] = [sourceId, targetId].sort()
    const locked = new Map<string, Awaited<ReturnType<typeof loadItem>>>()
    for (const id of [first, second] as string[])
      locked.set(id, await loadItem(tx, access, id, { lock: 'update' }))
    const source = locked.get(sourceId)
    const target = locked.get(targetId)
    if (!source || !target) throw new AppError('NOT_FOUND', 'Feedback not found')
    assertNotMerged(source.item)
    if (target.item.mergedIntoId) {
      throw new AppError('CONFLICT', 'The chosen item was itself merged into another; choose that one')
    }
    // A held post is nobody's to see yet: it is approved (or rejected) first.
    if (source.item.heldAt || target.item.heldAt) {
      throw new AppError('CONFLICT', 'Feedback held for review is approved or rejected before any merge')
    }
    await tx.execute(sql`
      INSERT INTO feedback_vote (item_id, user_id, added_by_id, merged_from_item_id, importance, created_at)
      SELECT ${target.item.id}, v.user_id, v.added_by_id, ${source.item.id}, v.importance, v.created_at
      FROM feedback_vote v WHERE v.item_id = ${source.item.id}
      ON CONFLICT (item_id, user_id) DO NOTHING`)
    await tx
      .update(feedbackItem)
      .set({ mergedIntoId: target.item.id, mergedAt: new Date(), mergedById: access.viewer?.userId ?? null })
      .where(eq(feedbackItem.id, source.item.id))
    // The merge shows on the target's timeline (it belongs to the source, so it leaves with an undo).
    await tx.insert(feedbackComment).values({
      itemId: source.item.id,
      authorId: access.viewer?.userId ?? null,
      via: actingThrough(),
      kind: 'merge',
    })
    const { voteCount } = await refreshItemCounts(tx, target.item.id)
    const membersOnly = source.board.teamOnly && target.board.teamOnly
    await recordActivity(tx, {
      projectId: access.project.id,
      actorId: access.viewer?.userId ?? null,
      kind: 'feedback.merged',
      phrases: [
        { phrase: 'feedbackMerged', values: { title: source.item.title, target: target.item.title } },
      ],
      audience: mergeAudience(source.board, target.board),
      path: `feedback/${target.item.id}`,
    })
    await emitFeedbackEvent(tx, access, membersOnly, 'feedback.merged', {
      itemId: source.item.id,
      targetId: target.item.id,
    })
    await emitFeedbackWebhook(tx, access, 'feedback.merged', source.item.id, { targetId: target.item.id })
    return { targetId: target.item.id, voteCount }
  })
}

/**
 * A person who voted for two duplicates of one target has one copy on it, marked with the duplicate merged
 * first. When that merge is undone, the other duplicate still brings their vote: copy it from there.
 */
async function recopyVotesOfOtherSources(
  tx: Database,
  targetId: string,
  sourceId: string,
  userIds: string[],
) {
  if (userIds.length === 0) return
  const candidates = await tx
    .select({ vote: feedbackVote })
    .from(feedbackVote)
    .innerJoin(feedbackItem, eq(feedbackItem.id, feedbackVote.itemId))
    .where(
      and(
        eq(feedbackItem.mergedIntoId, targetId),
        ne(feedbackItem.id, sourceId),
        inArray(feedbackVote.userId, userIds),
      ),
    )
    .orderBy(asc(feedbackItem.mergedAt), asc(feedbackItem.id))
  const firstPerVoter = new Map<string, (typeof candidates)[number]['vote']>()
  for (const { vote } of candidates) if (!firstPerVoter.has(vote.userId)) firstPerVoter.set(vote.userId, vote)
  if (firstPerVoter.size === 0) return
  await tx
    .insert(feedbackVote)
    .values(
      [...firstPerVoter.values()].map((vote) => ({
        itemId: targetId,
        userId: vote.userId,
        addedById: vote.addedById,
        mergedFromItemId: vote.itemId,
        importance: vote.importance,
        createdAt: vote.createdAt,
      })),
    )
    .onConflictDoNothing()
}

/**
 * Takes a duplicate's vote copies off the item it was merged into, when the merge is undone or the duplicate
 * deleted. Its voters whom another duplicate also brings keep their vote there.
 */
async function takeBackVoteCopies(tx: Database, targetId: string, sourceId: string) {
  const removed = await tx
    .delete(feedbackVote)
    .where(and(eq(feedbackVote.itemId, targetId), eq(feedbackVote.mergedFromItemId, sourceId)))
    .returning({ userId: feedbackVote.userId })
  await recopyVotesOfOtherSources(
    tx,
    targetId,
    sourceId,
    removed.map((vote) => vote.userId),
  )
}

/**
 * Before items are deleted: nothing of their merges may be left half-recorded. Their vote copies leave the
 * items they were merged into (takeBackVoteCopies), and duplicates merged into them stand on their own again,
 * as after an undo. Answers the surviving items whose counts must be refreshed once the deletion is done.
 */
export async function detachFromMerges(
  tx: Database,
  items: { id: string; mergedIntoId: string | null }[],
): Promise<string[]> {
  const deleted = new Set(items.map((item) => item.id))
  const toRefresh = new Set<string>()
  for (const item of items) {
    if (!item.mergedIntoId || deleted.has(item.mergedIntoId)) continue
    // Its comments counted on the item it was merged into, and on any that one was merged into in turn.
    const counted = await withMergeTargets(tx, item.mergedIntoId)
    await lockItems(tx, counted)
    await takeBackVoteCopies(tx, item.mergedIntoId, item.id)
    for (const id of counted) toRefresh.add(id)
  }
  const sources = await tx
    .update(feedbackItem)
    .set({ mergedIntoId: null, mergedAt: null, mergedById: null })
    .where(
      and(
        inArray(
          feedbackItem.mergedIntoId,
          items.map((item) => item.id),
        ),
        notInArray(feedbackItem.id, [...deleted]),
      ),
    )
    .returning({ id: feedbackItem.id })
  if (sources.length > 0) {
    await tx.delete(feedbackComment).where(
      and(
        inArray(
          feedbackComment.itemId,
          sources.map((source) => source.id),
        ),
        eq(feedbackComment.kind, 'merge'),
      ),
    )
  }
  return [...toRefresh].filter((id) => !deleted.has(id))
}

/** Undoes a merge: the duplicate is listed again with its own votes and comments, the copies are gone. */
export async function unmergeFeedback(db: Database, access: FeedbackAccess, sourceId: string) {
  assertProjectPermission(access, 'feedback.moderate')
  return db.transaction(async (tx) => {
    // Both rows in id order, as a merge locks them: an undo beside a merge of the same pair would deadlock.
    const seen = await loadItem(tx, access, sourceId)
    await lockItems(tx, [seen.item.id, seen.item.mergedIntoId ?? seen.item.id])
    const source = await loadItem(tx, access, sourceId, { lock: 'update' })
    const targetId = source.item.mergedIntoId
    if (!targetId) throw new AppError('CONFLICT', 'This feedback is not merged')
    const target = await loadItem(tx, access, targetId, { lock: 'update' })
    // Merges undo in reverse: the target's own merge carries copies of this one's votes further on.
    if (target.item.mergedIntoId) {
      throw new AppError(
        'CONFLICT',
        `"${target.item.title}" was itself merged into another item; undo that merge first`,
      )
    }
    await takeBackVoteCopies(tx, targetId, source.item.id)
    const [mergeEntry] = await tx
      .select({ id: feedbackComment.id })
      .from(feedbackComment)
      .where(and(eq(feedbackComment.itemId, source.item.id), eq(feedbackComment.kind, 'merge')))
      .orderBy(desc(feedbackComment.createdAt))
      .limit(1)
    if (mergeEntry) await tx.delete(feedbackComment).where(eq(feedbackComment.id, mergeEntry.id))
    await tx
      .update(feedbackItem)
      .set({ mergedIntoId: null, mergedAt: null, mergedById: null })
      .where(eq(feedbackItem.id, source.item.id))
    await refreshItemCounts(tx, targetId)
    await refreshItemCounts(tx, source.item.id)
    await recordActivity(tx, {
      projectId: access.project.id,
      actorId: access.viewer?.userId ?? null,
      kind: 'feedback.unmerged',
      phrases: [
        { phrase: 'feedbackUnmerged', values: { title: source.item.title, target: target.item.title } },
      ],
      audience: mergeAudience(source.board, target.board),
      path: `feedback/${source.item.id}`,
    })
    await emitFeedbackEvent(tx, access, source.board.teamOnly && target.board.teamOnly, 'feedback.merged', {
      itemId: source.item.id,
      targetId,
    })
    await emitFeedbackWebhook(tx, access, 'feedback.unmerged', source.item.id, { targetId })
    return { id: source.item.id, targetId }
  })
}

/** The narrower of the two boards' audiences. */
function mergeAudience(...boards: Parameters<typeof boardAudience>[0][]) {
  const audiences = boards.map(boardAudience)
  if (audiences.includes('none')) return 'none'
  return audiences.includes('members') ? 'members' : 'public'
}
