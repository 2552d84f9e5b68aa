/**
 * Teams inside an organisation, read by every feature that limits something to them: private
 * chats, team-only boards, @team mentions. Better Auth's organization teams own the rows; writes go through its
 * endpoints under Parley's rules (auth/team-rules.server.ts).
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import { teamHandle } from '~/lib/team-rules'
import type { Database } from './db/client.server'
import { member, team, teamMember, user } from './db/schema'
import { AppError } from './errors'
import { readOncePerRequest } from './request-context.server'

export type TeamPerson = { id: string; name: string; username: string | null; image: string | null }
export type OrganizationTeam = { id: string; name: string; handle: string; members: TeamPerson[] }

/** The organisation's teams with who is in them, by name. */
export async function listTeams(db: Database, organizationId: string): Promise<OrganizationTeam[]> {
  const teams = await db
    .select({ id: team.id, name: team.name })
    .from(team)
    .where(eq(team.organizationId, organizationId))
    .orderBy(asc(team.name))
  if (teams.length === 0) return []
  const rows = await db
    .select({
      teamId: teamMember.teamId,
      id: user.id,
      name: user.name,
      username: user.username,
      image: user.image,
    })
    .from(teamMember)
    .innerJoin(user, eq(user.id, teamMember.userId))
    .where(
      inArray(
        teamMember.teamId,
        teams.map((row) => row.id),
      ),
    )
    .orderBy(asc(user.name))
  return teams.map((row) => ({
    ...row,
    handle: teamHandle(row.name),
    members: rows
      .filter((person) => person.teamId === row.id)
      .map(({ teamId: _, ...person }) => ({ ...person, username: person.username ?? null })),
  }))
}

/** The teams of the organisation this user is in (looked up once per read-only request). */
export function teamIdsOf(db: Database, organizationId: string, userId: string): Promise<readonly string[]> {
  return readOncePerRequest(db, `team-ids:${organizationId}:${userId}`, async () => {
    const rows = await db
      .select({ id: team.id })
      .from(teamMember)
      .innerJoin(team, eq(team.id, teamMember.teamId))
      .where(and(eq(team.organizationId, organizationId), eq(teamMember.userId, userId)))
    return rows.map((row) => row.id)
  })
}

/** Chosen team ids, each a team of this organisation, else a clear refusal on the field. */
export async function resolveTeamIds(
  db: Database,
  organizationId: string,
  ids: readonly string[],
  field = 'teamIds',
): Promise<string[]> {
  const wanted = [...new Set(ids)]
  if (wanted.length === 0) return []
  const rows = await db
    .select({ id: team.id })
    .from(team)
    .where(and(eq(team.organizationId, organizationId), inArray(team.id, wanted)))
  if (rows.length !== wanted.length) {
    throw new AppError('BAD_REQUEST', 'Choose teams of this organisation', {
      [field]: ['Choose teams of this organisation'],
    })
  }
  return wanted
}

/** The people of these teams who are still members of the organisation. */
export async function membersOfTeams(db: Database, organizationId: string, teamIds: readonly string[]) {
  if (teamIds.length === 0) return []
  const rows = await db
    .selectDistinct({ userId: teamMember.userId })
    .from(teamMember)
    .innerJoin(member, and(eq(member.userId, teamMember.userId), eq(member.organizationId, organizationId)))
    .where(inArray(teamMember.teamId, [...teamIds]))
  return rows.map((row) => row.userId)
}

/** Teams of the organisation by @handle, for mentions. */
export async function teamsByHandle(
  db: Database,
  organizationId: string,
  handles: readonly string[],
): Promise<Map<string, { id: string; name: string }>> {
  if (handles.length === 0) return new Map()
  const teams = await db
    .select({ id: team.id, name: team.name })
    .from(team)
    .where(eq(team.organizationId, organizationId))
  const wanted = new Set(handles)
  return new Map(
    teams.filter((row) => wanted.has(teamHandle(row.name))).map((row) => [teamHandle(row.name), row]),
  )
}
