import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * Takes an entry the viewer has just deleted out of every cached page of the infinite lists under `listsKey`,
 * before they are sent back to a list. A list shown from its cache would otherwise show the entry again until
 * its refetch lands (the refetch the deletion's live change asked for cannot run while the list is off
 * screen). A list refetch already under way was begun before the deletion: it is cancelled, not trusted.
 */
export async function dropFromCachedLists<Page>(
  queryClient: QueryClient,
  listsKey: QueryKey,
  pageWithout: (page: Page) => Page,
): Promise<void> {
  await queryClient.cancelQueries({ queryKey: listsKey })
  queryClient.setQueriesData<InfiniteData<Page>>({ queryKey: listsKey }, (data) =>
    data ? { ...data, pages: data.pages.map(pageWithout) } : data,
  )
}
