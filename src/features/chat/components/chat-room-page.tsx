import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import * as React from 'react'
import { toast } from 'sonner'
import { currentUserQuery } from '~/features/auth/auth.queries'
import { useProjectMentionSource } from '~/features/mentions/mentions.queries'
import { compareMessageIds } from '~/lib/chat-rules'
import { chatQuery } from '../chat.queries'
import type { ChatReplyQuote } from '../chat.types'
import { useChatActions, useOutbox, useUnsentLeaveGuard } from '../hooks/use-chat-actions'
import { lastOwnMessage, useChatHistory } from '../hooks/use-chat-history'
import { useChatLive } from '../hooks/use-chat-live'
import { useChatSignals } from '../hooks/use-chat-signals'
import { useFillViewport } from '../hooks/use-fill-viewport'
import { useReadTracking } from '../hooks/use-read-tracking'
import { ChatFooter } from './chat-footer'
import { ChatHeader } from './chat-header'
import { ChatRoomProvider, type ChatRoomValue, type ViewMessage } from './chat-room-context'
import { ChatSidebar } from './chat-sidebar'
import { type InitialScroll, MessageList, type MessageListHandle } from './message-list'
import { buildRows } from './message-rows'

type ChatRoomPageProps = { orgSlug: string; projectSlug: string; chatId: string; around: string | null }

/**
 * A chat: header, the virtualized history, who is typing, and the composer pinned at the bottom. Another
 * chat, or a permalink, is a new arrival: the divider, the opening scroll and the presence start again.
 */
export function ChatRoomPage(props: ChatRoomPageProps) {
  // "Jump to latest" means the bottom, even when unread messages would otherwise open at the divider.
  const [jumpedTo, setJumpedTo] = React.useState<string | null>(null)
  const key = `${props.chatId}:${props.around ?? ''}`
  return (
    <ChatRoom
      key={key}
      {...props}
      openAtEnd={jumpedTo === key}
      onJump={() => setJumpedTo(`${props.chatId}:`)}
    />
  )
}

function ChatRoom({
  orgSlug,
  projectSlug,
  chatId,
  around,
  openAtEnd,
  onJump,
}: ChatRoomPageProps & { openAtEnd: boolean; onJump: () => void }) {
  const scope = React.useMemo(() => ({ orgSlug, projectSlug, chatId }), [orgSlug, projectSlug, chatId])
  const navigate = useNavigate()
  const { data: chat } = useSuspenseQuery(chatQuery(orgSlug, projectSlug, chatId))
  const viewer = useQuery(currentUserQuery()).data
  const history = useChatHistory(scope, around)
  const pending = useOutbox(chatId)
  const actions = useChatActions(scope)
  const signals = useChatSignals(scope, chat.viewerId)
  const mentionSource = useProjectMentionSource(orgSlug, projectSlug)
  const fillRef = useFillViewport<HTMLDivElement>()
  const listRef = React.useRef<MessageListHandle>(null)
  const composerRef = React.useRef<HTMLTextAreaElement>(null)
  const [editingId, setEditingId] = React.useState<string | null>(null)
  const [replyTo, setReplyTo] = React.useState<ChatReplyQuote | null>(null)
  const [bottomVisible, setBottomVisible] = React.useState(false)
  useUnsentLeaveGuard()

  useChatLive(scope, {
    catchUp: history.catchUp,
    onSignal: signals.onSignal,
    onMessage: signals.onMessage,
    onDeleted: () => {
      toast.info(`${chat.name} was deleted`)
      void navigate({
        to: '/@{$org}/$project/chat',
        params: { org: orgSlug, project: projectSlug },
        replace: true,
      })
    },
  })

  // The divider marks what was unread on arrival, and stays put while reading moves the marker on.
  const [readOnArrival] = React.useState(() => history.lastReadAtOpen ?? chat.lastReadId)
  const stored = history.messages
  const newestStored = history.hasNewer ? null : (stored.at(-1)?.id ?? null)
  useReadTracking(scope, newestStored, bottomVisible, chat.lastReadId)

  const messages = React.useMemo<ViewMessage[]>(() => {
    const storedClientIds = new Set(stored.map((message) => message.clientId).filter(Boolean))
    const unsent: ViewMessage[] = history.hasNewer
      ? []
      : pending
          .filter((item) => !storedClientIds.has(item.clientId))
          .map((item) => ({
            id: `pending-${item.clientId}`,
            chatId,
            clientId: item.clientId,
            author: viewer
              ? { id: viewer.userId, name: viewer.name, username: viewer.username, image: viewer.image }
              : { id: chat.viewerId, name: 'You', username: null, image: null },
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
  }, [stored, pending, history.hasNewer, chatId, chat.viewerId, viewer])

  const firstUnreadId = React.useMemo(() => {
    if (!readOnArrival) return null
    const first = stored.find(
      (message) => compareMessageIds(message.id, readOnArrival) > 0 && message.author?.id !== chat.viewerId,
    )
    return first?.id ?? null
  }, [stored, readOnArrival, chat.viewerId])

  const rows = React.useMemo(() => buildRows(messages, firstUnreadId), [messages, firstUnreadId])

  const [initialScroll] = React.useState<InitialScroll>(() => {
    if (around) {
      const target = stored.find((message) => message.id === around)
      if (target) return { to: 'row', key: target.clientId ?? target.id, align: 'center' }
    }
    if (firstUnreadId && !openAtEnd) return { to: 'row', key: 'unread', align: 'start' }
    return { to: 'end' }
  })

  const focusComposer = React.useCallback(() => composerRef.current?.focus(), [])

  const room: ChatRoomValue = {
    orgSlug,
    projectSlug,
    chat,
    viewerUsername: viewer?.username ?? null,
    actions,
    mentionSource,
    editingId,
    setEditingId,
    highlightedId: around,
    setReplyTo,
    focusComposer,
  }

  return (
    <ChatRoomProvider value={room}>
      <div ref={fillRef} className="flex min-h-80 gap-4">
        <ChatSidebar orgSlug={orgSlug} projectSlug={projectSlug} activeChatId={chatId} />
        <section
          aria-labelledby="chat-title"
          className="flex min-w-0 flex-1 flex-col overflow-hidden rounded-xl border border-border bg-card"
        >
          <ChatHeader present={signals.present} />
          {history.query.isError ? (
            <div role="alert" className="grid flex-1 place-content-center gap-2 p-6 text-center text-sm">
              <p>The messages could not be loaded.</p>
              <button
                type="button"
                className="cursor-pointer font-medium text-primary underline"
                onClick={() => void history.query.refetch()}
              >
                Try again
              </button>
            </div>
          ) : (
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
              onBottomVisible={setBottomVisible}
              onJumpToPresent={() => {
                onJump()
                void navigate({
                  to: '/@{$org}/$project/chat/$chatId',
                  params: { org: orgSlug, project: projectSlug, chatId },
                  search: {},
                })
              }}
            />
          )}
          <ChatFooter
            typing={signals.typing}
            replyTo={replyTo}
            onCancelReply={() => setReplyTo(null)}
            composerRef={composerRef}
            onTyping={signals.onTyping}
            onSend={(text) => {
              actions.send(text, replyTo)
              setReplyTo(null)
              listRef.current?.scrollToEnd()
            }}
            onEditLast={() => {
              const last = lastOwnMessage(stored, chat.viewerId)
              if (last) setEditingId(last.id)
            }}
          />
        </section>
      </div>
    </ChatRoomProvider>
  )
}
