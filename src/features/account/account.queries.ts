import { queryOptions } from '@tanstack/react-query'
import { getAccountOverviewFn } from './account.functions'

export const accountKeys = {
  all: ['account'] as const,
  overview: () => [...accountKeys.all, 'overview'] as const,
}

export const accountOverviewQuery = () =>
  queryOptions({ queryKey: accountKeys.overview(), queryFn: () => getAccountOverviewFn() })
