import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CheckCheck, Inbox, PartyPopper, Settings } from 'lucide-react'
import { useT } from '~/components/i18n/use-t'
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

const TABS: { filter: NotificationFilter; label: 'unread' | 'page.all' }[] = [
  { filter: 'unread', label: 'unread' },
  { filter: 'all', label: 'page.all' },
]

/** The inbox: Unread / All, groups by item with their latest entries, keyset pages, live (the bell's hook). */
export function NotificationsPage({ filter }: { filter: NotificationFilter }) {
  const t = useT('notifications')
  const list = useInfiniteQuery(notificationListQuery(filter))
  const summary = useQuery(notificationSummaryQuery())
  const markRead = useMarkRead()
  const groups = list.data?.pages.flatMap((page) => page.groups) ?? []
  const unread = summary.data?.unread ?? groups.reduce((sum, group) => sum + group.unreadCount, 0)

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={unread === 0}
            onClick={() => void markRead({ all: true })}
          >
            <CheckCheck aria-hidden /> {t('markAllRead')}
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link to="/settings/notifications">
              <Settings aria-hidden /> {t('page.settings')}
            </Link>
          </Button>
        </div>
      </div>

      <nav aria-label={t('page.filter')} className="mt-6 flex gap-1 border-b border-border">
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
            {t(tab.label)}
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
            <Loading>{t('loading')}</Loading>
          </Card>
        ) : list.isError && groups.length === 0 ? (
          <Card>
            <LoadError message={messageOf(list.error, t('loadError'))} onRetry={() => void list.refetch()} />
          </Card>
        ) : groups.length === 0 ? (
          <EmptyInbox filter={filter} />
        ) : (
          <div className="grid gap-3" aria-busy={list.isFetching}>
            <ul
              aria-label={filter === 'unread' ? t('page.unreadList') : t('page.allList')}
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
                  {list.isFetchingNextPage ? t('page.loadingMore') : t('page.loadMore')}
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
  const t = useT('notifications')
  const caughtUp = filter === 'unread'
  const Icon = caughtUp ? PartyPopper : Inbox
  return (
    <Card data-testid="notifications-empty">
      <EmptyState
        icon={<Icon aria-hidden className="size-8 text-primary" />}
        title={caughtUp ? t('caughtUp') : t('page.empty')}
        action={
          caughtUp ? (
            <Button asChild variant="outline" size="sm">
              <Link to="/notifications" search={{ filter: 'all' }}>
                {t('seeAll')}
              </Link>
            </Button>
          ) : null
        }
      >
        {caughtUp ? t('page.nothingNew') : t('page.emptyHint')}
      </EmptyState>
    </Card>
  )
}
