import * as React from 'react'
import { useLocale, useT } from '~/components/i18n/use-t'
import { compareMessageIds } from '~/lib/chat-rules'
import type { Viewer } from '~/lib/viewer'
import type { OutboxItem } from '../hooks/outbox'
import type { ChatHistory } from '../hooks/use-chat-history'
import { useChatRoom, type ViewMessage } from './chat-room-context'
import { type InitialScroll, MessageList, type MessageListHandle } from './message-list'
import { buildRows } from './message-rows'

type ChatHistoryPaneProps = {
  history: ChatHistory
  pending: OutboxItem[]
  viewer: Viewer | null
  around: string | null
  openAtEnd: boolean
  listRef: React.RefObject<MessageListHandle | null>
  onBottomVisible: (visible: boolean) => void
  onJumpToPresent: () => void
}

/**
 * The history once its first page is in: stored messages, then the viewer's unsent ones. Mounted only with
 * data, so that what it notes on arrival (the read marker for the divider, where to open) is what the reader
 * found, not an empty first render.
 */
export function ChatHistoryPane({
  history,
  pending,
  viewer,
  around,
  openAtEnd,
  listRef,
  onBottomVisible,
  onJumpToPresent,
}: ChatHistoryPaneProps) {
  const t = useT('chat')
  const locale = useLocale()
  const { chat } = useChatRoom()
  const stored = history.messages
  const you = t('room.you')
  // The divider marks what was unread on arrival, and stays put while reading moves the marker on.
  const [readOnArrival] = React.useState(() => history.lastReadAtOpen)

  const messages = React.useMemo<ViewMessage[]>(() => {
    if (history.hasNewer) return stored
    const storedClientIds = new Set(stored.map((message) => message.clientId).filter(Boolean))
    const author = viewer
      ? { id: viewer.userId, name: viewer.name, username: viewer.username, image: viewer.image }
      : { id: chat.viewerId, name: you, username: null, image: null }
    const unsent = pending
      .filter((item) => !storedClientIds.has(item.clientId))
      .map<ViewMessage>((item) => ({
        id: `pending-${item.clientId}`,
        chatId: chat.id,
        clientId: item.clientId,
        author,
        via: null,
        body: item.body,
        createdAt: item.createdAt,
        editedAt: null,
        deletedAt: null,
        replyTo: item.replyTo,
        reactions: [],
        mentions: [],
        outboxItem: item,
      }))
    return [...stored, ...unsent]
  }, [stored, pending, history.hasNewer, chat.id, chat.viewerId, viewer, you])

  const firstUnreadId = React.useMemo(() => {
    if (!readOnArrival) return null
    const first = stored.find(
      (message) => compareMessageIds(message.id, readOnArrival) > 0 && message.author?.id !== chat.viewerId,
    )
    return first?.id ?? null
  }, [stored, readOnArrival, chat.viewerId])

  const today = t('day.today')
  const yesterday = t('day.yesterday')
  const rows = React.useMemo(
    () => buildRows(messages, firstUnreadId, new Date(), { locale, today, yesterday }),
    [messages, firstUnreadId, locale, today, yesterday],
  )

  const [initialScroll] = React.useState<InitialScroll>(() => {
    if (around) {
      const target = stored.find((message) => message.id === around)
      if (target) return { to: 'row', key: target.clientId ?? target.id, align: 'center' }
    }
    if (firstUnreadId && !openAtEnd) return { to: 'row', key: 'unread', align: 'start' }
    return { to: 'end' }
  })

  return (
    <MessageList
      ref={listRef}
      chatName={chat.name}
      rows={rows}
      hasOlder={history.hasOlder}
      hasNewer={history.hasNewer}
      loadingOlder={history.query.isFetchingPreviousPage}
      loadingNewer={history.query.isFetchingNextPage}
      loadOlder={() => void history.query.fetchPreviousPage()}
      loadNewer={() => void history.query.fetchNextPage()}
      initialScroll={initialScroll}
      onBottomVisible={onBottomVisible}
      onJumpToPresent={onJumpToPresent}
    />
  )
}
