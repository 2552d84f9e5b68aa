import { APIError } from 'better-auth'
import { eq, inArray, sql } from 'drizzle-orm'
// Relative imports only: loaded through create-auth.ts, which Better Auth's CLI reads.
import { parseOrgRole } from '../../lib/access-policy'
import { topicOf } from '../../lib/live-topics'
import type { Database } from '../db/client.server'
import { member, organization, user } from '../db/schema'
import { emitAccessChange } from '../live/access-change.server'
import { emitLiveEvent } from '../live/emit.server'
import { emitWebhookEvent } from '../webhooks/emit.server'
import type { AuthFeatureWork } from './auth-feature-work'

/**
 * What deleting an account does to each organisation the user belongs to:
 * - `deleted`: the user is its only member, so it goes with the account (projects included);
 * - `blocked`: the user is its only owner and others are members: deletion waits until someone else owns it;
 * - `left`: someone else still owns it; the user's membership simply ends.
 */
export type OrganizationFate = {
  id: string
  name: string
  slug: string
  memberCount: number
  role: 'owner' | 'admin' | 'member' | null
  fate: 'deleted' | 'blocked' | 'left'
}

export async function organizationsOnDeletion(db: Database, userId: string): Promise<OrganizationFate[]> {
  const memberships = await db
    .select({
      organizationId: member.organizationId,
      role: member.role,
      name: organization.name,
      slug: organization.slug,
    })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(eq(member.userId, userId))
  if (memberships.length === 0) return []
  const everyone = await db
    .select({ organizationId: member.organizationId, userId: member.userId, role: member.role })
    .from(member)
    .where(
      inArray(
        member.organizationId,
        memberships.map((row) => row.organizationId),
      ),
    )
  return memberships
    .map((row): OrganizationFate => {
      const members = everyone.filter((other) => other.organizationId === row.organizationId)
      const otherOwners = members.filter(
        (other) => other.userId !== userId && parseOrgRole(other.role) === 'owner',
      )
      const role = parseOrgRole(row.role)
      const fate =
        members.length <= 1 ? 'deleted' : role === 'owner' && otherOwners.length === 0 ? 'blocked' : 'left'
      return {
        id: row.organizationId,
        name: row.name,
        slug: row.slug,
        memberCount: members.length,
        role,
        fate,
      }
    })
    .sort((a, b) => a.name.localeCompare(b.name))
}

export const SOLE_OWNER_CODE = 'SOLE_OWNER_OF_ORGANIZATION'

/** The refusal while the user is the only owner of organisations that have other members. */
export function soleOwnerRefusal(blocked: Pick<OrganizationFate, 'name'>[]): APIError {
  const names = blocked.map((org) => org.name).join(', ')
  return new APIError('BAD_REQUEST', {
    code: SOLE_OWNER_CODE,
    message: `You are the only owner of ${names}. Make another member an owner (or remove the other members) before deleting your account.`,
  })
}

/** Refuses (with the SPEC's shape, as Better Auth answers) when deleting this user would orphan a team. */
export async function assertAccountDeletable(db: Database, userId: string): Promise<void> {
  const blocked = (await organizationsOnDeletion(db, userId)).filter((org) => org.fate === 'blocked')
  if (blocked.length > 0) throw soleOwnerRefusal(blocked)
}

/**
 * Deletes an account with everything that goes with it, in ONE transaction: the organisations the user alone
 * is in (their projects cascade), the user row (sessions, accounts and memberships cascade) and the live
 * announcements. Either all of it happens or none of it: a sole owner of a team with other members is
 * refused before anything is written, and a failure anywhere rolls the rest back.
 *
 * Better Auth's every deleting path (delete-user with a token or its mailed link, the admin API's
 * remove-user, undoing a sign-up whose mail failed) ends in internalAdapter.deleteUser, which create-auth.ts
 * points here.
 */
export async function deleteAccount(db: Database, userId: string, work: AuthFeatureWork): Promise<void> {
  await db.transaction(async (tx) => {
    // Serialises with other deletions and membership changes in the same teams: two co-owners deleting
    // themselves at once cannot both leave, each counting on the other to stay.
    const teams = await tx.select({ id: member.organizationId }).from(member).where(eq(member.userId, userId))
    if (teams.length > 0) {
      await tx
        .select({ id: organization.id })
        .from(organization)
        .where(
          inArray(
            organization.id,
            teams.map((team) => team.id),
          ),
        )
        .for('update')
    }
    const fates = await organizationsOnDeletion(tx, userId)
    const blocked = fates.filter((org) => org.fate === 'blocked')
    if (blocked.length > 0) throw soleOwnerRefusal(blocked)
    const alone = fates.filter((org) => org.fate === 'deleted').map((org) => org.id)
    if (alone.length > 0) {
      // Their projects' files go with them (the foreign keys cascade); the bytes, after the commit.
      await work.purgeOrganizationFiles(tx, alone)
      await tx.delete(organization).where(inArray(organization.id, alone))
    }
    await handOverPendingInvitations(tx, userId)
    // Each team they leave tells its webhooks, with the person as they were (the fan-out runs after the row
    // is gone).
    const [person] = await tx
      .select({ id: user.id, name: user.name, username: user.username })
      .from(user)
      .where(eq(user.id, userId))
    for (const org of fates.filter((candidate) => candidate.fate === 'left')) {
      await emitWebhookEvent(tx, {
        organizationId: org.id,
        projectId: null,
        type: 'member.left',
        subject: { kind: 'user', id: userId },
        actorId: null,
        facts: { role: org.role, user: person ?? { id: userId } },
      })
    }
    // Their votes would go with the row (the cascade), but the items would go on counting them.
    await work.forgetUser(tx, userId)
    await tx.delete(user).where(eq(user.id, userId))
    // Emitted last (emit takes the outbox lock until commit). Streams of the user end with their sessions;
    // a team that went with the account may have had followers of its public projects.
    await emitAccessChange(tx, alone.length > 0 ? { everyone: true } : { userIds: [userId] })
    for (const org of fates.filter((candidate) => candidate.fate === 'left')) {
      await emitLiveEvent(tx, topicOf.org(org.id), 'members.changed')
    }
  })
}

/**
 * Invitations the user sent that nobody has answered stay valid: they pass to the longest-standing owner of
 * their organisation, instead of going with the account (the inviter's foreign key cascades). Someone about to
 * join should not find their link dead because the colleague who invited them left.
 */
async function handOverPendingInvitations(tx: Database, userId: string): Promise<void> {
  await tx.execute(sql`
    with heir as (
      select distinct on (m.organization_id) m.organization_id, m.user_id
      from member m
      where m.user_id <> ${userId} and member_role_is_owner(m.role)
        and m.organization_id in (select organization_id from invitation where inviter_id = ${userId})
      order by m.organization_id, m.created_at, m.id
    )
    update invitation set inviter_id = heir.user_id
    from heir
    where heir.organization_id = invitation.organization_id
      and invitation.inviter_id = ${userId} and invitation.status = 'pending'`)
}
