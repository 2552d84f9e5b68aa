import { and, eq } from 'drizzle-orm'
import { type AccessSubject, canInProject, canReadOrganization, parseOrgRole } from '~/lib/access-policy'
import type { Viewer } from '~/lib/viewer'
import {
  assertProjectPermission,
  chatVisibleTo,
  getProjectAccess,
  isSiteAdmin,
  type ProjectAccess,
} from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import type { RowLock } from '~/server/db/locks.server'
import { chat, member, organization, project } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { readOncePerRequest } from '~/server/request-context.server'

export type ChatAccess = ProjectAccess & {
  /** Chat is for the organisation's members: every ChatAccess has a signed-in viewer. */
  viewerId: string
  viewer: Viewer
  /** chat.manage: create, rename, archive, delete chats, choose private members, delete anyone's message. */
  isEditor: boolean
}

export type ChatRow = typeof chat.$inferSelect

export const chatNotFound = () => new AppError('NOT_FOUND', 'Chat not found')

/**
 * The viewer's access to a project's chat. Non-members (outsiders, anonymous visitors, also of a public
 * project) get NOT_FOUND: to them the project has no chat.
 */
export async function getChatAccess(
  db: Database,
  viewer: Viewer | null,
  scope: { orgSlug: string; projectSlug: string },
): Promise<ChatAccess> {
  const access =
    (await memberProjectAccess(db, viewer, scope)) ??
    (await getProjectAccess(db, viewer, scope.orgSlug, scope.projectSlug))
  const visibility = access.project.visibility
  if (!viewer || !canInProject(access, visibility, 'chat.read')) throw chatNotFound()
  return {
    ...access,
    viewer,
    viewerId: viewer.userId,
    isEditor: canInProject(access, visibility, 'chat.manage'),
  }
}

/**
 * The common case in one query instead of three (organisation, membership, project; every message sent asks):
 * a member of the organisation, under the current slugs. The access is the one getProjectAccess builds for
 * them (with a role, whether the organisation has public projects does not matter). Anything else (no
 * viewer, not a member, an old slug, no such project) answers null, and getProjectAccess decides, with its
 * own errors and redirects.
 */
function memberProjectAccess(
  db: Database,
  viewer: Viewer | null,
  scope: { orgSlug: string; projectSlug: string },
): Promise<ProjectAccess | null> {
  if (!viewer) return Promise.resolve(null)
  // A chat page's loaders each ask (the chat, its history): a read-only request asks once.
  return readOncePerRequest(
    db,
    `member-project-access:${viewer.userId}:${scope.orgSlug}/${scope.projectSlug}`,
    () => findMemberProjectAccess(db, viewer, scope),
  )
}

async function findMemberProjectAccess(
  db: Database,
  viewer: Viewer,
  scope: { orgSlug: string; projectSlug: string },
): Promise<ProjectAccess | null> {
  const [row] = await db
    .select({ organization, project, role: member.role })
    .from(organization)
    .innerJoin(project, and(eq(project.organizationId, organization.id), eq(project.slug, scope.projectSlug)))
    .innerJoin(member, and(eq(member.organizationId, organization.id), eq(member.userId, viewer.userId)))
    .where(eq(organization.slug, scope.orgSlug))
    .limit(1)
  const role = parseOrgRole(row?.role)
  if (!row || role === null) return null
  const subject: AccessSubject = { signedIn: true, siteAdmin: isSiteAdmin(viewer), role }
  if (!canReadOrganization(subject, true)) return null
  const access: ProjectAccess = { ...subject, viewer, organization: row.organization, project: row.project }
  return canInProject(access, row.project.visibility, 'project.read') ? access : null
}

/**
 * For the project navigation's unread badge, which every reader of the project shows: people who may not use
 * chat get null (no badge) instead of an error. A project they may not read is still not found.
 */
export async function findChatAccess(
  db: Database,
  viewer: Viewer | null,
  scope: { orgSlug: string; projectSlug: string },
): Promise<ChatAccess | null> {
  const access = await getProjectAccess(db, viewer, scope.orgSlug, scope.projectSlug)
  const visibility = access.project.visibility
  if (!viewer || !canInProject(access, visibility, 'chat.read')) return null
  return {
    ...access,
    viewer,
    viewerId: viewer.userId,
    isEditor: canInProject(access, visibility, 'chat.manage'),
  }
}

export function assertChatEditor(access: ChatAccess): void {
  assertProjectPermission(access, 'chat.manage')
}

/**
 * A chat of the project that the viewer may see, else NOT_FOUND: a private chat the viewer is not in does
 * not exist for them (editors included: privacy is the point). `lock` serializes writers of one chat; without
 * it, a read-only request reads the chat once (a chat page's loaders each ask).
 */
export async function loadChat(
  db: Database,
  access: ChatAccess,
  chatId: string,
  options: { lock?: RowLock } = {},
): Promise<ChatRow> {
  const query = db
    .select()
    .from(chat)
    .where(and(eq(chat.id, chatId), eq(chat.projectId, access.project.id), chatVisibleTo(access.viewerId)))
    .limit(1)
  const [found] = options.lock
    ? await query.for(options.lock)
    : await readOncePerRequest(db, `chat:${access.viewerId}:${access.project.id}:${chatId}`, () => query)
  if (!found) throw chatNotFound()
  return found
}

/** Posting needs chat.post and a chat that is not archived. */
export function assertMayPost(access: ChatAccess, row: ChatRow): void {
  assertProjectPermission(access, 'chat.post')
  if (row.archivedAt) throw new AppError('CONFLICT', 'This chat is archived: unarchive it to post again')
}
