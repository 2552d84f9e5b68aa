import type { QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * For data patched live only while its page is open (a chat's history, a discussion's posts): forgets what
 * an earlier visit left cached, so that this arrival reads it afresh, with the read marker that places the
 * "New" divider and whatever was said while away.
 *
 * A query that a mounted page still shows is kept. A loader can run again under its own page (a reload after
 * a preload, `router.invalidate()`); pulling the data away then would leave the page holding a copy that live
 * patches and one's own sends no longer reach.
 */
export function forgetUnlessShown(queryClient: QueryClient, queryKey: QueryKey): void {
  for (const query of queryClient.getQueryCache().findAll({ queryKey })) {
    if (query.getObserversCount() === 0) queryClient.getQueryCache().remove(query)
  }
}
