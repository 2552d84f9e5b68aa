import { and, asc, count, desc, eq, gte, isNull, max, sql } from 'drizzle-orm'
import {
  DEFAULT_DEMAND_WEIGHTS,
  type DemandScore,
  type DemandWeights,
  demandScore,
  QUOTE_CANDIDATES_MAX,
  QUOTES_MAX,
  SEGMENTS_MAX,
} from '~/lib/customer-rules'
import { topicOf } from '~/lib/live-topics'
import { assertProjectPermission } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { takeTurns } from '~/server/db/locks.server'
import {
  customerCompany,
  customerPerson,
  customerSegment,
  feedbackBoard,
  feedbackComment,
  feedbackItem,
  feedbackQuote,
  feedbackVote,
  project,
  projectDemandWeights,
  user,
} from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { emitLiveEvent } from '~/server/live/emit.server'
import { findOrCreatePersonByEmail } from '~/server/placeholder-accounts.server'
import type { SegmentInput } from '../demand.schemas'
import { addingVotesIn, changingCustomersOf, refreshDemandOfVoters, refreshItemCounts } from './counts.server'
import {
  actorId,
  assertNotMerged,
  emitFeedbackEvent,
  emitFeedbackWebhook,
  type FeedbackAccess,
  feedbackNotFound,
  loadItem,
} from './feedback-access.server'
import { assertPersonMaySee } from './on-behalf.server'

/** Demand is the organisation's business: anyone else (a widget person included) is told there is no such thing. */
function assertMember(access: FeedbackAccess) {
  if (!access.isMember || access.viewer?.external) throw feedbackNotFound()
}

export async function demandWeightsOf(db: Database, projectId: string): Promise<DemandWeights> {
  const [row] = await db
    .select()
    .from(projectDemandWeights)
    .where(eq(projectDemandWeights.projectId, projectId))
    .limit(1)
  return row
    ? { votes: row.votes, companies: row.companies, revenue: row.revenue, recency: row.recency }
    : DEFAULT_DEMAND_WEIGHTS
}

/** The project's prioritisation weights, set in its settings by editors. */
export async function setDemandWeights(db: Database, access: FeedbackAccess, weights: DemandWeights) {
  assertProjectPermission(access, 'project.manage')
  await db
    .insert(projectDemandWeights)
    .values({ projectId: access.project.id, ...weights })
    .onConflictDoUpdate({
      target: projectDemandWeights.projectId,
      set: { ...weights, updatedAt: new Date() },
    })
  return weights
}

export type DemandCompany = {
  id: string
  name: string
  plan: string | null
  monthlySpendCents: number
  voters: { id: string; name: string; note: string | null; url: string | null }[]
}

/** A comment as the quote picker shows it: its words, its author and the author's company. */
export type DemandQuote = {
  commentId: string
  body: string
  createdAt: string
  author: string | null
  company: string | null
  pinned: boolean
}

export type ItemDemand = {
  /** The comments members pinned as telling the item's case best, first pinned first. */
  quotes: DemandQuote[]
  companies: DemandCompany[]
  companyCount: number
  revenueCents: number
  plans: { plan: string; companies: number }[]
  /** Voters who belong to no known company. */
  otherVoters: number
  score: DemandScore
  weights: DemandWeights
}

/**
 * Who stands behind an item, for members: its voters grouped by company (biggest spend first), the stored
 * totals, the plans asking, and the prioritisation score term by term.
 */
