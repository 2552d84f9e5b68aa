import { useQueryClient } from '@tanstack/react-query'
import * as React from 'react'
import { ACCESS_REVOKED, type LiveChange } from '~/features/live/live-connection'
import { refetchForLive, useLiveConnection } from '~/features/live/live-provider'
import { topicOf } from '~/lib/live-topics'
import { chatKeys } from '../chat.queries'
import { CHAT_EVENT, type ChatMessageEvent, type ChatSignalEvent } from '../chat-events'
import { type ChatScope, patchMessage } from './chat-cache'
import { goneChats } from './gone-chats'
import { outbox } from './outbox'

type ChatLiveHandlers = {
  /** Fetches what arrived after the newest message shown. */
  catchUp: () => Promise<void>
  onSignal: (signal: ChatSignalEvent) => void
  /** A message from someone arrived (their typing indicator ends). */
  onMessage: (authorId: string | null) => void
  onDeleted: () => void
}

/**
 * Keeps an open chat live by patching its history from the chat topic's events (not refetching it: a busy
 * room would refetch all the time). A message too large for the event's payload is fetched; a reconnect,
 * which may have missed events, refetches what is shown.
 */
export function useChatLive(scope: ChatScope, handlers: ChatLiveHandlers) {
  const connection = useLiveConnection()
  const queryClient = useQueryClient()
  const handlersRef = React.useRef(handlers)
  handlersRef.current = handlers
  const { orgSlug, projectSlug, chatId } = scope

  React.useEffect(() => {
    if (!connection) return
    const topic = topicOf.chat(chatId)
    const here = { orgSlug, projectSlug, chatId }
    const refreshDetail = () => {
      if (goneChats.has(chatId)) return
      refetchForLive(queryClient, chatKeys.detail(orgSlug, projectSlug, chatId))
      refetchForLive(queryClient, chatKeys.lists(orgSlug, projectSlug))
    }
    const onChange = (change: LiveChange) => {
      if (change.topic !== topic) return
      const current = handlersRef.current
      switch (change.type) {
        case CHAT_EVENT.messageCreated:
        case CHAT_EVENT.messageUpdated: {
          const payload = change.payload as ChatMessageEvent
          if ('message' in payload) {
            patchMessage(queryClient, here, payload.message, 'live')
            if (payload.message.clientId) outbox.remove(payload.message.clientId)
            if (change.type === CHAT_EVENT.messageCreated)
              current.onMessage(payload.message.author?.id ?? null)
          } else if (change.type === CHAT_EVENT.messageCreated) {
            void current.catchUp().then(() => {
              if (payload.clientId) outbox.remove(payload.clientId)
            })
          } else {
            refetchForLive(queryClient, chatKeys.histories(orgSlug, projectSlug, chatId))
          }
          return
        }
        case CHAT_EVENT.chatDeleted:
          current.onDeleted()
          return
        case CHAT_EVENT.chatChanged:
        case CHAT_EVENT.accessChanged:
        case ACCESS_REVOKED:
          refreshDetail()
          return
      }
    }
    const release = connection.retain([topic])
    const stopChanges = connection.onChange(onChange)
    // What was said between the history's read (the route's loader) and this subscription reached no one here:
    // one's own message sent just before a jump to the present, say. Read it once, now that nothing more is missed.
    void handlersRef.current.catchUp()
    // Typing and presence arrive as signals (never stored, never replayed).
    const stopSignals = connection.onSignal((signal) => {
      if (signal.topic !== topic) return
      if (signal.type === CHAT_EVENT.typing || signal.type === CHAT_EVENT.presence) {
        handlersRef.current.onSignal(signal.payload as ChatSignalEvent)
      }
    })
    const stopResync = connection.onResync(() => {
      refreshDetail()
      refetchForLive(queryClient, chatKeys.histories(orgSlug, projectSlug, chatId))
    })
    return () => {
      release()
      stopChanges()
      stopSignals()
      stopResync()
    }
  }, [connection, queryClient, orgSlug, projectSlug, chatId])
}
