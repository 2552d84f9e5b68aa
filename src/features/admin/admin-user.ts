import type { authClient } from '~/features/auth/auth-client'

/** A user as Better Auth's admin endpoints return it (role, ban fields, username, bio…). */
export type AdminUser = NonNullable<Awaited<ReturnType<typeof authClient.admin.getUser>>['data']> & {
  // The username plugin's and Parley's own fields, which the admin client's types do not list.
  username?: string | null
  bio?: string | null
}

export type AdminSession = NonNullable<
  Awaited<ReturnType<typeof authClient.admin.listUserSessions>>['data']
>['sessions'][number]

export const isoOf = (value: Date | string) => new Date(value).toISOString()
