import { API_KEY_SERVICE_ROLE } from '../../lib/api-key-rules'

/** One condition of Better Auth's adapter queries (the part of its `Where` type this module writes). */
type UserWhere = { field: string; operator?: 'ne' | 'eq'; value: string | null; connector?: 'AND' | 'OR' }

/**
 * The admin's list of users is a list of people: the service users API keys write as are left out. Better
 * Auth's list-users ANDs its own search and filter conditions and ORs the ones marked OR, so these two make
 * "and the role is not an API key's" (a null role is a person's too: `<>` alone would drop those rows).
 */
const PEOPLE_ONLY: UserWhere[] = [
  { field: 'role', operator: 'ne', value: API_KEY_SERVICE_ROLE, connector: 'OR' },
  { field: 'role', operator: 'eq', value: null, connector: 'OR' },
]

type ListingAdapter = {
  // biome-ignore lint/suspicious/noExplicitAny: Better Auth's internal adapter signatures, passed through.
  listUsers: (...args: any[]) => Promise<any>
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  countTotalUsers: (...args: any[]) => Promise<any>
}

/**
 * Narrows the internal adapter's user listing and count (used by the admin's list-users alone) to people. The
 * handler copies the context's properties per request, so replacing the methods on the shared internal adapter
 * reaches every request.
 */
export function listPeopleOnly(internalAdapter: ListingAdapter): void {
  const { listUsers, countTotalUsers } = internalAdapter
  internalAdapter.listUsers = (limit, offset, sortBy, where?: UserWhere[]) =>
    listUsers(limit, offset, sortBy, [...(where ?? []), ...PEOPLE_ONLY])
  internalAdapter.countTotalUsers = (where?: UserWhere[]) =>
    countTotalUsers([...(where ?? []), ...PEOPLE_ONLY])
}
