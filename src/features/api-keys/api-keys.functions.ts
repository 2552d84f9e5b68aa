/**
 * The organisation's API keys, managed in its settings: list, create, revoke. Each function validates its
 * input, resolves the viewer's access to the organisation and lets the server module decide: owners, admins
 * and site admins only; anyone else, and any request made with an API key, is told the keys do not exist.
 */
import { createServerFn } from '@tanstack/react-start'
import { getAppContext } from '~/server/app-context.server'
import { getOrganizationAccess, type OrganizationAccess } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { getRequestViewer } from '~/server/request-context.server'
import { apiKeysScopeSchema, createApiKeySchema, revokeApiKeySchema } from './api-keys.schemas'
import { createApiKey, listApiKeyProjects, listApiKeys, revokeApiKey } from './server/api-keys.server'

async function withOrganization<T>(
  slug: string,
  run: (db: Database, access: OrganizationAccess) => Promise<T>,
) {
  const { database } = await getAppContext()
  const access = await getOrganizationAccess(database.db, await getRequestViewer(), slug)
  return run(database.db, access)
}

/** The keys, and the projects a new key may be restricted to. */
export const listApiKeysFn = createServerFn({ method: 'GET' })
  .validator(apiKeysScopeSchema)
  .handler(({ data }) =>
    withOrganization(data.slug, async (db, access) => ({
      keys: await listApiKeys(db, access),
      projects: await listApiKeyProjects(db, access),
    })),
  )

/** Answers the new key's secret: the only time anyone sees it. */
export const createApiKeyFn = createServerFn({ method: 'POST' })
  .validator(createApiKeySchema)
  .handler(({ data }) => withOrganization(data.slug, (db, access) => createApiKey(db, access, data)))

export const revokeApiKeyFn = createServerFn({ method: 'POST' })
  .validator(revokeApiKeySchema)
  .handler(({ data }) => withOrganization(data.slug, (db, access) => revokeApiKey(db, access, data.keyId)))
