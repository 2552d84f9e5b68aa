import { useQueryClient } from '@tanstack/react-query'
import * as React from 'react'
import type { MentionSource } from '~/components/rich-text'
import { useProject } from '~/features/projects/projects.queries'

/**
 * The `mentionSource` for `<RichTextEditor>` and the chat box in a project: org members and the given
 * participants (e.g. the item's author and commenters), cached per query; for members of the organisation also
 * its teams. What finds them (mention-candidates.ts) loads with the first @ typed, not with the page.
 */
export function useProjectMentionSource(
  orgSlug: string,
  projectSlug: string,
  participantIds: readonly string[] = [],
): MentionSource {
  const queryClient = useQueryClient()
  const participants = participantIds.join(',')
  // Only members read the teams (others would get not found): chat is for members alone.
  const isMember = useProject(orgSlug, projectSlug).permissions['chat.read']
  return React.useCallback(
    async (query: string) => {
      const { findMentionCandidates } = await import('./mention-candidates')
      return findMentionCandidates(
        queryClient,
        {
          orgSlug,
          projectSlug,
          participantIds: participants ? participants.split(',') : [],
          withTeams: isMember,
        },
        query,
      )
    },
    [queryClient, orgSlug, projectSlug, participants, isMember],
  )
}
