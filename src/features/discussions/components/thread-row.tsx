import { Link } from '@tanstack/react-router'
import { CheckCircle2, Lock, MessageSquare, Pin } from 'lucide-react'
import { richText, useT } from '~/components/i18n/use-t'
import { UserAvatar } from '~/components/shell/user-avatar'
import { RelativeTime } from '~/components/ui/relative-time'
import { ViaMark } from '~/components/ui/via-mark'
import { cn } from '~/lib/cn'
import { formatDiscussionUnread } from '~/lib/discussion-rules'
import type { DiscussionCategory, ThreadSummary } from '../discussions.types'
import { CategoryBadge } from './category-badge'

type ThreadRowProps = {
  orgSlug: string
  projectSlug: string
  thread: ThreadSummary
  category: DiscussionCategory | undefined
}

/** One thread in the list: unread ones in bold with a count (or "New" when never opened). */
export function ThreadRow({ orgSlug, projectSlug, thread, category }: ThreadRowProps) {
  const t = useT('discussions')
  const unread = thread.isNew || thread.unreadCount > 0
  return (
    <li
      className="grid gap-2 px-4 py-3 sm:grid-cols-[1fr_auto] sm:items-center"
      data-testid="thread-row"
      data-unread={unread ? 'true' : 'false'}
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {thread.pinned ? (
            <span className="inline-flex items-center gap-1 text-xs font-medium text-primary">
              <Pin aria-hidden className="size-3.5" />
              {t('state.pinned')}
            </span>
          ) : null}
          <Link
            to="/@{$org}/$project/discussions/$discussionId"
            params={{ org: orgSlug, project: projectSlug, discussionId: thread.id }}
            className={cn('break-words hover:underline', unread ? 'font-semibold' : 'font-medium')}
          >
            {thread.title}
          </Link>
          {thread.isNew ? (
            <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
              {t('row.new')}
            </span>
          ) : thread.unreadCount > 0 ? (
            <span
              className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold tabular-nums text-primary-foreground"
              data-testid="thread-unread"
            >
              {t('row.unread', { count: formatDiscussionUnread(thread.unreadCount) })}
            </span>
          ) : null}
        </div>
        <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          {category ? <CategoryBadge category={category} /> : null}
          {thread.answered ? (
            <span className="inline-flex items-center gap-1 text-emerald-700 dark:text-emerald-400">
              <CheckCircle2 aria-hidden className="size-3.5" />
              {t('state.answered')}
            </span>
          ) : null}
          {thread.locked ? (
            <span className="inline-flex items-center gap-1">
              <Lock aria-hidden className="size-3.5" />
              {t('state.locked')}
            </span>
          ) : null}
          <span>
            {richText(t('row.byline', { name: thread.author?.name ?? t('common.someone') }), {
              via: <ViaMark author={thread.author} />,
              time: <RelativeTime iso={thread.lastActivityAt} />,
            })}
          </span>
        </div>
      </div>
      <div className="flex items-center gap-3 sm:justify-end">
        <ul className="flex -space-x-2" aria-label={t('row.participants')}>
          {thread.participants.map((person) => (
            <li key={person.id} title={person.name}>
              <UserAvatar size={6} name={person.name} image={person.image} className="ring-2 ring-card" />
              <span className="sr-only">{person.name}</span>
            </li>
          ))}
        </ul>
        <span className="inline-flex items-center gap-1 text-sm text-muted-foreground tabular-nums">
          <MessageSquare aria-hidden className="size-4" />
          {thread.replyCount}
          <span className="sr-only">{t('row.repliesNoun', { count: thread.replyCount })}</span>
        </span>
      </div>
    </li>
  )
}
