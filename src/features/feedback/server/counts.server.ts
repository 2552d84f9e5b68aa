import { and, count, eq, gte, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import { TRENDING, trendingScore } from '~/lib/feedback-rules'
import type { Database } from '~/server/db/client.server'
import { lockRows, takeTurns } from '~/server/db/locks.server'
import { feedbackComment, feedbackItem, feedbackVote } from '~/server/db/schema'

/** The item and, recursively, every item merged into it (their comments show on it). */
export async function withMergedSources(db: Database, itemId: string): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    WITH RECURSIVE merged(id) AS (
      SELECT ${itemId}::text
      UNION
      SELECT i.id FROM feedback_item i JOIN merged m ON i.merged_into_id = m.id
    )
    SELECT id FROM merged`)
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id)
}

/** The item and every item it was merged into, up the chain (each of them counts its comments). */
export async function withMergeTargets(db: Database, itemId: string): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    WITH RECURSIVE targets(id) AS (
      SELECT ${itemId}::text
      UNION
      SELECT i.merged_into_id FROM feedback_item i JOIN targets t ON i.id = t.id WHERE i.merged_into_id IS NOT NULL
    )
    SELECT id FROM targets`)
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id)
}

/**
 * Locks these items' rows, in id order (as merges take their two): for changes that recount items other than
 * the one they were asked about (a merge target whose duplicate goes), so a vote there meanwhile is not lost
 * from the count the change writes.
 */
export async function lockItems(db: Database, itemIds: string[]): Promise<void> {
  if (itemIds.length === 0) return
  await lockRows(db, feedbackItem, inArray(feedbackItem.id, itemIds))
}

// A comment held for review counts for nothing until it is approved.
const publicComment = and(
  eq(feedbackComment.kind, 'comment'),
  eq(feedbackComment.internal, false),
  isNull(feedbackComment.heldAt),
)

/**
 * Recomputes an item's stored vote count, public comment count and trending score from its rows. Called in
 * the transaction of every change that affects them, after the item's row is locked, so they stay exact.
 */
export async function refreshItemCounts(tx: Database, itemId: string): Promise<{ voteCount: number }> {
  const [item] = await tx
    .select({ createdAt: feedbackItem.createdAt })
    .from(feedbackItem)
    .where(eq(feedbackItem.id, itemId))
  if (!item) return { voteCount: 0 }
  const itemIds = await withMergedSources(tx, itemId)
  const now = Date.now()
  const windowStart = new Date(now - TRENDING.windowMs)
  const [votes] = await tx
    .select({ total: count() })
    .from(feedbackVote)
    .where(eq(feedbackVote.itemId, itemId))
  const [comments] = await tx
    .select({ total: count() })
    .from(feedbackComment)
    .where(and(inArray(feedbackComment.itemId, itemIds), publicComment))
  const recentVotes = await tx
    .select({ at: feedbackVote.createdAt })
    .from(feedbackVote)
    .where(and(eq(feedbackVote.itemId, itemId), gte(feedbackVote.createdAt, windowStart)))
  const recentComments = await tx
    .select({ at: feedbackComment.createdAt })
    .from(feedbackComment)
    .where(
      and(
        inArray(feedbackComment.itemId, itemIds),
        publicComment,
        gte(feedbackComment.createdAt, windowStart),
      ),
    )
  const score = trendingScore(
    [
      ...recentVotes.map((vote) => ({ at: vote.at.getTime(), weight: TRENDING.voteWeight })),
      ...recentComments.map((comment) => ({ at: comment.at.getTime(), weight: TRENDING.commentWeight })),
    ],
    item.createdAt.getTime(),
    now,
  )
  const voteCount = votes?.total ?? 0
  await tx
    .update(feedbackItem)
    .set({ voteCount, commentCount: comments?.total ?? 0, trendingScore: score })
    .where(eq(feedbackItem.id, itemId))
  await refreshDemand(tx, sql`${feedbackItem.id} = ${itemId}`)
  return { voteCount }
}

/**
 * Recomputes the stored demand (companies and their monthly spend) of the items `which` selects, from their
 * votes (copies from merged duplicates included) and their voters' companies in the project's organisation:
 * each company once, however many of its people voted or on how many duplicates. Set-based, so a company's
 * new spend reaches all its items in one statement.
 */
export async function refreshDemand(tx: Database, which: SQL): Promise<void> {
  await tx.execute(sql`
    update feedback_item as target set
      demand_companies = coalesce(demand.companies, 0),
      demand_revenue_cents = coalesce(demand.revenue, 0)
    from ${feedbackItem}
    left join lateral (
      select count(*)::int as companies, coalesce(sum(company.monthly_spend_cents), 0)::bigint as revenue
      from customer_company as company
      where company.id in (
        select person.company_id
        from feedback_vote as vote
        join customer_person as person on person.user_id = vote.user_id
        join project on project.id = ${feedbackItem.projectId}
        where vote.item_id = ${feedbackItem.id}
          and person.organization_id = project.organization_id
          and person.company_id is not null
      )
    ) as demand on true
    where target.id = ${feedbackItem.id} and ${which}`)
}

/**
 * A vote reads its voter's company and that company's spend, and a change to a company's spend or to a person's
 * company recomputes the items its people voted for: without an order between them, a change racing a vote on
 * an item the change cannot see yet (the vote is not committed) leaves that item behind, and the vote computed
 * with the spend from before the change. So they take turns on the organisation's demand (a transaction-scoped
 * advisory lock): whatever adds votes (a vote, a recorded vote, a merge's copies, a claim, a new item's author)
 * takes it shared, side by side with the others, before it locks any item; a customers' change takes it
 * exclusive before it locks any company or person, and then sees every vote that went before it, while the
 * votes after it see its spend. Taking away a vote needs neither: the change already sees that vote's item.
 */
const demandTurn = (organizationId: string) => `customers.demand:${organizationId}`

/** A write about to add votes in this organisation (before it locks an item): see `demandTurn`. */
export const addingVotesIn = (tx: Database, organizationId: string) =>
  takeTurns(tx, demandTurn(organizationId), 'shared')

/** A change to companies' spend or people's companies (before it locks either): see `demandTurn`. */
export const changingCustomersOf = (tx: Database, organizationId: string) =>
  takeTurns(tx, demandTurn(organizationId))

/**
 * The items whose demand a change of these people's companies (or of a company's spend) moves: every item any
 * of them has a vote on. Locked in id order, as votes and merges lock items, before their demand is recomputed.
 */
export async function refreshDemandOfVoters(tx: Database, userIds: string[]): Promise<number> {
  if (userIds.length === 0) return 0
  const items = await tx
    .selectDistinct({ id: feedbackVote.itemId })
    .from(feedbackVote)
    .where(inArray(feedbackVote.userId, userIds))
  const ids = items.map((item) => item.id).sort()
  if (ids.length === 0) return 0
  await lockItems(tx, ids)
  await refreshDemand(tx, inArray(feedbackItem.id, ids))
  return ids.length
}

/** The recompute path: every item of a project, from its rows (after an import, or to check the counters). */
export async function recomputeProjectDemand(db: Database, projectId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockRows(tx, feedbackItem, eq(feedbackItem.projectId, projectId))
    await refreshDemand(tx, eq(feedbackItem.projectId, projectId))
  })
}
