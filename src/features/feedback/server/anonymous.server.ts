import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { ANONYMOUS_VISITOR_ROLE, anonymousVisitorEmail } from '~/lib/anonymous-visitor-rules'
import type { VoteImportance } from '~/lib/feedback-rules'
import { type ProofOfWork, verifyProofOfWork } from '~/server/anonymous-visitor.server'
import type { Database } from '~/server/db/client.server'
import {
  anonymousVisitor,
  feedbackBoard,
  feedbackComment,
  feedbackItem,
  feedbackVote,
  project,
  user,
} from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { newUserId } from '~/server/placeholder-accounts.server'
import { enforceRateLimit, type RateRule } from '~/server/rate-limit.server'
import { addingVotesIn, lockItems, refreshItemCounts } from './counts.server'
import {
  assertNotMerged,
  emitFeedbackEvent,
  emitFeedbackEventIn,
  emitFeedbackWebhook,
  type FeedbackAccess,
  loadItem,
} from './feedback-access.server'
import { writeVote } from './votes.server'

/**
 * Votes from visitors who are not signed in, on boards that accept them (off by default). A visitor is known by
 * a signed first-party cookie (`src/server/anonymous-visitor.server.ts`) and votes through a stand-in account
 * that nobody can sign in as, so their votes count in every total like anyone's; members see how many of an
 * item's votes are anonymous. Every vote answers a proof-of-work challenge and a honeypot, and is limited per
 * address and per visitor. Signing up or in claims the visitor's votes for the account.
 */

/** Per client address: votes, and new visitor identities (clearing cookies does not buy more votes). */
export const ANONYMOUS_VOTE_LIMITS = {
  perAddress: {
    max: 30,
    windowMs: 10 * 60_000,
    message: 'Too many votes from your network: try again in a few minutes',
  },
  perVisitor: { max: 20, windowMs: 10 * 60_000, message: 'Too many votes: try again in a few minutes' },
  newVisitorsPerAddress: {
    max: 5,
    windowMs: 60 * 60_000,
    message: 'Too many new visitors from your network: sign in to vote, or try again later',
  },
} satisfies Record<string, RateRule>

/**
 * Anonymous posts and comments (boards that accept them): per client address and per visitor, posts and
 * comments apart. New identities count against `ANONYMOUS_VOTE_LIMITS.newVisitorsPerAddress`, shared with votes.
 */
export const ANONYMOUS_POST_LIMITS = {
  postsPerAddress: {
    max: 10,
    windowMs: 10 * 60_000,
    message: 'Too many posts from your network: try again in a few minutes',
  },
  postsPerVisitor: { max: 5, windowMs: 10 * 60_000, message: 'Too many posts: try again in a few minutes' },
  commentsPerAddress: {
    max: 30,
    windowMs: 10 * 60_000,
    message: 'Too many comments from your network: try again in a few minutes',
  },
  commentsPerVisitor: {
    max: 15,
    windowMs: 10 * 60_000,
    message: 'Too many comments: try again in a few minutes',
  },
} satisfies Record<string, RateRule>

export type AnonymousVoteInput = {
  itemId: string
  voted: boolean
  importance?: VoteImportance | null | undefined
  proof?: ProofOfWork | undefined
  /** The form's honeypot: people never see it, so it stays empty; scripts fill it in. */
  website?: string | undefined
}

export type AnonymousVoter = {
  /** The verified visitor id of the request's cookie, if any. */
  visitorId: string | null
  /** The client's address, for the limits. */
  ip: string | undefined
  secret: string
}

export type AnonymousVoteResult = {
  voted: boolean
  voteCount: number
  importance: VoteImportance | null
  /** Set when this vote gave the visitor their identity: the caller sets the cookie. */
  newVisitorId: string | null
}

const notAccepted = () => new AppError('UNAUTHORIZED', 'Sign in to vote on this board')

