import { asc, eq } from 'drizzle-orm'
import type { Viewer } from '~/lib/viewer'
import { isSiteAdmin } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { member, organization, user } from '~/server/db/schema'
import { AppError } from '~/server/errors'

/**
 * Site admins, as Better Auth's admin plugin sees them: a role list containing "admin" (roles may
 * be comma-separated), or a user id listed in ADMIN_USER_IDS, which always passes whatever its role.
 */
export function isAdminViewer(
  viewer: Pick<Viewer, 'userId' | 'role'> | null,
  adminUserIds: string[],
): boolean {
  return isSiteAdmin(viewer, adminUserIds)
}

/** Our own admin calls deny: 'Not authorized' when signed out, else 'You are not allowed to access resource: …'. */
export function assertAdmin(
  viewer: Pick<Viewer, 'userId' | 'role'> | null,
  adminUserIds: string[],
  resource: 'user' | 'session',
): asserts viewer is Viewer {
  if (!viewer) throw new AppError('UNAUTHORIZED', 'Not authorized')
  if (!isAdminViewer(viewer, adminUserIds)) {
    throw new AppError('FORBIDDEN', `You are not allowed to access resource: ${resource}`)
  }
}

export type UserMembership = { name: string; slug: string; role: string }

/** The organisations a user belongs to, with their role (for the admin's user page). */
export async function listMembershipsOfUser(db: Database, userId: string): Promise<UserMembership[]> {
  return db
    .select({ name: organization.name, slug: organization.slug, role: member.role })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(eq(member.userId, userId))
    .orderBy(asc(organization.name))
}

export type Impersonation = {
  user: { name: string; email: string }
  admin: { name: string; email: string } | null
}

/** Who is impersonating whom in this session, or null when nobody is. */
export async function describeImpersonation(
  db: Database,
  session: { impersonatedBy?: string | null } | null | undefined,
  current: { name: string; email: string },
): Promise<Impersonation | null> {
  const adminId = session?.impersonatedBy
  if (!adminId) return null
  const [admin] = await db
    .select({ name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, adminId))
    .limit(1)
  return { user: { name: current.name, email: current.email }, admin: admin ?? null }
}
