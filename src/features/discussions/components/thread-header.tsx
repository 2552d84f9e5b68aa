import { Link } from '@tanstack/react-router'
import { Bell, BellOff, CheckCircle2, Lock, MessageSquareShare, Pin } from 'lucide-react'
import { richText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { followThreadFn } from '../discussions.functions'
import type { ThreadDetail } from '../discussions.types'
import { useDiscussionAction } from '../use-discussion-action'
import { CategoryBadge } from './category-badge'

/** The thread's title, category, state badges, follow toggle and conversion notices. */
export function ThreadHeader({
  orgSlug,
  projectSlug,
  thread,
}: {
  orgSlug: string
  projectSlug: string
  thread: ThreadDetail
}) {
  const t = useT('discussions')
  const { run, pending } = useDiscussionAction(orgSlug, projectSlug)
  const params = { org: orgSlug, project: projectSlug }
  return (
    <header className="grid gap-3">
      <Link
        to="/@{$org}/$project/discussions"
        params={params}
        className="text-sm text-muted-foreground underline underline-offset-2 hover:text-foreground"
      >
        {t('header.all')}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="min-w-0 break-words text-2xl font-semibold tracking-tight">{thread.title}</h3>
        <Button
          variant="outline"
          size="sm"
          aria-pressed={thread.following}
          disabled={pending}
          onClick={() =>
            void run(
              () =>
                followThreadFn({
                  data: { orgSlug, projectSlug, threadId: thread.id, following: !thread.following },
                }),
              {
                success: thread.following ? t('header.unfollowed') : t('header.followed'),
                failure: t('header.followFailed'),
              },
            )
          }
        >
          {thread.following ? <BellOff aria-hidden /> : <Bell aria-hidden />}
          {thread.following ? t('header.unfollow') : t('header.follow')}
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <CategoryBadge category={thread.category} />
        {thread.pinned ? (
          <span className="inline-flex items-center gap-1">
            <Pin aria-hidden className="size-3.5" /> {t('state.pinned')}
          </span>
        ) : null}
        {thread.answered ? (
          <span className="inline-flex items-center gap-1 text-emerald-700 dark:text-emerald-400">
            <CheckCircle2 aria-hidden className="size-3.5" /> {t('state.answered')}
          </span>
        ) : null}
        {thread.locked ? (
          <span className="inline-flex items-center gap-1">
            <Lock aria-hidden className="size-3.5" /> {t('state.locked')}
          </span>
        ) : null}
        <span>{t('common.replyCount', { count: thread.replyCount })}</span>
      </div>
      {thread.convertedToFeedback ? (
        <p
          className="flex items-center gap-2 rounded-lg border border-border bg-muted/60 px-3 py-2 text-sm"
          data-testid="converted-notice"
        >
          <MessageSquareShare aria-hidden className="size-4 shrink-0" />
          <span>
            {richText(t('header.convertedTo'), {
              link: (
                <Link
                  to="/@{$org}/$project/feedback/$feedbackId"
                  params={{ ...params, feedbackId: thread.convertedToFeedback.id }}
                  className="font-medium underline underline-offset-2"
                >
                  {thread.convertedToFeedback.title}
                </Link>
              ),
            })}
          </span>
        </p>
      ) : null}
      {thread.startedFromFeedback ? (
        <p
          className="flex items-center gap-2 rounded-lg border border-border bg-muted/60 px-3 py-2 text-sm"
          data-testid="started-from-notice"
        >
          <MessageSquareShare aria-hidden className="size-4 shrink-0" />
          <span>
            {richText(t('header.startedFrom'), {
              link: (
                <Link
                  to="/@{$org}/$project/feedback/$feedbackId"
                  params={{ ...params, feedbackId: thread.startedFromFeedback.id }}
                  className="font-medium underline underline-offset-2"
                >
                  {thread.startedFromFeedback.title}
                </Link>
              ),
            })}
          </span>
        </p>
      ) : null}
    </header>
  )
}
