import type { z } from 'zod'
import type { MentionCandidate } from '~/lib/mentions'
import type { Viewer } from '~/lib/viewer'
import { getProjectAccess, MovedError } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { AppError } from '~/server/errors'
import { searchMentionCandidates } from '~/server/mention-lookup.server'
import type { searchMentionCandidatesSchema } from './mentions.schemas'

/**
 * The editor's @mention suggestions in a project: people of the project's organisation and earlier
 * participants. Anonymous viewers are refused with UNAUTHORIZED (they cannot write anything to mention
 * people in); a viewer who may not read the project gets NOT_FOUND, as for every project read. Only public
 * profile fields come back (username, name, avatar), never an e-mail address.
 */
export async function searchProjectMentionCandidates(
  db: Database,
  viewer: Viewer | null,
  input: z.output<typeof searchMentionCandidatesSchema>,
): Promise<MentionCandidate[]> {
  if (!viewer) throw new AppError('UNAUTHORIZED', 'Not authorized')
  const access = await getProjectAccess(db, viewer, input.orgSlug, input.projectSlug).catch(
    (error: unknown) => {
      // An old slug: the page that asks is out of date; suggestions are not worth a redirect.
      if (error instanceof MovedError) throw new AppError('NOT_FOUND', 'Project not found')
      throw error
    },
  )
  const found = await searchMentionCandidates(db, {
    organizationId: access.organization.id,
    participantIds: input.participantIds,
    query: input.query,
  })
  return found.map(({ username, name, image }) => ({ username, name, image }))
}
