import { APIError } from 'better-auth'
import { and, eq } from 'drizzle-orm'
import { parseOrgRole } from '../../lib/access-policy'
import { ORGANIZATION_ROLES, type OrganizationRole } from '../../lib/permissions'
import { slugProblem } from '../../lib/slug'
import type { Database } from '../db/client.server'
import { invitation, member, organization, organizationSlugRedirect } from '../db/schema'
import type { MailMessage } from '../mail/mailer.server'
import { invitationMail } from '../mail/templates'
import { countOwnedTeams } from './team-limit.server'

export type OrganizationRulesDeps = {
  db: Database
  baseUrl: string
  maxTeamsPerUser: number
  sendMail: (message: MailMessage) => Promise<void>
}

const refuse = (message: string) => new APIError('BAD_REQUEST', { message })

function assertSlugAllowed(slug: string) {
  const problem = slugProblem(slug)
  if (problem) throw refuse(`Invalid slug: ${problem}`)
}

async function ownerCount(db: Database, organizationId: string): Promise<number> {
  const rows = await db
    .select({ role: member.role })
    .from(member)
    .where(eq(member.organizationId, organizationId))
  return rows.filter((row) => parseOrgRole(row.role) === 'owner').length
}

/**
 * Parley's rules on Better Auth's organization endpoints, so that they hold on every path, the auth API's own
 * included: slug rules and redirects, the team limit, known roles only, always an owner, invitation mail.
 */
export function organizationRules(deps: OrganizationRulesDeps) {
  const { db } = deps
  return {
    organizationLimit: async (user: { id: string }) =>
      (await countOwnedTeams(db, user.id)) >= deps.maxTeamsPerUser,

    sendInvitationEmail: async (data: {
      id: string
      role: string
      email: string
      organization: { name: string }
      invitation: { expiresAt: Date }
      inviter: { user: { name: string; email: string } }
    }) => {
      const content = invitationMail({
        organizationName: data.organization.name,
        inviterName: data.inviter.user.name || data.inviter.user.email,
        role: data.role,
        url: `${deps.baseUrl}/invitations/${data.id}`,
        expiresAt: new Date(data.invitation.expiresAt),
      })
      try {
        await deps.sendMail({ to: data.email, ...content })
      } catch {
        // Never leave an invitation nobody was told about: take it back and say so.
        await db.delete(invitation).where(eq(invitation.id, data.id))
        throw new APIError('BAD_GATEWAY', {
          message: 'The invitation email could not be sent. Please try again.',
        })
      }
    },

    organizationHooks: {
      beforeCreateOrganization: async ({ organization: created }: { organization: { slug?: string } }) => {
        assertSlugAllowed(created.slug ?? '')
      },
      afterCreateOrganization: async ({ organization: created }: { organization: { slug: string } }) => {
        // A new organisation takes its address back from any organisation that used to have it.
        await db.delete(organizationSlugRedirect).where(eq(organizationSlugRedirect.oldSlug, created.slug))
      },
      beforeUpdateOrganization: async ({
        organization: changes,
        member: actor,
      }: {
        organization: { slug?: string }
        member: { organizationId: string }
      }) => {
        if (changes.slug === undefined) return
        assertSlugAllowed(changes.slug)
        const [current] = await db
          .select({ slug: organization.slug })
          .from(organization)
          .where(eq(organization.id, actor.organizationId))
        if (!current || current.slug === changes.slug) return
        const [taken] = await db
          .select({ id: organization.id })
          .from(organization)
          .where(eq(organization.slug, changes.slug))
        if (taken) throw refuse('Organization slug already taken')
        // Old links keep working: /@old-slug redirects to the new one.
        await db.delete(organizationSlugRedirect).where(eq(organizationSlugRedirect.oldSlug, changes.slug))
        await db
          .insert(organizationSlugRedirect)
          .values({ oldSlug: current.slug, organizationId: actor.organizationId })
          .onConflictDoUpdate({
            target: organizationSlugRedirect.oldSlug,
            set: { organizationId: actor.organizationId },
          })
      },
      beforeCreateInvitation: async ({ invitation: created }: { invitation: { role?: string | null } }) => {
        const roles = (created.role ?? 'member').split(',').map((role) => role.trim())
        if (!roles.every((role) => ORGANIZATION_ROLES.includes(role as OrganizationRole))) {
          throw refuse(`Unknown role. Use one of: ${ORGANIZATION_ROLES.join(', ')}`)
        }
      },
      beforeUpdateMemberRole: async ({
        member: target,
        newRole,
      }: {
        member: { organizationId: string; role: string }
        newRole: string
      }) => {
        const roles = newRole.split(',').map((role) => role.trim())
        if (!roles.every((role) => ORGANIZATION_ROLES.includes(role as OrganizationRole))) {
          throw refuse(`Unknown role. Use one of: ${ORGANIZATION_ROLES.join(', ')}`)
        }
        const demotesOwner = parseOrgRole(target.role) === 'owner' && parseOrgRole(newRole) !== 'owner'
        if (demotesOwner && (await ownerCount(db, target.organizationId)) <= 1) {
          throw refuse('The last owner cannot be demoted. Make someone else an owner first.')
        }
      },
      beforeRemoveMember: async ({
        member: target,
      }: {
        member: { organizationId: string; userId: string; role: string }
      }) => {
        if (parseOrgRole(target.role) !== 'owner') return
        if ((await ownerCount(db, target.organizationId)) <= 1) {
          throw refuse('The last owner cannot leave or be removed. Make someone else an owner first.')
        }
      },
    },
  }
}

/** Whether the user is a member of the organisation (used by invitation pages). */
export async function isMember(db: Database, organizationId: string, userId: string) {
  const [row] = await db
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.organizationId, organizationId), eq(member.userId, userId)))
  return Boolean(row)
}
