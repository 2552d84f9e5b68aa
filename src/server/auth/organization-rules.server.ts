import { APIError } from 'better-auth'
import { and, eq, inArray } from 'drizzle-orm'
import { parseOrgRole } from '../../lib/access-policy'
import { topicOf } from '../../lib/live-topics'
import { ORGANIZATION_ROLES, type OrganizationRole } from '../../lib/permissions'
import { slugProblem } from '../../lib/slug'
import type { Database } from '../db/client.server'
import { chat, chatMember, member, organization, organizationSlugRedirect, project, user } from '../db/schema'
import { announceAccessChange } from '../live/access-change.server'
import { emitLiveEventNow } from '../live/emit.server'
import type { MailMessage } from '../mail/mailer.server'
import { invitationMail } from '../mail/templates'
import { notifyInvitation } from '../notify-invitation.server'
import { emitWebhookEvent } from '../webhooks/emit.server'
import type { AuthFeatureWork } from './auth-feature-work'
import { LAST_OWNER_DEMOTED, LAST_OWNER_LEAVES } from './database-refusals.server'
import { countOwnedTeams } from './team-limit.server'

export type OrganizationRulesDeps = {
  db: Database
  baseUrl: string
  maxTeamsPerUser: number
  sendMail: (message: MailMessage) => Promise<void>
  /** Told about an invitation whose mail failed; see invitationMailGuard, which answers the request. */
  onInvitationUndelivered?: (invitationId: string) => void
  work: AuthFeatureWork
}

const refuse = (message: string) => new APIError('BAD_REQUEST', { message })

function assertSlugAllowed(slug: string) {
  const problem = slugProblem(slug)
  if (problem) throw refuse(`Invalid slug: ${problem}`)
}

/** How long after an organisation's deletion its files' bytes are removed (its deletion is not one transaction). */
const ORGANIZATION_PURGE_DELAY_MS = 10 * 60_000

/** The most of an organisation's metadata kept (Parley writes none; the API accepts it). */
const METADATA_MAX_CHARACTERS = 2_000

/**
 * What the create-team and settings forms check, checked again where the write happens: Better Auth's endpoints
 * take any name, any logo URL (an outside image every visitor would then load) and any metadata.
 */
function assertOrganizationFields(
  work: AuthFeatureWork,
  fields: { name?: unknown; logo?: unknown; metadata?: unknown },
) {
  if (fields.name !== undefined) {
    const problem = work.organizationNameProblem(fields.name)
    if (problem) throw refuse(problem)
  }
  if (fields.logo !== undefined && fields.logo !== null && fields.logo !== '') {
    const problem =
      typeof fields.logo === 'string'
        ? work.organizationLogoProblem(fields.logo)
        : 'Choose an image file (PNG, JPEG, WebP or GIF).'
    if (problem) throw refuse(problem)
  }
  if (fields.metadata !== undefined && fields.metadata !== null) {
    if (JSON.stringify(fields.metadata).length > METADATA_MAX_CHARACTERS)
      throw refuse('Metadata is too large')
  }
}

async function ownerCount(db: Database, organizationId: string): Promise<number> {
  const rows = await db
    .select({ role: member.role })
    .from(member)
    .where(eq(member.organizationId, organizationId))
  return rows.filter((row) => parseOrgRole(row.role) === 'owner').length
}

/**
 * A member joined or left (webhooks' member.joined and member.left). Better Auth's write has committed by now;
 * like the live announcement, the event follows in a small transaction of its own.
 */
export function announceMembershipWebhook(
  db: Database,
  organizationId: string,
  userId: string,
  type: 'member.joined' | 'member.left',
  role?: string,
): Promise<void> {
  return db.transaction((tx) =>
    emitWebhookEvent(tx, {
      organizationId,
      projectId: null,
      type,
      subject: { kind: 'user', id: userId },
      actorId: null,
      facts: role ? { role } : {},
    }),
  )
}

/**
 * The language of an invitation's mail: the invitee's account's when the address has one, else (a new
 * address) the inviting organisation's default language, else English (templates.ts).
 */
async function invitationLanguage(
  db: Database,
  email: string,
  organizationId: string,
): Promise<string | null> {
  const [account] = await db
    .select({ language: user.language })
    .from(user)
    .where(eq(user.email, email.toLowerCase()))
    .limit(1)
  // Someone with an account reads their own choice (none: English, as every mail to them).
  if (account) return account.language
  const [team] = await db
    .select({ language: organization.defaultLanguage })
    .from(organization)
    .where(eq(organization.id, organizationId))
    .limit(1)
  return team?.language ?? null
}

