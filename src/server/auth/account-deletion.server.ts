import { APIError } from 'better-auth'
import { eq, inArray } from 'drizzle-orm'
// Relative imports only: loaded through create-auth.ts, which Better Auth's CLI reads.
import { parseOrgRole } from '../../lib/access-policy'
import { topicOf } from '../../lib/live-topics'
import type { Database } from '../db/client.server'
import { member, organization } from '../db/schema'
import { emitLiveEventNow } from '../live/emit.server'

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

/**
 * Better Auth's user.deleteUser.beforeDelete / afterDelete: no organisation is ever left without an owner,
 * and organisations the user alone is in are deleted with the account.
 */
export function accountDeletionRules(db: Database) {
  const leftBehind = new Map<string, string[]>()
  return {
    beforeDelete: async (user: { id: string }) => {
      const fates = await organizationsOnDeletion(db, user.id)
      const blocked = fates.filter((org) => org.fate === 'blocked')
      if (blocked.length > 0) throw soleOwnerRefusal(blocked)
      const alone = fates.filter((org) => org.fate === 'deleted').map((org) => org.id)
      if (alone.length > 0) await db.delete(organization).where(inArray(organization.id, alone))
      leftBehind.set(
        user.id,
        fates.filter((org) => org.fate === 'left').map((org) => org.id),
      )
    },
    afterDelete: async (user: { id: string }) => {
      const left = leftBehind.get(user.id) ?? []
      leftBehind.delete(user.id)
      // The membership rows went with the user (ON DELETE CASCADE); their teams' member lists changed.
      for (const organizationId of left)
        await emitLiveEventNow(db, topicOf.org(organizationId), 'members.changed')
    },
  }
}
