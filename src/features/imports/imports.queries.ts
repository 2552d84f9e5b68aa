import { queryOptions } from '@tanstack/react-query'
import { listProjectImportsFn } from './imports.functions'

export const importKeys = {
  /** `[feature, orgSlug, projectSlug, …]`, as every project-scoped key: deleting the project drops it. */
  project: (orgSlug: string, projectSlug: string) => ['imports', orgSlug, projectSlug, 'runs'] as const,
}

/** While a run waits or runs, the list is read again every second and a half (as the transfers' lists are). */
const whileRunning = (query: { state: { data?: { status: string }[] } }) =>
  query.state.data?.some((entry) => entry.status === 'queued' || entry.status === 'running') ? 1500 : false

export const projectImportsQuery = (orgSlug: string, projectSlug: string) =>
  queryOptions({
    queryKey: importKeys.project(orgSlug, projectSlug),
    retry: 1,
    queryFn: () => listProjectImportsFn({ data: { orgSlug, projectSlug } }),
    refetchInterval: whileRunning,
  })

export type ImportEntry = Awaited<ReturnType<typeof listProjectImportsFn>>[number]
