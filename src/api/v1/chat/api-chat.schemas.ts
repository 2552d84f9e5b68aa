import { z } from 'zod'
import { listOf, listQuery } from '~/server/api/list'
import { viaField } from '../common'

const id = z.string().trim().min(1).max(64)
const isoTime = z.string().describe('ISO 8601 UTC timestamp')

export const chatParamsSchema = z.object({ id }).strict()

export const listChatsQuerySchema = listQuery
  .extend({
    include_archived: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true')
      .describe('Archived chats too'),
  })
  .strict()

export const chatSchema = z
  .object({
    id: z.string(),
    project: z.string().describe("The project's slug"),
    name: z.string(),
    topic: z.string(),
    archived: z.boolean(),
    created_at: isoTime,
  })
  .meta({ id: 'Chat' })

export const listMessagesQuerySchema = listQuery

export const createMessageBodySchema = z
  .object({
    body: z.string().describe('Markdown (the chat renders a lite subset); at most 4,000 characters'),
    reply_to_id: z.string().trim().max(20).nullable().default(null).describe('A message of the same chat'),
  })
  .strict()

export const messageSchema = z
  .object({
    id: z.string().describe('Increasing: a newer message has a larger id'),
    chat_id: z.string(),
    author: z
      .object({
        id: z.string(),
        name: z.string(),
        username: z.string().nullable(),
        integration: z.boolean().describe('Written through the API by a key (the name is the key’s)'),
      })
      .nullable(),
    via: viaField,
    body: z.string().describe('Markdown; empty once deleted'),
    reply_to_id: z.string().nullable(),
    created_at: isoTime,
    edited_at: isoTime.nullable(),
    deleted_at: isoTime.nullable(),
    reactions: z.array(z.object({ emoji: z.string(), count: z.number().int() })),
  })
  .meta({ id: 'ChatMessage' })

export const chatListSchema = listOf(chatSchema)
export const messageListSchema = z.object({
  data: z.array(messageSchema),
  next_cursor: z.string().nullable(),
})

export type ApiChat = z.infer<typeof chatSchema>
export type ApiMessage = z.infer<typeof messageSchema>
export type ListChatsQuery = z.infer<typeof listChatsQuerySchema>
export type CreateMessageBody = z.infer<typeof createMessageBodySchema>
