import { and, asc, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import { afterTimeId, microsecondsOf, timeIdCursor } from '~/server/api/keyset.server'
import { decodeCursor, listOf, listQuery, pageOf } from '~/server/api/list'
import { defineOperation } from '~/server/api/operation'
import type { Database } from '~/server/db/client.server'
import { member, team, teamMember, user } from '~/server/db/schema'
import { organizationAccessOf } from './access.server'
import { timestamp } from './common'

const memberSchema = z
  .object({
    user_id: z.string(),
    name: z.string(),
    username: z.string().nullable(),
    email: z.string(),
    image: z.string().nullable(),
    role: z.string().describe('owner, admin or member'),
    teams: z
      .array(z.object({ id: z.string(), name: z.string() }))
      .describe('The teams of the organisation this person belongs to, by name'),
    joined_at: timestamp,
  })
  .meta({ id: 'Member' })

/** Each listed person's teams in the organisation, read for the whole page at once. */
async function teamsOf(
  db: Database,
  organizationId: string,
  userIds: string[],
): Promise<Map<string, { id: string; name: string }[]>> {
  const byUser = new Map<string, { id: string; name: string }[]>()
  if (userIds.length === 0) return byUser
  const rows = await db
    .select({ userId: teamMember.userId, id: team.id, name: team.name })
    .from(teamMember)
    .innerJoin(team, eq(team.id, teamMember.teamId))
    .where(and(eq(team.organizationId, organizationId), inArray(teamMember.userId, userIds)))
    .orderBy(asc(team.name), asc(team.id))
  for (const row of rows)
    byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), { id: row.id, name: row.name }])
  return byUser
}

export const listMembers = defineOperation({
  id: 'listMembers',
  method: 'GET',
  path: '/members',
  scope: 'members:read',
  tags: ['Members'],
  summary: 'List the members of the organisation',
  description: 'The people of the key’s organisation with their role, in the order they joined.',
  query: listQuery,
  response: listOf(memberSchema),
  status: 200,
  handler: async ({ db, viewer, query }) => {
    const access = await organizationAccessOf({ db, viewer })
    const cursor = decodeCursor(query.cursor, timeIdCursor)
    const rows = await db
      .select({
        id: member.id,
        at: microsecondsOf(member.createdAt),
        role: member.role,
        joinedAt: member.createdAt,
        user: { id: user.id, name: user.name, username: user.username, email: user.email, image: user.image },
      })
      .from(member)
      .innerJoin(user, eq(user.id, member.userId))
      .where(
        and(
          eq(member.organizationId, access.organization.id),
          afterTimeId(member.createdAt, member.id, cursor),
        ),
      )
      .orderBy(asc(member.createdAt), asc(member.id))
      .limit(query.limit + 1)
    const teams = await teamsOf(
      db,
      access.organization.id,
      rows.map((row) => row.user.id),
    )
    return pageOf(
      rows,
      query.limit,
      (row) => [row.at, row.id],
      (row) => ({
        user_id: row.user.id,
        name: row.user.name,
        username: row.user.username,
        email: row.user.email,
        image: row.user.image,
        role: row.role,
        teams: teams.get(row.user.id) ?? [],
        joined_at: row.joinedAt.toISOString(),
      }),
    )
  },
})

export const memberOperations = [listMembers]
