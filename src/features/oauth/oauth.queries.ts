import { queryOptions } from '@tanstack/react-query'
import { listConnectedAppsFn } from './oauth.functions'

export const connectedAppsKeys = {
  mine: (userId: string) => ['connected-apps', userId] as const,
}

export const connectedAppsQuery = (userId: string) =>
  queryOptions({
    queryKey: connectedAppsKeys.mine(userId),
    staleTime: 0,
    retry: 1,
    queryFn: () => listConnectedAppsFn(),
  })

export type ConnectedAppEntry = Awaited<ReturnType<typeof listConnectedAppsFn>>[number]
