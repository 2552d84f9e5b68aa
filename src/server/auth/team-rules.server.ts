/**
 * Parley's rules on Better Auth's organization teams, on every path (the auth API included):
 * its role table (owners and admins create, rename and delete teams and change who is in them; members none)
 * with its denial messages, names that are unique in the organisation, only its members in its teams, and the
 * consequences: live news for the settings page, and every open stream of the people concerned re-checked
 * (a member taken out of a team loses its team-only chats and boards at once).
 */
import { APIError, type BetterAuthPlugin } from 'better-auth'
import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api'
import { and, eq, sql } from 'drizzle-orm'
import { meetsAudience, parseOrgRole } from '../../lib/access-policy'
import { ACCESS_REFRESH_EVENT } from '../../lib/access-refresh'
import { topicOf } from '../../lib/live-topics'
import { TEAM_NAME_MAX, teamHandle } from '../../lib/team-rules'
import type { Database } from '../db/client.server'
import { chat, feedbackBoard, invitation, member, team, teamMember } from '../db/schema'
import { announceAccessChange } from '../live/access-change.server'
import { emitLiveEventNow } from '../live/emit.server'

const TEAM_WRITES = new Set([
  '/organization/create-team',
  '/organization/update-team',
  '/organization/remove-team',
  '/organization/add-team-member',
  '/organization/remove-team-member',
])

export const TEAMS_CHANGED = 'org.teams.changed'

const denied = () => new APIError('FORBIDDEN', { message: 'You are not allowed to access resource: team' })

type TeamBody = {
  organizationId?: unknown
  teamId?: unknown
  name?: unknown
  data?: { name?: unknown; organizationId?: unknown }
}

/**
 * The organisation Better Auth's team endpoints act in, found as they find it: the one the body names (update-team
 * names it in `data`), else the session's active one. Never the organisation of `teamId`: create-team ignores it,
 * so a team of another organisation named there would have had the name checked against the wrong teams.
 */
function organizationOf(path: string, body: TeamBody, activeOrganizationId: unknown): string | null {
  const named = path === '/organization/update-team' ? body.data?.organizationId : body.organizationId
  if (typeof named === 'string' && named) return named
  return typeof activeOrganizationId === 'string' && activeOrganizationId ? activeOrganizationId : null
}

async function assertNameFree(db: Database, organizationId: string, name: string, exceptTeamId?: string) {
  const trimmed = name.trim()
  if (trimmed.length === 0 || trimmed.length > TEAM_NAME_MAX) {
    throw new APIError('BAD_REQUEST', { message: `Team names are 1 to ${TEAM_NAME_MAX} characters` })
  }
  if (teamHandle(trimmed) === '') {
    throw new APIError('BAD_REQUEST', { message: 'Team names need at least one letter or digit' })
  }
  const others = await db
    .select({ id: team.id, name: team.name })
    .from(team)
    .where(eq(team.organizationId, organizationId))
  if (others.some((other) => other.id !== exceptTeamId && teamHandle(other.name) === teamHandle(trimmed))) {
    throw new APIError('BAD_REQUEST', { message: 'A team with this name already exists' })
  }
}

async function teamMemberIds(db: Database, teamId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: teamMember.userId })
    .from(teamMember)
    .where(eq(teamMember.teamId, teamId))
  return rows.map((row) => row.userId)
}

export function teamRules(db: Database) {
  /** Who was in a team being deleted (the rows go with it): their streams are re-checked afterwards. */
  const leaving = new Map<string, string[]>()

  const plugin = {
    id: 'parley-team-rules',
    hooks: {
      before: [
        {
          matcher: (ctx) => TEAM_WRITES.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx).catch(() => null)
            if (!session) throw new APIError('UNAUTHORIZED', { message: 'Not authorized' })
            const body = (ctx.body ?? {}) as TeamBody
            const organizationId = organizationOf(ctx.path ?? '', body, session.session.activeOrganizationId)
            if (!organizationId) throw denied()
            const [membership] = await db
              .select({ role: member.role })
              .from(member)
              .where(and(eq(member.organizationId, organizationId), eq(member.userId, session.user.id)))
            const subject = { signedIn: true, siteAdmin: false, role: parseOrgRole(membership?.role) }
            if (!meetsAudience(subject, 'editor')) throw denied()
            if (ctx.path === '/organization/create-team' && typeof body.name === 'string') {
              await assertNameFree(db, organizationId, body.name)
            }
            if (ctx.path === '/organization/update-team' && typeof body.data?.name === 'string') {
              await assertNameFree(db, organizationId, body.data.name, String(body.teamId))
            }
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin

  const announce = (organizationId: string) =>
    emitLiveEventNow(db, topicOf.org(organizationId), TEAMS_CHANGED)
  /** Streams re-check their topics on every node; the people's tabs refetch what topics cannot close. */
  const reauthorize = async (userIds: string[]) => {
    await announceAccessChange(db, { userIds })
    for (const userId of userIds) await emitLiveEventNow(db, topicOf.user(userId), ACCESS_REFRESH_EVENT)
  }

  const organizationHooks = {
    afterCreateTeam: async ({ team: created }: { team: { organizationId: string } }) => {
      await announce(created.organizationId)
    },
    afterUpdateTeam: async ({ organization: org }: { organization: { id: string } }) => {
      await announce(org.id)
    },
    beforeDeleteTeam: async ({ team: doomed }: { team: { id: string } }) => {
      leaving.set(doomed.id, await teamMemberIds(db, doomed.id))
    },
    afterDeleteTeam: async ({ team: deleted }: { team: { id: string; organizationId: string } }) => {
      // Private chats forget it (their chosen people stay). A board limited to other teams too forgets it; one
      // limited to it alone keeps the id of a team nobody is in any more, so it stays closed (editors only)
      // instead of opening to every member: an editor decides who sees it next.
      await db
        .update(chat)
        .set({ teamIds: sql`array_remove(${chat.teamIds}, ${deleted.id})` })
        .where(sql`${deleted.id} = any(${chat.teamIds})`)
      await db
        .update(feedbackBoard)
        .set({ teamIds: sql`array_remove(${feedbackBoard.teamIds}, ${deleted.id})` })
        .where(
          sql`${deleted.id} = any(${feedbackBoard.teamIds}) and cardinality(${feedbackBoard.teamIds}) > 1`,
        )
      // Pending invitations that named it still work: they put the person in the other teams they name.
      await db
        .update(invitation)
        .set({
          teamId: sql`nullif(array_to_string(array_remove(string_to_array(${invitation.teamId}, ','), ${deleted.id}), ','), '')`,
        })
        .where(
          and(
            eq(invitation.status, 'pending'),
            sql`${deleted.id} = any(string_to_array(${invitation.teamId}, ','))`,
          ),
        )
      await reauthorize(leaving.get(deleted.id) ?? [])
      leaving.delete(deleted.id)
      await announce(deleted.organizationId)
    },
    afterAddTeamMember: async ({
      teamMember: added,
      organization: org,
    }: {
      teamMember: { userId: string }
      organization: { id: string }
    }) => {
      await reauthorize([added.userId])
      await announce(org.id)
    },
    afterRemoveTeamMember: async ({
      teamMember: removed,
      organization: org,
    }: {
      teamMember: { userId: string }
      organization: { id: string }
    }) => {
      await reauthorize([removed.userId])
      await announce(org.id)
    },
  }

  return { plugin, organizationHooks }
}
