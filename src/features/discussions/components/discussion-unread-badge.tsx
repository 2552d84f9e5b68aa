import { useQuery } from '@tanstack/react-query'
import { formatDiscussionUnread } from '~/lib/discussion-rules'
import { discussionUnreadQuery } from '../discussion-unread.queries'
import { useDiscussionsLive } from '../use-discussions-live'

/** The project navigation's count of unread discussion posts, live. */
export function DiscussionUnreadBadge({
  orgSlug,
  projectSlug,
  projectId,
  viewerId,
  label,
}: {
  orgSlug: string
  projectSlug: string
  projectId: string
  viewerId: string
  /** What a screen reader says after the count ("unread"), in the navigation's words. */
  label: string
}) {
  const unread = useQuery(discussionUnreadQuery(orgSlug, projectSlug))
  useDiscussionsLive({ orgSlug, projectSlug, projectId, viewerId })
  const total = unread.data?.total ?? 0
  if (total === 0) return null
  return (
    <span
      data-testid="discussion-unread-total"
      className="relative ms-1.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold tabular-nums text-primary-foreground"
    >
      {formatDiscussionUnread(total)}
      <span className="sr-only"> {label}</span>
    </span>
  )
}
