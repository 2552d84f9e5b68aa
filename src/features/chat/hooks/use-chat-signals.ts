import * as React from 'react'
import { useT } from '~/components/i18n/use-t'
import { PRESENCE_EXPIRE_MS, PRESENCE_HEARTBEAT_MS } from '~/lib/chat-rules'
import { sendChatSignalFn } from '../chat.functions'
import type { ChatSignalKind } from '../chat.schemas'
import type { ChatPerson } from '../chat.types'
import type { ChatSignalEvent } from '../chat-events'
import type { ChatScope } from './chat-cache'
import { goneChats } from './gone-chats'
import { activeTypists, addTypist, TypingThrottle, typingText } from './typing'

type Seen = { person: ChatPerson; until: number }

/**
 * Typing and presence, both ephemeral. This tab says "present" on entry and every heartbeat, "left" on the way
 * out, and answers a newcomer at once so they see who is here without waiting for a heartbeat. Signals are
 * fire-and-forget: outside the mutation queue (they must never wait behind a send, nor warn on leaving).
 */
export function useChatSignals(scope: ChatScope, viewerId: string) {
  const { orgSlug, projectSlug, chatId } = scope
  const t = useT('chat')
  const [typists, setTypists] = React.useState<Map<string, { name: string; until: number }>>(new Map())
  const [present, setPresent] = React.useState<Map<string, Seen>>(new Map())
  const [now, setNow] = React.useState(() => Date.now())
  const throttle = React.useRef(new TypingThrottle())
  const lastAnswer = React.useRef(0)
  /** Who this tab has seen, until when: a newcomer (or one back after expiring) is answered at once. */
  const seenUntil = React.useRef(new Map<string, number>())

  const signal = React.useCallback(
    (kind: ChatSignalKind) => {
      if (goneChats.has(chatId)) return
      sendChatSignalFn({ data: { orgSlug, projectSlug, chatId, kind } }).catch(() => {})
    },
    [orgSlug, projectSlug, chatId],
  )

  React.useEffect(() => {
    signal('present')
    const heartbeat = setInterval(() => {
      if (document.visibilityState === 'visible') signal('present')
    }, PRESENCE_HEARTBEAT_MS)
    const onPageHide = () => signal('left')
    window.addEventListener('pagehide', onPageHide)
    return () => {
      clearInterval(heartbeat)
      window.removeEventListener('pagehide', onPageHide)
      signal('left')
      setTypists(new Map())
      setPresent(new Map())
    }
  }, [signal])

  // Expiry needs a clock only while someone is shown.
  React.useEffect(() => {
    if (typists.size === 0 && present.size === 0) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [typists.size, present.size])

  const onSignal = React.useCallback(
    (event: ChatSignalEvent) => {
      if (event.user.id === viewerId) return
      const at = Date.now()
      setNow(at)
      if (event.kind === 'typing') {
        setTypists((current) => addTypist(current, { userId: event.user.id, name: event.user.name }, at))
      }
      const known = seenUntil.current
      const isNew = (known.get(event.user.id) ?? 0) <= at
      if (event.kind === 'left') known.delete(event.user.id)
      else known.set(event.user.id, at + PRESENCE_EXPIRE_MS)
      if (isNew && event.kind === 'present' && at - lastAnswer.current > 1000) {
        lastAnswer.current = at
        signal('present')
      }
      setPresent((current) => {
        const next = new Map(current)
        if (event.kind === 'left') next.delete(event.user.id)
        else next.set(event.user.id, { person: event.user, until: at + PRESENCE_EXPIRE_MS })
        return next
      })
      if (event.kind === 'left') {
        setTypists((current) => {
          const next = new Map(current)
          next.delete(event.user.id)
          return next
        })
      }
    },
    [viewerId, signal],
  )

  const onMessage = React.useCallback((authorId: string | null) => {
    if (!authorId) return
    setTypists((current) => {
      if (!current.has(authorId)) return current
      const next = new Map(current)
      next.delete(authorId)
      return next
    })
  }, [])

  const onTyping = React.useCallback(() => {
    if (throttle.current.shouldSignal(Date.now())) signal('typing')
  }, [signal])

  const here = [...present.values()].filter((seen) => seen.until > now).map((seen) => seen.person)
  return {
    typing: typingText(activeTypists(typists, now), {
      one: (name) => t('typing.one', { name }),
      two: (first, second) => t('typing.two', { first, second }),
      several: t('typing.several'),
    }),
    present: here,
    onSignal,
    onMessage,
    onTyping,
  }
}
