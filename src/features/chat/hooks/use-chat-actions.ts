import { useQueryClient } from '@tanstack/react-query'
import * as React from 'react'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { ConnectionLostError, LEAVE_WARNING, mutationQueue } from '~/features/live/mutation-queue'
import { messageOf } from '~/lib/auth-result'
import type { ChatReaction } from '~/lib/chat-rules'
import { toast } from '~/lib/toast'
import { reactToChatMessageFn, sendChatMessageFn } from '../chat.functions'
import { chatKeys } from '../chat.queries'
import type { ChatMessage, ChatReplyQuote } from '../chat.types'
import { type ChatScope, patchMessage, patchMessageFields, withOwnReaction } from './chat-cache'
import type { MessageChangeContext, RunChange } from './message-changes'
import { newClientId, type OutboxItem, outbox, untilOnline } from './outbox'

const loadMessageChanges = () => import('./message-changes')

/**
 * A send through the mutation queue (in order, one at a time). Offline, it waits in the queue for
 * the network and stays pending; cut off in flight, it waits again if the browser went offline, else it
 * fails and offers a retry. The clientId makes every attempt store the message once.
 */
function deliver(
  queryClient: ReturnType<typeof useQueryClient>,
  scope: ChatScope,
  item: OutboxItem,
  sendFailed: string,
): void {
  outbox.update(item.clientId, { status: 'pending', error: null })
  mutationQueue
    .run(async () => {
      await untilOnline()
      return sendChatMessageFn({
        data: {
          orgSlug: scope.orgSlug,
          projectSlug: scope.projectSlug,
          chatId: scope.chatId,
          clientId: item.clientId,
          body: item.body,
          replyToId: item.replyTo?.id ?? null,
        },
      })
    })
    .then(
      (message) => {
        patchMessage(queryClient, scope, message as ChatMessage, 'fetched')
        outbox.remove(item.clientId)
      },
      (error: unknown) => {
        if (error instanceof ConnectionLostError && navigator.onLine === false) {
          deliver(queryClient, scope, item, sendFailed)
          return
        }
        outbox.update(item.clientId, { status: 'failed', error: messageOf(error, sendFailed) })
      },
    )
}

export function useChatActions(scope: ChatScope) {
  const queryClient = useQueryClient()
  const t = useT('chat')
  const errorText = useErrorText()
  const { orgSlug, projectSlug, chatId } = scope

  return React.useMemo(() => {
    const base = { orgSlug, projectSlug, chatId }
    const refreshList = () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists(orgSlug, projectSlug) })
    }
    /** Runs a change in the queue and shows its result at once (the live event confirms it). */
    const change: RunChange = async (call, apply, failure) => {
      try {
        apply(await mutationQueue.run(call))
        refreshList()
        return true
      } catch (error) {
        toast.error(errorText(messageOf(error, failure)))
        return false
      }
    }

    const context: MessageChangeContext = { queryClient, scope: base, change }

    return {
      send(body: string, replyTo: ChatReplyQuote | null) {
        const item: OutboxItem = {
          clientId: newClientId(),
          chatId,
          body,
          replyTo,
          createdAt: new Date().toISOString(),
          status: 'pending',
          error: null,
        }
        outbox.add(item)
        deliver(queryClient, base, item, t('action.sendFailed'))
      },
      retry(item: OutboxItem) {
        deliver(queryClient, base, item, t('action.sendFailed'))
      },
      discard(item: OutboxItem) {
        outbox.remove(item.clientId)
      },
      edit: async (messageId: string, body: string) =>
        (await loadMessageChanges()).editMessage(context, messageId, body, t('action.editFailed')),
      remove: async (messageId: string) =>
        (await loadMessageChanges()).removeMessage(context, messageId, t('action.deleteFailed')),
      react: async (messageId: string, emoji: ChatReaction, on: boolean) => {
        // Shown at once, so that one's own reaction is never seen unpressed while the live event overtakes
        // the answer; undone if it could not be saved.
        const show = (value: boolean) =>
          patchMessageFields(queryClient, base, messageId, (message) =>
            withOwnReaction(message, emoji, value),
          )
        show(on)
        const saved = await change(
          () => reactToChatMessageFn({ data: { ...base, messageId, emoji, on } }),
          (result) => patchMessageFields(queryClient, base, messageId, { reactions: result.reactions }),
          t('action.reactFailed'),
        )
        if (!saved) show(!on)
        return saved
      },
    }
  }, [queryClient, orgSlug, projectSlug, chatId, t, errorText])
}

export type ChatActions = ReturnType<typeof useChatActions>

const NONE: OutboxItem[] = []

/** The chat's unsent messages, live. */
export function useOutbox(chatId: string): OutboxItem[] {
  return React.useSyncExternalStore(
    outbox.subscribe,
    () => outbox.of(chatId),
    () => NONE,
  )
}

/**
 * The leave warning also holds for messages that failed (they left the mutation queue but are still
 * unsent): closing the tab would lose them.
 */
export function useUnsentLeaveGuard() {
  React.useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (outbox.unsent === 0 || mutationQueue.pending > 0) return
      event.preventDefault()
      event.returnValue = LEAVE_WARNING
      return LEAVE_WARNING
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [])
}
