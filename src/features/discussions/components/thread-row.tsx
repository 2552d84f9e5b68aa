import { Link } from '@tanstack/react-router'
import { CheckCircle2, Lock, MessageSquare, Pin } from 'lucide-react'
import { UserAvatar } from '~/components/shell/user-avatar'
import { RelativeTime } from '~/components/ui/relative-time'
import { ViaMark } from '~/components/ui/via-mark'
import { cn } from '~/lib/cn'
import { formFor } from '~/lib/count-of'
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
              Pinned
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
              New
            </span>
          ) : thread.unreadCount > 0 ? (
            <span
              className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold tabular-nums text-primary-foreground"
              data-testid="thread-unread"
            >
              {formatDiscussionUnread(thread.unreadCount)} new
            </span>
          ) : null}
        </div>
        <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          {category ? <CategoryBadge category={category} /> : null}
          {thread.answered ? (
            <span className="inline-flex items-center gap-1 text-emerald-700 dark:text-emerald-400">
              <CheckCircle2 aria-hidden className="size-3.5" />
              Answered
            </span>
          ) : null}
          {thread.locked ? (
            <span className="inline-flex items-center gap-1">
              <Lock aria-hidden className="size-3.5" />
              Locked
            </span>
          ) : null}
          <span>
            {thread.author?.name ?? 'Someone'}
            <ViaMark author={thread.author} /> · last activity <RelativeTime iso={thread.lastActivityAt} />
          </span>
        </div>
      </div>
      <div className="flex items-center gap-3 sm:justify-end">
        <ul className="flex -space-x-2" aria-label="Participants">
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
          <span className="sr-only">{formFor(thread.replyCount, { one: 'reply', other: 'replies' })}</span>
        </span>
      </div>
    </li>
  )
}
