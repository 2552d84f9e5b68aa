import type { Viewer } from '~/lib/viewer'
import { AppError } from './errors'
import { getRequestViewer } from './request-context.server'

/**
 * The one authorization module (DESIGN §4). Every server function and route handler asks it; route guards
 * in the UI only shape the experience. Organisation and project rules join it as those features land.
 */
export async function requireViewer(): Promise<Viewer> {
  const viewer = await getRequestViewer()
  if (!viewer) throw new AppError('UNAUTHORIZED', 'Not authorized')
  return viewer
}

/** Site admins: a role list containing "admin" (SPEC §6: roles may be comma-separated). */
export function isSiteAdmin(viewer: Pick<Viewer, 'role'> | null): boolean {
  return (viewer?.role ?? '')
    .split(',')
    .map((role) => role.trim())
    .includes('admin')
}
