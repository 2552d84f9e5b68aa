import { z } from 'zod'
import { defineOperation } from '~/server/api/operation'
import {
  chatListSchema,
  createMessageBodySchema,
  listChatsQuerySchema,
  listMessagesQuerySchema,
  messageListSchema,
  messageSchema,
} from './chat/api-chat.schemas'
import { createApiMessage, listApiMessages, listProjectChats } from './chat/api-chat.server'
import { idParam, projectParams } from './common'

const chatParams = z.object({ id: idParam })

export const listChatsOperation = defineOperation({
  id: 'listChats',
  method: 'GET',
  path: '/projects/{project}/chats',
  scope: 'chat:read',
  tags: ['Chat'],
  summary: 'List the chats of a project',
  description:
    'The chats open to every member of the organisation, oldest first. Private chats are for the people in them: a key is never one of them and does not see them.',
  params: projectParams,
  query: listChatsQuerySchema,
  response: chatListSchema,
  status: 200,
  handler: ({ db, viewer, params, query }) => listProjectChats(db, viewer, params, query),
})

export const listMessagesOperation = defineOperation({
  id: 'listChatMessages',
  method: 'GET',
  path: '/chats/{id}/messages',
  scope: 'chat:read',
  tags: ['Chat'],
  summary: 'List the messages of a chat',
  description: 'Newest first; `next_cursor` pages back in time. A deleted message keeps its place, empty.',
  params: chatParams,
  query: listMessagesQuerySchema,
  response: messageListSchema,
  status: 200,
  handler: ({ db, viewer, params, query }) => listApiMessages(db, viewer, params, query),
})

export const createMessageOperation = defineOperation({
  id: 'createChatMessage',
  method: 'POST',
  path: '/chats/{id}/messages',
  scope: 'chat:write',
  tags: ['Chat'],
  summary: 'Post a message',
  description:
    'Shown under the key’s name and marked as an integration. The chat’s rules apply: archived chats refuse (409), the sending rate limit of its author (429), mentions and followers told, open pages updated at once. Send an `Idempotency-Key` to retry safely.',
  params: chatParams,
  body: createMessageBodySchema,
  response: messageSchema,
  status: 201,
  handler: ({ db, viewer, params, body }) => createApiMessage(db, viewer, params, body),
})

export const chatOperations = [listChatsOperation, listMessagesOperation, createMessageOperation]
