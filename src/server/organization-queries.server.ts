import { and, asc, count, eq } from 'drizzle-orm'
import type { Database } from './db/client.server'
import { lockRows } from './db/locks.server'
import { member, organization, project } from './db/schema'

/** Queries about organisations that several features need (limits, profiles, project creation). */
export async function countProjects(db: Database, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(project)
    .where(eq(project.organizationId, organizationId))
  return row?.total ?? 0
}

/** Organisations of a user that show at least one public project: what their public profile may list. */
export async function listPublicTeamsOfUser(db: Database, userId: string) {
  return db
    .selectDistinct({ name: organization.name, slug: organization.slug, logo: organization.logo })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .innerJoin(project, and(eq(project.organizationId, organization.id), eq(project.visibility, 'public')))
    .where(eq(member.userId, userId))
    .orderBy(asc(organization.name))
}

/** For the organisation lock in transactions that must count before they insert. */
export function lockOrganization(db: Database, organizationId: string): Promise<void> {
  return lockRows(db, organization, eq(organization.id, organizationId))
}
