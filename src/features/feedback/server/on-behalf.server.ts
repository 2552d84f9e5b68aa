import { and, eq } from 'drizzle-orm'
import { parseOrgRole } from '~/lib/access-policy'
import type { Database } from '~/server/db/client.server'
import { member } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import {
  findOrCreatePersonByEmail,
  type KnownPerson,
  type PersonByEmail,
} from '~/server/placeholder-accounts.server'
import { teamIdsOf } from '~/server/teams.server'
import { type BoardRow, canSeeBoard, type FeedbackAccess } from './feedback-access.server'

const cannotSee = (field: string, reason: string) =>
  new AppError('UNPROCESSABLE_ENTITY', 'This person cannot see this feedback', { [field]: [reason] })

/**
 * Refuses to record anything in the name of someone who could not see it: in a private project, or on a
 * team-only board, only the organisation's members can (and, on a board limited to some teams, only those
 * teams' members and the editors who manage every board, as canSeeBoard decides for viewers).
 */
export async function assertPersonMaySee(
  tx: Database,
  access: FeedbackAccess,
  board: BoardRow,
  personId: string,
  field: string,
): Promise<void> {
  if (access.project.visibility !== 'private' && !board.teamOnly) return
  const [membership] = await tx
    .select({ role: member.role })
    .from(member)
    .where(and(eq(member.organizationId, access.organization.id), eq(member.userId, personId)))
    .limit(1)
  if (!membership) {
    throw cannotSee(field, 'This person is not a member of the team, so they cannot see this feedback')
  }
  const role = parseOrgRole(membership.role)
  const asViewer = {
    isMember: true,
    isEditor: role === 'owner' || role === 'admin',
    teamIds: board.teamIds.length > 0 ? await teamIdsOf(tx, access.organization.id, personId) : [],
  }
  if (!canSeeBoard(asViewer, board)) {
    throw cannotSee(
      field,
      'This person is in none of the teams this board is limited to, so they cannot see it',
    )
  }
}

/**
 * The person an editor records something for, by address: found, or created as an unverified placeholder
 * account when the address is new (placeholder-accounts.server.ts). Where only members may see the board, a new
 * address is refused before anything is created: a new account is nobody's member.
 */
export async function personOnBehalf(
  tx: Database,
  access: FeedbackAccess,
  board: BoardRow,
  person: PersonByEmail,
  field = 'email',
): Promise<KnownPerson> {
  const onlyMembers = access.project.visibility === 'private' || board.teamOnly
  const found = await findOrCreatePersonByEmail(tx, person, { create: !onlyMembers })
  if (!found) {
    throw cannotSee(field, 'This person is not a member of the team, so they cannot see this feedback')
  }
  await assertPersonMaySee(tx, access, board, found.id, field)
  return found
}
