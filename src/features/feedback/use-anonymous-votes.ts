import { useQuery } from '@tanstack/react-query'
import { useHydrated } from '@tanstack/react-router'
import type { VoteImportance } from '~/lib/feedback-rules'
import { anonymousVotesQuery } from './feedback.queries'

/**
 * An anonymous visitor's own votes among the items on screen, on boards that accept anonymous votes. Read from
 * the browser after the page (the page itself, like everything the page cache keeps, knows nobody's votes);
 * refetched with the project's other feedback queries after a vote or a live change.
 */
export function useAnonymousVotes(
  orgSlug: string,
  projectSlug: string,
  itemIds: readonly string[],
  enabled: boolean,
): ReadonlyMap<string, VoteImportance | null> {
  const hydrated = useHydrated()
  const ids = itemIds.slice(0, 100)
  const { data } = useQuery({
    ...anonymousVotesQuery(orgSlug, projectSlug, ids),
    enabled: enabled && hydrated && ids.length > 0,
  })
  return new Map((data ?? []).map((vote) => [vote.itemId, vote.importance]))
}
