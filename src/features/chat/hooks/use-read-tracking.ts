import { useQueryClient } from '@tanstack/react-query'
import * as React from 'react'
import { compareMessageIds } from '~/lib/chat-rules'
import { markChatReadFn } from '../chat.functions'
import { chatKeys } from '../chat.queries'
import type { ChatScope } from './chat-cache'
import { goneChats } from './gone-chats'

/** Reads settle briefly before the marker moves: a burst of messages costs one call, not one each. */
const READ_DEBOUNCE_MS = 400

function tabIsReading(): boolean {
  return document.visibilityState === 'visible' && document.hasFocus()
}

/**
 * The read marker moves to the newest message when the bottom of the chat is visible in a
 * focused tab — not merely open in a background tab or another window. The server tells the viewer's other
 * tabs and devices; this tab refreshes its own counts.
 */
export function useReadTracking(
  scope: ChatScope,
  newestId: string | null,
  bottomVisible: boolean,
  lastReadId: string | null,
) {
  const queryClient = useQueryClient()
  const { orgSlug, projectSlug, chatId } = scope
  const sent = React.useRef<string | null>(lastReadId)
  const [focusTick, setFocusTick] = React.useState(0)

  React.useEffect(() => {
    const again = () => setFocusTick((tick) => tick + 1)
    window.addEventListener('focus', again)
    document.addEventListener('visibilitychange', again)
    return () => {
      window.removeEventListener('focus', again)
      document.removeEventListener('visibilitychange', again)
    }
  }, [])

  const markRead = React.useCallback(
    (messageId: string) => {
      if (goneChats.has(chatId)) return
      const previous = sent.current
      sent.current = messageId
      markChatReadFn({ data: { orgSlug, projectSlug, chatId, messageId } }).then(
        () => {
          void queryClient.invalidateQueries({ queryKey: chatKeys.lists(orgSlug, projectSlug) })
          void queryClient.invalidateQueries({ queryKey: chatKeys.unread(orgSlug, projectSlug) })
        },
        () => {
          // Not saved (offline, say): try again on the next chance.
          if (sent.current === messageId) sent.current = previous
        },
      )
    },
    [orgSlug, projectSlug, chatId, queryClient],
  )

  // Seen but not yet saved when the chat is left: saved on the way out (the reader did see it).
  const unsaved = React.useRef<string | null>(null)
  React.useEffect(
    () => () => {
      if (unsaved.current) markRead(unsaved.current)
    },
    [markRead],
  )

  // biome-ignore lint/correctness/useExhaustiveDependencies: focusTick re-checks when the tab gains focus
  React.useEffect(() => {
    unsaved.current = null
    if (!newestId || !bottomVisible) return
    if (sent.current && compareMessageIds(newestId, sent.current) <= 0) return
    if (!tabIsReading()) return
    unsaved.current = newestId
    const timer = setTimeout(() => {
      unsaved.current = null
      if (tabIsReading()) markRead(newestId)
    }, READ_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [newestId, bottomVisible, focusTick, markRead])
}
