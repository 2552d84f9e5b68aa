import { asc, count, eq } from 'drizzle-orm'
import type { Database } from '~/server/db/client.server'
import { member, organization } from '~/server/db/schema'

export type OrganizationSummary = {
  id: string
  name: string
  slug: string
  logo: string | null
  role: string
  memberCount: number
}

/** The organisations a user belongs to, with their role and the member count, alphabetically. */
export async function listOrganizationsOfUser(db: Database, userId: string): Promise<OrganizationSummary[]> {
  const memberCounts = db
    .select({ organizationId: member.organizationId, memberCount: count().as('member_count') })
    .from(member)
    .groupBy(member.organizationId)
    .as('member_counts')
  return db
    .select({
      id: organization.id,
      name: organization.name,
      slug: organization.slug,
      logo: organization.logo,
      role: member.role,
      memberCount: memberCounts.memberCount,
    })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .innerJoin(memberCounts, eq(memberCounts.organizationId, organization.id))
    .where(eq(member.userId, userId))
    .orderBy(asc(organization.name))
}