/** An anonymous visitor votes (or takes their vote back) on an item of a board that accepts anonymous votes. */
export async function setAnonymousVote(
  db: Database,
  access: FeedbackAccess,
  voter: AnonymousVoter,
  input: AnonymousVoteInput,
): Promise<AnonymousVoteResult> {
  // Signed-in viewers vote as themselves.
  if (access.viewer) throw new AppError('BAD_REQUEST', 'You are signed in: vote as yourself')
  if (input.website) throw new AppError('BAD_REQUEST', 'This vote could not be accepted')
  const { item, board } = await loadItem(db, access, input.itemId)
  assertNotMerged(item)
  if (!board.anonymousVotes) throw notAccepted()
  const address = voter.ip ?? 'unknown'
  await enforceRateLimit(db, `anonymous-vote:ip:${address}`, ANONYMOUS_VOTE_LIMITS.perAddress)
  await verifyProofOfWork(db, voter.secret, input.proof)
  let visitor = voter.visitorId ? await findVisitor(db, voter.visitorId) : null
  if (!visitor && !input.voted)
    return { voted: false, voteCount: item.voteCount, importance: null, newVisitorId: null }
  let newVisitorId: string | null = null
  if (!visitor) {
    await enforceRateLimit(db, `anonymous-visitor:ip:${address}`, ANONYMOUS_VOTE_LIMITS.newVisitorsPerAddress)
    visitor = await createVisitor(db)
    newVisitorId = visitor.id
  }
  await enforceRateLimit(db, `anonymous-vote:visitor:${visitor.id}`, ANONYMOUS_VOTE_LIMITS.perVisitor)
  const standIn = visitor.userId
  return db.transaction(async (tx) => {
    const { item: locked, board: current } = await loadItem(tx, access, item.id, { lock: 'update' })
    assertNotMerged(locked)
    if (!current.anonymousVotes) throw notAccepted()
    const written = await writeVote(tx, locked.id, standIn, input.voted, input.importance)
    const { voteCount } = await refreshItemCounts(tx, locked.id)
    await emitFeedbackEvent(tx, access, current.teamOnly, 'feedback.voted', { itemId: locked.id, voteCount })
    if (written.changed) {
      await emitFeedbackWebhook(tx, access, input.voted ? 'feedback.voted' : 'feedback.unvoted', locked.id, {
        voterId: standIn,
        anonymous: true,
      })
    }
    return { voted: input.voted, voteCount, importance: written.importance, newVisitorId }
  })
}

/** A visitor not yet claimed (a claimed one is gone: its cookie was cleared when its votes moved). */
export async function findVisitor(db: Database, visitorId: string) {
  const [found] = await db
    .select({ id: anonymousVisitor.id, userId: anonymousVisitor.userId })
    .from(anonymousVisitor)
    .where(and(eq(anonymousVisitor.id, visitorId), isNull(anonymousVisitor.claimedAt)))
  return found ?? null
}

export async function createVisitor(db: Database, id: string = crypto.randomUUID()) {
  return db.transaction(async (tx) => {
    const userId = newUserId()
    await tx.insert(user).values({
      id: userId,
      name: 'Anonymous',
      email: anonymousVisitorEmail(id),
      emailVerified: false,
      role: ANONYMOUS_VISITOR_ROLE,
    })
    await tx.insert(anonymousVisitor).values({ id, userId })
    return { id, userId }
  })
}

/**
 * The stand-in of an anonymous visitor known by its address (an imported project's anonymous voter): the one
 * this instance has, or a new one under the same visitor id, still anonymous (no account, no cookie anyone
 * holds: its votes count as anonymous and nobody can claim them).
 */
export async function findOrCreateAnonymousStandIn(tx: Database, email: string): Promise<string> {
  const address = email.toLowerCase()
  const [known] = await tx.select({ id: user.id }).from(user).where(eq(user.email, address)).limit(1)
  if (known) return known.id
  const visitorId = /^visitor-([^@]+)@/.exec(address)?.[1] ?? crypto.randomUUID()
  const [taken] = await tx
    .select({ id: anonymousVisitor.id })
    .from(anonymousVisitor)
    .where(eq(anonymousVisitor.id, visitorId))
    .limit(1)
  const made = await createVisitor(tx, taken ? crypto.randomUUID() : visitorId)
  return made.userId
}

