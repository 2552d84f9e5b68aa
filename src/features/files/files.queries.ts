import { queryOptions } from '@tanstack/react-query'
import type { FileSort, SortDirection } from '~/lib/file-listing-rules'
import { getFileFn, listFilesFn, listFileVersionsFn, listFolderOptionsFn } from './files.functions'

/** Hierarchical keys: invalidating `project(...)` refreshes everything the files page shows. */
export const fileKeys = {
  all: ['files'] as const,
  project: (orgSlug: string, projectSlug: string) => [...fileKeys.all, orgSlug, projectSlug] as const,
  list: (orgSlug: string, projectSlug: string, filters: FileFilters) =>
    [...fileKeys.project(orgSlug, projectSlug), 'list', filters] as const,
  file: (orgSlug: string, projectSlug: string, fileId: string) =>
    [...fileKeys.project(orgSlug, projectSlug), 'file', fileId] as const,
  versions: (orgSlug: string, projectSlug: string, fileId: string) =>
    [...fileKeys.file(orgSlug, projectSlug, fileId), 'versions'] as const,
  folders: (orgSlug: string, projectSlug: string) =>
    [...fileKeys.project(orgSlug, projectSlug), 'folders'] as const,
}

export type FileFilters = { folderId?: string; q?: string; sort: FileSort; dir: SortDirection }

/** Throws for { moved }: the project layout has already redirected renamed projects before these run. */
function settled<T>(value: T | { moved: string }): T {
  if (value && typeof value === 'object' && 'moved' in value) throw new Error('This project has moved')
  return value as T
}

export const filesListQuery = (orgSlug: string, projectSlug: string, filters: FileFilters) =>
  queryOptions({
    queryKey: fileKeys.list(orgSlug, projectSlug, filters),
    queryFn: async () => settled(await listFilesFn({ data: { orgSlug, projectSlug, ...filters } })),
  })

export const fileQuery = (orgSlug: string, projectSlug: string, fileId: string) =>
  queryOptions({
    queryKey: fileKeys.file(orgSlug, projectSlug, fileId),
    queryFn: async () => settled(await getFileFn({ data: { orgSlug, projectSlug, fileId } })),
  })

export const fileVersionsQuery = (orgSlug: string, projectSlug: string, fileId: string) =>
  queryOptions({
    queryKey: fileKeys.versions(orgSlug, projectSlug, fileId),
    queryFn: () => listFileVersionsFn({ data: { orgSlug, projectSlug, fileId } }),
  })

export const folderOptionsQuery = (orgSlug: string, projectSlug: string) =>
  queryOptions({
    queryKey: fileKeys.folders(orgSlug, projectSlug),
    queryFn: () => listFolderOptionsFn({ data: { orgSlug, projectSlug } }),
  })
