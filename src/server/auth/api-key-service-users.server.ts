import { ANONYMOUS_VISITOR_ROLE } from '../../lib/anonymous-visitor-rules'
import { API_KEY_SERVICE_ROLE } from '../../lib/api-key-rules'

/** One condition of Better Auth's adapter queries (the part of its `Where` type this module writes). */
type UserWhere = {
  field: string
  operator?: 'not_in' | 'eq'
  value: string | string[] | null
  connector?: 'AND' | 'OR'
}

/** Site roles of user rows that are nobody: API keys' service users, anonymous visitors' stand-ins. */
export const NOT_PEOPLE_ROLES = [API_KEY_SERVICE_ROLE, ANONYMOUS_VISITOR_ROLE]

/**
 * The admin's list of users is a list of people: the service users API keys write as, and the stand-ins
 * anonymous votes are cast through, are left out. Better Auth's list-users ANDs its own search and filter
 * conditions and ORs the ones marked OR, so these two make "and the role is none of those" (a null role is a
 * person's too: `not in` alone would drop those rows).
 */
const PEOPLE_ONLY: UserWhere[] = [
  { field: 'role', operator: 'not_in', value: NOT_PEOPLE_ROLES, connector: 'OR' },
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
