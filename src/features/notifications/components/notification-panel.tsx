import type { UseQueryResult } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CheckCheck, PartyPopper } from 'lucide-react'
import { useT } from '~/components/i18n/use-t'
import { UserAvatar } from '~/components/shell/user-avatar'
import { Button } from '~/components/ui/button'
import { EmptyState, LoadError, Loading } from '~/components/ui/query-states'
import { RelativeTime } from '~/components/ui/relative-time'
import { cn } from '~/lib/cn'
import type { NotificationGroup, NotificationSummary } from '../notifications.types'
import { useMarkRead } from '../use-mark-read'
import { useNotificationSentences } from '../use-notification-sentences'
import { AppPathLink } from './app-path-link'

type NotificationPanelProps = {
  summary: UseQueryResult<NotificationSummary>
  /** The viewer follows a link out of the panel: close it. */
  onLeave: () => void
}

/** The bell's panel: the latest groups, "Mark all as read", and the way to the inbox. */
export function NotificationPanel({ summary, onLeave }: NotificationPanelProps) {
  const t = useT('notifications')
  const markRead = useMarkRead()
  const unread = summary.data?.unread ?? 0
  const groups = summary.data?.groups ?? []

  return (
    <div className="grid">
      <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-2.5">
        <h2 id="notification-panel-title" className="font-semibold">
          {t('title')}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          disabled={unread === 0}
          onClick={() => void markRead({ all: true })}
        >
          <CheckCheck aria-hidden /> {t('markAllRead')}
        </Button>
      </div>
      {summary.isPending ? (
        <Loading>{t('loading')}</Loading>
      ) : summary.isError && groups.length === 0 ? (
        <LoadError message={t('loadError')} onRetry={() => void summary.refetch()} />
      ) : groups.length === 0 || (unread === 0 && groups.every((group) => group.unreadCount === 0)) ? (
        <CaughtUp hasOlder={groups.length > 0} />
      ) : null}
      {groups.length > 0 ? (
        <ul
          aria-label={t('panel.latest')}
          className="max-h-[min(28rem,60vh)] divide-y divide-border overflow-y-auto"
        >
          {groups.map((group) => (
            <PanelGroup
              key={group.key}
              group={group}
              onFollow={() => {
                if (group.unreadCount > 0) void markRead({ groupKey: group.key }, { quiet: true })
                onLeave()
              }}
            />
          ))}
        </ul>
      ) : null}
      <div className="border-t border-border p-2 text-center">
        <Link
          to="/notifications"
          onClick={onLeave}
          className="inline-block rounded-md px-3 py-1.5 text-sm font-medium text-primary hover:bg-muted"
        >
          {t('seeAll')}
        </Link>
      </div>
    </div>
  )
}

function CaughtUp({ hasOlder }: { hasOlder: boolean }) {
  const t = useT('notifications')
  return (
    <EmptyState icon={<PartyPopper aria-hidden className="size-6 text-primary" />} title={t('caughtUp')}>
      {hasOlder ? null : t('panel.hint')}
    </EmptyState>
  )
}

function PanelGroup({ group, onFollow }: { group: NotificationGroup; onFollow: () => void }) {
  const t = useT('notifications')
  const sentences = useNotificationSentences()
  const actor = group.entries[0]?.actor
  const unread = group.unreadCount > 0
  return (
    <li>
      <AppPathLink
        path={group.path}
        onFollow={onFollow}
        data-unread={unread || undefined}
        className="flex gap-3 px-4 py-3 hover:bg-muted focus-visible:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      >
        <UserAvatar size={8} name={actor?.name ?? '?'} image={actor?.image ?? null} className="shrink-0" />
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className={cn('line-clamp-2 text-sm break-words', unread && 'font-semibold')}>
            {sentences.group(group)}
          </span>
          <span className="truncate text-xs text-muted-foreground">
            {group.context ? `${group.context} · ` : null}
            <RelativeTime iso={group.latestAt} />
          </span>
        </span>
        {unread ? (
          <span className="mt-1.5 shrink-0">
            <span aria-hidden className="block size-2 rounded-full bg-primary" />
            <span className="sr-only">{t('unread')}</span>
          </span>
        ) : null}
      </AppPathLink>
    </li>
  )
}
