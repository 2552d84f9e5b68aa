// Relative imports only: loaded through create-auth.ts, which Better Auth's CLI reads.
import type { Viewer } from '../lib/viewer'

/** ADMIN_USER_IDS, as validated at start-up: these users always pass, whatever their role. */
function configuredAdminUserIds(): string[] {
  return (process.env.ADMIN_USER_IDS ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
}

/** Site admins: a role list containing "admin" (roles may be comma-separated), or an ADMIN_USER_IDS id. */
export function isSiteAdmin(
  viewer: (Pick<Viewer, 'role'> & { userId?: string }) | null,
  adminUserIds: string[] = configuredAdminUserIds(),
): boolean {
  if (!viewer) return false
  if (viewer.userId && adminUserIds.includes(viewer.userId)) return true
  return (viewer.role ?? '')
    .split(',')
    .map((role) => role.trim())
    .includes('admin')
}
