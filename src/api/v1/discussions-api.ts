import { z } from 'zod'
import { listQuery } from '~/server/api/list'
import { defineOperation } from '~/server/api/operation'
import { idParam, projectParams } from './common'
import {
  createDiscussionBodySchema,
  createReplyBodySchema,
  discussionDetailSchema,
  discussionListSchema,
  listDiscussionsQuerySchema,
  replyListSchema,
  replySchema,
} from './discussions/api-discussions.schemas'
import {
  createApiDiscussion,
  createApiReply,
  getApiDiscussion,
  listApiReplies,
  listProjectDiscussions,
} from './discussions/api-discussions.server'

const discussionParams = z.object({ id: idParam })

export const listDiscussionsOperation = defineOperation({
  id: 'listDiscussions',
  method: 'GET',
  path: '/projects/{project}/discussions',
  scope: 'discussions:read',
  tags: ['Discussions'],
  summary: 'List the discussions of a project',
  description: 'Latest activity first; pinned ones in their place (`pinned` says which).',
  params: projectParams,
  query: listDiscussionsQuerySchema,
  response: discussionListSchema,
  status: 200,
  handler: ({ db, viewer, params, query }) => listProjectDiscussions(db, viewer, params, query),
})

export const createDiscussionOperation = defineOperation({
  id: 'createDiscussion',
  method: 'POST',
  path: '/projects/{project}/discussions',
  scope: 'discussions:write',
  tags: ['Discussions'],
  summary: 'Start a discussion',
  description:
    'With the app’s rules: a category of the project (editors-only ones included, a key acting as an admin), the posting rate limit of its author, the people mentioned told.',
  params: projectParams,
  body: createDiscussionBodySchema,
  response: discussionDetailSchema,
  status: 201,
  handler: async ({ db, viewer, params, body, headers }) => {
    const created = await createApiDiscussion(db, viewer, params, body)
    headers.set('Location', `/api/v1/discussions/${encodeURIComponent(created.id)}`)
    return created
  },
})

export const getDiscussionOperation = defineOperation({
  id: 'getDiscussion',
  method: 'GET',
  path: '/discussions/{id}',
  scope: 'discussions:read',
  tags: ['Discussions'],
  summary: 'Get a discussion with its opening post',
  params: discussionParams,
  response: discussionDetailSchema,
  status: 200,
  handler: ({ db, viewer, params }) => getApiDiscussion(db, viewer, params),
})

export const listRepliesOperation = defineOperation({
  id: 'listDiscussionReplies',
  method: 'GET',
  path: '/discussions/{id}/replies',
  scope: 'discussions:read',
  tags: ['Discussions'],
  summary: 'List the replies of a discussion',
  description: 'Oldest first; a deleted reply keeps its place with an empty body and `deleted_at`.',
  params: discussionParams,
  query: listQuery,
  response: replyListSchema,
  status: 200,
  handler: ({ db, viewer, params, query }) => listApiReplies(db, viewer, params, query),
})

export const createReplyOperation = defineOperation({
  id: 'createDiscussionReply',
  method: 'POST',
  path: '/discussions/{id}/replies',
  scope: 'discussions:write',
  tags: ['Discussions'],
  summary: 'Reply to a discussion',
  description: 'A locked discussion refuses replies (409). Its followers and the people mentioned are told.',
  params: discussionParams,
  body: createReplyBodySchema,
  response: replySchema,
  status: 201,
  handler: ({ db, viewer, params, body }) => createApiReply(db, viewer, params, body),
})

export const discussionOperations = [
  listDiscussionsOperation,
  createDiscussionOperation,
  getDiscussionOperation,
  listRepliesOperation,
  createReplyOperation,
]
