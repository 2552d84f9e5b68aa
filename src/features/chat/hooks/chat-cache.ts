import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import { type ChatReaction, compareMessageIds } from '~/lib/chat-rules'
import type { ChatPageParam } from '../chat.queries'
import { chatKeys } from '../chat.queries'
import type { ChatMessage, ChatMessagePage } from '../chat.types'

export type History = InfiniteData<ChatMessagePage, ChatPageParam | unknown>
export type ChatScope = { orgSlug: string; projectSlug: string; chatId: string }

/**
 * How a patch treats the viewer's own reactions: a fetched or sent message knows them; a live payload says
 * `reacted: false` for everyone, so the flags already on screen are kept.
 */
type Source = 'fetched' | 'live'

function merged(current: ChatMessage, incoming: ChatMessage, source: Source): ChatMessage {
  if (source === 'fetched') return incoming
  const mine = new Map(current.reactions.map((reaction) => [reaction.emoji, reaction.reacted]))
  return {
    ...incoming,
    reactions: incoming.reactions.map((reaction) => ({
      ...reaction,
      reacted: reaction.count > 0 && (mine.get(reaction.emoji) ?? false),
    })),
  }
}

/** Puts a message into one history: replaced where it is, or appended when the history reaches the present. */
export function withMessage(history: History, message: ChatMessage, source: Source): History {
  let found = false
  const pages = history.pages.map((page) => {
    const index = page.messages.findIndex((existing) => existing.id === message.id)
    if (index === -1) return page
    found = true
    const messages = [...page.messages]
    messages[index] = merged(page.messages[index] as ChatMessage, message, source)
    return { ...page, messages }
  })
  if (found) return { ...history, pages }
  const last = pages.at(-1)
  if (!last || last.hasNewer) return history
  const newest = last.messages.at(-1)
  if (newest && compareMessageIds(message.id, newest.id) < 0) {
    // Older than what is shown at the bottom but not in any page: only a gap would hold it; leave it there.
    return history
  }
  pages[pages.length - 1] = { ...last, messages: [...last.messages, message] }
  return { ...history, pages }
}

/** Every cached history of the chat (opened at the latest, or around a permalink) gets the message. */
export function patchMessage(
  queryClient: QueryClient,
  scope: ChatScope,
  message: ChatMessage,
  source: Source,
): void {
  queryClient.setQueriesData<History>(
    { queryKey: chatKeys.histories(scope.orgSlug, scope.projectSlug, scope.chatId) },
    (history) => (history ? withMessage(history, message, source) : history),
  )
}

/** Appends a page of newer messages (catching up after a live event) to a history that reached the present. */
export function withNewerPage(history: History, page: ChatMessagePage): History {
  let next = history
  for (const message of page.messages) next = withMessage(next, message, 'fetched')
  const last = next.pages.at(-1)
  if (!last) return next
  const pages = [...next.pages]
  pages[pages.length - 1] = { ...last, hasNewer: page.hasNewer }
  return { ...next, pages }
}

/** The messages of a history, oldest first, each once (pages patched live may overlap their neighbours). */
export function messagesOf(history: History | undefined): ChatMessage[] {
  if (!history) return []
  const seen = new Set<string>()
  const messages: ChatMessage[] = []
  for (const page of history.pages) {
    for (const message of page.messages) {
      if (seen.has(message.id)) continue
      seen.add(message.id)
      messages.push(message)
    }
  }
  return messages.sort((a, b) => compareMessageIds(a.id, b.id))
}

/** The viewer's own reaction turned on or off, counted at once (the server's answer then replaces it). */
export function withOwnReaction(message: ChatMessage, emoji: ChatReaction, on: boolean): ChatMessage {
  return {
    ...message,
    reactions: message.reactions.map((reaction) =>
      reaction.emoji !== emoji || reaction.reacted === on
        ? reaction
        : { ...reaction, reacted: on, count: Math.max(0, reaction.count + (on ? 1 : -1)) },
    ),
  }
}

/**
 * Changes fields of a message wherever it is cached (a reaction's new counts, a deletion's tombstone), or
 * the whole message through a function of it.
 */
export function patchMessageFields(
  queryClient: QueryClient,
  scope: ChatScope,
  messageId: string,
  fields: Partial<ChatMessage> | ((message: ChatMessage) => ChatMessage),
): void {
  const patched = (message: ChatMessage) =>
    typeof fields === 'function' ? fields(message) : { ...message, ...fields }
  queryClient.setQueriesData<History>(
    { queryKey: chatKeys.histories(scope.orgSlug, scope.projectSlug, scope.chatId) },
    (history) =>
      history && {
        ...history,
        pages: history.pages.map((page) =>
          page.messages.some((message) => message.id === messageId)
            ? {
                ...page,
                messages: page.messages.map((message) =>
                  message.id === messageId ? patched(message) : message,
                ),
              }
            : page,
        ),
      },
  )
}
