import { and, asc, count, eq } from 'drizzle-orm'
import { canInOrganization, parseOrgRole } from '~/lib/access-policy'
import { topicOf } from '~/lib/live-topics'
import type { Viewer } from '~/lib/viewer'
import type { OrganizationAccess } from '~/server/authz.server'
import { assertOrganizationPermission } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { invitation, member, organization } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { emitLiveEvent } from '~/server/live/emit.server'
import { countProjects } from '~/server/organization-queries.server'
import { listTeams, type OrganizationTeam } from '~/server/teams.server'

export type OrganizationDetails = {
  id: string
  name: string
  slug: string
  logo: string | null
  createdAt: string
  /** The language of its public pages and widget for visitors who ask for none of ours; null: English. */
  defaultLanguage: string | null
  memberCount: number
  /** The viewer's role, or null for a visitor who sees the organisation through its public projects. */
  viewerRole: 'owner' | 'admin' | 'member' | null
  permissions: {
    canEdit: boolean
    canDelete: boolean
    canManageMembers: boolean
    canInvite: boolean
    canSeeMembers: boolean
    /** Owners and admins (and site admins); never a request made with an API key. */
    canManageApiKeys: boolean
    /** Owners and admins (and site admins): the settings' Webhooks section. */
    canManageWebhooks: boolean
    /** Owners and admins (and site admins): the settings' "Import a project" section. */
    canImportProjects: boolean
  }
}

/** The org.getDetails query. */
export async function getOrganizationDetails(
  db: Database,
  access: OrganizationAccess,
): Promise<OrganizationDetails> {
  const org = access.organization
  const [members] = await db.select({ total: count() }).from(member).where(eq(member.organizationId, org.id))
  return {
    id: org.id,
    name: org.name,
    slug: org.slug,
    logo: org.logo,
    createdAt: org.createdAt.toISOString(),
    defaultLanguage: org.defaultLanguage ?? null,
    memberCount: members?.total ?? 0,
    viewerRole: access.role,
    permissions: {
      canEdit: canInOrganization(access, 'project.create'),
      canDelete: canInOrganization(access, 'organization.delete'),
      canManageMembers: canInOrganization(access, 'member.update'),
      canInvite: canInOrganization(access, 'invitation.create'),
      canSeeMembers: canInOrganization(access, 'member.read'),
      canManageApiKeys: !access.viewer?.apiKey && canInOrganization(access, 'apiKeys.manage'),
      canManageWebhooks: !access.viewer?.apiKey && canInOrganization(access, 'webhooks.manage'),
      canImportProjects: canInOrganization(access, 'project.import'),
    },
  }
}

/**
 * Sets the organisation's default language (owners and admins: 'organization.update'). Everyone looking at its
 * settings refetches; every node's page cache clears with the live event, so public pages change language at
 * once.
 */
export async function setOrganizationLanguage(
  db: Database,
  access: OrganizationAccess,
  language: string | null,
): Promise<void> {
  assertOrganizationPermission(access, 'organization.update')
  await db.transaction(async (tx) => {
    await tx
      .update(organization)
      .set({ defaultLanguage: language })
      .where(eq(organization.id, access.organization.id))
    await emitLiveEvent(tx, topicOf.org(access.organization.id), 'organization.updated')
  })
}

/** The org.limits query. */
export async function getOrganizationLimits(db: Database, access: OrganizationAccess, maxProjects: number) {
  const used = await countProjects(db, access.organization.id)
  return { projects: { used, max: maxProjects, underLimit: used < maxProjects } }
}

export type TeamSummary = {
  id: string
  name: string
  slug: string
  logo: string | null
  role: string
  memberCount: number
}

/** The organisations a user belongs to, with their role and member count, alphabetically. */
export async function listTeamsOfUser(db: Database, userId: string): Promise<TeamSummary[]> {
  const memberCounts = db
    .select({ organizationId: member.organizationId, memberCount: count().as('member_count') })
    .from(member)
    .groupBy(member.organizationId)
    .as('member_counts')
  return db
    .select({
      id: organization.id,
      name: organization.name,
      slug: organization.slug,
      logo: organization.logo,
      role: member.role,
      memberCount: memberCounts.memberCount,
    })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .innerJoin(memberCounts, eq(memberCounts.organizationId, organization.id))
    .where(eq(member.userId, userId))
    .orderBy(asc(organization.name))
}

/** The user.getTeamList query: the teams and whether another may be created. */
export async function getTeamList(db: Database, userId: string, maxTeams: number) {
  const teams = await listTeamsOfUser(db, userId)
  const owned = teams.filter((team) => parseOrgRole(team.role) === 'owner').length
  return { teams, owned, limit: maxTeams, underLimit: owned < maxTeams }
}

export type InvitationExplanation =
  | { state: 'unknown' }
  | { state: 'not-recipient'; signedInAs: string }
  | {
      state: 'accepted' | 'declined' | 'canceled' | 'expired' | 'pending'
      organizationName: string
      organizationSlug: string
      expiresAt: string
      isMember: boolean
    }

/** What became of an invitation, told only to the address it was sent to. */
export async function explainInvitation(
  db: Database,
  viewer: Viewer,
  invitationId: string,
): Promise<InvitationExplanation> {
  const [found] = await db
    .select({
      email: invitation.email,
      status: invitation.status,
      expiresAt: invitation.expiresAt,
      organizationId: organization.id,
      organizationName: organization.name,
      organizationSlug: organization.slug,
    })
    .from(invitation)
    .innerJoin(organization, eq(organization.id, invitation.organizationId))
    .where(eq(invitation.id, invitationId))
    .limit(1)
  if (!found) return { state: 'unknown' }
  if (found.email.toLowerCase() !== viewer.email.toLowerCase()) {
    return { state: 'not-recipient', signedInAs: viewer.email }
  }
  const [membership] = await db
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.organizationId, found.organizationId), eq(member.userId, viewer.userId)))
    .limit(1)
  const state =
    found.status === 'accepted'
      ? 'accepted'
      : found.status === 'rejected'
        ? 'declined'
        : found.status === 'canceled'
          ? 'canceled'
          : found.expiresAt.getTime() < Date.now()
            ? 'expired'
            : 'pending'
  return {
    state,
    organizationName: found.organizationName,
    organizationSlug: found.organizationSlug,
    expiresAt: found.expiresAt.toISOString(),
    isMember: Boolean(membership),
  }
}

/** Members (and site admins) read the teams; everyone else gets not found, as for the members list. */
export async function listOrganizationTeams(
  db: Database,
  access: OrganizationAccess,
): Promise<{ organizationId: string; canManage: boolean; teams: OrganizationTeam[] }> {
  if (!canInOrganization(access, 'member.read')) throw new AppError('NOT_FOUND', 'Organization not found')
  return {
    organizationId: access.organization.id,
    canManage: canInOrganization(access, 'member.update'),
    teams: await listTeams(db, access.organization.id),
  }
}
