import { queryOptions } from '@tanstack/react-query'
import { loadAuthClient } from '~/features/auth/load-auth-client'

export type ActiveSession = {
  id: string
  token: string
  userAgent: string | null
  ipAddress: string | null
  createdAt: string
  updatedAt: string
  expiresAt: string
  current: boolean
}

export const sessionKeys = {
  all: ['sessions'] as const,
  mine: (userId: string) => [...sessionKeys.all, 'mine', userId] as const,
}

const iso = (value: Date | string) => new Date(value).toISOString()

/**
 * The signed-in user's active sessions (Better Auth's list-sessions, which leaves out impersonation sessions),
 * this device's first, then the newest.
 */
export const mySessionsQuery = (userId: string) =>
  queryOptions({
    queryKey: sessionKeys.mine(userId),
    staleTime: 0,
    queryFn: async (): Promise<ActiveSession[]> => {
      const authClient = await loadAuthClient()
      const [list, current] = await Promise.all([authClient.listSessions(), authClient.getSession()])
      if (list.error) throw new Error(list.error.message || 'Your sessions could not be loaded.')
      const currentId = current.data?.session.id
      return (list.data ?? [])
        .map((session) => ({
          id: session.id,
          token: session.token,
          userAgent: session.userAgent ?? null,
          ipAddress: session.ipAddress ?? null,
          createdAt: iso(session.createdAt),
          updatedAt: iso(session.updatedAt),
          expiresAt: iso(session.expiresAt),
          current: session.id === currentId,
        }))
        .sort((a, b) => Number(b.current) - Number(a.current) || b.createdAt.localeCompare(a.createdAt))
    },
  })