export async function getItemDemand(
  db: Database,
  access: FeedbackAccess,
  itemId: string,
): Promise<ItemDemand> {
  assertMember(access)
  const { item } = await loadItem(db, access, itemId)
  const rows = await db
    .select({
      companyId: customerCompany.id,
      companyName: customerCompany.name,
      plan: customerCompany.plan,
      spend: customerCompany.monthlySpendCents,
      voterId: feedbackVote.userId,
      voter: sql<string>`coalesce(${customerPerson.name}, ${user.name})`,
      note: feedbackVote.sourceNote,
      url: feedbackVote.sourceUrl,
    })
    .from(feedbackVote)
    .innerJoin(user, eq(user.id, feedbackVote.userId))
    .innerJoin(
      customerPerson,
      and(
        eq(customerPerson.userId, feedbackVote.userId),
        eq(customerPerson.organizationId, access.organization.id),
      ),
    )
    .innerJoin(customerCompany, eq(customerCompany.id, customerPerson.companyId))
    .where(eq(feedbackVote.itemId, item.id))
    .orderBy(desc(customerCompany.monthlySpendCents), asc(customerCompany.name), asc(feedbackVote.createdAt))
  const byCompany = new Map<string, DemandCompany>()
  for (const row of rows) {
    const company = byCompany.get(row.companyId) ?? {
      id: row.companyId,
      name: row.companyName,
      plan: row.plan,
      monthlySpendCents: row.spend,
      voters: [],
    }
    company.voters.push({ id: row.voterId, name: row.voter, note: row.note, url: row.url })
    byCompany.set(row.companyId, company)
  }
  const companies = [...byCompany.values()]
  const plans = new Map<string, number>()
  for (const company of companies)
    if (company.plan) plans.set(company.plan, (plans.get(company.plan) ?? 0) + 1)
  const [latest] = await db
    .select({ at: max(feedbackVote.createdAt) })
    .from(feedbackVote)
    .where(eq(feedbackVote.itemId, item.id))
  const weights = await demandWeightsOf(db, access.project.id)
  const inCompanies = companies.reduce((sum, company) => sum + company.voters.length, 0)
  return {
    quotes: await quotesOf(db, access, item.id, 'pinned'),
    companies,
    companyCount: item.demandCompanies,
    revenueCents: item.demandRevenueCents,
    plans: [...plans]
      .map(([plan, count]) => ({ plan, companies: count }))
      .sort((a, b) => b.companies - a.companies),
    otherVoters: Math.max(0, item.voteCount - inCompanies),
    score: demandScore(
      {
        votes: item.voteCount,
        companies: item.demandCompanies,
        revenueCents: item.demandRevenueCents,
        latestVoteAt: latest?.at ?? null,
        now: new Date(),
      },
      weights,
    ),
    weights,
  }
}

/**
 * An item's comments with their author and the author's company: the pinned ones (first pinned first), or
 * the latest ones a member may pick from. Status changes and other timeline entries are no quotes.
 */
async function quotesOf(
  db: Database,
  access: FeedbackAccess,
  itemId: string,
  which: 'pinned' | 'candidates',
): Promise<DemandQuote[]> {
  const query = db
    .select({
      commentId: feedbackComment.id,
      body: feedbackComment.body,
      createdAt: feedbackComment.createdAt,
      author: sql<string | null>`coalesce(${customerPerson.name}, ${user.name})`,
      company: customerCompany.name,
      pinnedAt: feedbackQuote.createdAt,
    })
    .from(feedbackComment)
    .leftJoin(feedbackQuote, eq(feedbackQuote.commentId, feedbackComment.id))
    .leftJoin(user, eq(user.id, feedbackComment.authorId))
    .leftJoin(
      customerPerson,
      and(
        eq(customerPerson.userId, feedbackComment.authorId),
        eq(customerPerson.organizationId, access.organization.id),
      ),
    )
    .leftJoin(customerCompany, eq(customerCompany.id, customerPerson.companyId))
  const rows =
    which === 'pinned'
      ? await query
          .where(eq(feedbackQuote.itemId, itemId))
          .orderBy(asc(feedbackQuote.createdAt), asc(feedbackComment.id))
          .limit(QUOTES_MAX)
      : await query
          .where(and(eq(feedbackComment.itemId, itemId), eq(feedbackComment.kind, 'comment')))
          .orderBy(desc(feedbackComment.createdAt), desc(feedbackComment.id))
          .limit(QUOTE_CANDIDATES_MAX)
  return rows.map(({ pinnedAt, createdAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    pinned: pinnedAt !== null,
  }))
}

