import { and, asc, eq } from 'drizzle-orm'
import {
  deleteSegment,
  listSegments,
  plansOf,
  type SegmentInput,
  type SegmentScope,
  saveSegment,
  updateSegment,
} from '~/features/feedback/index.server'
import { canInProject } from '~/lib/access-policy'
import type { OrganizationAccess } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { project } from '~/server/db/schema'
import { assertCustomersReader } from './customers.server'

/*
 * The organisation's segments on its Customers page. They are kept with the demand they filter (the feedback
 * feature's demand.server); here they are reached by the organisation's access instead of a project's.
 */

function scopeOf(access: OrganizationAccess): SegmentScope {
  assertCustomersReader(access)
  return { organizationId: access.organization.id, isMember: true }
}

/** The segments, the plans to pick from, and the projects whose feedback list a segment filters (by name). */
export async function segmentsPage(db: Database, access: OrganizationAccess) {
  const scope = scopeOf(access)
  const projects = await db
    .select({ slug: project.slug, name: project.name })
    .from(project)
    .where(
      canInProject(access, 'private', 'project.read')
        ? eq(project.organizationId, scope.organizationId)
        : and(eq(project.organizationId, scope.organizationId), eq(project.visibility, 'public')),
    )
    .orderBy(asc(project.name))
    .limit(50)
  return {
    segments: await listSegments(db, scope),
    plans: await plansOf(db, scope.organizationId),
    projects,
  }
}

// Saving, changing and deleting announce themselves on the organisation's topic (members only), which the
// Customers pages and members' feedback lists follow.

export async function saveOrganizationSegment(db: Database, access: OrganizationAccess, input: SegmentInput) {
  return saveSegment(db, scopeOf(access), input)
}

export async function updateOrganizationSegment(
  db: Database,
  access: OrganizationAccess,
  segmentId: string,
  input: SegmentInput,
) {
  return updateSegment(db, scopeOf(access), segmentId, input)
}

export async function deleteOrganizationSegment(db: Database, access: OrganizationAccess, segmentId: string) {
  return deleteSegment(db, scopeOf(access), segmentId)
}
