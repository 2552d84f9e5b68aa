import { Link } from '@tanstack/react-router'
import { Archive, Hash, Lock } from 'lucide-react'
import { useT } from '~/components/i18n/use-t'
import { RelativeTime } from '~/components/ui/relative-time'
import { formatUnread } from '~/lib/chat-rules'
import { cn } from '~/lib/cn'
import type { ChatSummary } from '../chat.types'

type ChatListProps = {
  orgSlug: string
  projectSlug: string
  chats: ChatSummary[]
  /** The chat open beside the list (the sidebar), marked as current. */
  activeChatId?: string
  compact?: boolean
}

/** Chats with their unread count (mentions stand out) and latest message. */
export function ChatList({ orgSlug, projectSlug, chats, activeChatId, compact = false }: ChatListProps) {
  return (
    <ul className={cn('grid', compact ? 'gap-0.5' : 'divide-y divide-border')}>
      {chats.map((chat) => (
        <li key={chat.id}>
          <ChatListRow
            orgSlug={orgSlug}
            projectSlug={projectSlug}
            chat={chat}
            active={chat.id === activeChatId}
            compact={compact}
          />
        </li>
      ))}
    </ul>
  )
}

function ChatListRow({
  orgSlug,
  projectSlug,
  chat,
  active,
  compact,
}: {
  orgSlug: string
  projectSlug: string
  chat: ChatSummary
  active: boolean
  compact: boolean
}) {
  const t = useT('chat')
  const unread = chat.unreadCount > 0
  const Icon = chat.archived ? Archive : chat.isPrivate ? Lock : Hash
  const last = chat.lastMessage
  return (
    <Link
      to="/@{$org}/$project/chat/$chatId"
      params={{ org: orgSlug, project: projectSlug, chatId: chat.id }}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex items-start gap-3 hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
        compact ? 'rounded-md px-2 py-1.5' : 'px-4 py-3',
        active && 'bg-accent',
      )}
    >
      <Icon
        aria-hidden
        className={cn('mt-0.5 size-4 shrink-0', unread ? 'text-foreground' : 'text-muted-foreground')}
      />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline gap-2">
          <span className={cn('min-w-0 flex-1 truncate text-sm', unread ? 'font-semibold' : 'font-medium')}>
            {chat.name}
            {chat.isPrivate ? <span className="sr-only"> {t('row.private')}</span> : null}
            {chat.archived ? <span className="sr-only"> {t('row.archived')}</span> : null}
          </span>
          {last && !compact ? (
            <span className="shrink-0 text-xs text-muted-foreground">
              <RelativeTime iso={last.createdAt} />
            </span>
          ) : null}
        </span>
        {!compact && chat.topic ? (
          <span className="block truncate text-xs text-muted-foreground">{chat.topic}</span>
        ) : null}
        {!compact ? (
          <span className="mt-0.5 block truncate text-sm text-muted-foreground">
            {last ? (
              <>
                {last.authorName ? (
                  <span className="font-medium text-foreground">{last.authorName}: </span>
                ) : null}
                {last.deleted ? <em>{t('message.deleted')}</em> : last.preview}
              </>
            ) : (
              t('row.noMessages')
            )}
          </span>
        ) : null}
      </span>
      {unread ? <UnreadCount count={chat.unreadCount} mentioned={chat.mentioned} /> : null}
    </Link>
  )
}

/** "3 unread" for assistive technology; a mention turns the badge red and says so. */
export function UnreadCount({ count, mentioned }: { count: number; mentioned: boolean }) {
  const t = useT('chat')
  return (
    <span
      className={cn(
        'relative mt-0.5 inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full px-1.5 text-xs font-semibold tabular-nums',
        mentioned ? 'bg-red-700 text-white dark:bg-red-600' : 'bg-primary text-primary-foreground',
      )}
    >
      {mentioned ? <span aria-hidden>@</span> : null}
      {formatUnread(count)}
      <span className="sr-only"> {mentioned ? t('unread.mentioned') : t('unread.count')}</span>
    </span>
  )
}
