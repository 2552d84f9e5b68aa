import { and, asc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { afterTimeId, microsecondsOf, timeIdCursor } from '~/server/api/keyset.server'
import { decodeCursor, listOf, listQuery, pageOf } from '~/server/api/list'
import { defineOperation } from '~/server/api/operation'
import { member, user } from '~/server/db/schema'
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
    joined_at: timestamp,
  })
  .meta({ id: 'Member' })

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
        joined_at: row.joinedAt.toISOString(),
      }),
    )
  },
})

export const memberOperations = [listMembers]
