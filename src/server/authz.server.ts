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
 * The one authorization module. Every server function and route handler asks it; route guards
 * in the UI only shape the experience. The rules themselves are the table in ~/lib/access-policy.
 */
export async function requireViewer(): Promise<Viewer> {
  const viewer = await getRequestViewer()
  if (!viewer) throw new AppError('UNAUTHORIZED', 'Not authorized')
  return viewer
}

// Part of this module; kept apart so that Better Auth's configuration can use it (relative imports only).
export { isSiteAdmin }

/**
 * How the access table sees a signed-in person in an organisation, from their account's role and their
 * membership's role as stored. For deciding about someone who is not the request's viewer (a notification's
 * recipient); the viewer's own accesses come from getOrganizationAccess and getProjectAccess.
 */
export function signedInSubject(
  person: Pick<Viewer, 'role'> & { userId: string },
  memberRole: string | null | undefined,
): AccessSubject {
  return { signedIn: true, siteAdmin: isSiteAdmin(person), role: parseOrgRole(memberRole) }
}

export type OrganizationRow = typeof organization.$inferSelect
export type ProjectRow = typeof project.$inferSelect

export type OrganizationAccess = AccessSubject & {
  viewer: Viewer | null
  organization: OrganizationRow
}

export type ProjectAccess = OrganizationAccess & { project: ProjectRow }

/**
 * The access of work the app carries out on a decision an editor already made (a scheduled publication, run
 * by a job with no request): it sees and may do what the project holds, in the name of `viewer`.
 */
export function decidedWorkAccess(
  viewer: Viewer | null,
  organization: OrganizationRow,
  project: ProjectRow,
): ProjectAccess {
  return { signedIn: true, siteAdmin: true, role: 'owner', viewer, organization, project }
}

/** A slug that moved: the caller redirects to the same page under the current slug. */
export class MovedError extends Error {
  constructor(readonly currentSlug: string) {
    super('Moved')
    this.name = 'MovedError'
  }
}

/** Who a request's shared reads are for: a person, or a person as a widget identity of one organisation. */
const viewerKey = (viewer: Viewer | null) =>
  viewer ? (viewer.external ? `${viewer.userId}@${viewer.external.organizationId}` : viewer.userId) : ''

const notFound = (what: 'organization' | 'project') =>
  new AppError('NOT_FOUND', what === 'organization' ? 'Organization not found' : 'Project not found')

/**
 * The organisations `which` picks, each with the viewer's access to it, read in one query with what deciding
 * needs: the viewer's role (a left join on their membership) and whether it has a public project, which lets
 * anyone know of it. An organisation the viewer may not know of is `hidden`. Both facts fail closed: no role
 * unless the join found one, no public project unless `exists` said true.
 */
async function readOrganizationAccesses(
  db: Database,
  viewer: Viewer | null,
  which: SQL,
  limit?: number,
): Promise<{ id: string; access: OrganizationAccess | 'hidden' }[]> {
  const query = db
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
  const rows = await (limit ? query.limit(limit) : query)
  return rows.map((found) => {
    if (viewer?.apiKey) {
      return { id: found.organization.id, access: apiKeyAccess(viewer, found.organization, found.role) }
    }
    if (viewer?.external) {
      return {
        id: found.organization.id,
        access: externalAccess(viewer, found.organization, found.hasPublicProject),
      }
    }
    const role = parseOrgRole(found.role)
    const subject: AccessSubject = { signedIn: viewer !== null, siteAdmin: isSiteAdmin(viewer), role }
    const access = canReadOrganization(subject, role !== null || found.hasPublicProject === true)
      ? { ...subject, viewer, organization: found.organization }
      : 'hidden'
    return { id: found.organization.id, access }
  })
}

/**
 * An API key acts for its own organisation with an admin's rights (its scopes narrow them where the API checks
 * each operation) and knows of no other organisation, not even one with public projects: anything outside its
 * organisation is not found, exactly as if it did not exist. A person's OAuth grant is confined the same way but
 * acts with the person's own role, read in this same query, so a grant outlives no demotion: a person no longer
 * a member reaches nothing.
 */
function apiKeyAccess(
  viewer: Viewer,
  found: OrganizationRow,
  memberRole: string | null,
): OrganizationAccess | 'hidden' {
  if (found.id !== viewer.apiKey?.organizationId) return 'hidden'
  const role = viewer.apiKey.oauthClient ? parseOrgRole(memberRole) : 'admin'
  if (role === null) return 'hidden'
  return { signedIn: true, siteAdmin: false, role, viewer, organization: found }
}

