import { and, eq, type SQL, sql } from 'drizzle-orm'
import { canInProject } from '~/lib/access-policy'
import { topicOf } from '~/lib/live-topics'
import type { Viewer } from '~/lib/viewer'
import { getProjectAccess, type ProjectAccess } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import type { RowLock } from '~/server/db/locks.server'
import {
  discussionCategory,
  discussionPost,
  discussionThread,
  member,
  organization,
} from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { emitLiveEvent } from '~/server/live/emit.server'
import type { ProjectScope } from '../discussions.schemas'

export type DiscussionAccess = ProjectAccess & {
  /** Discussions are for the organisation's members: every DiscussionAccess has a viewer. */
  viewer: Viewer
  viewerId: string
  /** discussion.create: start threads and reply. */
  canCreate: boolean
  /** discussion.moderate: pin, lock, move, delete any post or thread, categories, conversions. */
  isModerator: boolean
}

export type ThreadRow = typeof discussionThread.$inferSelect
export type PostRow = typeof discussionPost.$inferSelect
export type CategoryRow = typeof discussionCategory.$inferSelect

export const discussionNotFound = () => new AppError('NOT_FOUND', 'Discussion not found')
export const postNotFound = () => new AppError('NOT_FOUND', 'Post not found')
export const categoryNotFound = () => new AppError('NOT_FOUND', 'Category not found')

function toDiscussionAccess(access: ProjectAccess, viewer: Viewer | null): DiscussionAccess | null {
  const visibility = access.project.visibility
  if (!viewer || !canInProject(access, visibility, 'discussion.read')) return null
  return {
    ...access,
    viewer,
    viewerId: viewer.userId,
    canCreate: canInProject(access, visibility, 'discussion.create'),
    isModerator: canInProject(access, visibility, 'discussion.moderate'),
  }
}

/**
 * The viewer's access to a project's discussions. Everyone outside the organisation (outsiders and anonymous
 * visitors, of public projects too) gets NOT_FOUND: to them the project has no discussions.
 */
export async function getDiscussionAccess(
  db: Database,
  viewer: Viewer | null,
  scope: ProjectScope,
): Promise<DiscussionAccess> {
  const access = toDiscussionAccess(
    await getProjectAccess(db, viewer, scope.orgSlug, scope.projectSlug),
    viewer,
  )
  if (!access) throw discussionNotFound()
  return access
}

/** For the project navigation's badge, which every reader of the project shows: null instead of an error. */
export async function findDiscussionAccess(
  db: Database,
  viewer: Viewer | null,
  scope: ProjectScope,
): Promise<DiscussionAccess | null> {
  return toDiscussionAccess(await getProjectAccess(db, viewer, scope.orgSlug, scope.projectSlug), viewer)
}

export function assertModerator(access: DiscussionAccess): void {
  if (!access.isModerator) {
    throw new AppError('FORBIDDEN', 'You are not allowed to access resource: discussion')
  }
}

export function assertMayPost(access: DiscussionAccess): void {
  if (!access.canCreate) throw new AppError('FORBIDDEN', 'You are not allowed to access resource: discussion')
}

/** Locked threads take no replies and no edits, from anyone (moderators unlock first). */
export function assertNotLocked(thread: ThreadRow): void {
  if (!thread.lockedAt) return
  const why = thread.lockReason ? `: ${thread.lockReason}` : ''
  throw new AppError('CONFLICT', `This discussion is locked${why}`)
}

/** A thread of this project, else NOT_FOUND. `lock` serializes writers of one thread. */
export async function loadThread(
  db: Database,
  access: DiscussionAccess,
  threadId: string,
  /** `update` for replies, edits, deletion and moderation; `key share` for reactions, follows, read markers. */
  options: { lock?: RowLock } = {},
): Promise<ThreadRow> {
  const query = db
    .select()
    .from(discussionThread)
    .where(and(eq(discussionThread.id, threadId), eq(discussionThread.projectId, access.project.id)))
    .limit(1)
  const [found] = options.lock ? await query.for(options.lock) : await query
  if (!found) throw discussionNotFound()
  return found
}

/** A post of this thread, else NOT_FOUND. Post ids come in as decimal strings. */
export async function loadPost(db: Database, thread: ThreadRow, postId: string): Promise<PostRow> {
  const [found] = await db
    .select()
    .from(discussionPost)
    .where(and(eq(discussionPost.id, Number(postId)), eq(discussionPost.threadId, thread.id)))
    .limit(1)
  if (!found) throw postNotFound()
  return found
}

/** A category of the project (`lock`: see RowLock; threads are put in it under `key share`). */
export async function loadCategory(
  db: Database,
  access: DiscussionAccess,
  categoryId: string,
  options: { lock?: RowLock } = {},
): Promise<CategoryRow> {
  const query = db
    .select()
    .from(discussionCategory)
    .where(and(eq(discussionCategory.id, categoryId), eq(discussionCategory.projectId, access.project.id)))
    .limit(1)
  const [found] = options.lock ? await query.for(options.lock) : await query
  if (!found) throw categoryNotFound()
  return found
}

/** Only moderators start threads in editors-only categories (Announcements). */
export function assertMayStartIn(access: DiscussionAccess, category: CategoryRow): void {
  if (category.editorsOnly && !access.isModerator) {
    throw new AppError('FORBIDDEN', `Only owners and admins start discussions in ${category.name}`)
  }
}

/** May this user read the project's discussions (mentions and replies notify only them)? */
export async function isOrganizationMember(
  db: Database,
  access: DiscussionAccess,
  userId: string,
): Promise<boolean> {
  const [found] = await db
    .select({ userId: member.userId })
    .from(member)
    .where(and(eq(member.organizationId, access.organization.id), eq(member.userId, userId)))
    .limit(1)
  return Boolean(found)
}

/**
 * SQL: since when the viewer is a member. Posts from before, in threads they never opened, do not count as
 * unread; site admins looking in from outside have nothing unread (now). A subquery, so that a count reads it
 * within its own query: the badge on every project page asks.
 */
export function memberSinceSql(access: DiscussionAccess): SQL<Date> {
  return sql<Date>`coalesce((select ${member.createdAt} from ${member} where ${member.organizationId} = ${access.organization.id} and ${member.userId} = ${access.viewerId} limit 1), now())`.mapWith(
    member.createdAt,
  )
}

/** memberSinceSql as a date, for what is decided outside SQL (a thread that is new to the viewer). */
export async function memberSince(db: Database, access: DiscussionAccess): Promise<Date> {
  const [found] = await db
    .select({ since: memberSinceSql(access) })
    .from(organization)
    .where(eq(organization.id, access.organization.id))
  return found?.since ?? new Date()
}

/** Announces a change to everyone reading the project's discussions. Emit last in a transaction. */
export function emitDiscussionEvent(
  tx: Database,
  access: DiscussionAccess,
  type: string,
  payload: Record<string, unknown> = {},
) {
  return emitLiveEvent(tx, topicOf.discussions(access.project.id), type, payload)
}

/** Subjects in the shared reaction, follow and notification tables. */
export const POST_SUBJECT = 'discussion_post'
export const THREAD_SUBJECT = 'discussion'

export const threadPath = (threadId: string) => `discussions/${threadId}`
