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
  const [verdict] = await topicsViewerMayRead(db, viewer, [topic])
  return verdict === true
}

/**
 * canSubscribeToTopic for several topics, in their order. A stream asks for a page's topics at once (the
 * viewer's, the project's, its members', each listed chat's), so they are read together: the projects in one
 * query, the chats in one, each organisation's access once, and a private chat's members and teams in one
 * query each, instead of two or more queries per topic.
 */
export async function topicsViewerMayRead(
  db: Database,
  viewer: Viewer | null,
  topics: readonly LiveTopic[],
): Promise<boolean[]> {
  const idsOf = (kinds: LiveTopic['kind'][]) => [
    ...new Set(topics.filter((topic) => kinds.includes(topic.kind)).map((topic) => topic.id)),
  ]
  const projectIds = idsOf(['project', 'members', 'discussions'])
  // Chats are for signed-in members only: an anonymous viewer's chat topics are refused unread.
  const chatIds = viewer ? idsOf(['chat']) : []
  const projects = projectIds.length
    ? await db
        .select({ id: project.id, organizationId: project.organizationId, visibility: project.visibility })
        .from(project)
        .where(inArray(project.id, projectIds))
    : []
  const chats = chatIds.length
    ? await db
        .select({
          id: chat.id,
          isPrivate: chat.isPrivate,
          teamIds: chat.teamIds,
          organizationId: project.organizationId,
          visibility: project.visibility,
        })
        .from(chat)
        .innerJoin(project, eq(project.id, chat.projectId))
        .where(inArray(chat.id, chatIds))
    : []
  const accessByOrganization = await organizationAccesses(db, viewer, [
    ...idsOf(['org']),
    ...projects.map((row) => row.organizationId),
    ...chats.map((row) => row.organizationId),
  ])
  const projectById = new Map(projects.map((row) => [row.id, row]))
  const readableChats = new Map(
    chats
      .filter((row) => {
        const access = accessByOrganization.get(row.organizationId)
        return access && canInProject(access, row.visibility, 'chat.read')
      })
      .map((row) => [row.id, row]),
  )
  const chatsViewerIsIn = await privateChatsOf(db, viewer, [...readableChats.values()])

  return topics.map((topic) => {
    if (topic.kind === 'user') return viewer?.userId === topic.id
    if (topic.kind === 'org') return accessByOrganization.has(topic.id)
    if (topic.kind === 'chat') {
      const row = readableChats.get(topic.id)
      return row !== undefined && (!row.isPrivate || chatsViewerIsIn.has(row.id))
    }
    const row = projectById.get(topic.id)
    const access = row && accessByOrganization.get(row.organizationId)
    if (!row || !access) return false
    if (topic.kind === 'members') return meetsAudience(access, 'member')
    if (topic.kind === 'discussions') return canInProject(access, row.visibility, 'discussion.read')
    return canInProject(access, row.visibility, 'project.read')
  })
}

/** The viewer's access to each of these organisations that exists and that they may know of. */
async function organizationAccesses(
  db: Database,
  viewer: Viewer | null,
  organizationIds: string[],
): Promise<Map<string, OrganizationAccess>> {
  const accesses = new Map<string, OrganizationAccess>()
  for (const id of new Set(organizationIds)) {
    try {
      const access = await readOrganizationAccess(db, viewer, eq(organization.id, id))
      if (access) accesses.set(id, access)
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error
    }
  }
  return accesses
}

/**
 * Of these private chats, those the viewer is in: a member of the chat, or of one of the teams it is open to.
 * (Public ones need no look-up.)
 */
async function privateChatsOf(
  db: Database,
  viewer: Viewer | null,
  chats: { id: string; isPrivate: boolean; teamIds: string[] }[],
): Promise<Set<string>> {
  const privateChats = chats.filter((row) => row.isPrivate)
  if (!viewer || privateChats.length === 0) return new Set()
  const memberships = await db
    .select({ chatId: chatMember.chatId })
    .from(chatMember)
    .where(
      and(
        inArray(
          chatMember.chatId,
          privateChats.map((row) => row.id),
        ),
        eq(chatMember.userId, viewer.userId),
      ),
    )
  const inChats = new Set(memberships.map((row) => row.chatId))
  const teamIds = [
    ...new Set(privateChats.filter((row) => !inChats.has(row.id)).flatMap((row) => row.teamIds)),
  ]
  if (teamIds.length === 0) return inChats
  const teams = await db
    .select({ teamId: teamMember.teamId })
    .from(teamMember)
    .where(and(inArray(teamMember.teamId, teamIds), eq(teamMember.userId, viewer.userId)))
  const viewerTeams = new Set(teams.map((row) => row.teamId))
  for (const row of privateChats) {
    if (row.teamIds.some((teamId) => viewerTeams.has(teamId))) inChats.add(row.id)
  }
  return inChats
}
