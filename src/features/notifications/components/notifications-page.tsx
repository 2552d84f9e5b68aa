import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CheckCheck, Inbox, PartyPopper, Settings } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { EmptyState, LoadError, Loading } from '~/components/ui/query-states'
import { messageOf } from '~/lib/auth-result'
import { cn } from '~/lib/cn'
import {
  type NotificationFilter,
  notificationListQuery,
  notificationSummaryQuery,
} from '../notifications.queries'
import { useMarkRead } from '../use-mark-read'
import { formatUnreadCount } from './notification-bell'
import { NotificationGroupCard } from './notification-group-card'

const TABS: { filter: NotificationFilter; label: string }[] = [
  { filter: 'unread', label: 'Unread' },
  { filter: 'all', label: 'All' },
]

/** The inbox: Unread / All, groups by item with their latest entries, keyset pages, live (the bell's hook). */
export function NotificationsPage({ filter }: { filter: NotificationFilter }) {
  const list = useInfiniteQuery(notificationListQuery(filter))
  const summary = useQuery(notificationSummaryQuery())
  const markRead = useMarkRead()
  const groups = list.data?.pages.flatMap((page) => page.groups) ?? []
  const unread = summary.data?.unread ?? groups.reduce((sum, group) => sum + group.unreadCount, 0)

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">Notifications</h1>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={unread === 0}
            onClick={() => void markRead({ all: true })}
          >
            <CheckCheck aria-hidden /> Mark all as read
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link to="/settings/notifications">
              <Settings aria-hidden /> Settings
            </Link>
          </Button>
        </div>
      </div>

      <nav aria-label="Filter notifications" className="mt-6 flex gap-1 border-b border-border">
        {TABS.map((tab) => (
          <Link
            key={tab.filter}
            to="/notifications"
            search={tab.filter === 'all' ? { filter: 'all' } : {}}
            aria-current={tab.filter === filter ? 'page' : undefined}
            className={cn(
              '-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium',
              tab.filter === filter
                ? 'border-primary text-foreground'
                : 'border-transparent text-muted-foreground hover:text-foreground',
            )}
          >
            {tab.label}
            {tab.filter === 'unread' && unread > 0 ? (
              <span className="rounded-full bg-muted px-1.5 text-xs tabular-nums">
                {formatUnreadCount(unread)}
              </span>
            ) : null}
          </Link>
        ))}
      </nav>

      <div className="mt-4">
        {list.isPending ? (
          <Card>
            <Loading>Loading notifications…</Loading>
          </Card>
        ) : list.isError && groups.length === 0 ? (
          <Card>
            <LoadError
              message={messageOf(list.error, 'Your notifications could not be loaded.')}
              onRetry={() => void list.refetch()}
            />
          </Card>
        ) : groups.length === 0 ? (
          <EmptyInbox filter={filter} />
        ) : (
          <div className="grid gap-3" aria-busy={list.isFetching}>
            <ul
              aria-label={filter === 'unread' ? 'Unread notifications' : 'All notifications'}
              className="grid gap-3"
            >
              {groups.map((group) => (
                <NotificationGroupCard key={group.key} group={group} />
              ))}
            </ul>
            {list.hasNextPage ? (
              <div className="text-center">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => void list.fetchNextPage()}
                  disabled={list.isFetchingNextPage}
                >
                  {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
                </Button>
              </div>
            ) : null}
          </div>
        )}
      </div>
    </div>
  )
}

function EmptyInbox({ filter }: { filter: NotificationFilter }) {
  const caughtUp = filter === 'unread'
  const Icon = caughtUp ? PartyPopper : Inbox
  return (
    <Card data-testid="notifications-empty">
      <EmptyState
        icon={<Icon aria-hidden className="size-8 text-primary" />}
        title={caughtUp ? "You're all caught up" : 'No notifications yet'}
        action={
          caughtUp ? (
            <Button asChild variant="outline" size="sm">
              <Link to="/notifications" search={{ filter: 'all' }}>
                See all notifications
              </Link>
            </Button>
          ) : null
        }
      >
        {caughtUp
          ? 'Nothing new since you last looked.'
          : 'Mentions, replies, comments on feedback you follow and messages in your private chats show up here.'}
      </EmptyState>
    </Card>
  )
}
