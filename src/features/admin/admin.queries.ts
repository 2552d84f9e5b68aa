import { queryOptions } from '@tanstack/react-query'
import { loadAuthClient } from '~/features/auth/load-auth-client'
import { dataOrThrow } from '~/lib/auth-result'
import { getImpersonation, getSiteAdminStatus, getUserMemberships } from './admin.functions'
import type { AdminUser } from './admin-user'

export type UserListSearch = {
  q?: string
  field: 'email' | 'name' | 'username'
  sort: 'createdAt' | 'name' | 'email'
  dir: 'asc' | 'desc'
  page: number
}

export const USERS_PAGE_SIZE = 20

/** Better Auth's admin client, loaded on first use: this module is also on every page (the impersonation banner). */
const adminClient = async () => (await loadAuthClient()).admin

export const adminKeys = {
  all: ['admin'] as const,
  status: (userId: string | null) => [...adminKeys.all, 'status', userId] as const,
  impersonation: (userId: string | null) => [...adminKeys.all, 'impersonation', userId] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userLists: () => [...adminKeys.users(), 'list'] as const,
  userList: (search: UserListSearch) => [...adminKeys.userLists(), search] as const,
  user: (userId: string) => [...adminKeys.users(), 'detail', userId] as const,
  userSessions: (userId: string) => [...adminKeys.user(userId), 'sessions'] as const,
  userMemberships: (userId: string) => [...adminKeys.user(userId), 'memberships'] as const,
}

export const siteAdminStatusQuery = (userId: string | null) =>
  queryOptions({ queryKey: adminKeys.status(userId), queryFn: () => getSiteAdminStatus() })

export const impersonationQuery = (userId: string | null) =>
  queryOptions({
    queryKey: adminKeys.impersonation(userId),
    // The banner must never take a page down with it.
    queryFn: () => (userId ? getImpersonation().catch(() => null) : null),
  })

/** What the admin list reads of a page of Better Auth's list-users answer (it holds more). */
export type UserListPage = { users: { id: string }[]; total: number }

/** Users for the admin list (Better Auth's GET /admin/list-users): search, sort and paging. */
export const userListQuery = (search: UserListSearch) =>
  queryOptions({
    queryKey: adminKeys.userList(search),
    staleTime: 0,
    queryFn: async () => {
      const term = search.q?.trim()
      const searchQuery = !term
        ? {}
        : search.field === 'username'
          ? { filterField: 'username', filterOperator: 'contains' as const, filterValue: term.toLowerCase() }
          : {
              searchField: search.field,
              searchOperator: 'contains' as const,
              searchValue: search.field === 'email' ? term.toLowerCase() : term,
            }
      const result = await (await adminClient()).listUsers({
        query: {
          ...searchQuery,
          limit: USERS_PAGE_SIZE,
          offset: (search.page - 1) * USERS_PAGE_SIZE,
          sortBy: search.sort,
          sortDirection: search.dir,
        },
      })
      return dataOrThrow(result, 'The users could not be loaded.')
    },
  })

export const adminUserQuery = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.user(userId),
    staleTime: 0,
    queryFn: async (): Promise<AdminUser> =>
      dataOrThrow(
        await (await adminClient()).getUser({ query: { id: userId } }),
        'The user could not be loaded.',
      ),
  })

export const adminUserSessionsQuery = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.userSessions(userId),
    staleTime: 0,
    queryFn: async () =>
      dataOrThrow(
        await (await adminClient()).listUserSessions({ userId }),
        'The sessions could not be loaded.',
      ).sessions,
  })

export const adminUserMembershipsQuery = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.userMemberships(userId),
    staleTime: 0,
    queryFn: () => getUserMemberships({ data: { userId } }),
  })
