// Relative imports only: loaded through create-auth.ts, which Better Auth's CLI reads.
import type { Viewer } from '../lib/viewer'
import { adminUserIdsFromEnv } from './env.server'

/**
 * Site admins: a role list containing "admin" (roles may be comma-separated), or an ADMIN_USER_IDS id (these
 * always pass, whatever their role).
 */
export function isSiteAdmin(
  viewer:
    | (Pick<Viewer, 'role'> & { userId?: string; external?: Viewer['external']; apiKey?: Viewer['apiKey'] })
    | null,
  adminUserIds: string[] = adminUserIdsFromEnv(),
): boolean {
  // A widget identity is confined to one organisation's public surfaces, whoever the person is; a token (an API
  // key, or an app a site admin connected, which carries the person's own user row) to one organisation.
  if (!viewer || viewer.external || viewer.apiKey) return false
  if (viewer.userId && adminUserIds.includes(viewer.userId)) return true
  return (viewer.role ?? '')
    .split(',')
    .map((role) => role.trim())
    .includes('admin')
}
