import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { useLocation, useNavigate } from '@tanstack/react-router'
import * as React from 'react'
import { loadAuthClient } from '~/features/auth/load-auth-client'
import { dataOrThrow } from '~/lib/auth-result'
import { replaceOrgSlug } from '~/lib/slug-redirect'
import {
  getOrganization,
  getOrganizationLimitsFn,
  getTeamListFn,
  listOrganizationTeamsFn,
} from './orgs.functions'
import type { OrganizationDetails } from './orgs.server'

export const orgKeys = {
  all: ['org'] as const,
  /** Everything cached about one organisation (details, limits, members, invitations). */
  bySlug: (slug: string) => [...orgKeys.all, slug] as const,
  details: (slug: string) => [...orgKeys.bySlug(slug), 'details'] as const,
  limits: (slug: string) => [...orgKeys.bySlug(slug), 'limits'] as const,
  members: (slug: string) => [...orgKeys.bySlug(slug), 'members'] as const,
  invitations: (slug: string) => [...orgKeys.bySlug(slug), 'invitations'] as const,
  /** Teams inside the organisation, not the user's list of organisations (`teamList`). */
  teams: (slug: string) => [...orgKeys.bySlug(slug), 'teams'] as const,
  teamList: () => ['user', 'team-list'] as const,
  invitation: (invitationId: string) => ['invitation', invitationId] as const,
}

export const organizationQuery = (slug: string) =>
  queryOptions({ queryKey: orgKeys.details(slug), queryFn: () => getOrganization({ data: { slug } }) })

export const organizationLimitsQuery = (slug: string) =>
  queryOptions({ queryKey: orgKeys.limits(slug), queryFn: () => getOrganizationLimitsFn({ data: { slug } }) })

export const teamListQuery = () =>
  queryOptions({ queryKey: orgKeys.teamList(), queryFn: () => getTeamListFn() })

/**
 * The organisation's teams with who is in them, for its members: the Teams settings and the pickers
 * of private chats, team-only boards and invitations. Anyone else gets not found: ask only as a member.
 * Under the organisation's key, so the settings page's live topic (`org.teams.changed`) refreshes it.
 */
export const organizationTeamsQuery = (slug: string) =>
  queryOptions({
    queryKey: orgKeys.teams(slug),
    retry: 1,
    queryFn: () => listOrganizationTeamsFn({ data: { slug } }),
  })

export type OrganizationTeams = Awaited<ReturnType<typeof listOrganizationTeamsFn>>
export type OrganizationTeamEntry = OrganizationTeams['teams'][number]

/**
 * Members and invitations come from Better Auth's own endpoints, which run in the browser with the session
 * cookie (use them with useQuery, not in loaders). The organisation id is always explicit: without it Better
 * Auth would answer for the session's active organisation, which need not be the one on screen.
 */
export const organizationMembersQuery = (slug: string, organizationId: string) =>
  queryOptions({
    queryKey: orgKeys.members(slug),
    // A refusal (403) will not change on its own; retry once for a network hiccup only.
    retry: 1,
    queryFn: async () =>
      dataOrThrow(
        await (await loadAuthClient()).organization.listMembers({ query: { organizationId, limit: 500 } }),
        'Could not load the members',
      ),
  })

export const organizationInvitationsQuery = (slug: string, organizationId: string) =>
  queryOptions({
    queryKey: orgKeys.invitations(slug),
    retry: 1,
    queryFn: async () =>
      dataOrThrow(
        await (await loadAuthClient()).organization.listInvitations({ query: { organizationId } }),
        'Could not load the invitations',
      ),
  })

/** The organisation of the current /@{org} page (its layout's loader has already redirected moved slugs). */
export function useOrganization(slug: string): OrganizationDetails {
  const { data } = useSuspenseQuery(organizationQuery(slug))
  const lastKnown = React.useRef<OrganizationDetails | null>(null)
  if (!('moved' in data)) {
    lastKnown.current = data
    return data
  }
  // Renamed while on screen (a live event refetched the old address): OrganizationHeader takes the page to
  // the new address; until it gets there, the page keeps showing what it showed.
  if (lastKnown.current) return lastKnown.current
  throw new Error(`The organization moved to /@${data.moved}`)
}

/** Follows the organisation of the current page to its new address when it is renamed while on screen. */
export function useFollowOrganizationMove(slug: string) {
  const { data } = useSuspenseQuery(organizationQuery(slug))
  const moved = 'moved' in data ? data.moved : null
  const href = useLocation({ select: (location) => location.href })
  const navigate = useNavigate()
  React.useEffect(() => {
    if (moved) void navigate({ href: replaceOrgSlug(href, moved), replace: true })
  }, [moved, href, navigate])
}
