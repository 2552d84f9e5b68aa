import { getAppContext } from '~/server/app-context.server'
import { getOrganizationAccess, type OrganizationAccess } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { getRequestViewer } from '~/server/request-context.server'
import { assertCustomersReader } from './customers.server'

/** Runs a customers action for the request's viewer: anyone who is not a member is told there is no such thing. */
export async function withCustomers<T>(
  slug: string,
  run: (db: Database, access: OrganizationAccess) => Promise<T>,
) {
  const { database } = await getAppContext()
  const access = await getOrganizationAccess(database.db, await getRequestViewer(), slug)
  assertCustomersReader(access)
  return run(database.db, access)
}
