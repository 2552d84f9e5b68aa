import { Check } from 'lucide-react'
import * as React from 'react'
import { useT } from '~/components/i18n/use-t'
import { UserAvatar } from '~/components/shell/user-avatar'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { RelativeTime } from '~/components/ui/relative-time'
import { cn } from '~/lib/cn'
import type { NotificationEntry, NotificationGroup } from '../notifications.types'
import { useMarkRead } from '../use-mark-read'
import { useNotificationSentences } from '../use-notification-sentences'
import { AppPathLink } from './app-path-link'

/**
 * One item's notifications in the inbox: what is new about it, where it is, and its latest entries, each
 * leading to the exact comment, reply or message. Following a link marks what it shows as read.
 */
export function NotificationGroupCard({ group }: { group: NotificationGroup }) {
  const t = useT('notifications')
  const sentences = useNotificationSentences()
  const summary = sentences.group(group)
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
                  {summary}
                </AppPathLink>
              </h2>
              <p className="mt-0.5 text-xs text-muted-foreground">
                {group.context ? `${group.context} · ` : null}
                <RelativeTime iso={group.latestAt} />
                {unread ? ` · ${t('group.unread', { count: group.unreadCount })}` : null}
              </p>
            </div>
            {unread ? (
              <Button variant="ghost" size="sm" className="shrink-0" onClick={markGroup}>
                <Check aria-hidden />
                <span>
                  {t('group.markRead')}
                  <span className="sr-only">: {group.title || summary}</span>
                </span>
              </Button>
            ) : null}
          </div>
          <ol className="mt-3 ms-1 grid gap-1 border-s-2 border-border ps-3" aria-label={t('group.latest')}>
            {group.entries.map((entry) => (
              <EntryRow
                key={entry.id}
                entry={entry}
                onFollow={entry.read ? undefined : () => void markRead({ ids: [entry.id] }, { quiet: true })}
              />
            ))}
          </ol>
          {more > 0 ? (
            <p className="mt-2 ps-5 text-xs text-muted-foreground">{t('group.more', { count: more })}</p>
          ) : null}
        </article>
      </Card>
    </li>
  )
}

function EntryRow({ entry, onFollow }: { entry: NotificationEntry; onFollow?: () => void }) {
  const sentences = useNotificationSentences()
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
          <span className={cn('text-sm break-words', !entry.read && 'font-medium')}>
            {sentences.entry(entry)}
          </span>
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
