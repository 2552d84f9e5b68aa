import { z } from 'zod'
import { listOf } from '~/server/api/list'
import type { ApiOperation, OperationContext } from '~/server/api/operation'
import { defineOperation } from '~/server/api/operation'
import { idParam, projectParams } from './common'
import { addFeedbackComment, listFeedbackComments } from './feedback/comments-api.server'
import {
  addCommentBody,
  addVoteBody,
  addVoteResponse,
  commentSchema,
  createFeedbackBody,
  feedbackItemSchema,
  feedbackListQuery,
  mergeBody,
  pageQuery,
  roadmapQuery,
  roadmapSchema,
  updateFeedbackBody,
  voteSchema,
} from './feedback/feedback-api.schemas'
import type { FeedbackApiContext } from './feedback/feedback-scope.server'
import {
  createProjectFeedback,
  deleteFeedbackItem,
  getFeedbackItem,
  listProjectFeedback,
  updateFeedbackItem,
} from './feedback/items-api.server'
import { mergeFeedbackItem, unmergeFeedbackItem } from './feedback/merge-api.server'
import { getProjectRoadmap } from './feedback/roadmap-api.server'
import { addFeedbackVote, listFeedbackVotes, removeFeedbackVote } from './feedback/votes-api.server'

/**
 * The feedback resources of the public API: items, their votes and comments, merges and the roadmap. Each
 * handler resolves the key's access and calls the feature's own server modules (feedback/*.server.ts), so the
 * rules, live events, notifications and posting limits are the app's.
 */

const tags = ['Feedback']
const itemParams = z.object({ id: idParam.describe('The feedback item’s id, as in its address.') })

const contextOf = ({ db, viewer, app }: OperationContext<unknown, unknown, unknown>): FeedbackApiContext => ({
  db,
  viewer,
  baseUrl: app.config.baseUrl,
})

const itemLocation = (id: string) => `/api/v1/feedback/${encodeURIComponent(id)}`

export const listFeedbackOperation = defineOperation({
  id: 'listFeedback',
  method: 'GET',
  path: '/projects/{project}/feedback',
  scope: 'feedback:read',
  tags,
  summary: 'List a project’s feedback',
  description:
    'The items on the boards the key may see, merged duplicates left out, sorted by `trending` (default), ' +
    '`top` (votes) or `new`, filtered by board, status and a full-text search.',
  params: projectParams,
  query: feedbackListQuery,
  response: listOf(feedbackItemSchema),
  status: 200,
  handler: (context) => listProjectFeedback(contextOf(context), context.params.project, context.query),
})

export const createFeedbackOperation = defineOperation({
  id: 'createFeedback',
  method: 'POST',
  path: '/projects/{project}/feedback',
  scope: 'feedback:write',
  tags,
  summary: 'Post feedback',
  description:
    'Posted by the key, or in a person’s name with `author` (created as an unverified account when the ' +
    'address is new). The author’s vote comes with it. At most 10 posts per author in 10 minutes (429).',
  params: projectParams,
  body: createFeedbackBody,
  response: feedbackItemSchema,
  status: 201,
  handler: async (context) => {
    const item = await createProjectFeedback(contextOf(context), context.params.project, context.body)
    context.headers.set('Location', itemLocation(item.id))
    return item
  },
})

export const getFeedbackOperation = defineOperation({
  id: 'getFeedback',
  method: 'GET',
  path: '/feedback/{id}',
  scope: 'feedback:read',
  tags,
  summary: 'Get a feedback item',
  description:
    'A merged duplicate is answered too, with `merged_into_id` naming the item it was merged into.',
  params: itemParams,
  response: feedbackItemSchema,
  status: 200,
  handler: (context) => getFeedbackItem(contextOf(context), context.params.id),
})

export const updateFeedbackOperation = defineOperation({
  id: 'updateFeedback',
  method: 'PATCH',
  path: '/feedback/{id}',
  scope: 'feedback:write',
  tags,
  summary: 'Change a feedback item',
  description:
    'Title, details, board and status, all or nothing. A status change notifies the item’s followers and ' +
    'may carry a public `status_note`. A merged duplicate cannot change (409).',
  params: itemParams,
  body: updateFeedbackBody,
  response: feedbackItemSchema,
  status: 200,
  handler: (context) => updateFeedbackItem(contextOf(context), context.params.id, context.body),
})

export const deleteFeedbackOperation = defineOperation({
  id: 'deleteFeedback',
  method: 'DELETE',
  path: '/feedback/{id}',
  scope: 'feedback:write',
  tags,
  summary: 'Delete a feedback item',
  description: 'With its votes and comments; duplicates merged into it stand on their own again.',
  params: itemParams,
  status: 204,
  handler: (context) => deleteFeedbackItem(contextOf(context), context.params.id),
})