/** The item's latest comments to pick quotes from (members only). */
export async function quoteCandidates(db: Database, access: FeedbackAccess, itemId: string) {
  assertMember(access)
  const { item } = await loadItem(db, access, itemId)
  return quotesOf(db, access, item.id, 'candidates')
}

/**
 * A member pins a comment of the item as one of its telling quotes, or unpins it. At most `QUOTES_MAX` per
 * item: the item's row is locked, so two members pinning at once cannot both take the last place. Other
 * members' open panels hear of it on the members' topic (`feedback.quotes`): quotes are demand, which no
 * visitor or widget person may follow, so never the project's topic.
 */
export async function pinQuote(
  db: Database,
  access: FeedbackAccess,
  itemId: string,
  input: { commentId: string; pinned: boolean },
) {
  assertMember(access)
  const pinnedBy = actorId(access)
  return db.transaction(async (tx) => {
    const { item } = await loadItem(tx, access, itemId, { lock: 'update' })
    const announce = () => emitFeedbackEvent(tx, access, true, 'feedback.quotes', { itemId: item.id })
    if (!input.pinned) {
      const unpinned = await tx
        .delete(feedbackQuote)
        .where(and(eq(feedbackQuote.commentId, input.commentId), eq(feedbackQuote.itemId, item.id)))
        .returning({ commentId: feedbackQuote.commentId })
      if (unpinned.length > 0) await announce()
      return { commentId: input.commentId, pinned: false }
    }
    const [comment] = await tx
      .select({ id: feedbackComment.id })
      .from(feedbackComment)
      .where(
        and(
          eq(feedbackComment.id, input.commentId),
          eq(feedbackComment.itemId, item.id),
          eq(feedbackComment.kind, 'comment'),
        ),
      )
      .limit(1)
    if (!comment) throw new AppError('NOT_FOUND', 'That comment is not on this item')
    const pinned = await tx
      .select({ commentId: feedbackQuote.commentId })
      .from(feedbackQuote)
      .where(eq(feedbackQuote.itemId, item.id))
    if (pinned.some((row) => row.commentId === comment.id)) return { commentId: comment.id, pinned: true }
    if (pinned.length >= QUOTES_MAX) {
      throw new AppError('BAD_REQUEST', `At most ${QUOTES_MAX} quotes are pinned; unpin one first`)
    }
    await tx.insert(feedbackQuote).values({ commentId: comment.id, itemId: item.id, pinnedBy })
    await announce()
    return { commentId: comment.id, pinned: true }
  })
}

export type Segment = { id: string; name: string; plans: string[]; attributes: Record<string, string> }

/**
 * Whose segments, and whether the caller is one of the organisation's members (who alone see and change them):
 * from a project's feedback (`segmentScopeOf`) or from the organisation's Customers page.
 */
export type SegmentScope = { organizationId: string; isMember: boolean }

/** A project's viewer's segment scope: members only, a widget person never. */
export const segmentScopeOf = (access: FeedbackAccess): SegmentScope => ({
  organizationId: access.organization.id,
  isMember: access.isMember && !access.viewer?.external,
})

const segmentNotFound = () => new AppError('NOT_FOUND', 'There is no such segment')

/** The organisation's saved segments, by name (members only; anyone else has none). */
export async function listSegments(db: Database, scope: SegmentScope): Promise<Segment[]> {
  if (!scope.isMember) return []
  return db
    .select({
      id: customerSegment.id,
      name: customerSegment.name,
      plans: customerSegment.plans,
      attributes: customerSegment.attributes,
    })
    .from(customerSegment)
    .where(eq(customerSegment.organizationId, scope.organizationId))
    .orderBy(asc(customerSegment.name), asc(customerSegment.id))
    .limit(SEGMENTS_MAX)
}

