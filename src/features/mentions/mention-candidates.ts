/**
 * Finding whom an @mention may name, loaded the first time someone types one (mentions.queries.ts's source
 * imports it then): the people of the project's organisation and the given participants, cached per query, and
 * for members of the organisation its teams, whose @handle notifies everyone in them.
 */
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { organizationTeamsQuery } from '~/features/orgs/orgs.queries'
import { isValidUsername } from '~/lib/account-rules'
import type { MentionCandidate } from '~/lib/mentions'
import { searchMentionCandidatesFn } from './mentions.functions'

/** Teams offered at most per query, after the people. */
const TEAMS_OFFERED = 5

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

export async function findMentionCandidates(
  queryClient: QueryClient,
  scope: { orgSlug: string; projectSlug: string; participantIds: string[]; withTeams: boolean },
  query: string,
): Promise<MentionCandidate[]> {
  const { orgSlug, projectSlug, participantIds, withTeams } = scope
  const [people, teams] = await Promise.all([
    queryClient.fetchQuery(mentionCandidatesQuery(orgSlug, projectSlug, query, participantIds)),
    withTeams
      ? queryClient.fetchQuery({ ...organizationTeamsQuery(orgSlug), staleTime: 30_000 }).catch(() => null)
      : null,
  ])
  return [...people, ...teamCandidates(teams?.teams ?? [], query, people)]
}

/**
 * The teams whose name or @handle starts with the query. Only handles the mention parser reads (those that
 * would be valid usernames) are offered, and none that a person's username shadows.
 */
function teamCandidates(
  teams: { name: string; handle: string }[],
  query: string,
  people: MentionCandidate[],
): MentionCandidate[] {
  const wanted = query.toLowerCase()
  const taken = new Set(people.map((person) => person.username))
  return teams
    .filter(
      (team) =>
        (team.handle.startsWith(wanted) || team.name.toLowerCase().startsWith(wanted)) &&
        isValidUsername(team.handle) &&
        !taken.has(team.handle),
    )
    .slice(0, TEAMS_OFFERED)
    .map((team) => ({ username: team.handle, name: team.name, image: null, kind: 'team' as const }))
}
