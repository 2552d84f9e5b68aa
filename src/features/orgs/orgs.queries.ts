import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { getOrganization, getOrganizationLimitsFn, getTeamListFn } from './orgs.functions'
import type { OrganizationDetails } from './orgs.server'

export const orgKeys = {
  all: ['org'] as const,
  details: (slug: string) => [...orgKeys.all, slug, 'details'] as const,
  limits: (slug: string) => [...orgKeys.all, slug, 'limits'] as const,
  teamList: () => ['user', 'team-list'] as const,
}

export const organizationQuery = (slug: string) =>
  queryOptions({ queryKey: orgKeys.details(slug), queryFn: () => getOrganization({ data: { slug } }) })

export const organizationLimitsQuery = (slug: string) =>
  queryOptions({ queryKey: orgKeys.limits(slug), queryFn: () => getOrganizationLimitsFn({ data: { slug } }) })

export const teamListQuery = () =>
  queryOptions({ queryKey: orgKeys.teamList(), queryFn: () => getTeamListFn() })

/** The organisation of the current /@{org} page (its layout's loader has already redirected moved slugs). */
export function useOrganization(slug: string): OrganizationDetails {
  const { data } = useSuspenseQuery(organizationQuery(slug))
  if ('moved' in data) throw new Error(`The organization moved to /@${data.moved}`)
  return data
}