/** A segment's stored fields from the form: plans once each, attributes as an object; one naming nothing is refused. */
function segmentFields(input: SegmentInput) {
  const attributes = Object.fromEntries(input.attributes.map((entry) => [entry.key, entry.value]))
  if (input.plans.length === 0 && Object.keys(attributes).length === 0) {
    throw new AppError('BAD_REQUEST', 'Choose a plan or an attribute: a segment of everyone filters nothing')
  }
  return { name: input.name, plans: [...new Set(input.plans)], attributes }
}

/** A segment was saved, changed or deleted: on the organisation's topic, which only its members follow. */
export const SEGMENTS_CHANGED = 'feedback.segments'
const announceSegments = (db: Database, organizationId: string) =>
  emitLiveEvent(db, topicOf.org(organizationId), SEGMENTS_CHANGED, {})

/** A member saves a segment for the whole organisation: a name, plans (any of) and attribute values (all of). */
export async function saveSegment(db: Database, scope: SegmentScope, input: SegmentInput) {
  if (!scope.isMember) throw segmentNotFound()
  const fields = segmentFields(input)
  return db.transaction(async (tx) => {
    await takeTurns(tx, `customers.segments:${scope.organizationId}`)
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(customerSegment)
      .where(eq(customerSegment.organizationId, scope.organizationId))
    if (total >= SEGMENTS_MAX)
      throw new AppError('BAD_REQUEST', `At most ${SEGMENTS_MAX} segments; delete one first`)
    const [created] = await tx
      .insert(customerSegment)
      .values({ organizationId: scope.organizationId, ...fields })
      .returning({ id: customerSegment.id })
    await announceSegments(tx, scope.organizationId)
    return { id: (created as { id: string }).id }
  })
}

/**
 * A member changes a saved segment: its name, plans and attributes, replaced whole by the form's (one row, so
 * the last of two editors wins whole; a filter in use by its id follows the change).
 */
export async function updateSegment(
  db: Database,
  scope: SegmentScope,
  segmentId: string,
  input: SegmentInput,
) {
  if (!scope.isMember) throw segmentNotFound()
  const fields = segmentFields(input)
  const updated = await db
    .update(customerSegment)
    .set(fields)
    .where(and(eq(customerSegment.id, segmentId), eq(customerSegment.organizationId, scope.organizationId)))
    .returning({ id: customerSegment.id })
  if (updated.length === 0) throw segmentNotFound()
  await announceSegments(db, scope.organizationId)
  return { id: segmentId }
}

export async function deleteSegment(db: Database, scope: SegmentScope, segmentId: string) {
  if (!scope.isMember) throw segmentNotFound()
  const deleted = await db
    .delete(customerSegment)
    .where(and(eq(customerSegment.id, segmentId), eq(customerSegment.organizationId, scope.organizationId)))
    .returning({ id: customerSegment.id })
  if (deleted.length === 0) throw segmentNotFound()
  await announceSegments(db, scope.organizationId)
  return { id: segmentId }
}

/** The plans the organisation's companies are on, for the members' list filter. */
export async function plansOf(db: Database, organizationId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ plan: customerCompany.plan })
    .from(customerCompany)
    .where(and(eq(customerCompany.organizationId, organizationId), sql`${customerCompany.plan} is not null`))
    .orderBy(asc(customerCompany.plan))
    .limit(100)
  return rows.flatMap((row) => (row.plan ? [row.plan] : []))
}

/** The organisation's companies to pick from when recording a vote (name order). */
export async function companiesToPick(db: Database, access: FeedbackAccess) {
  assertMember(access)
  return db
    .select({ id: customerCompany.id, name: customerCompany.name })
    .from(customerCompany)
    .where(eq(customerCompany.organizationId, access.organization.id))
    .orderBy(asc(customerCompany.name))
    .limit(500)
}

/**
 * A member records a vote for a company heard on a call or in a support ticket, with what was said and a link
 * to the source (shown to members only). The vote is cast as the person named by address (found, or made as a
 * placeholder, and joined to the company), or as the company's first known person.
 */
