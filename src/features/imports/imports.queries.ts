import { queryOptions } from '@tanstack/react-query'
import { listProjectImportsFn } from './imports.functions'

export const importKeys = {
  /** `[feature, orgSlug, projectSlug, …]`, as every project-scoped key: deleting the project drops it. */
  project: (orgSlug: string, projectSlug: string) => ['imports', orgSlug, projectSlug, 'runs'] as const,
}

/* No polling: the Import section follows the project's transfers topic (`topicOf.transfers`) live. */

export const projectImportsQuery = (orgSlug: string, projectSlug: string) =>
  queryOptions({
    queryKey: importKeys.project(orgSlug, projectSlug),
    retry: 1,
    queryFn: () => listProjectImportsFn({ data: { orgSlug, projectSlug } }),
  })

export type ImportEntry = Awaited<ReturnType<typeof listProjectImportsFn>>[number]
