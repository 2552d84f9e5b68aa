/**
 * The files page's search and order, which its address carries: apart from `file-rules.ts` because the route's
 * search validation is part of the route tree every page loads, and these are all it needs.
 */
export const FILE_SEARCH_MAX = 100

export const FILE_SORTS = ['name', 'size', 'type', 'uploader', 'date'] as const
export type FileSort = (typeof FILE_SORTS)[number]
export const SORT_DIRECTIONS = ['asc', 'desc'] as const
export type SortDirection = (typeof SORT_DIRECTIONS)[number]
