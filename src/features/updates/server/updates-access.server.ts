import { canInProject } from '~/lib/access-policy'
import type { Viewer } from '~/lib/viewer'
import { getProjectAccess, type ProjectAccess } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { AppError } from '~/server/errors'

export type UpdatesAccess = ProjectAccess & {
  /** May write, publish and see drafts (owner, admin, site admin). */
  isEditor: boolean
}

/** The viewer's access to a project's updates; NOT_FOUND when they may not read them. */
export async function getUpdatesAccess(
  db: Database,
  viewer: Viewer | null,
  scope: { orgSlug: string; projectSlug: string },
): Promise<UpdatesAccess> {
  const access = await getProjectAccess(db, viewer, scope.orgSlug, scope.projectSlug)
  const visibility = access.project.visibility
  if (!canInProject(access, visibility, 'update.read')) throw new AppError('NOT_FOUND', 'Project not found')
  return { ...access, isEditor: canInProject(access, visibility, 'update.publish') }
}

export function assertEditor(access: UpdatesAccess): void {
  if (access.isEditor) return
  if (!access.signedIn) throw new AppError('UNAUTHORIZED', 'Not authorized')
  throw new AppError('FORBIDDEN', 'You are not allowed to access resource: update')
}

export const updateNotFound = () => new AppError('NOT_FOUND', 'Update not found')