/**
 * A widget identity (a host product's user, vouched for by a token signed with one project's widget secret) is,
 * inside the organisation that let it in, a signed-in non-member: never a role, even when the person behind it
 * is a member, since the token vouches only for the host's user, so it reaches the public surfaces alone
 * (reading, posting, voting and commenting in public projects). In any other organisation it is nobody: the
 * access of an anonymous visitor, with no viewer to act as.
 */
function externalAccess(
  viewer: Viewer,
  found: OrganizationRow,
  hasPublicProject: boolean,
): OrganizationAccess | 'hidden' {
  const inside = found.id === viewer.external?.organizationId
  const subject: AccessSubject = { signedIn: inside, siteAdmin: false, role: null }
  if (!canReadOrganization(subject, hasPublicProject === true)) return 'hidden'
  return { ...subject, viewer: inside ? viewer : null, organization: found }
}

/** A key restricted to one project knows of no other project of its organisation. */
function outsideApiKeyProject(viewer: Viewer | null, projectId: string): boolean {
  const only = viewer?.apiKey?.projectId
  return only != null && only !== projectId
}

/**
 * The one organisation `which` picks, with the viewer's access to it. Null when there is no such organisation;
 * NOT_FOUND when the viewer may not know that there is.
 */
async function readOrganizationAccess(
  db: Database,
  viewer: Viewer | null,
  which: SQL,
): Promise<OrganizationAccess | null> {
  const [found] = await readOrganizationAccesses(db, viewer, which, 1)
  if (!found) return null
  if (found.access === 'hidden') throw notFound('organization')
  return found.access
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
  return readOncePerRequest(db, `organization-access:${viewerKey(viewer)}:${slug}`, () =>
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

/** Denials: 'You are not allowed to access resource: {resource}'; anonymous viewers sign in instead. */
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
  return readOncePerRequest(db, `project-access:${viewerKey(viewer)}:${orgSlug}/${projectSlug}`, () =>
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
    if (
      moved &&
      !outsideApiKeyProject(viewer, moved.project.id) &&
      canInProject(orgAccess, moved.project.visibility, 'project.read')
    ) {
      throw new MovedError(moved.project.slug)
    }
    throw notFound('project')
  }
  if (outsideApiKeyProject(viewer, found.id) || !canInProject(orgAccess, found.visibility, 'project.read')) {
    throw notFound('project')
  }
  return { ...orgAccess, project: found }
}

/**
 * getProjectAccess, with the common case of a feature its members use many times a minute (chat: every message
 * sent asks) in one query instead of three: a member of the organisation, under the current slugs, gets the
 * access getProjectAccess would build for them (with a role, whether the organisation has a public project
 * does not matter). Anything else (no viewer, an API key, not a member, an old slug, no such project) goes to
 * getProjectAccess, with its own errors and redirects.
 */
export async function getProjectAccessMembersFirst(
  db: Database,
  viewer: Viewer | null,
  orgSlug: string,
  projectSlug: string,
): Promise<ProjectAccess> {
  const asMember =
    viewer && !viewer.apiKey && !viewer.external
      ? // A page's loaders each ask: a read-only request asks once.
        await readOncePerRequest(db, `member-project-access:${viewer.userId}:${orgSlug}/${projectSlug}`, () =>
          findMemberProjectAccess(db, viewer, orgSlug, projectSlug),
        )
      : null
  return asMember ?? getProjectAccess(db, viewer, orgSlug, projectSlug)
}

async function findMemberProjectAccess(
  db: Database,
  viewer: Viewer,
  orgSlug: string,
  projectSlug: string,
): Promise<ProjectAccess | null> {
  const [row] = await db
    .select({ organization, project, role: member.role })
    .from(organization)
    .innerJoin(project, and(eq(project.organizationId, organization.id), eq(project.slug, projectSlug)))
    .innerJoin(member, and(eq(member.organizationId, organization.id), eq(member.userId, viewer.userId)))
    .where(eq(organization.slug, orgSlug))
    .limit(1)
  if (!row) return null
  const subject = signedInSubject(viewer, row.role)
  if (subject.role === null || !canReadOrganization(subject, true)) return null
  const access: ProjectAccess = { ...subject, viewer, organization: row.organization, project: row.project }
  return canInProject(access, row.project.visibility, 'project.read') ? access : null
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
 * query, the chats the viewer may see in one (chatVisibleTo), the organisations' access in one, instead of two
 * or more queries per topic.
 */
export async function topicsViewerMayRead(
  db: Database,
  viewer: Viewer | null,
  topics: readonly LiveTopic[],
): Promise<boolean[]> {
  const idsOf = (kinds: LiveTopic['kind'][]) => [
    ...new Set(topics.filter((topic) => kinds.includes(topic.kind)).map((topic) => topic.id)),
  ]
  const projectIds = idsOf(['project', 'members', 'discussions', 'widget', 'transfers'])
  const chatIds = idsOf(['chat'])
  const projects = projectIds.length
    ? await db
        .select({ id: project.id, organizationId: project.organizationId, visibility: project.visibility })
        .from(project)
        .where(inArray(project.id, projectIds))
    : []
  // Chats are for signed-in members only: an anonymous viewer's chat topics are refused unread.
  const chats =
    viewer && chatIds.length > 0
      ? await db
          .select({ id: chat.id, organizationId: project.organizationId, visibility: project.visibility })
          .from(chat)
          .innerJoin(project, eq(project.id, chat.projectId))
          .where(and(inArray(chat.id, chatIds), chatVisibleTo(viewer.userId)))
      : []
  const organizationIds = [
    ...new Set([
      ...idsOf(['org', 'webhooks', 'org-transfers']),
      ...projects.map((row) => row.organizationId),
      ...chats.map((row) => row.organizationId),
    ]),
  ]
  const organizations =
    organizationIds.length > 0
      ? await readOrganizationAccesses(db, viewer, inArray(organization.id, organizationIds))
      : []
  const accessByOrganization = new Map<string, OrganizationAccess>()
  for (const { id, access } of organizations) if (access !== 'hidden') accessByOrganization.set(id, access)
  const projectById = new Map(projects.map((row) => [row.id, row]))
  const readableChats = new Set(
    chats
      .filter((row) => {
        const access = accessByOrganization.get(row.organizationId)
        return access && canInProject(access, row.visibility, 'chat.read')
      })
      .map((row) => row.id),
  )

  return topics.map((topic) => {
    // A widget identity's own topic would carry the person's news from everywhere: it follows none.
    if (topic.kind === 'user') return viewer?.userId === topic.id && !viewer.external
    // The organisation's own news (members, invitations, teams, its projects private ones included) is for its
    // members; a visitor of its public projects follows those projects' topics instead.
    if (topic.kind === 'org') {
      const access = accessByOrganization.get(topic.id)
      return Boolean(access && meetsAudience(access, 'member'))
    }
    // Webhooks are managed by owners and admins; a request with an API key never follows live topics.
    if (topic.kind === 'webhooks') {
      const access = accessByOrganization.get(topic.id)
      return Boolean(access && !viewer?.apiKey && canInOrganization(access, 'webhooks.manage'))
    }
    // Archive imports are seen by those who may import projects (the list's own rule); never by a key.
    if (topic.kind === 'org-transfers') {
      const access = accessByOrganization.get(topic.id)
      return Boolean(access && !viewer?.apiKey && canInOrganization(access, 'project.import'))
    }
    if (topic.kind === 'chat') return readableChats.has(topic.id)
    const row = projectById.get(topic.id)
    const access = row && accessByOrganization.get(row.organizationId)
    if (!row || !access) return false
    if (topic.kind === 'members') return meetsAudience(access, 'member')
    if (topic.kind === 'discussions') return canInProject(access, row.visibility, 'discussion.read')
    if (topic.kind === 'widget')
      return !viewer?.apiKey && canInProject(access, row.visibility, 'widget.manage')
    // One topic carries both lists' runs, so it is for those who may see both (the same people today).
    if (topic.kind === 'transfers')
      return (
        !viewer?.apiKey &&
        canInProject(access, row.visibility, 'project.export') &&
        canInProject(access, row.visibility, 'feedback.import')
      )
    return canInProject(access, row.visibility, 'project.read')
  })
}

/**
 * SQL: the viewer may see this chat row: an open chat, or a private one with the viewer in it or in one of its
 * teams (editors included: privacy is the point). The one rule for chat lists, history, search, notifications
 * and live topics.
 */
export function chatVisibleTo(viewerId: string): SQL<boolean> {
  return sql<boolean>`(${chat.isPrivate} = false or exists (select 1 from ${chatMember} where ${chatMember.chatId} = ${chat.id} and ${chatMember.userId} = ${viewerId}) or exists (select 1 from ${teamMember} where ${teamMember.userId} = ${viewerId} and ${teamMember.teamId} = any(${chat.teamIds})))`
}
