import { FILE_SEARCH_MAX, FILE_SORTS, SORT_DIRECTIONS } from '~/lib/file-listing-rules'
import { oneOf, searchParams, text } from '~/lib/search-params'

/** The files page's URL search params: the folder, the search, the order and the file being previewed. */
export const filesSearch = searchParams({
  folder: text({ trim: true, min: 1, max: 64 }),
  q: text({ trim: true, max: FILE_SEARCH_MAX }),
  sort: oneOf(FILE_SORTS),
  dir: oneOf(SORT_DIRECTIONS),
  file: text({ trim: true, min: 1, max: 64 }),
})
export type FilesSearch = ReturnType<typeof filesSearch>

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
