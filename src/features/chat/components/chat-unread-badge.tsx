import { useQuery } from '@tanstack/react-query'
import { formatUnread } from '~/lib/chat-rules'
import { cn } from '~/lib/cn'
import { chatListQuery } from '../chat.queries'
import { useChatListLive } from '../hooks/use-chat-list-live'

/** The project navigation's count of unread chat messages (red when someone mentioned the viewer). */
export function ChatUnreadBadge({
  orgSlug,
  projectSlug,
  projectId,
  label,
}: {
  orgSlug: string
  projectSlug: string
  projectId: string
  /** What a screen reader says after the count ("unread"), in the navigation's words. */
  label: string
}) {
  // The list (not the bare total) because its chat ids are the topics that say a message arrived anywhere.
  const list = useQuery(chatListQuery(orgSlug, projectSlug))
  const chats = list.data?.chats ?? []
  useChatListLive(
    { orgSlug, projectSlug, projectId },
    chats.map((chat) => chat.id),
  )
  const total = chats.reduce((sum, chat) => sum + chat.unreadCount, 0)
  const mentioned = chats.some((chat) => chat.unreadCount > 0 && chat.mentioned)
  if (total === 0) return null
  return (
    <span
      data-testid="chat-unread-total"
      className={cn(
        'relative ms-1.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full px-1.5 text-xs font-semibold tabular-nums',
        mentioned ? 'bg-red-700 text-white dark:bg-red-600' : 'bg-primary text-primary-foreground',
      )}
    >
      {formatUnread(total)}
      <span className="sr-only"> {label}</span>
    </span>
  )
}
