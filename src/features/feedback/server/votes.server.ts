import { and, asc, desc, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm'
import { ANONYMOUS_VISITOR_ROLE } from '~/lib/anonymous-visitor-rules'
import type { VoteImportance } from '~/lib/feedback-rules'
import { assertProjectPermission } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import {
  externalIdentity,
  feedbackBoard,
  feedbackItem,
  feedbackVote,
  project,
  user,
} from '~/server/db/schema'
import { AppError } from '~/server/errors'
import type { KnownPerson, PersonByEmail } from '~/server/placeholder-accounts.server'
import { emitWebhookEvent } from '~/server/webhooks/emit.server'
import { addingVotesIn, lockItems, refreshItemCounts } from './counts.server'
import {
  actorId,
  assertNotMerged,
  emitFeedbackEvent,
  emitFeedbackEventIn,
  emitFeedbackWebhook,
  type FeedbackAccess,
  loadItem,
} from './feedback-access.server'
import { assertPersonMaySee, personOnBehalf } from './on-behalf.server'
import { afterTimeCursor, decodeTimeCursor, encodeTimeCursor, timeKeyOf } from './time-cursor.server'

export type VoteResult = { voted: boolean; voteCount: number; importance: VoteImportance | null }

/**
 * Adds or removes the viewer's vote (idempotent: voting twice is one vote). `importance` says how much it matters
 * to them: left as it is when undefined, cleared with null; it goes with the vote.
 */
export async function setVote(
  db: Database,
  access: FeedbackAccess,
  itemId: string,
  voted: boolean,
  importance?: VoteImportance | null,
): Promise<VoteResult> {
  assertProjectPermission(access, 'feedback.vote')
  const userId = actorId(access)
  return db.transaction(async (tx) => {
    if (voted) await addingVotesIn(tx, access.organization.id)
    const { item, board } = await loadItem(tx, access, itemId, { lock: 'update' })
    assertNotMerged(item)
    const written = await writeVote(tx, item.id, userId, voted, importance)
    const { voteCount } = await refreshItemCounts(tx, item.id)
    await emitFeedbackEvent(tx, access, board.teamOnly, 'feedback.voted', { itemId: item.id, voteCount })
    // Voting twice is one vote: receivers hear of a change only.
    if (written.changed) {
      await emitFeedbackWebhook(tx, access, voted ? 'feedback.voted' : 'feedback.unvoted', item.id, {
        voterId: userId,
      })
    }
    return { voted, voteCount, importance: written.importance }
  })
}

/**
 * Writes one person's vote on an item the caller holds locked: added, removed, or its importance changed.
 * `changed` says whether the vote itself came or went (an importance change alone is not a new vote).
 */
export async function writeVote(
  tx: Database,
  itemId: string,
  userId: string,
  voted: boolean,
  importance: VoteImportance | null | undefined,
): Promise<{ changed: boolean; importance: VoteImportance | null }> {
  const where = and(eq(feedbackVote.itemId, itemId), eq(feedbackVote.userId, userId))
  if (!voted) {
    const removed = await tx.delete(feedbackVote).where(where).returning({ userId: feedbackVote.userId })
    return { changed: removed.length > 0, importance: null }
  }
  const [existing] = await tx.select({ importance: feedbackVote.importance }).from(feedbackVote).where(where)
  if (existing) {
    if (importance === undefined || importance === existing.importance) {
      return { changed: false, importance: existing.importance }
    }
    await tx.update(feedbackVote).set({ importance }).where(where)
    return { changed: false, importance }
  }
  await tx
    .insert(feedbackVote)
    .values({ itemId, userId, importance: importance ?? null })
    .onConflictDoNothing()
  return { changed: true, importance: importance ?? null }
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
): Promise<Omit<VoteResult, 'importance'> & { voter: { name: string; username: string | null } }> {
  assertProjectPermission(access, 'feedback.moderate')
  const editorId = actorId(access)
  const needle = identifier.trim().toLowerCase().replace(/^@/, '')
  return db.transaction(async (tx) => {
    await addingVotesIn(tx, access.organization.id)
    const { item, board } = await loadItem(tx, access, itemId, { lock: 'update' })
    assertNotMerged(item)
    const [person] = await tx
      .select({ id: user.id, name: user.name, username: user.username })
      .from(user)
      .where(
        and(
          or(eq(sql`lower(${user.email})`, needle), eq(user.username, needle)),
          // An anonymous visitor's stand-in is nobody: a vote in its name would count for no one.
          or(isNull(user.role), ne(user.role, ANONYMOUS_VISITOR_ROLE)),
        ),
      )
      .limit(1)
    const notFound = new AppError('NOT_FOUND', 'No Parley user has this email or username', {
      identifier: ['No Parley user has this email or username'],
    })
    if (!person) throw notFound
    await assertPersonMaySee(tx, access, board, person.id, 'identifier')
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
    await emitFeedbackWebhook(tx, access, 'feedback.voted', item.id, { voterId: person.id })
    return { voted: true, voteCount, voter: { name: person.name, username: person.username } }
  })
}

/**
 * An editor records a vote for someone by address (an integration relaying feedback heard elsewhere): the person
 * is found, or created as an unverified placeholder account (on-behalf.server.ts). Recording a vote that is
 * already there changes nothing and is not an error, so a retried or repeated call counts once.
 */
export async function addVoteFor(
  db: Database,
  access: FeedbackAccess,
  itemId: string,
  person: PersonByEmail,
): Promise<{ added: boolean; voteCount: number; voter: KnownPerson }> {
  assertProjectPermission(access, 'feedback.moderate')
  const editorId = actorId(access)
  return db.transaction(async (tx) => {
    await addingVotesIn(tx, access.organization.id)
    const { item, board } = await loadItem(tx, access, itemId, { lock: 'update' })
    assertNotMerged(item)
    const voter = await personOnBehalf(tx, access, board, person)
    const inserted = await tx
      .insert(feedbackVote)
      .values({ itemId: item.id, userId: voter.id, addedById: editorId })
      .onConflictDoNothing()
      .returning({ userId: feedbackVote.userId })
    if (inserted.length === 0) return { added: false, voteCount: item.voteCount, voter }
    const { voteCount } = await refreshItemCounts(tx, item.id)
    await emitFeedbackEvent(tx, access, board.teamOnly, 'feedback.voted', { itemId: item.id, voteCount })
    await emitFeedbackWebhook(tx, access, 'feedback.voted', item.id, { voterId: voter.id })
    return { added: true, voteCount, voter }
  })
}

/** An editor takes someone's vote off an item (a vote recorded by mistake, a duplicate account). */
export async function removeVoteOf(
  db: Database,
  access: FeedbackAccess,
  itemId: string,
  userId: string,
): Promise<{ voteCount: number }> {
  assertProjectPermission(access, 'feedback.moderate')
  return db.transaction(async (tx) => {
    const { item, board } = await loadItem(tx, access, itemId, { lock: 'update' })
    assertNotMerged(item)
    const removed = await tx
      .delete(feedbackVote)
      .where(and(eq(feedbackVote.itemId, item.id), eq(feedbackVote.userId, userId)))
      .returning({ userId: feedbackVote.userId })
    if (removed.length === 0) throw new AppError('NOT_FOUND', 'Vote not found')
    const { voteCount } = await refreshItemCounts(tx, item.id)
    await emitFeedbackEvent(tx, access, board.teamOnly, 'feedback.voted', { itemId: item.id, voteCount })
    await emitFeedbackWebhook(tx, access, 'feedback.unvoted', item.id, { voterId: userId })
    return { voteCount }
  })
}

export type VoteEntry = {
  user: { id: string; name: string; username: string | null; email: string; image: string | null }
  createdAt: string
  /** The editor who recorded it for this person, when it was recorded on their behalf. */
  addedById: string | null
  /** Set on a copy that a merged duplicate brought along: the duplicate's id. */
  mergedFromItemId: string | null
}

/**
 * One page of everyone whose vote counts on an item (copies from merged duplicates included), newest first, for
 * editors: with addresses, as the CSV export has its authors'. Keyset-paginated on (time, voter), so votes
 * added or removed while someone pages neither repeat nor hide the others.
 */
export async function listVotesPage(
  db: Database,
  access: FeedbackAccess,
  itemId: string,
  page: { limit: number; cursor?: string | undefined },
): Promise<{ votes: VoteEntry[]; nextCursor: string | null }> {
  assertProjectPermission(access, 'feedback.moderate')
  const { item } = await loadItem(db, access, itemId)
  const after = page.cursor ? decodeTimeCursor(page.cursor) : null
  const rows = await db
    .select({
      user: { id: user.id, name: user.name, username: user.username, email: user.email, image: user.image },
      createdAt: feedbackVote.createdAt,
      createdAtKey: timeKeyOf(feedbackVote.createdAt),
      addedById: feedbackVote.addedById,
      mergedFromItemId: feedbackVote.mergedFromItemId,
    })
    .from(feedbackVote)
    .innerJoin(user, eq(user.id, feedbackVote.userId))
    .where(
      and(
        eq(feedbackVote.itemId, item.id),
        after ? afterTimeCursor(feedbackVote.createdAt, feedbackVote.userId, after, 'desc') : undefined,
      ),
    )
    .orderBy(desc(feedbackVote.createdAt), desc(feedbackVote.userId))
    .limit(page.limit + 1)
  const shown = rows.slice(0, page.limit)
  const last = shown[shown.length - 1]
  return {
    votes: shown.map(({ createdAtKey: _key, ...row }) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor:
      rows.length > page.limit && last
        ? encodeTimeCursor({ createdAt: last.createdAtKey, id: last.user.id })
        : null,
  }
}

export type Voter = {
  name: string
  username: string | null
  image: string | null
  /** For members only: the company a widget identity's token named (null for everyone else). */
  company?: string | null
}

/**
 * The company a host product's token said a person belongs to, in one organisation (the widget's external
 * identity; its latest, should one person have several). Only for members: companies are never public.
 */
export const companyOf = (organizationId: string, userId: SQL | typeof user.id) =>
  sql<string | null>`(select ${externalIdentity.company}->>'name' from ${externalIdentity}
    where ${externalIdentity.organizationId} = ${organizationId} and ${externalIdentity.userId} = ${userId}
    order by ${externalIdentity.lastSeenAt} desc limit 1)`

/**
 * The latest voters of an item, for the avatar row ("and N more" comes from the stored count); with
 * `companiesOf` (the organisation's id, for members) each with their company.
 */
export async function listVoters(
  db: Database,
  itemId: string,
  options: { limit?: number; companiesOf?: string | null } = {},
): Promise<Voter[]> {
  const { limit = 12, companiesOf = null } = options
  return db
    .select({
      name: user.name,
      username: user.username,
      image: user.image,
      company: companiesOf ? companyOf(companiesOf, user.id) : sql<null>`null`,
    })
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
      organizationId: project.organizationId,
      teamOnly: feedbackBoard.teamOnly,
    })
    .from(feedbackVote)
    .innerJoin(feedbackItem, eq(feedbackItem.id, feedbackVote.itemId))
    .innerJoin(feedbackBoard, eq(feedbackBoard.id, feedbackItem.boardId))
    .innerJoin(project, eq(project.id, feedbackItem.projectId))
    .where(eq(feedbackVote.userId, userId))
    .orderBy(asc(feedbackItem.id))
  if (voted.length === 0) return 0
  // The voter as they were: the webhook's fan-out runs after the account is gone.
  const [voter] = await tx
    .select({ id: user.id, name: user.name, username: user.username })
    .from(user)
    .where(eq(user.id, userId))
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
    await emitWebhookEvent(tx, {
      organizationId: item.organizationId,
      projectId: item.projectId,
      type: 'feedback.unvoted',
      subject: { kind: 'feedback_item', id: item.id },
      actorId: null,
      facts: { voterId: userId, voter: voter ?? { id: userId } },
    })
  }
  return voted.length
}
