import { queryOptions } from '@tanstack/react-query'
import { listApiKeysFn } from './api-keys.functions'

/** The section follows the organisation's live topic itself (ApiKeysSettings), so its keys are its own. */
export const apiKeysKeys = {
  list: (slug: string) => ['api-keys', slug] as const,
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
