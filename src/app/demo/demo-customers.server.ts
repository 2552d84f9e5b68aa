import { and, asc, eq, isNull } from 'drizzle-orm'
import { recomputeProjectDemand, refreshItemCounts } from '~/features/feedback/server/counts.server'
import type { Database } from '~/server/db/client.server'
import {
  customerCompany,
  customerPerson,
  feedbackComment,
  feedbackItem,
  feedbackQuote,
  feedbackVote,
  user,
} from '~/server/db/schema'
import { newUserId } from '~/server/placeholder-accounts.server'
import type { DemoPeople } from './demo-feedback.server'
import { TEAM } from './demo-feedback-content.server'

/**
 * Companies of very different sizes, so the Customers page and the members' revenue sort look real: the demo
 * customers who already voted belong to the smaller ones, and two people of each of the three biggest voted
 * for one quieter idea, which the revenue sort then puts first; what two of them said is pinned as the idea's
 * quotes. Skipped once the organisation has companies.
 */
const COMPANIES = [
  {
    externalId: 'northwind',
    name: 'Northwind Traders',
    plan: 'Enterprise',
    spend: 18_000_00,
    region: 'EU',
    seats: 420,
  },
  { externalId: 'globex', name: 'Globex', plan: 'Enterprise', spend: 9_500_00, region: 'US', seats: 180 },
  { externalId: 'initech', name: 'Initech', plan: 'Business', spend: 4_200_00, region: 'EU', seats: 75 },
  { externalId: 'umbrella', name: 'Umbrella Labs', plan: 'Pro', spend: 1_200_00, region: 'APAC', seats: 22 },
  { externalId: 'hooli', name: 'Hooli', plan: 'Pro', spend: 450_00, region: 'US', seats: 9 },
  { externalId: 'pied-piper', name: 'Pied Piper', plan: 'Starter', spend: 49_00, region: 'US', seats: 4 },
  {
    externalId: 'vandelay',
    name: 'Vandelay Industries',
    plan: 'Starter',
    spend: 29_00,
    region: 'EU',
    seats: 2,
  },
] as const

const BIGGEST = 3
const VOTERS_PER_BIG_COMPANY = ['Alex', 'Robin']
/** What the first voter of each of the two biggest companies said, pinned by the team as the idea's quotes. */
const QUOTES: Record<string, string> = {
  northwind: 'Our auditors ask for this every quarter: without it we export everything by hand.',
  globex: 'We would move our whole support team over once this exists.',
}
/** The people of the biggest companies the seed makes (each a user, like the demo customers). */
export const DEMO_CUSTOMER_VOTERS = BIGGEST * VOTERS_PER_BIG_COMPANY.length

/** The demo customers (by username) and the smaller companies they work for. */
const EXISTING_PEOPLE: Record<string, string> = {
  maya: 'umbrella',
  tomas: 'hooli',
  priya: 'pied-piper',
  jonas: 'vandelay',
  aiko: 'umbrella',
  sam: 'hooli',
  lena: 'initech',
  noah: 'pied-piper',
}

export async function seedDemoCustomers(
  db: Database,
  options: { organizationId: string; projectId: string; people: DemoPeople },
): Promise<void> {
  const [any] = await db
    .select({ id: customerCompany.id })
    .from(customerCompany)
    .where(eq(customerCompany.organizationId, options.organizationId))
    .limit(1)
  if (any) return
  await db.transaction(async (tx) => {
    const companyIds = new Map<string, string>()
    for (const company of COMPANIES) {
      const [row] = await tx
        .insert(customerCompany)
        .values({
          organizationId: options.organizationId,
          externalId: company.externalId,
          name: company.name,
          plan: company.plan,
          monthlySpendCents: company.spend,
          attributes: { region: company.region, seats: company.seats },
        })
        .returning({ id: customerCompany.id })
      if (row) companyIds.set(company.externalId, row.id)
    }
    for (const [username, externalId] of Object.entries(EXISTING_PEOPLE)) {
      const userId = options.people.get(username)
      if (!userId) continue
      await tx.insert(customerPerson).values({
        organizationId: options.organizationId,
        externalId: `${externalId}-${username}`,
        userId,
        companyId: companyIds.get(externalId) ?? null,
      })
    }
    // The quietest open idea of the project gets the three biggest customers behind it.
    const [quiet] = await tx
      .select({ id: feedbackItem.id })
      .from(feedbackItem)
      .where(
        and(
          eq(feedbackItem.projectId, options.projectId),
          isNull(feedbackItem.mergedIntoId),
          isNull(feedbackItem.heldAt),
        ),
      )
      .orderBy(asc(feedbackItem.voteCount), asc(feedbackItem.createdAt))
      .limit(1)
    for (const company of COMPANIES.slice(0, BIGGEST)) {
      for (const first of VOTERS_PER_BIG_COMPANY) {
        const id = newUserId()
        const email = `${first.toLowerCase()}@${company.externalId}.example`
        await tx
          .insert(user)
          .values({ id, name: `${first} at ${company.name}`, email, emailVerified: false, role: 'user' })
        await tx.insert(customerPerson).values({
          organizationId: options.organizationId,
          externalId: `${company.externalId}-${first.toLowerCase()}`,
          userId: id,
          companyId: companyIds.get(company.externalId) ?? null,
          email,
          name: `${first} at ${company.name}`,
        })
        if (!quiet) continue
        await tx.insert(feedbackVote).values({ itemId: quiet.id, userId: id }).onConflictDoNothing()
        const said = first === VOTERS_PER_BIG_COMPANY[0] ? QUOTES[company.externalId] : undefined
        if (!said) continue
        const [comment] = await tx
          .insert(feedbackComment)
          .values({ itemId: quiet.id, authorId: id, body: said })
          .returning({ id: feedbackComment.id })
        if (comment)
          await tx
            .insert(feedbackQuote)
            .values({ commentId: comment.id, itemId: quiet.id, pinnedBy: options.people.get(TEAM) ?? null })
      }
    }
    if (quiet) await refreshItemCounts(tx, quiet.id)
  })
  await recomputeProjectDemand(db, options.projectId)
}