export async function recordCompanyVote(
  db: Database,
  access: FeedbackAccess,
  itemId: string,
  input: { companyId: string; email?: string | undefined; note: string; url: string },
) {
  assertMember(access)
  const recorderId = actorId(access)
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select({ id: customerCompany.id, name: customerCompany.name })
      .from(customerCompany)
      .where(
        and(
          eq(customerCompany.id, input.companyId),
          eq(customerCompany.organizationId, access.organization.id),
        ),
      )
      .limit(1)
    if (!company) throw new AppError('NOT_FOUND', 'Company not found', { companyId: ['Choose a company'] })
    // A person named by address who joins the company here is a change of the customers: their earlier votes
    // elsewhere now count for the company too. So it takes the customers' turn (exclusive) rather than the
    // votes' (shared), before any item is locked, as every customers' change does.
    let voter = input.email ? await voterByAddress(tx, access, company.id, input.email) : null
    if (voter?.joins && input.email) {
      await changingCustomersOf(tx, access.organization.id)
      // Read again under the turn: a change of the customers may have committed since the first read.
      voter = await voterByAddress(tx, access, company.id, input.email)
    } else await addingVotesIn(tx, access.organization.id)
    const { item, board } = await loadItem(tx, access, itemId, { lock: 'update' })
    assertNotMerged(item)
    let voterId: string
    if (voter) {
      voterId = voter.userId
      if (voter.joins === 'new') {
        await tx.insert(customerPerson).values({
          organizationId: access.organization.id,
          userId: voterId,
          companyId: company.id,
          email: String(input.email).toLowerCase(),
          name: voter.name,
        })
      } else if (voter.joins === 'existing' && voter.personId) {
        await tx
          .update(customerPerson)
          .set({ companyId: company.id })
          .where(eq(customerPerson.id, voter.personId))
      }
    } else {
      const [first] = await tx
        .select({ userId: customerPerson.userId })
        .from(customerPerson)
        .where(and(eq(customerPerson.companyId, company.id), sql`${customerPerson.userId} is not null`))
        .orderBy(asc(customerPerson.createdAt))
        .limit(1)
      if (!first?.userId) {
        throw new AppError('UNPROCESSABLE_ENTITY', `${company.name} has no people yet`, {
          email: ['Give the address of the person you spoke to'],
        })
      }
      voterId = first.userId
    }
    await assertPersonMaySee(tx, access, board, voterId, 'email')
    const inserted = await tx
      .insert(feedbackVote)
      .values({
        itemId: item.id,
        userId: voterId,
        addedById: recorderId,
        sourceNote: input.note || null,
        sourceUrl: input.url || null,
      })
      .onConflictDoNothing()
      .returning({ userId: feedbackVote.userId })
    if (inserted.length === 0) {
      throw new AppError('CONFLICT', `${company.name} has already voted for this`, {
        companyId: ['This company’s person has already voted for this'],
      })
    }
    const { voteCount } = await refreshItemCounts(tx, item.id)
    // Their other votes now count for the company too (this item is already locked; the turn keeps votes out).
    if (voter?.joins) await refreshDemandOfVoters(tx, [voterId])
    await emitFeedbackEvent(tx, access, board.teamOnly, 'feedback.voted', { itemId: item.id, voteCount })
    await emitFeedbackWebhook(tx, access, 'feedback.voted', item.id, { voterId })
    return { voteCount }
  })
}

/**
 * The person a recorded vote names by address (found, or made as a placeholder) and whether they join the
 * company with it: `'new'` (not yet one of the organisation's people), `'existing'` (one of them, of no company),
 * or false (already the company's). Of another company: refused.
 */
async function voterByAddress(tx: Database, access: FeedbackAccess, companyId: string, email: string) {
  const person = await findOrCreatePersonByEmail(tx, { email })
  const [known] = await tx
    .select({ id: customerPerson.id, companyId: customerPerson.companyId })
    .from(customerPerson)
    .where(
      and(eq(customerPerson.organizationId, access.organization.id), eq(customerPerson.userId, person.id)),
    )
    .limit(1)
  if (known?.companyId && known.companyId !== companyId) {
    throw new AppError('CONFLICT', 'This person belongs to another company', {
      email: ['This person belongs to another company'],
    })
  }
  const joins: 'new' | 'existing' | false = !known ? 'new' : known.companyId ? false : 'existing'
  return { userId: person.id, name: person.name, personId: known?.id ?? null, joins }
}

