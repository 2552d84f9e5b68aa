import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import {
  type AccessSubject,
  canInOrganization,
  canInProject,
  canReadOrganization,
  meetsAudience,
  type OrgAction,
  type ProjectAction,
  parseOrgRole,
} from '~/lib/access-policy'
import type { LiveTopic } from '~/lib/live-topics'
import type { Viewer } from '~/lib/viewer'
import type { Database } from './db/client.server'
import {
  chat,
  chatMember,
  member,
  organization,
  organizationSlugRedirect,
  project,
  projectSlugRedirect,
  teamMember,
} from './db/schema'
import { AppError } from './errors'
import { getRequestViewer, readOncePerRequest } from './request-context.server'
import { isSiteAdmin } from './site-admin.server'

/**
 * The one authorization module (DESIGN §4). Every server function and route handler asks it; route guards
 * in the UI only shape the experience. The rules themselves are the table in ~/lib/access-policy.
 */
export async function requireViewer(): Promise<Viewer> {
  const viewer = await getRequestViewer()
  if (!viewer) throw new AppError('UNAUTHORIZED', 'Not authorized')
  return viewer
}

// Part of this module; kept apart so that Better Auth's configuration can use it (relative imports only).
export { isSiteAdmin }

export type OrganizationRow = typeof organization.$inferSelect
export type ProjectRow = typeof project.$inferSelect

export type OrganizationAccess = AccessSubject & {
  viewer: Viewer | null
  organization: OrganizationRow
}

export type ProjectAccess = OrganizationAccess & { project: ProjectRow }

/** A slug that moved: the caller redirects to the same page under the current slug. */
export class MovedError extends Error {
  constructor(readonly currentSlug: string) {
    super('Moved')
    this.name = 'MovedError'
  }
}

const notFound = (what: 'organization' | 'project') =>
  new AppError('NOT_FOUND', what === 'organization' ? 'Organization not found' : 'Project not found')

/**
 * The organisation `which` picks, with the viewer's access to it, read in one query with what deciding needs:
 * the viewer's role (a left join on their membership) and whether it has a public project, which lets anyone
 * know of it. Null when there is no such organisation; NOT_FOUND when the viewer may not know that there is.
 * Both facts fail closed: no role unless the join found one, no public project unless `exists` said true.
 */
async function readOrganizationAccess(
  db: Database,
  viewer: Viewer | null,
  which: SQL,
): Promise<OrganizationAccess | null> {
  const [found] = await db
    .select({
      organization,
      role: member.role,
      hasPublicProject: sql<boolean>`exists (select 1 from ${project} where ${project.organizationId} = ${organization.id} and ${project.visibility} = 'public')`,
    })
    .from(organization)
    .leftJoin(
      member,
      viewer ? and(eq(member.organizationId, organization.id), eq(member.userId, viewer.userId)) : sql`false`,
    )
    .where(which)
    .limit(1)
  if (!found) return null
  const role = parseOrgRole(found.role)
  const subject: AccessSubject = { signedIn: viewer !== null, siteAdmin: isSiteAdmin(viewer), role }
  if (!canReadOrganization(subject, role !== null || found.hasPublicProject === true)) {
    throw notFound('organization')
  }
  return { ...subject, viewer, organization: found.organization }
}

/**
 * The viewer's access to an organisation by slug. Throws NOT_FOUND when it does not exist or the viewer may
 * not know that it does, and MovedError for a slug the organisation used to have. A page's loaders each ask:
 * a read-only request looks it up once.
 */
export function getOrganizationAccess(
  db: Database,
  viewer: Viewer | null,
  slug: string,
): Promise<OrganizationAccess> {
  return readOncePerRequest(db, `organization-access:${viewer?.userId ?? ''}:${slug}`, () =>
    findOrganizationAccess(db, viewer, slug),
  )
}

async function findOrganizationAccess(
  db: Database,
  viewer: Viewer | null,
  slug: string,
): Promise<OrganizationAccess> {
  const found = await readOrganizationAccess(db, viewer, eq(organization.slug, slug))
  if (found) return found
  const [moved] = await db
    .select({ slug: organization.slug })
    .from(organizationSlugRedirect)
    .innerJoin(organization, eq(organization.id, organizationSlugRedirect.organizationId))
    .where(eq(organizationSlugRedirect.oldSlug, slug))
    .limit(1)
  if (moved) {
    // Only reveal the move to someone who may see the organisation.
    await getOrganizationAccess(db, viewer, moved.slug)
    throw new MovedError(moved.slug)
  }
  throw notFound('organization')
}

/** Denials use SPEC §6's message; anonymous viewers are asked to sign in instead. */
export function assertOrganizationPermission(access: OrganizationAccess, action: OrgAction): void {
  if (canInOrganization(access, action)) return
  if (!access.signedIn) throw new AppError('UNAUTHORIZED', 'Not authorized')
  throw new AppError('FORBIDDEN', `You are not allowed to access resource: ${action.split('.')[0]}`)
}

