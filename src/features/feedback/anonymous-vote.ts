import type { VoteImportance } from '~/lib/feedback-rules'
import { solveChallenge } from '~/lib/proof-of-work'
import { anonymousVoteChallengeFn, anonymousVoteFn } from './anonymous.functions'

export type AnonymousVoteRequest = {
  orgSlug: string
  projectSlug: string
  feedbackId: string
  voted: boolean
  importance?: VoteImportance | null
}

/**
 * An anonymous visitor's vote: a challenge from the server, answered here with Web Crypto (a fraction of a
 * second), then the vote with the answer. The honeypot goes along empty, as a person leaves it.
 */
export async function sendAnonymousVote(request: AnonymousVoteRequest) {
  const { orgSlug, projectSlug } = request
  const issued = await anonymousVoteChallengeFn({ data: { orgSlug, projectSlug } })
  const nonce = await solveChallenge(issued)
  return anonymousVoteFn({ data: { ...request, proof: { challenge: issued.challenge, nonce }, website: '' } })
}