/**
 * Parley's rules on Better Auth's organization endpoints, so that they hold on every path, the auth API's own
 * included: slug rules and redirects, the team limit, known roles only, always an owner (also kept by a database
 * trigger against two owners stepping down at once: database-refusals.server.ts), invitation mail.
 */
export function organizationRules(deps: OrganizationRulesDeps) {
  const { db } = deps
  const announce = (organizationId: string, type: string) =>
    emitLiveEventNow(db, topicOf.org(organizationId), type)
  return {
    organizationLimit: async (user: { id: string }) =>
      (await countOwnedTeams(db, user.id)) >= deps.maxTeamsPerUser,

    sendInvitationEmail: async (data: {
      id: string
      role: string
      email: string
      organization: { id: string; name: string }
      invitation: { expiresAt: Date }
      inviter: { user: { name: string; email: string } }
    }) => {
      const content = invitationMail({
        language: await invitationLanguage(db, data.email, data.organization.id),
        organizationName: data.organization.name,
        inviterName: data.inviter.user.name || data.inviter.user.email,
        role: data.role,
        url: `${deps.baseUrl}/invitations/${data.id}`,
        expiresAt: new Date(data.invitation.expiresAt),
      })
      try {
        await deps.sendMail({ to: data.email, ...content })
      } catch (error) {
        // Better Auth swallows (and logs) what this throws; the guard takes the invitation back and says so.
        deps.onInvitationUndelivered?.(data.id)
        throw error
      }
    },

    organizationHooks: {
      // Live updates for changes made through Better Auth's own endpoints. They commit in Better Auth's own
      // writes, so these events follow in a transaction of their own right after.
      afterUpdateOrganization: async ({ member: actor }: { member: { organizationId: string } }) => {
        await announce(actor.organizationId, 'organization.updated')
      },
      afterAddMember: async ({
        organization: org,
        member: changed,
      }: {
        organization: { id: string }
        member: { userId: string; role?: string }
      }) => {
        await announce(org.id, 'members.changed')
        await emitLiveEventNow(db, topicOf.user(changed.userId), 'teams.changed')
        await announceMembershipWebhook(db, org.id, changed.userId, 'member.joined', changed.role)
      },
      afterRemoveMember: async ({
        organization: org,
        member: changed,
      }: {
        organization: { id: string }
        member: { userId: string }
      }) => {
        await leaveOrganizationChats(db, org.id, changed.userId)
        await announceAccessChange(db, { userIds: [changed.userId] })
        await announce(org.id, 'members.changed')
        await emitLiveEventNow(db, topicOf.user(changed.userId), 'teams.changed')
        await announceMembershipWebhook(db, org.id, changed.userId, 'member.left')
      },
      afterUpdateMemberRole: async ({
        organization: org,
        member: changed,
      }: {
        organization: { id: string }
        member: { userId: string }
      }) => {
        await announceAccessChange(db, { userIds: [changed.userId] })
        await announce(org.id, 'members.changed')
      },
      // Its projects' files go with it (the foreign keys cascade): their bytes are removed a little later, by a
      // job that keeps whatever a version still names, should the deletion fail.
      beforeDeleteOrganization: async ({ organization: deleted }: { organization: { id: string } }) => {
        await deps.work.purgeOrganizationFiles(
          db,
          [deleted.id],
          new Date(Date.now() + ORGANIZATION_PURGE_DELAY_MS),
        )
      },
      // Every stream that followed the organisation or one of its projects loses those topics.
      afterDeleteOrganization: async () => {
        await announceAccessChange(db, { everyone: true })
      },
      afterCreateInvitation: async ({
        invitation: created,
        inviter,
        organization: org,
      }: {
        invitation: { id: string; email: string }
        inviter: { id: string }
        organization: { id: string; name: string; slug: string }
      }) => {
        await announce(org.id, 'invitations.changed')
        await notifyInvitation(db, { invitation: created, inviterId: inviter.id, organization: org })
      },
      afterCancelInvitation: async ({ organization: org }: { organization: { id: string } }) => {
        await announce(org.id, 'invitations.changed')
      },
      afterRejectInvitation: async ({ organization: org }: { organization: { id: string } }) => {
        await announce(org.id, 'invitations.changed')
      },
      // Better Auth checks membership when it invites, by address; someone who changed their address to an
      // invited one since would join a second time (the unique index of 0014 refuses it under a race too).
      beforeAcceptInvitation: async ({
        invitation: accepted,
        user: accepting,
      }: {
        invitation: { organizationId: string }
        user: { id: string }
      }) => {
        const [already] = await db
          .select({ id: member.id })
          .from(member)
          .where(and(eq(member.organizationId, accepted.organizationId), eq(member.userId, accepting.id)))
          .limit(1)
        if (already) throw refuse('User is already a member of this organization')
      },
      afterAcceptInvitation: async ({
        organization: org,
        member: joined,
      }: {
        organization: { id: string }
        member: { userId: string; role?: string }
      }) => {
        await announce(org.id, 'members.changed')
        await emitLiveEventNow(db, topicOf.user(joined.userId), 'teams.changed')
        await announceMembershipWebhook(db, org.id, joined.userId, 'member.joined', joined.role)
      },
      beforeCreateOrganization: async ({
        organization: created,
      }: {
        organization: { slug?: string; name?: unknown; logo?: unknown; metadata?: unknown }
      }) => {
        assertSlugAllowed(created.slug ?? '')
        assertOrganizationFields(deps.work, created)
      },
      afterCreateOrganization: async ({
        organization: created,
        user: creator,
      }: {
        organization: { id: string; slug: string }
        user: { id: string }
      }) => {
        // organizationLimit counts before Better Auth inserts, so concurrent requests could all pass it.
        // Counting again after the insert closes that race: whichever request inserts last sees every
        // earlier one, so more than the limit can never survive (at worst a racing request is refused).
        if ((await countOwnedTeams(db, creator.id)) > deps.maxTeamsPerUser) {
          await db.delete(organization).where(eq(organization.id, created.id))
          throw new APIError('FORBIDDEN', {
            message: 'You have reached the maximum number of organizations',
            code: 'YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS',
          })
        }
        // A new organisation takes its address back from any organisation that used to have it.
        await db.delete(organizationSlugRedirect).where(eq(organizationSlugRedirect.oldSlug, created.slug))
        await emitLiveEventNow(db, topicOf.user(creator.id), 'teams.changed')
      },
      beforeUpdateOrganization: async ({
        organization: changes,
        member: actor,
      }: {
        organization: { slug?: string; name?: unknown; logo?: unknown; metadata?: unknown }
        member: { organizationId: string }
      }) => {
        assertOrganizationFields(deps.work, changes)
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
          throw refuse(LAST_OWNER_DEMOTED)
        }
      },
      beforeRemoveMember: async ({
        member: target,
      }: {
        member: { organizationId: string; userId: string; role: string }
      }) => {
        if (parseOrgRole(target.role) !== 'owner') return
        if ((await ownerCount(db, target.organizationId)) <= 1) {
          throw refuse(LAST_OWNER_LEAVES)
        }
      },
    },
  }
}