/** The visitor's own votes among these items of the project (what their vote buttons show). */
export async function listAnonymousVotes(
  db: Database,
  access: FeedbackAccess,
  visitorId: string | null,
  itemIds: string[],
): Promise<{ itemId: string; importance: VoteImportance | null }[]> {
  if (!visitorId || itemIds.length === 0) return []
  return db
    .select({ itemId: feedbackVote.itemId, importance: feedbackVote.importance })
    .from(feedbackVote)
    .innerJoin(anonymousVisitor, eq(anonymousVisitor.userId, feedbackVote.userId))
    .innerJoin(feedbackItem, eq(feedbackItem.id, feedbackVote.itemId))
    .where(
      and(
        eq(anonymousVisitor.id, visitorId),
        isNull(anonymousVisitor.claimedAt),
        eq(feedbackItem.projectId, access.project.id),
        inArray(feedbackVote.itemId, itemIds),
      ),
    )
}

/**
 * The visitor's votes (and anything they wrote) become the account's: run when they sign up or in with the
 * visitor cookie still set. A vote the account already had counts once (the account's importance wins, or the
 * visitor's when the account said none). Returns how many votes moved; a visitor already claimed, or unknown,
 * moves nothing.
 *
 * With `organizationId` (a person a host's widget identified, who is someone only in that organisation), only
 * what the visitor did in that organisation's projects moves, and the visitor stays unclaimed for the rest: a
 * host cannot take a visitor's votes elsewhere by sending them through its own sign-in link.
 */
export async function claimAnonymousVisitor(
  tx: Database,
  visitorId: string,
  userId: string,
  scope: { organizationId?: string } = {},
): Promise<number> {
  const [visitor] = await tx
    .select({ id: anonymousVisitor.id, userId: anonymousVisitor.userId })
    .from(anonymousVisitor)
    .where(and(eq(anonymousVisitor.id, visitorId), isNull(anonymousVisitor.claimedAt)))
    .for('update')
  if (!visitor || visitor.userId === userId) return 0
  const inScope = scope.organizationId
    ? inArray(
        feedbackItem.projectId,
        tx.select({ id: project.id }).from(project).where(eq(project.organizationId, scope.organizationId)),
      )
    : undefined
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
    .where(and(eq(feedbackVote.userId, visitor.userId), inScope))
    .orderBy(asc(feedbackItem.id))
  // The votes become the person's: their company's demand, as a vote would add it.
  for (const organizationId of [...new Set(voted.map((item) => item.organizationId))].sort())
    await addingVotesIn(tx, organizationId)
  await lockItems(
    tx,
    voted.map((item) => item.id),
  )
  if (voted.length > 0) {
    const itemIds = voted.map((item) => item.id)
    await tx.execute(sql`
      insert into ${feedbackVote} (item_id, user_id, added_by_id, merged_from_item_id, importance, created_at)
      select item_id, ${userId}, added_by_id, merged_from_item_id, importance, created_at
      from ${feedbackVote} where user_id = ${visitor.userId} and item_id in ${itemIds}
      on conflict (item_id, user_id) do update
        set importance = coalesce(${feedbackVote}.importance, excluded.importance)`)
    await tx
      .delete(feedbackVote)
      .where(and(eq(feedbackVote.userId, visitor.userId), inArray(feedbackVote.itemId, itemIds)))
  }
  const authored = inScope
    ? and(eq(feedbackItem.authorId, visitor.userId), inScope)
    : eq(feedbackItem.authorId, visitor.userId)
  await tx.update(feedbackItem).set({ authorId: userId }).where(authored)
  await tx
    .update(feedbackComment)
    .set({ authorId: userId })
    .where(
      and(
        eq(feedbackComment.authorId, visitor.userId),
        scope.organizationId
          ? inArray(
              feedbackComment.itemId,
              tx
                .select({ id: feedbackItem.id })
                .from(feedbackItem)
                .innerJoin(project, eq(project.id, feedbackItem.projectId))
                .where(eq(project.organizationId, scope.organizationId)),
            )
          : undefined,
      ),
    )
  if (!scope.organizationId) {
    await tx
      .update(anonymousVisitor)
      .set({ claimedById: userId, claimedAt: new Date() })
      .where(eq(anonymousVisitor.id, visitor.id))
  }
  for (const item of voted) {
    const { voteCount } = await refreshItemCounts(tx, item.id)
    await emitFeedbackEventIn(tx, item.projectId, item.teamOnly, 'feedback.voted', {
      itemId: item.id,
      voteCount,
    })
  }
  return voted.length
}
