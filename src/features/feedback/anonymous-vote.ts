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
 * A challenge from the server, answered here with Web Crypto (a fraction of a second): what every anonymous
 * vote, post and comment sends along.
 */
export async function answerChallenge(orgSlug: string, projectSlug: string) {
  const issued = await anonymousVoteChallengeFn({ data: { orgSlug, projectSlug } })
  const nonce = await solveChallenge(issued)
  return { challenge: issued.challenge, nonce }
}

/** An anonymous visitor's vote, with the answer to a challenge. The honeypot goes along empty, as a person leaves it. */
export async function sendAnonymousVote(request: AnonymousVoteRequest) {
  const proof = await answerChallenge(request.orgSlug, request.projectSlug)
  return anonymousVoteFn({ data: { ...request, proof, website: '' } })
}
