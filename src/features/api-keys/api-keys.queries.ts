import { queryOptions } from '@tanstack/react-query'
import { orgKeys } from '~/features/orgs/orgs.queries'
import { listApiKeysFn } from './api-keys.functions'

/**
 * Under the organisation's key, so the settings page's live topic refreshes it when another admin creates or
 * revokes a key (`org.apiKeys.changed`).
 */
export const apiKeysKeys = {
  list: (slug: string) => [...orgKeys.bySlug(slug), 'api-keys'] as const,
}

export const apiKeysQuery = (slug: string) =>
  queryOptions({
    queryKey: apiKeysKeys.list(slug),
    // A refusal will not change on its own; retry once for a network hiccup only.
    retry: 1,
    queryFn: () => listApiKeysFn({ data: { slug } }),
  })

export type ApiKeysList = Awaited<ReturnType<typeof listApiKeysFn>>
export type ApiKeyEntry = ApiKeysList['keys'][number]
export type ApiKeyProject = ApiKeysList['projects'][number]