export const listVotesOperation = defineOperation({
  id: 'listFeedbackVotes',
  method: 'GET',
  path: '/feedback/{id}/votes',
  scope: 'feedback:read',
  tags,
  summary: 'List the votes of a feedback item',
  description:
    'Everyone whose vote counts on the item (those merged duplicates brought included), newest first.',
  params: itemParams,
  query: pageQuery,
  response: listOf(voteSchema),
  status: 200,
  handler: (context) => listFeedbackVotes(contextOf(context), context.params.id, context.query),
})

export const addVoteOperation = defineOperation({
  id: 'addFeedbackVote',
  method: 'POST',
  path: '/feedback/{id}/votes',
  scope: 'feedback:write',
  tags,
  summary: 'Vote in a person’s name',
  description:
    'The person is found by address, or created as an unverified account (nobody is mailed). A vote that is ' +
    'already there is not an error and counts once (`added: false`). In a private project or on a team-only ' +
    'board the person must be able to see the item (422).',
  params: itemParams,
  body: addVoteBody,
  response: addVoteResponse,
  status: 200,
  handler: (context) => addFeedbackVote(contextOf(context), context.params.id, context.body),
})

export const removeVoteOperation = defineOperation({
  id: 'removeFeedbackVote',
  method: 'DELETE',
  path: '/feedback/{id}/votes/{userId}',
  scope: 'feedback:write',
  tags,
  summary: 'Take a person’s vote off a feedback item',
  description: 'A person who has no vote on the item is not found (404).',
  params: z.object({ id: itemParams.shape.id, userId: idParam.describe('The voter’s user id.') }),
  status: 204,
  handler: (context) => removeFeedbackVote(contextOf(context), context.params.id, context.params.userId),
})

export const listCommentsOperation = defineOperation({
  id: 'listFeedbackComments',
  method: 'GET',
  path: '/feedback/{id}/comments',
  scope: 'feedback:read',
  tags,
  summary: 'List the timeline of a feedback item',
  description:
    'Oldest first: comments, internal notes, status changes (with their notes), merges and shipping entries, ' +
    'those of duplicates merged into the item included (`feedback_id` tells where each was written).',
  params: itemParams,
  query: pageQuery,
  response: listOf(commentSchema),
  status: 200,
  handler: (context) => listFeedbackComments(contextOf(context), context.params.id, context.query),
})

export const addCommentOperation = defineOperation({
  id: 'addFeedbackComment',
  method: 'POST',
  path: '/feedback/{id}/comments',
  scope: 'feedback:write',
  tags,
  summary: 'Comment on a feedback item',
  description:
    'A public comment, or an internal note (`internal: true`) seen by the organisation’s members only. ' +
    'Followers and mentioned people are notified. At most 30 per author in 10 minutes (429).',
  params: itemParams,
  body: addCommentBody,
  response: commentSchema,
  status: 201,
  handler: (context) => addFeedbackComment(contextOf(context), context.params.id, context.body),
})

export const mergeOperation = defineOperation({
  id: 'mergeFeedback',
  method: 'POST',
  path: '/feedback/{id}/merge',
  scope: 'feedback:write',
  tags,
  summary: 'Merge a duplicate into another item',
  description:
    'The duplicate’s votes count once per person on the item it is merged `into`, its comments show there. ' +
    'Answers the item merged into. Undo with unmerge.',
  params: itemParams,
  body: mergeBody,
  response: feedbackItemSchema,
  status: 200,
  handler: (context) => mergeFeedbackItem(contextOf(context), context.params.id, context.body.into),
})

export const unmergeOperation = defineOperation({
  id: 'unmergeFeedback',
  method: 'POST',
  path: '/feedback/{id}/unmerge',
  scope: 'feedback:write',
  tags,
  summary: 'Undo a merge',
  description:
    'The duplicate is listed again with exactly its own votes and comments. Answers the duplicate.',
  params: itemParams,
  response: feedbackItemSchema,
  status: 200,
  handler: (context) => unmergeFeedbackItem(contextOf(context), context.params.id),
})

export const roadmapOperation = defineOperation({
  id: 'getRoadmap',
  method: 'GET',
  path: '/projects/{project}/roadmap',
  scope: 'feedback:read',
  tags,
  summary: 'Get a project’s roadmap',
  description:
    'One column per status shown on the roadmap, in order, each with its total and up to 100 cards in the ' +
    'column’s order (by hand where editors ordered it, else by votes).',
  params: projectParams,
  query: roadmapQuery,
  response: roadmapSchema,
  status: 200,
  handler: (context) => getProjectRoadmap(contextOf(context), context.params.project, context.query),
})

export const feedbackOperations: readonly ApiOperation[] = [
  listFeedbackOperation,
  createFeedbackOperation,
  getFeedbackOperation,
  updateFeedbackOperation,
  deleteFeedbackOperation,
  listVotesOperation,
  addVoteOperation,
  removeVoteOperation,
  listCommentsOperation,
  addCommentOperation,
  mergeOperation,
  unmergeOperation,
  roadmapOperation,
]
