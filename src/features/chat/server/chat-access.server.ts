import { and, eq } from 'drizzle-orm'
import { canInProject } from '~/lib/access-policy'
import type { Viewer } from '~/lib/viewer'
import {
  assertProjectPermission,
  chatVisibleTo,
  getProjectAccess,
  getProjectAccessMembersFirst,
  type ProjectAccess,
} from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import type { RowLock } from '~/server/db/locks.server'
import { chat } from '~/server/db/schema'
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
  const access = toChatAccess(
    await getProjectAccessMembersFirst(db, viewer, scope.orgSlug, scope.projectSlug),
  )
  if (!access) throw chatNotFound()
  return access
}

/** The project access narrowed to chat: null for those who may not use it. */
function toChatAccess(access: ProjectAccess): ChatAccess | null {
  const { viewer } = access
  const visibility = access.project.visibility
  if (!viewer || !canInProject(access, visibility, 'chat.read')) return null
  return {
    ...access,
    viewer,
    viewerId: viewer.userId,
    isEditor: canInProject(access, visibility, 'chat.manage'),
  }
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
  return toChatAccess(await getProjectAccess(db, viewer, scope.orgSlug, scope.projectSlug))
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
