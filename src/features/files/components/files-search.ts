import { z } from 'zod'
import { FILE_SEARCH_MAX, FILE_SORTS, SORT_DIRECTIONS } from '~/lib/file-rules'

/** The files page's URL search params: the folder, the search, the order and the file being previewed. */
export const filesSearchSchema = z.object({
  folder: z.string().trim().min(1).max(64).optional().catch(undefined),
  q: z.string().trim().max(FILE_SEARCH_MAX).optional().catch(undefined),
  sort: z.enum(FILE_SORTS).optional().catch(undefined),
  dir: z.enum(SORT_DIRECTIONS).optional().catch(undefined),
  file: z.string().trim().min(1).max(64).optional().catch(undefined),
})
export type FilesSearch = z.infer<typeof filesSearchSchema>

/**
 * What the listing query needs of the search (the preview is not part of it). A search looks through every
 * folder; the folder still comes along, so the breadcrumbs stay and uploads still go where one was.
 */
export const filtersOf = (search: FilesSearch) => ({
  folderId: search.folder,
  q: search.q || undefined,
  sort: search.sort ?? 'name',
  dir: search.dir ?? 'asc',
})
