import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import * as React from 'react'
import { listChatMessagesFn } from '../chat.functions'
import { chatMessagesQuery } from '../chat.queries'
import type { ChatMessage } from '../chat.types'
import { type ChatScope, type History, messagesOf, withNewerPage } from './chat-cache'

/** Pages fetched in one catch-up at most; beyond that the reader scrolls down (or jumps) for more. */
const CATCH_UP_PAGES = 5

/**
 * A chat's history as one list (oldest first), opened at the latest or around a permalink, with older and
 * newer pages on demand and `catchUp`, which fetches what arrived after the newest message shown.
 */
export function useChatHistory(scope: ChatScope, around: string | null) {
  const queryClient = useQueryClient()
  const options = chatMessagesQuery(scope.orgSlug, scope.projectSlug, scope.chatId, around)
  const query = useInfiniteQuery(options)
  const messages = React.useMemo(() => messagesOf(query.data), [query.data])
  const first = query.data?.pages[0]
  const last = query.data?.pages.at(-1)

  const running = React.useRef<Promise<void> | null>(null)
  const again = React.useRef(false)
  const queryKey = options.queryKey

  const catchUp = React.useCallback((): Promise<void> => {
    if (running.current) {
      again.current = true
      return running.current
    }
    const run = async () => {
      for (let page = 0; page < CATCH_UP_PAGES; page++) {
        const history = queryClient.getQueryData<History>(queryKey)
        const tail = history?.pages.at(-1)
        // Not at the present (an old permalink): nothing to add at the bottom.
        if (!history || !tail || tail.hasNewer) return
        const newest = messagesOf(history).at(-1)
        const next = await listChatMessagesFn({
          data: { ...scope, ...(newest ? { after: newest.id } : {}) },
        })
        queryClient.setQueryData<History>(queryKey, (current) =>
          current ? withNewerPage(current, next) : current,
        )
        if (!next.hasNewer) return
      }
    }
    const promise = (async () => {
      do {
        again.current = false
        await run().catch(() => {})
      } while (again.current)
      running.current = null
    })()
    running.current = promise
    return promise
  }, [queryClient, queryKey, scope])

  return {
    query,
    messages,
    hasOlder: first?.hasOlder ?? false,
    hasNewer: last?.hasNewer ?? false,
    /** The viewer's read marker when the history was opened (the "New messages" divider). */
    lastReadAtOpen: first?.lastReadId ?? null,
    catchUp,
  }
}

export type ChatHistory = ReturnType<typeof useChatHistory>

/** The viewer's last stored message in the history (Up arrow edits it). */
export function lastOwnMessage(messages: readonly ChatMessage[], viewerId: string): ChatMessage | null {
  for (let index = messages.length - 1; index >= 0; index--) {
    const message = messages[index]
    if (message && message.author?.id === viewerId && message.deletedAt === null) return message
  }
  return null
}
