/**
 * "Never about something the recipient may no longer see": before a notification is shown or
 * mailed, the subject is looked up again and the recipient's access to it decided afresh from the permission
 * table — membership and roles as they are now, team-only boards, internal notes, private chats, deletions.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { canSeeBoard } from '~/features/feedback/server/feedback-access.server'
import { type AccessSubject, canInProject, type ProjectAction, parseOrgRole } from '~/lib/access-policy'
import { chatVisibleTo, isSiteAdmin } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import {
  chat,
  chatMessage,
  discussionPost,
  discussionThread,
  feedbackBoard,
  feedbackComment,
  feedbackItem,
  invitation,
  member,
  project,
  projectUpdate,
  teamMember,
  user,
} from '~/server/db/schema'
import { readOncePerRequest } from '~/server/request-context.server'

export type Checkable = { id: string; subjectType: string; subjectId: string; projectId: string | null }

type Project = { id: string; organizationId: string; visibility: 'public' | 'private' }

/**
 * Who the recipient is now, for deciding: their account, their role in each organisation, their teams. Read
 * once per read-only request (the bell checks its unread entries and then its latest groups).
 */
function readStanding(db: Database, userId: string) {
  return readOncePerRequest(db, `notification-standing:${userId}`, async () => {
    const [person] = await db
      .select({
        id: user.id,
        email: user.email,
        emailVerified: user.emailVerified,
        role: user.role,
        banned: user.banned,
      })
      .from(user)
      .where(eq(user.id, userId))
    if (!person) return null
    const memberships = await db
      .select({ organizationId: member.organizationId, role: member.role })
      .from(member)
      .where(eq(member.userId, userId))
    const teams = await db
      .select({ teamId: teamMember.teamId })
      .from(teamMember)
      .where(eq(teamMember.userId, userId))
    return {
      person,
      roles: new Map(memberships.map((row) => [row.organizationId, parseOrgRole(row.role)])),
      siteAdmin: isSiteAdmin({ role: person.role, userId }),
      myTeams: new Set(teams.map((row) => row.teamId)),
    }
  })
}

/**
 * visibleNotificationIds for one recipient that remembers what it decided: a notification asked about again
 * (the bell's unread entries are often among its latest groups' entries) is not looked up twice.
 */
export function rememberingVisibility(db: Database, userId: string) {
  const decided = new Map<string, boolean>()
  return async (rows: Checkable[]): Promise<Set<string>> => {
    const open = rows.filter((row) => !decided.has(row.id))
    const visible = await visibleNotificationIds(db, userId, open)
    for (const row of open) decided.set(row.id, visible.has(row.id))
    return new Set(rows.filter((row) => decided.get(row.id)).map((row) => row.id))
  }
}

