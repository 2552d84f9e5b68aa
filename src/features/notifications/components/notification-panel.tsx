import type { UseQueryResult } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CheckCheck, Loader2, PartyPopper } from 'lucide-react'
import { UserAvatar } from '~/components/shell/user-avatar'
import { Button } from '~/components/ui/button'
import { RelativeTime } from '~/components/ui/relative-time'
import { cn } from '~/lib/cn'
import type { NotificationGroup, NotificationSummary } from '../notifications.types'
import { useMarkRead } from '../use-mark-read'
import { AppPathLink } from './app-path-link'

type NotificationPanelProps = {
  summary: UseQueryResult<NotificationSummary>
  /** The viewer follows a link out of the panel: close it. */
  onLeave: () => void
}

/** The bell's panel: the latest groups, "Mark all as read", and the way to the inbox. */
export function NotificationPanel({ summary, onLeave }: NotificationPanelProps) {
  const markRead = useMarkRead()
  const unread = summary.data?.unread ?? 0
  const groups = summary.data?.groups ?? []

  return (
    <div className="grid">
      <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-2.5">
        <h2 id="notification-panel-title" className="font-semibold">
          Notifications
        </h2>
        <Button
          variant="ghost"
          size="sm"
          disabled={unread === 0}
          onClick={() => void markRead({ all: true })}
        >
          <CheckCheck aria-hidden /> Mark all as read
        </Button>
      </div>
      {summary.isPending ? (
        <p role="status" className="flex items-center gap-2 px-4 py-8 text-sm text-muted-foreground">
          <Loader2 aria-hidden className="size-4 animate-spin" /> Loading notifications…
        </p>
      ) : summary.isError && groups.length === 0 ? (
        <div role="alert" className="grid justify-items-start gap-2 px-4 py-6 text-sm">
          <p>Your notifications could not be loaded.</p>
          <Button variant="outline" size="sm" onClick={() => void summary.refetch()}>
            Try again
          </Button>
        </div>
      ) : groups.length === 0 || (unread === 0 && groups.every((group) => group.unreadCount === 0)) ? (
        <CaughtUp hasOlder={groups.length > 0} />
      ) : null}
      {groups.length > 0 ? (
        <ul
          aria-label="Latest notifications"
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
          See all notifications
        </Link>
      </div>
    </div>
  )
}

function CaughtUp({ hasOlder }: { hasOlder: boolean }) {
  return (
    <div className={cn('grid justify-items-center gap-1 px-4 text-center', hasOlder ? 'py-4' : 'py-8')}>
      <PartyPopper aria-hidden className="size-6 text-primary" />
      <p className="font-medium">You're all caught up</p>
      {hasOlder ? null : (
        <p className="text-sm text-muted-foreground">New mentions, replies and comments show up here.</p>
      )}
    </div>
  )
}

function PanelGroup({ group, onFollow }: { group: NotificationGroup; onFollow: () => void }) {
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
            {group.summary}
          </span>
          <span className="truncate text-xs text-muted-foreground">
            {group.context ? `${group.context} · ` : null}
            <RelativeTime iso={group.latestAt} />
          </span>
        </span>
        {unread ? (
          <span className="mt-1.5 shrink-0">
            <span aria-hidden className="block size-2 rounded-full bg-primary" />
            <span className="sr-only">Unread</span>
          </span>
        ) : null}
      </AppPathLink>
    </li>
  )
}