export type DemandDigest = {
  byRevenue: { title: string; path: string; revenueCents: number; companies: number }[]
  byCompanies: { title: string; path: string; revenueCents: number; companies: number }[]
  biggestNew: { title: string; path: string; company: string; monthlySpendCents: number }[]
}

/**
 * The week's demand in an organisation, for its members' digest: the items whose new votes since `since` bring
 * the most spend and the most companies, and the new requests (items written) by the biggest customers.
 * Only public and all-members boards: a board limited to some teams is not news for everyone.
 */
export async function demandDigestOf(
  db: Database,
  organizationId: string,
  since: Date,
): Promise<DemandDigest> {
  const gained = await db.execute<{
    id: string
    title: string
    slug: string
    revenue: string
    companies: number
  }>(sql`
    select i.id, i.title, p.slug, coalesce(sum(distinct_company.spend), 0)::bigint as revenue,
      count(distinct_company.id)::int as companies
    from feedback_item i
    join project p on p.id = i.project_id
    join feedback_board b on b.id = i.board_id
    join lateral (
      select distinct c.id, c.monthly_spend_cents as spend
      from feedback_vote v
      join customer_person cp on cp.user_id = v.user_id and cp.organization_id = p.organization_id
      join customer_company c on c.id = cp.company_id
      where v.item_id = i.id and v.created_at >= ${since.toISOString()}::timestamptz and v.merged_from_item_id is null
    ) as distinct_company on true
    where p.organization_id = ${organizationId} and i.merged_into_id is null and i.held_at is null
      and (b.team_only = false or cardinality(b.team_ids) = 0)
    group by i.id, i.title, p.slug
    order by revenue desc, companies desc, i.id
    limit 50`)
  const rows = (
    gained as unknown as {
      rows: { id: string; title: string; slug: string; revenue: string; companies: number }[]
    }
  ).rows.map((row) => ({
    title: row.title,
    path: `${row.slug}/feedback/${row.id}`,
    revenueCents: Number(row.revenue),
    companies: Number(row.companies),
  }))
  const byRevenue = rows.filter((row) => row.revenueCents > 0).slice(0, 5)
  const byCompanies = [...rows]
    .sort((a, b) => b.companies - a.companies || b.revenueCents - a.revenueCents)
    .slice(0, 5)
  const biggestNew = await db
    .select({
      title: feedbackItem.title,
      id: feedbackItem.id,
      slug: project.slug,
      company: customerCompany.name,
      spend: customerCompany.monthlySpendCents,
    })
    .from(feedbackItem)
    .innerJoin(project, eq(project.id, feedbackItem.projectId))
    .innerJoin(feedbackBoard, eq(feedbackBoard.id, feedbackItem.boardId))
    .innerJoin(
      customerPerson,
      and(
        eq(customerPerson.userId, feedbackItem.authorId),
        eq(customerPerson.organizationId, organizationId),
      ),
    )
    .innerJoin(customerCompany, eq(customerCompany.id, customerPerson.companyId))
    .where(
      and(
        eq(project.organizationId, organizationId),
        isNull(feedbackItem.mergedIntoId),
        isNull(feedbackItem.heldAt),
        gte(feedbackItem.createdAt, since),
        sql`(${feedbackBoard.teamOnly} = false or cardinality(${feedbackBoard.teamIds}) = 0)`,
      ),
    )
    .orderBy(desc(customerCompany.monthlySpendCents))
    .limit(5)
  return {
    byRevenue,
    byCompanies: byCompanies.filter((row) => row.companies > 0),
    biggestNew: biggestNew.map((row) => ({
      title: row.title,
      path: `${row.slug}/feedback/${row.id}`,
      company: row.company,
      monthlySpendCents: row.spend,
    })),
  }
}
