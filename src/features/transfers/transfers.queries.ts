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

type Entry = { status: string }
/** While a run waits or runs, its list is read again every second and a half (the progress bar moves). */
const whileRunning = (query: { state: { data?: Entry[] } }) =>
  query.state.data?.some((entry) => entry.status === 'queued' || entry.status === 'running') ? 1500 : false

export const projectExportsQuery = (orgSlug: string, projectSlug: string) =>
  queryOptions({
    queryKey: transferKeys.projectExports(orgSlug, projectSlug),
    retry: 1,
    queryFn: () => listProjectExportsFn({ data: { orgSlug, projectSlug } }),
    refetchInterval: whileRunning,
  })

export const archiveImportsQuery = (slug: string) =>
  queryOptions({
    queryKey: transferKeys.archiveImports(slug),
    retry: 1,
    queryFn: () => listArchiveImportsFn({ data: { slug } }),
    refetchInterval: whileRunning,
  })

export const personalExportsQuery = () =>
  queryOptions({
    queryKey: transferKeys.personal(),
    retry: 1,
    queryFn: () => listPersonalExportsFn(),
    refetchInterval: whileRunning,
  })

export type TransferEntry = Awaited<ReturnType<typeof listProjectExportsFn>>[number]
