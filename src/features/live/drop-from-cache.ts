import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * Takes an entry the viewer has just deleted out of every cached query under `queryKey`, before they are sent
 * back to a list. A list shown from its cache would otherwise show the entry again until its refetch lands
 * (the refetch the deletion's live change asked for cannot run while the list is off screen). A fetch already
 * under way was begun before the deletion: it is cancelled, not trusted.
 */
export async function dropFromCache<Data>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  dataWithout: (data: Data) => Data,
): Promise<void> {
  await queryClient.cancelQueries({ queryKey })
  queryClient.setQueriesData<Data>({ queryKey }, (data) => (data === undefined ? data : dataWithout(data)))
}

/** dropFromCache for infinite lists: `pageWithout` is applied to every cached page. */
export function dropFromCachedLists<Page>(
  queryClient: QueryClient,
  listsKey: QueryKey,
  pageWithout: (page: Page) => Page,
): Promise<void> {
  return dropFromCache<InfiniteData<Page>>(queryClient, listsKey, (data) => ({
    ...data,
    pages: data.pages.map(pageWithout),
  }))
}
