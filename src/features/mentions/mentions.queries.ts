import { queryOptions, useQueryClient } from '@tanstack/react-query'
import * as React from 'react'
import type { MentionSource } from '~/components/rich-text'
import { searchMentionCandidatesFn } from './mentions.functions'

export const mentionKeys = {
  all: ['mentions'] as const,
  search: (orgSlug: string, projectSlug: string, participants: string, query: string) =>
    [...mentionKeys.all, orgSlug, projectSlug, participants, query] as const,
}

export const mentionCandidatesQuery = (
  orgSlug: string,
  projectSlug: string,
  query: string,
  participantIds: readonly string[] = [],
) =>
  queryOptions({
    queryKey: mentionKeys.search(orgSlug, projectSlug, participantIds.join(','), query.toLowerCase()),
    queryFn: () =>
      searchMentionCandidatesFn({
        data: { orgSlug, projectSlug, query, participantIds: [...participantIds] },
      }),
    // The same letters typed again (after a backspace, say) answer from the cache for a while.
    staleTime: 30_000,
  })

/**
 * The `mentionSource` for `<RichTextEditor>` in a project: org members and the given participants (e.g. the
 * item's author and commenters), cached per query.
 */
export function useProjectMentionSource(
  orgSlug: string,
  projectSlug: string,
  participantIds: readonly string[] = [],
): MentionSource {
  const queryClient = useQueryClient()
  const participants = participantIds.join(',')
  return React.useCallback(
    (query: string) =>
      queryClient.fetchQuery(
        mentionCandidatesQuery(orgSlug, projectSlug, query, participants ? participants.split(',') : []),
      ),
    [queryClient, orgSlug, projectSlug, participants],
  )
}
