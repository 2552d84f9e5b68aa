import { z } from 'zod'
import {
  CHAT_MESSAGE_MAX,
  CHAT_NAME_MAX,
  CHAT_PAGE_MAX,
  CHAT_PRIVATE_MEMBERS_MAX,
  CHAT_PRIVATE_TEAMS_MAX,
  CHAT_REACTIONS,
  CHAT_SEARCH_QUERY_MAX,
  CHAT_TOPIC_MAX,
  messageTooLongText,
} from '~/lib/chat-rules'
import { SEQUENCE_ID_PATTERN } from '~/lib/sequence-id'

const rowId = z.string().trim().min(1).max(64)
const messageId = z.string().trim().regex(SEQUENCE_ID_PATTERN, 'Not a message id')

export const projectScopeSchema = z.object({
  orgSlug: z.string().trim().toLowerCase().min(1).max(64),
  projectSlug: z.string().trim().toLowerCase().min(1).max(64),
})
export type ProjectScope = z.infer<typeof projectScopeSchema>

export const chatRefSchema = projectScopeSchema.extend({ chatId: rowId })
export type ChatRef = z.infer<typeof chatRefSchema>

export const messageRefSchema = chatRefSchema.extend({ messageId })

export const chatNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the chat a name')
  .max(CHAT_NAME_MAX, `Chat names are at most ${CHAT_NAME_MAX} characters`)
export const chatTopicSchema = z
  .string()
  .trim()
  .max(CHAT_TOPIC_MAX, `The topic can be at most ${CHAT_TOPIC_MAX} characters`)

/** Markdown source. The limit counts what is stored (after trimming), with a message that says by how much. */
export const messageBodySchema = z
  .string()
  .trim()
  .min(1, 'Write a message first')
  .superRefine((value, context) => {
    if (value.length > CHAT_MESSAGE_MAX) {
      context.addIssue({ code: 'custom', message: messageTooLongText(value.length) })
    }
  })

export const listChatsSchema = projectScopeSchema.extend({ includeArchived: z.boolean().default(false) })

/**
 * The new-chat form. `memberIds` given (may be empty: only the creator) makes the chat private; `teamIds`
 * lets the members of those teams in as well.
 */
export const chatFormSchema = z.object({
  name: chatNameSchema,
  topic: chatTopicSchema.default(''),
  memberIds: z.array(rowId).max(CHAT_PRIVATE_MEMBERS_MAX).nullable().default(null),
  teamIds: z.array(rowId).max(CHAT_PRIVATE_TEAMS_MAX).default([]),
})
export type ChatFormValues = z.input<typeof chatFormSchema>
export const createChatSchema = projectScopeSchema.extend(chatFormSchema.shape)

export const archiveChatSchema = chatRefSchema.extend({ archived: z.boolean() })

/**
 * The settings dialog, saved as one change. `isPrivate: false` opens the chat to every member of the
 * organisation again (memberIds and teamIds ignored).
 */
export const updateChatSchema = chatRefSchema.extend({
  name: chatNameSchema,
  topic: chatTopicSchema,
  isPrivate: z.boolean(),
  memberIds: z.array(rowId).max(CHAT_PRIVATE_MEMBERS_MAX).default([]),
  teamIds: z.array(rowId).max(CHAT_PRIVATE_TEAMS_MAX).default([]),
})

/**
 * One page of history. At most one anchor: `before` (older than, scrolling up), `after` (newer than, catching
 * up), `around` (a permalink: the message with half a page either side). No anchor: the latest page.
 */
export const listMessagesSchema = chatRefSchema
  .extend({
    before: messageId.optional(),
    after: messageId.optional(),
    around: messageId.optional(),
    limit: z.number().int().min(1).max(CHAT_PAGE_MAX).optional(),
  })
  .refine((value) => [value.before, value.after, value.around].filter(Boolean).length <= 1, {
    message: 'Give at most one of before, after and around',
  })
export type ListMessagesInput = z.input<typeof listMessagesSchema>

export const sendMessageSchema = chatRefSchema.extend({
  /** Made by the client (crypto.randomUUID): a retried send with the same id is stored once. */
  clientId: z.uuid('Not a valid client id'),
  body: messageBodySchema,
  replyToId: messageId.nullable().default(null),
})
export type SendMessageInput = z.input<typeof sendMessageSchema>

export const editMessageSchema = messageRefSchema.extend({ body: messageBodySchema })

export const reactSchema = messageRefSchema.extend({ emoji: z.enum(CHAT_REACTIONS), on: z.boolean() })

export const markReadSchema = messageRefSchema

export const CHAT_SIGNALS = ['typing', 'present', 'left'] as const
export type ChatSignalKind = (typeof CHAT_SIGNALS)[number]
export const signalSchema = chatRefSchema.extend({ kind: z.enum(CHAT_SIGNALS) })

export const searchChatsSchema = projectScopeSchema.extend({
  query: z
    .string()
    .trim()
    .min(1, 'Type something to search for')
    .max(CHAT_SEARCH_QUERY_MAX, `Search for at most ${CHAT_SEARCH_QUERY_MAX} characters`),
  /** The last result's message id of the previous page. */
  cursor: messageId.optional(),
})