/** Ids of the notifications (of one recipient) whose subject the recipient may still see. */
export async function visibleNotificationIds(
  db: Database,
  userId: string,
  rows: Checkable[],
): Promise<Set<string>> {
  const visible = new Set<string>()
  if (rows.length === 0) return visible
  const standing = await readStanding(db, userId)
  if (!standing) return visible
  const { person, roles, siteAdmin, myTeams } = standing
  const projectIds = [...new Set(rows.map((row) => row.projectId).filter((id): id is string => Boolean(id)))]
  const projects = new Map<string, Project>(
    projectIds.length === 0
      ? []
      : (
          await db
            .select({
              id: project.id,
              organizationId: project.organizationId,
              visibility: project.visibility,
            })
            .from(project)
            .where(inArray(project.id, projectIds))
        ).map((row) => [row.id, row]),
  )
  const subjectOf = (projectId: string | null): AccessSubject | null => {
    const found = projectId ? projects.get(projectId) : undefined
    if (!found) return null
    return { signedIn: true, siteAdmin, role: roles.get(found.organizationId) ?? null }
  }
  const may = (projectId: string | null, action: ProjectAction) => {
    const subject = subjectOf(projectId)
    const found = projectId ? projects.get(projectId) : undefined
    return Boolean(subject && found && canInProject(subject, found.visibility, action))
  }
  const isMemberOf = (projectId: string | null) => {
    const found = projectId ? projects.get(projectId) : undefined
    return Boolean(found && (siteAdmin || roles.get(found.organizationId)))
  }
  /** The feedback feature's canSeeBoard, for this person. */
  const maySeeBoard = (projectId: string, board: { teamOnly: boolean; teamIds: string[] }) => {
    const found = projects.get(projectId)
    const role = found ? roles.get(found.organizationId) : null
    return canSeeBoard(
      {
        isMember: isMemberOf(projectId),
        isEditor: siteAdmin || role === 'owner' || role === 'admin',
        teamIds: [...myTeams],
      },
      board,
    )
  }

  const ids = (type: string) => rows.filter((row) => row.subjectType === type).map((row) => row.subjectId)
  const allowed = new Set<string>()
  const allow = (type: string, subjectId: string) => allowed.add(`${type} ${subjectId}`)

  const updates = ids('update')
  if (updates.length > 0) {
    for (const row of await db
      .select({ id: projectUpdate.id, state: projectUpdate.state, projectId: projectUpdate.projectId })
      .from(projectUpdate)
      .where(inArray(projectUpdate.id, updates))) {
      if (row.state === 'published' && may(row.projectId, 'update.read')) allow('update', row.id)
    }
  }

  const items = ids('feedback_item')
  if (items.length > 0) {
    for (const row of await db
      .select({
        id: feedbackItem.id,
        projectId: feedbackItem.projectId,
        teamOnly: feedbackBoard.teamOnly,
        teamIds: feedbackBoard.teamIds,
      })
      .from(feedbackItem)
      .innerJoin(feedbackBoard, eq(feedbackBoard.id, feedbackItem.boardId))
      .where(inArray(feedbackItem.id, items))) {
      if (may(row.projectId, 'feedback.read') && maySeeBoard(row.projectId, row)) {
        allow('feedback_item', row.id)
      }
    }
  }

  const comments = ids('feedback_comment')
  if (comments.length > 0) {
    for (const row of await db
      .select({
        id: feedbackComment.id,
        internal: feedbackComment.internal,
        projectId: feedbackItem.projectId,
        teamOnly: feedbackBoard.teamOnly,
        teamIds: feedbackBoard.teamIds,
      })
      .from(feedbackComment)
      .innerJoin(feedbackItem, eq(feedbackItem.id, feedbackComment.itemId))
      .innerJoin(feedbackBoard, eq(feedbackBoard.id, feedbackItem.boardId))
      .where(inArray(feedbackComment.id, comments))) {
      const boardVisible = maySeeBoard(row.projectId, row)
      if (
        may(row.projectId, 'feedback.read') &&
        boardVisible &&
        (!row.internal || isMemberOf(row.projectId))
      ) {
        allow('feedback_comment', row.id)
      }
    }
  }

  const posts = ids('discussion_post').filter((id) => /^\d{1,19}$/.test(id))
  if (posts.length > 0) {
    for (const row of await db
      .select({
        id: discussionPost.id,
        deletedAt: discussionPost.deletedAt,
        projectId: discussionThread.projectId,
      })
      .from(discussionPost)
      .innerJoin(discussionThread, eq(discussionThread.id, discussionPost.threadId))
      .where(inArray(discussionPost.id, posts.map(Number)))) {
      if (!row.deletedAt && may(row.projectId, 'discussion.read')) allow('discussion_post', String(row.id))
    }
  }

  const messages = ids('chat_message').filter((id) => /^\d{1,19}$/.test(id))
  if (messages.length > 0) {
    for (const row of await db
      .select({
        id: chatMessage.id,
        deletedAt: chatMessage.deletedAt,
        projectId: chat.projectId,
        visible: chatVisibleTo(userId),
      })
      .from(chatMessage)
      .innerJoin(chat, eq(chat.id, chatMessage.chatId))
      .where(inArray(chatMessage.id, messages.map(Number)))) {
      if (!row.deletedAt && may(row.projectId, 'chat.read') && row.visible) {
        allow('chat_message', String(row.id))
      }
    }
  }

  const invitations = ids('invitation')
  if (invitations.length > 0) {
    for (const row of await db
      .select({
        id: invitation.id,
        email: invitation.email,
        status: invitation.status,
        expiresAt: invitation.expiresAt,
      })
      .from(invitation)
      .where(and(inArray(invitation.id, invitations), eq(invitation.status, 'pending')))) {
      // Addressed to them, as far as a verified address shows (notifyInvitation says why).
      const addressedToThem = person.emailVerified && row.email.toLowerCase() === person.email.toLowerCase()
      if (addressedToThem && row.expiresAt.getTime() > Date.now()) {
        allow('invitation', row.id)
      }
    }
  }

  for (const row of rows) {
    if (allowed.has(`${row.subjectType} ${row.subjectId}`)) visible.add(row.id)
  }
  return visible
}
