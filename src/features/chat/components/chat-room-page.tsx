import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import * as React from 'react'
import { useT } from '~/components/i18n/use-t'
import { LoadError, Loading } from '~/components/ui/query-states'
import { currentUserQuery } from '~/features/auth/auth.queries'
import { useProjectMentionSource } from '~/features/mentions/mentions.queries'
import { toast } from '~/lib/toast'
import { chatQuery } from '../chat.queries'
import type { ChatReplyQuote } from '../chat.types'
import { goneChats } from '../hooks/gone-chats'
import { useChatActions, useOutbox, useUnsentLeaveGuard } from '../hooks/use-chat-actions'
import { lastOwnMessage, useChatHistory } from '../hooks/use-chat-history'
import { useChatLive } from '../hooks/use-chat-live'
import { useChatSignals } from '../hooks/use-chat-signals'
import { useFillViewport } from '../hooks/use-fill-viewport'
import { useReadTracking } from '../hooks/use-read-tracking'
import { ChatFooter } from './chat-footer'
import { ChatHeader } from './chat-header'
import { ChatHistoryPane } from './chat-history-pane'
import { ChatRoomProvider, type ChatRoomValue } from './chat-room-context'
import { ChatSidebar } from './lazy-chat-sidebar'
import type { MessageListHandle } from './message-list'

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
  const t = useT('chat')
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
      // Deleted from this tab: it said so already.
      if (goneChats.has(chat.id)) return
      goneChats.add(chat.id)
      toast.info(t('room.deleted', { name: chat.name }))
      void navigate({
        to: '/@{$org}/$project/chat',
        params: { org: orgSlug, project: projectSlug },
        replace: true,
      })
    },
  })

  const stored = history.messages
  const newestStored = history.hasNewer ? null : (stored.at(-1)?.id ?? null)
  useReadTracking(scope, newestStored, bottomVisible, chat.lastReadId)

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
            <LoadError
              className="flex-1 place-content-center"
              message={t('room.loadFailed')}
              onRetry={() => void history.query.refetch()}
              retryLabel={t('room.retry')}
            />
          ) : history.query.data ? (
            <ChatHistoryPane
              history={history}
              pending={pending}
              viewer={viewer ?? null}
              around={around}
              openAtEnd={openAtEnd}
              listRef={listRef}
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
          ) : (
            <Loading className="flex-1">{t('room.loading')}</Loading>
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
