import { Check } from 'lucide-react'
import * as React from 'react'
import { UserAvatar } from '~/components/shell/user-avatar'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { RelativeTime } from '~/components/ui/relative-time'
import { cn } from '~/lib/cn'
import { countOf } from '~/lib/count-of'
import type { NotificationEntry, NotificationGroup } from '../notifications.types'
import { useMarkRead } from '../use-mark-read'
import { AppPathLink } from './app-path-link'

/**
 * One item's notifications in the inbox: what is new about it, where it is, and its latest entries, each
 * leading to the exact comment, reply or message. Following a link marks what it shows as read.
 */
export function NotificationGroupCard({ group }: { group: NotificationGroup }) {
  const markRead = useMarkRead()
  const titleId = React.useId()
  const unread = group.unreadCount > 0
  const more = group.totalCount - group.entries.length
  const markGroup = () => void markRead({ groupKey: group.key }, { quiet: true })

  return (
    <li>
      <Card
        tone={unread ? 'highlight' : 'default'}
        className="p-4"
        data-testid="notification-group"
        data-unread={unread || undefined}
      >
        <article aria-labelledby={titleId}>
          <div className="flex items-start gap-3">
            <span className="mt-2 w-2 shrink-0">
              {unread ? <span aria-hidden className="block size-2 rounded-full bg-primary" /> : null}
            </span>
            <div className="min-w-0 flex-1">
              <h2 id={titleId} className={cn('break-words', unread ? 'font-semibold' : 'font-medium')}>
                <AppPathLink
                  path={group.path}
                  onFollow={unread ? markGroup : undefined}
                  className="underline-offset-2 hover:underline"
                >
                  {group.summary}
                </AppPathLink>
              </h2>
              <p className="mt-0.5 text-xs text-muted-foreground">
                {group.context ? `${group.context} · ` : null}
                <RelativeTime iso={group.latestAt} />
                {unread ? ` · ${group.unreadCount} unread` : null}
              </p>
            </div>
            {unread ? (
              <Button variant="ghost" size="sm" className="shrink-0" onClick={markGroup}>
                <Check aria-hidden />
                <span>
                  Mark as read<span className="sr-only">: {group.title || group.summary}</span>
                </span>
              </Button>
            ) : null}
          </div>
          <ol className="mt-3 ml-1 grid gap-1 border-l-2 border-border pl-3" aria-label="Latest">
            {group.entries.map((entry) => (
              <EntryRow
                key={entry.id}
                entry={entry}
                onFollow={entry.read ? undefined : () => void markRead({ ids: [entry.id] }, { quiet: true })}
              />
            ))}
          </ol>
          {more > 0 ? (
            <p className="mt-2 pl-5 text-xs text-muted-foreground">
              and {countOf(more, { one: 'earlier notification', other: 'earlier notifications' })}
            </p>
          ) : null}
        </article>
      </Card>
    </li>
  )
}

function EntryRow({ entry, onFollow }: { entry: NotificationEntry; onFollow?: () => void }) {
  const actor = entry.actor
  return (
    <li>
      <AppPathLink
        path={entry.path}
        onFollow={onFollow}
        data-unread={entry.read ? undefined : true}
        className="flex gap-2.5 rounded-md p-2 hover:bg-muted focus-visible:bg-muted"
      >
        <UserAvatar size={7} name={actor?.name ?? '?'} image={actor?.image ?? null} className="shrink-0" />
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className={cn('text-sm break-words', !entry.read && 'font-medium')}>{entry.text}</span>
          {entry.excerpt ? (
            <span className="line-clamp-2 text-sm break-words text-muted-foreground">“{entry.excerpt}”</span>
          ) : null}
          <span className="text-xs text-muted-foreground">
            <RelativeTime iso={entry.createdAt} />
          </span>
        </span>
      </AppPathLink>
    </li>
  )
}
