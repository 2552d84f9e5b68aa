import { createServerFn } from '@tanstack/react-start'
import { getAppContext } from '~/server/app-context.server'
import { getRequestViewer } from '~/server/request-context.server'
import { searchMentionCandidatesSchema } from './mentions.schemas'
import { searchProjectMentionCandidates } from './mentions.server'

/**
 * `searchMentionCandidatesFn({ orgSlug, projectSlug, query, participantIds? })` → `{ username, name, image }[]`:
 * the @mention autocomplete of a project (see mentions.server.ts for who is found and who may ask).
 */
export const searchMentionCandidatesFn = createServerFn({ method: 'GET' })
  .validator(searchMentionCandidatesSchema)
  .handler(async ({ data }) => {
    const { database } = await getAppContext()
    return searchProjectMentionCandidates(database.db, await getRequestViewer(), data)
  })
