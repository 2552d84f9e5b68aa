import { queryOptions } from '@tanstack/react-query'
import { listArchiveImportsFn, listPersonalExportsFn, listProjectExportsFn } from './transfers.functions'

export const transferKeys = {
  all: ['transfers'] as const,
  /** `[feature, orgSlug, projectSlug, …]`, as every project-scoped key: deleting the project drops it. */
  projectExports: (orgSlug: string, projectSlug: string) =>
    ['transfers', orgSlug, projectSlug, 'exports'] as const,
  /** An organisation's archive imports: of no one project (the second place is not an organisation's slug). */
  archiveImports: (slug: string) => ['transfers', '~imports', slug] as const,
  personal: () => ['transfers', 'personal'] as const,
}

/*
 * No polling: the lists follow their runs' live events (`transfer.changed`, see `transferTopic` on the
 * server) through `useLiveQueries` in the sections that show them: the project's transfers topic, the
 * organisation's org-transfers topic, the person's own topic. A reconnect refetches them too.
 */

export const projectExportsQuery = (orgSlug: string, projectSlug: string) =>
  queryOptions({
    queryKey: transferKeys.projectExports(orgSlug, projectSlug),
    retry: 1,
    queryFn: () => listProjectExportsFn({ data: { orgSlug, projectSlug } }),
  })

export const archiveImportsQuery = (slug: string) =>
  queryOptions({
    queryKey: transferKeys.archiveImports(slug),
    retry: 1,
    queryFn: () => listArchiveImportsFn({ data: { slug } }),
  })

export const personalExportsQuery = () =>
  queryOptions({
    queryKey: transferKeys.personal(),
    retry: 1,
    queryFn: () => listPersonalExportsFn(),
  })

export type TransferEntry = Awaited<ReturnType<typeof listProjectExportsFn>>[number]
