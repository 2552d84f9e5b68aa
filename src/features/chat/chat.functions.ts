/**
 * Chat's server functions. Each validates its input with zod, resolves the viewer's access to the
 * project's chat (NOT_FOUND for non-members and, for a private chat, for everyone outside it) and runs one
 * operation of ./server. Reads that route loaders call go through forRoute (404 view, moved slugs).
 */
import { createServerFn } from '@tanstack/react-start'
import { getAppContext } from '~/server/app-context.server'
import type { Database } from '~/server/db/client.server'
import { getRequestViewer } from '~/server/request-context.server'
import { forRoute } from '~/server/route-errors.server'
import {
  archiveChatSchema,
  chatRefSchema,
  createChatSchema,
  editMessageSchema,
  listChatsSchema,
  listMessagesSchema,
  markReadSchema,
  messageRefSchema,
  type ProjectScope,
  projectScopeSchema,
  reactSchema,
  searchChatsSchema,
  sendMessageSchema,
  signalSchema,
  updateChatSchema,
} from './chat.schemas'
import type { ChatUnreadTotal } from './chat.types'
import { type ChatAccess, findChatAccess, getChatAccess } from './server/chat-access.server'
import {
  archiveChat,
  createChat,
  deleteChat,
  getChat,
  listChatCandidates,
  listChats,
  unreadTotal,
  updateChat,
} from './server/chats.server'
import { listMessages } from './server/history.server'
import { deleteMessage, editMessage, markRead, reactToMessage, sendMessage } from './server/messages.server'
import { searchChats } from './server/search.server'
import { sendChatSignal } from './server/signals.server'

async function withChat<T>(scope: ProjectScope, run: (db: Database, access: ChatAccess) => Promise<T>) {
  const { database } = await getAppContext()
  const access = await getChatAccess(database.db, await getRequestViewer(), scope)
  return run(database.db, access)
}

const scopeOf = ({ orgSlug, projectSlug }: ProjectScope): ProjectScope => ({ orgSlug, projectSlug })

// Reads.

/** The project's chats the viewer may see, with unread counts, mention flags and last message previews. */
export const listChatsFn = createServerFn({ method: 'GET' })
  .validator(listChatsSchema)
  .handler(({ data }) => forRoute(() => withChat(data, (db, access) => listChats(db, access, data))))

/** One chat (the /chat/{chatId}/ route). */
export const getChatFn = createServerFn({ method: 'GET' })
  .validator(chatRefSchema)
  .handler(({ data }) => forRoute(() => withChat(data, (db, access) => getChat(db, access, data.chatId))))

/** A page of history: latest, or older than / newer than / around a message id (keyset on id). */
export const listChatMessagesFn = createServerFn({ method: 'GET' })
  .validator(listMessagesSchema)
  .handler(({ data }) => withChat(data, (db, access) => listMessages(db, access, data)))

/** Full-text search over the messages of the project's chats the viewer may see. */
export const searchChatsFn = createServerFn({ method: 'GET' })
  .validator(searchChatsSchema)
  .handler(({ data }) => withChat(data, (db, access) => searchChats(db, access, data)))

/**
 * The project navigation's badge: unread messages over all the viewer's chats of the project. Readers of the
 * project who may not use chat (outsiders of a public project, anonymous visitors) get zero, not an error.
 */
export const getChatUnreadTotalFn = createServerFn({ method: 'GET' })
  .validator(projectScopeSchema)
  .handler(async ({ data }): Promise<ChatUnreadTotal> => {
    const { database } = await getAppContext()
    const access = await findChatAccess(database.db, await getRequestViewer(), data)
    return access ? unreadTotal(database.db, access) : { total: 0, mentioned: false }
  })

/** Members of the organisation, for choosing who is in a private chat. Editors only. */
export const listChatCandidatesFn = createServerFn({ method: 'GET' })
  .validator(projectScopeSchema)
  .handler(({ data }) => withChat(data, (db, access) => listChatCandidates(db, access)))

// Chats (editors).

export const createChatFn = createServerFn({ method: 'POST' })
  .validator(createChatSchema)
  .handler(({ data }) => withChat(scopeOf(data), (db, access) => createChat(db, access, data)))

/** The settings dialog: name, topic and who is in the chat, saved as one change. */
export const updateChatFn = createServerFn({ method: 'POST' })
  .validator(updateChatSchema)
  .handler(({ data }) => withChat(data, (db, access) => updateChat(db, access, data)))

export const archiveChatFn = createServerFn({ method: 'POST' })
  .validator(archiveChatSchema)
  .handler(({ data }) => withChat(data, (db, access) => archiveChat(db, access, data.chatId, data.archived)))

export const deleteChatFn = createServerFn({ method: 'POST' })
  .validator(chatRefSchema)
  .handler(({ data }) => withChat(data, (db, access) => deleteChat(db, access, data.chatId)))

// Messages (members who may see the chat).

/** Idempotent on clientId: a retried send returns the message stored the first time. */
export const sendChatMessageFn = createServerFn({ method: 'POST' })
  .validator(sendMessageSchema)
  .handler(({ data }) => withChat(data, (db, access) => sendMessage(db, access, data)))

/** The author only; marks it edited. */
export const editChatMessageFn = createServerFn({ method: 'POST' })
  .validator(editMessageSchema)
  .handler(({ data }) =>
    withChat(data, (db, access) => editMessage(db, access, data.chatId, data.messageId, data.body)),
  )

/** The author, or an editor; leaves a "message deleted" tombstone. */
export const deleteChatMessageFn = createServerFn({ method: 'POST' })
  .validator(messageRefSchema)
  .handler(({ data }) =>
    withChat(data, (db, access) => deleteMessage(db, access, data.chatId, data.messageId)),
  )

export const reactToChatMessageFn = createServerFn({ method: 'POST' })
  .validator(reactSchema)
  .handler(({ data }) => withChat(data, (db, access) => reactToMessage(db, access, data)))

/** Moves the viewer's read marker forward (never back) and tells their other tabs. */
export const markChatReadFn = createServerFn({ method: 'POST' })
  .validator(markReadSchema)
  .handler(({ data }) => withChat(data, (db, access) => markRead(db, access, data.chatId, data.messageId)))

/** Typing and presence: ephemeral, over NOTIFY only (never stored). */
export const sendChatSignalFn = createServerFn({ method: 'POST' })
  .validator(signalSchema)
  .handler(({ data }) => withChat(data, (db, access) => sendChatSignal(db, access, data.chatId, data.kind)))
