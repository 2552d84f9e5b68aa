import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { getUpdateFn, listUpdateLabelsFn, listUpdatesFn } from './updates.functions'

export const updateKeys = {
  all: ['updates'] as const,
  project: (orgSlug: string, projectSlug: string) => [...updateKeys.all, orgSlug, projectSlug] as const,
  list: (orgSlug: string, projectSlug: string) =>
    [...updateKeys.project(orgSlug, projectSlug), 'list'] as const,
  one: (orgSlug: string, projectSlug: string, id: string) =>
    [...updateKeys.project(orgSlug, projectSlug), 'one', id] as const,
  labels: (orgSlug: string, projectSlug: string) =>
    [...updateKeys.project(orgSlug, projectSlug), 'labels'] as const,
}

function settled<T>(value: T | { moved: string }): T {
  if (value && typeof value === 'object' && 'moved' in value) throw new Error('This project has moved')
  return value as T
}

export const updatesListQuery = (orgSlug: string, projectSlug: string) =>
  infiniteQueryOptions({
    queryKey: updateKeys.list(orgSlug, projectSlug),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      settled(await listUpdatesFn({ data: { orgSlug, projectSlug, cursor: pageParam } })),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  })

export const updateQuery = (orgSlug: string, projectSlug: string, updateId: string) =>
  queryOptions({
    queryKey: updateKeys.one(orgSlug, projectSlug, updateId),
    queryFn: async () => settled(await getUpdateFn({ data: { orgSlug, projectSlug, updateId } })),
  })

export const updateLabelsQuery = (orgSlug: string, projectSlug: string) =>
  queryOptions({
    queryKey: updateKeys.labels(orgSlug, projectSlug),
    queryFn: () => listUpdateLabelsFn({ data: { orgSlug, projectSlug } }),
  })
