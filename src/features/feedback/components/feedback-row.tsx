import { Link } from '@tanstack/react-router'
import { MessageSquare } from 'lucide-react'
import { useLocale, useT } from '~/components/i18n/use-t'
import { BoardBadge, StatusBadge } from '~/components/ui/badges'
import { demandText } from '../demand-text'
import type { FeedbackRow as Row } from '../server/list.server'
import { VoteButton } from './vote-button'

type FeedbackRowProps = {
  orgSlug: string
  projectSlug: string
  item: Row
  canVote: boolean
  /** The item's board accepts anonymous votes, and the viewer is not signed in. */
  anonymous?: boolean
  /** That anonymous viewer has voted for it. */
  anonymousVoted?: boolean
}

/**
 * One item of a feedback list: vote control, title, excerpt, board, status and comment count. Rows out of view
 * are not laid out until scrolled near (`content-visibility: auto`, with their last height remembered): the
 * first layout of a page of 20 rows was most of the time between its HTML arriving and its first paint.
 */
export function FeedbackRow({
  orgSlug,
  projectSlug,
  item,
  canVote,
  anonymous = false,
  anonymousVoted = false,
}: FeedbackRowProps) {
  const t = useT('feedback')
  const locale = useLocale()
  return (
    <li
      className="flex gap-3 px-4 py-3 [contain-intrinsic-size:auto_6rem] [content-visibility:auto] sm:gap-4 sm:px-5"
      data-testid="feedback-row"
    >
      <VoteButton
        orgSlug={orgSlug}
        projectSlug={projectSlug}
        itemId={item.id}
        title={item.title}
        voted={item.viewerVoted || anonymousVoted}
        count={item.voteCount}
        canVote={canVote}
        anonymous={anonymous}
      />
      <div className="min-w-0 flex-1">
        <Link
          to="/@{$org}/$project/feedback/$feedbackId"
          params={{ org: orgSlug, project: projectSlug, feedbackId: item.id }}
          className="font-medium break-words hover:text-primary hover:underline focus-visible:underline"
        >
          {item.title}
        </Link>
        {item.excerpt ? (
          <p className="mt-0.5 line-clamp-2 text-sm text-muted-foreground">{item.excerpt}</p>
        ) : null}
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <StatusBadge status={item.status} />
          <BoardBadge board={item.board} />
          <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
            <MessageSquare aria-hidden className="size-3.5" />
            {item.commentCount}
            <span className="sr-only">{t('count.comments', { count: item.commentCount })}</span>
          </span>
          {item.demand && item.demand.companies > 0 ? (
            <span className="text-xs text-muted-foreground" data-testid="feedback-row-demand">
              {demandText(t, locale, item.demand)}
            </span>
          ) : null}
        </div>
      </div>
    </li>
  )
}
