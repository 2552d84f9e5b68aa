import { queryOptions } from '@tanstack/react-query'
import { getOwnProfile, getPublicProfile } from './profile.functions'

export const profileKeys = {
  all: ['profile'] as const,
  byUsername: (username: string) => [...profileKeys.all, username.toLowerCase()] as const,
  own: () => [...profileKeys.all, '~own'] as const,
}

export const publicProfileQuery = (username: string) =>
  queryOptions({
    queryKey: profileKeys.byUsername(username),
    queryFn: () => getPublicProfile({ data: { username } }),
  })

/** The signed-in user's editable profile (its key cannot clash with a username: "~" is not allowed in one). */
export const ownProfileQuery = () =>
  queryOptions({ queryKey: profileKeys.own(), queryFn: () => getOwnProfile() })
