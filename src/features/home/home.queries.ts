import { queryOptions } from '@tanstack/react-query'
import { getMyOrganizations } from './home.functions'

export const homeKeys = {
  all: ['home'] as const,
  organizations: () => [...homeKeys.all, 'organizations'] as const,
}

export const myOrganizationsQuery = () =>
  queryOptions({ queryKey: homeKeys.organizations(), queryFn: () => getMyOrganizations() })
