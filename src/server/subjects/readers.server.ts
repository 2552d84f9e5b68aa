import type { ProjectAccess } from '../authz.server'
import type { Database } from '../db/client.server'
import { teamIdsOf } from '../teams.server'
import type { SubjectReader } from './registry.server'

/**
 * The reader behind a project access, for deciding about subjects of that project only: any other project is
 * unknown to it, so its subjects are seen by nobody.
 */
export async function readerOfProjectAccess(db: Database, access: ProjectAccess): Promise<SubjectReader> {
  const userId = access.viewer?.userId ?? null
  const teamIds = access.role && userId ? await teamIdsOf(db, access.organization.id, userId) : []
  const standing = { subject: access, visibility: access.project.visibility, teamIds }
  return {
    userId,
    // No subject of one project is addressed to a mailbox (invitations are the organisation's).
    verifiedEmail: null,
    inProject: (projectId) => (projectId === access.project.id ? standing : null),
  }
}
