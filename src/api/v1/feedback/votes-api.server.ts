import type { z } from 'zod'
import { addVoteFor, listVotesPage, removeVoteOf } from '~/features/feedback/server/votes.server'
import type { addVoteBody, addVoteResponse, PageQuery, voteSchema } from './feedback-api.schemas'
import { type FeedbackApiContext, feedbackAccessForItem } from './feedback-scope.server'

/** Everyone whose vote counts on the item, newest first (keyset-paginated). */
export async function listFeedbackVotes(
  context: FeedbackApiContext,
  itemId: string,
  query: PageQuery,
): Promise<{ data: z.input<typeof voteSchema>[]; next_cursor: string | null }> {
  const access = await feedbackAccessForItem(context, itemId)
  const page = await listVotesPage(context.db, access, itemId, query)
  return {
    data: page.votes.map((vote) => ({
      user: {
        id: vote.user.id,
        name: vote.user.name,
        username: vote.user.username,
        email: vote.user.email,
      },
      created_at: vote.createdAt,
      added_by_id: vote.addedById,
      merged_from_id: vote.mergedFromItemId,
    })),
    next_cursor: page.nextCursor,
  }
}

/**
 * A vote in someone's name, found by address or created as an unverified account (addVoteFor). A vote that is
 * already there is not an error and not counted twice: `added` tells which it was.
 */
export async function addFeedbackVote(
  context: FeedbackApiContext,
  itemId: string,
  body: z.output<typeof addVoteBody>,
): Promise<z.input<typeof addVoteResponse>> {
  const access = await feedbackAccessForItem(context, itemId)
  const result = await addVoteFor(context.db, access, itemId, body)
  return {
    added: result.added,
    vote_count: result.voteCount,
    user: {
      id: result.voter.id,
      name: result.voter.name,
      username: result.voter.username,
      email: result.voter.email,
    },
  }
}

/** Takes a person's vote off the item; a person without a vote there is not found. */
export async function removeFeedbackVote(
  context: FeedbackApiContext,
  itemId: string,
  userId: string,
): Promise<void> {
  const access = await feedbackAccessForItem(context, itemId)
  await removeVoteOf(context.db, access, itemId, userId)
}
