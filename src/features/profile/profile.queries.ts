import { queryOptions } from '@tanstack/react-query'
import { getPublicProfile } from './profile.functions'

export const profileKeys = {
  all: ['profile'] as const,
  byUsername: (username: string) => [...profileKeys.all, username.toLowerCase()] as const,
}

export const publicProfileQuery = (username: string) =>
  queryOptions({
    queryKey: profileKeys.byUsername(username),
    queryFn: () => getPublicProfile({ data: { username } }),
  })
