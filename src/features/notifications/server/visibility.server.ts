/**
 * Never about something the recipient may no longer see: before a notification is shown or mailed, its subject
 * is looked up again and the recipient's access to it decided afresh by the subject type's own rule (the
 * subjects registry) — membership and roles as they are now, team-only boards, internal notes, private chats,
 * deletions.
 */
import { eq, inArray } from 'drizzle-orm'
import { signedInSubject } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { member, project, teamMember, user } from '~/server/db/schema'
import { readOncePerRequest } from '~/server/request-context.server'
import { type SubjectReader, visibleSubjectIds } from '~/server/subjects/registry.server'

export type Checkable = { id: string; subjectType: string; subjectId: string; projectId: string | null }

type Project = { id: string; organizationId: string; visibility: 'public' | 'private' }

type Standing = NonNullable<Awaited<ReturnType<typeof readStanding>>>

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
      roles: new Map(memberships.map((row) => [row.organizationId, row.role])),
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
  const reader = await recipientReader(db, userId, standing, rows)
  const idsByType = new Map<string, string[]>()
  for (const row of rows)
    idsByType.set(row.subjectType, [...(idsByType.get(row.subjectType) ?? []), row.subjectId])
  const allowed = new Set<string>()
  for (const [type, ids] of idsByType) {
    for (const id of await visibleSubjectIds(db, reader, type, ids)) allowed.add(`${type} ${id}`)
  }
  for (const row of rows) {
    if (allowed.has(`${row.subjectType} ${row.subjectId}`)) visible.add(row.id)
  }
  return visible
}

/** The recipient as the subject types' rules read them, in the projects the notifications name. */
async function recipientReader(
  db: Database,
  userId: string,
  { person, roles, myTeams }: Standing,
  rows: Checkable[],
): Promise<SubjectReader> {
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
  const teamIds = [...myTeams]
  return {
    userId,
    // An invitation is addressed to them only as far as a verified address shows (notifyInvitation says why).
    verifiedEmail: person.emailVerified ? person.email.toLowerCase() : null,
    inProject: (projectId) => {
      const found = projects.get(projectId)
      if (!found) return null
      const subject = signedInSubject({ userId, role: person.role }, roles.get(found.organizationId))
      return { subject, visibility: found.visibility, teamIds }
    },
  }
}