/**
 * Better Auth's /organization/leave runs no member hooks, so the live announcement of someone leaving is made
 * from an after-hook on that path (endpoint-rules.server.ts).
 */
export async function announceMemberLeft(db: Database, body: unknown, returned: unknown): Promise<void> {
  if (!returned || returned instanceof Error) return
  const left = returned as { organizationId?: string; userId?: string }
  const organizationId =
    left.organizationId ?? (body as { organizationId?: string } | undefined)?.organizationId
  if (left.userId && organizationId) await leaveOrganizationChats(db, organizationId, left.userId)
  if (left.userId) await announceAccessChange(db, { userIds: [left.userId] })
  if (organizationId) await emitLiveEventNow(db, topicOf.org(organizationId), 'members.changed')
  if (left.userId) await emitLiveEventNow(db, topicOf.user(left.userId), 'teams.changed')
  if (left.userId && organizationId) {
    await announceMembershipWebhook(db, organizationId, left.userId, 'member.left')
  }
}

/**
 * Someone who leaves an organisation (or is removed) leaves its private chats too: they can no longer read
 * them, the chat's settings would otherwise keep a person nobody can untick, and an invitation back must not
 * bring a private chat's history with it.
 */
async function leaveOrganizationChats(db: Database, organizationId: string, userId: string): Promise<void> {
  const chatsOfOrganization = db
    .select({ id: chat.id })
    .from(chat)
    .innerJoin(project, eq(project.id, chat.projectId))
    .where(eq(project.organizationId, organizationId))
  await db
    .delete(chatMember)
    .where(and(eq(chatMember.userId, userId), inArray(chatMember.chatId, chatsOfOrganization)))
}
