import { z } from 'zod'

/** Participant ids sent with a search: lookup hints only, never trusted beyond finding public profile fields. */
export const MAX_PARTICIPANT_IDS = 50

export const searchMentionCandidatesSchema = z.object({
  orgSlug: z.string().trim().toLowerCase().min(1).max(64),
  projectSlug: z.string().trim().toLowerCase().min(1).max(64),
  query: z.string().trim().max(64, 'Use at most 64 characters').default(''),
  participantIds: z.array(z.string().trim().min(1).max(64)).max(MAX_PARTICIPANT_IDS).optional(),
})

export type SearchMentionCandidatesInput = z.input<typeof searchMentionCandidatesSchema>