/**
 * The viewer's access to a project by organisation and project slug. Throws NOT_FOUND when either does not
 * exist or the viewer may not read the project, and MovedError for an old project slug. Looked up once per
 * read-only request, as the organisation's.
 */
export function getProjectAccess(
  db: Database,
  viewer: Viewer | null,
  orgSlug: string,
  projectSlug: string,
): Promise<ProjectAccess> {
  return readOncePerRequest(db, `project-access:${viewer?.userId ?? ''}:${orgSlug}/${projectSlug}`, () =>
    findProjectAccess(db, viewer, orgSlug, projectSlug),
  )
}

async function findProjectAccess(
  db: Database,
  viewer: Viewer | null,
  orgSlug: string,
  projectSlug: string,
): Promise<ProjectAccess> {
  const orgAccess = await getOrganizationAccess(db, viewer, orgSlug)
  const organizationId = orgAccess.organization.id
  const [found] = await db
    .select()
    .from(project)
    .where(and(eq(project.organizationId, organizationId), eq(project.slug, projectSlug)))
    .limit(1)
  if (!found) {
    const [moved] = await db
      .select({ project })
      .from(projectSlugRedirect)
      .innerJoin(project, eq(project.id, projectSlugRedirect.projectId))
      .where(
        and(
          eq(projectSlugRedirect.organizationId, organizationId),
          eq(projectSlugRedirect.oldSlug, projectSlug),
        ),
      )
      .limit(1)
    if (moved && canInProject(orgAccess, moved.project.visibility, 'project.read')) {
      throw new MovedError(moved.project.slug)
    }
    throw notFound('project')
  }
  if (!canInProject(orgAccess, found.visibility, 'project.read')) throw notFound('project')
  return { ...orgAccess, project: found }
}

export function assertProjectPermission(access: ProjectAccess, action: ProjectAction): void {
  if (canInProject(access, access.project.visibility, action)) return
  if (!access.signedIn) throw new AppError('UNAUTHORIZED', 'Not authorized')
  throw new AppError('FORBIDDEN', `You are not allowed to access resource: ${action.split('.')[0]}`)
}

/**
 * May this viewer subscribe to a live topic? The same rules as reading what the topic announces: an
 * organisation's topic for those who may see the organisation, a project's for its readers, a user's for
 * that user alone. Unknown ids answer false, like forbidden ones.
 */
export async function canSubscribeToTopic(
  db: Database,
  viewer: Viewer | null,
  topic: LiveTopic,
): Promise<boolean> {
  try {
    if (topic.kind === 'user') return viewer?.userId === topic.id
    if (topic.kind === 'org') {
      return (await readOrganizationAccess(db, viewer, eq(organization.id, topic.id))) !== null
    }
    if (topic.kind === 'project' || topic.kind === 'members' || topic.kind === 'discussions') {
      const [row] = await db.select({ project }).from(project).where(eq(project.id, topic.id)).limit(1)
      if (!row) return false
      const access = await readOrganizationAccess(db, viewer, eq(organization.id, row.project.organizationId))
      if (!access) return false
      if (topic.kind === 'members') return meetsAudience(access, 'member')
      if (topic.kind === 'discussions') {
        return canInProject(access, row.project.visibility, 'discussion.read')
      }
      return canInProject(access, row.project.visibility, 'project.read')
    }
    if (topic.kind === 'chat') return await maySubscribeToChat(db, viewer, topic.id)
    return false
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return false
    throw error
  }
}

/** A chat's topic: the organisation's members who may read chat, and for a private chat only its people. */
async function maySubscribeToChat(db: Database, viewer: Viewer | null, chatId: string): Promise<boolean> {
  if (!viewer) return false
  const [row] = await db
    .select({ chat, project })
    .from(chat)
    .innerJoin(project, eq(project.id, chat.projectId))
    .where(eq(chat.id, chatId))
    .limit(1)
  if (!row) return false
  const access = await readOrganizationAccess(db, viewer, eq(organization.id, row.project.organizationId))
  if (!access || !canInProject(access, row.project.visibility, 'chat.read')) return false
  if (!row.chat.isPrivate) return true
  const [inChat] = await db
    .select({ userId: chatMember.userId })
    .from(chatMember)
    .where(and(eq(chatMember.chatId, chatId), eq(chatMember.userId, viewer.userId)))
    .limit(1)
  if (inChat) return true
  if (row.chat.teamIds.length === 0) return false
  const [inTeam] = await db
    .select({ userId: teamMember.userId })
    .from(teamMember)
    .where(and(inArray(teamMember.teamId, row.chat.teamIds), eq(teamMember.userId, viewer.userId)))
    .limit(1)
  return Boolean(inTeam)
}
