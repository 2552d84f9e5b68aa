import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { getCompanyFn, listCompaniesFn } from './customers.functions'

/** Live: the organisation's topic (`customers.changed`) refetches `customersKeys.all(slug)`. */
export const customersKeys = {
  all: (slug: string) => ['customers', slug] as const,
  list: (slug: string, q: string) => ['customers', slug, 'list', q] as const,
  company: (slug: string, companyId: string) => ['customers', slug, 'company', companyId] as const,
}

export const companiesQuery = (slug: string, q: string) =>
  infiniteQueryOptions({
    queryKey: customersKeys.list(slug, q),
    initialPageParam: undefined as string | undefined,
    retry: 1,
    queryFn: ({ pageParam }) => listCompaniesFn({ data: { slug, q: q || undefined, cursor: pageParam } }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  })

export const companyQuery = (slug: string, companyId: string) =>
  queryOptions({
    queryKey: customersKeys.company(slug, companyId),
    retry: 1,
    queryFn: () => getCompanyFn({ data: { slug, companyId } }),
  })
