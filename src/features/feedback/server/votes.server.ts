import { and, asc, desc, eq, or, sql } from 'drizzle-orm'
import { parseOrgRole } from '~/lib/access-policy'
import { assertProjectPermission } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { feedbackBoard, feedbackItem, feedbackVote, member, user } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { teamIdsOf } from '~/server/teams.server'
import { lockItems, refreshItemCounts } from './counts.server'
import {
  actorId,
  assertNotMerged,
  canSeeBoard,
  emitFeedbackEvent,
  emitFeedbackEventIn,
  type FeedbackAccess,
  loadItem,
} from './feedback-access.server'

export type VoteResult = { voted: boolean; voteCount: number }

/** Adds or removes the viewer's vote (idempotent: voting twice is one vote). */
export async function setVote(
  db: Database,
  access: FeedbackAccess,
  itemId: string,
  voted: boolean,
): Promise<VoteResult> {
  assertProjectPermission(access, 'feedback.vote')
  const userId = actorId(access)
  return db.transaction(async (tx) => {
    const { item, board } = await loadItem(tx, access, itemId, { lock: 'update' })
    assertNotMerged(item)
    if (voted) {
      await tx.insert(feedbackVote).values({ itemId: item.id, userId }).onConflictDoNothing()
    } else {
      await tx
        .delete(feedbackVote)
        .where(and(eq(feedbackVote.itemId, item.id), eq(feedbackVote.userId, userId)))
    }
    const { voteCount } = await refreshItemCounts(tx, item.id)
    await emitFeedbackEvent(tx, access, board.teamOnly, 'feedback.voted', { itemId: item.id, voteCount })
    return { voted, voteCount }
  })
}

/**
 * An editor records a vote for someone else (feedback heard on a call or by mail): the person is found by
 * email or username and must be able to see the item.
 */
export async function addVoteOnBehalf(
  db: Database,
  access: FeedbackAccess,
  itemId: string,
  identifier: string,
): Promise<VoteResult & { voter: { name: string; username: string | null } }> {
  assertProjectPermission(access, 'feedback.moderate')
  const editorId = actorId(access)
  const needle = identifier.trim().toLowerCase().replace(/^@/, '')
  return db.transaction(async (tx) => {
    const { item, board } = await loadItem(tx, access, itemId, { lock: 'update' })
    assertNotMerged(item)
    const [person] = await tx
      .select({ id: user.id, name: user.name, username: user.username })
      .from(user)
      .where(or(eq(sql`lower(${user.email})`, needle), eq(user.username, needle)))
      .limit(1)
    const notFound = new AppError('NOT_FOUND', 'No Parley user has this email or username', {
      identifier: ['No Parley user has this email or username'],
    })
    if (!person) throw notFound
    if (access.project.visibility === 'private' || board.teamOnly) {
      const [membership] = await tx
        .select({ role: member.role })
        .from(member)
        .where(and(eq(member.organizationId, access.organization.id), eq(member.userId, person.id)))
        .limit(1)
      if (!membership) {
        throw new AppError('UNPROCESSABLE_ENTITY', 'This person cannot see this feedback', {
          identifier: ['This person is not a member of the team, so they cannot see this feedback'],
        })
      }
      // A board limited to some teams: its members, and the editors who manage every board (canSeeBoard).
      const role = parseOrgRole(membership.role)
      const asViewer = {
        isMember: true,
        isEditor: role === 'owner' || role === 'admin',
        teamIds: board.teamIds.length > 0 ? await teamIdsOf(tx, access.organization.id, person.id) : [],
      }
      if (!canSeeBoard(asViewer, board)) {
        throw new AppError('UNPROCESSABLE_ENTITY', 'This person cannot see this feedback', {
          identifier: ['This person is in none of the teams this board is limited to, so they cannot see it'],
        })
      }
    }
    const inserted = await tx
      .insert(feedbackVote)
      .values({ itemId: item.id, userId: person.id, addedById: editorId })
      .onConflictDoNothing()
      .returning({ userId: feedbackVote.userId })
    if (inserted.length === 0) {
      throw new AppError('CONFLICT', `${person.name || person.username} has already voted for this`, {
        identifier: ['This person has already voted for this'],
      })
    }
    const { voteCount } = await refreshItemCounts(tx, item.id)
    await emitFeedbackEvent(tx, access, board.teamOnly, 'feedback.voted', { itemId: item.id, voteCount })
    return { voted: true, voteCount, voter: { name: person.name, username: person.username } }
  })
}

export type Voter = { name: string; username: string | null; image: string | null }

/** The latest voters of an item, for the avatar row ("and N more" comes from the stored count). */
export async function listVoters(db: Database, itemId: string, limit = 12): Promise<Voter[]> {
  return db
    .select({ name: user.name, username: user.username, image: user.image })
    .from(feedbackVote)
    .innerJoin(user, eq(user.id, feedbackVote.userId))
    .where(eq(feedbackVote.itemId, itemId))
    .orderBy(desc(feedbackVote.createdAt))
    .limit(limit)
}

/**
 * A departing account's votes, taken off every item they were on (copies on merge targets included) before its
 * row goes: the votes would go by the cascade, but the items' stored counts and trending scores would go on
 * counting them. Called in the deleting transaction; the items are locked in id order, as votes lock them.
 */
export async function forgetVotesOf(tx: Database, userId: string): Promise<number> {
  const voted = await tx
    .select({
      id: feedbackItem.id,
      projectId: feedbackItem.projectId,
      teamOnly: feedbackBoard.teamOnly,
    })
    .from(feedbackVote)
    .innerJoin(feedbackItem, eq(feedbackItem.id, feedbackVote.itemId))
    .innerJoin(feedbackBoard, eq(feedbackBoard.id, feedbackItem.boardId))
    .where(eq(feedbackVote.userId, userId))
    .orderBy(asc(feedbackItem.id))
  if (voted.length === 0) return 0
  await lockItems(
    tx,
    voted.map((item) => item.id),
  )
  await tx.delete(feedbackVote).where(eq(feedbackVote.userId, userId))
  for (const item of voted) {
    const { voteCount } = await refreshItemCounts(tx, item.id)
    await emitFeedbackEventIn(tx, item.projectId, item.teamOnly, 'feedback.voted', {
      itemId: item.id,
      voteCount,
    })
  }
  return voted.length
}
