import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { refetchForLive } from './live-provider'
import { mutationQueue } from './mutation-queue'

/**
 * Sends a change the viewer already sees through the mutation queue, without a stale read taking it back. A read
 * of `queryKey` under way when the change starts was begun before it: its answer would put the old state on
 * screen, so it is dropped first (TanStack's cancelQueries), then `show` puts the change on screen at once (in
 * the cache, or in the component's own state). Whether the server accepts the change or not, the queries are read
 * again once every change the viewer has in flight has settled (refetchForLive), not under the next one. The
 * write's result or error is the caller's, who says so and, on an error, puts the screen back.
 */
export async function writeOptimistically<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  show: () => void,
  write: () => Promise<T>,
): Promise<T> {
  // Not awaited: TanStack puts a cancelled read's query back at once, and `show` must run in the task of the click
  // or key press that asked for the change, so that a second press before React renders sees it.
  void queryClient.cancelQueries({ queryKey })
  show()
  try {
    return await mutationQueue.run(write)
  } finally {
    refetchForLive(queryClient, queryKey)
  }
}
