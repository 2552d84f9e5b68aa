import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useHydrated } from '@tanstack/react-router'
import { Check, Clock, X } from 'lucide-react'
import * as React from 'react'
import { richText, useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { LoadError, Loading } from '~/components/ui/query-states'
import { RelativeTime } from '~/components/ui/relative-time'
import { mutationQueue } from '~/features/live/mutation-queue'
import { messageOf } from '~/lib/auth-result'
import { markdownExcerpt } from '~/lib/plain-text'
import { toast } from '~/lib/toast'
import { feedbackKeys } from '../feedback.queries'
import { approveHeldFn, rejectHeldFn } from '../held.functions'
import { heldQueueQuery } from '../held.queries'

// Moderators only, and loaded after the list: anonymous posts and comments held for review.

type Ref = { kind: 'item' | 'comment'; id: string }

function useHeldAnswer(orgSlug: string, projectSlug: string) {
  const queryClient = useQueryClient()
  const t = useT('feedbackAdmin')
  const errorText = useErrorText()
  const [busy, setBusy] = React.useState<string | null>(null)
  const answer = async (ref: Ref, approve: boolean): Promise<boolean> => {
    setBusy(`${ref.kind}:${ref.id}`)
    try {
      const data = { orgSlug, projectSlug, ...ref }
      if (approve) await mutationQueue.run(() => approveHeldFn({ data }))
      else await mutationQueue.run(() => rejectHeldFn({ data }))
      await queryClient.invalidateQueries({ queryKey: feedbackKeys.project(orgSlug, projectSlug) })
      toast.success(
        t(approve ? 'held.approved' : 'held.rejected', { kind: ref.kind === 'item' ? 'post' : 'comment' }),
      )
      return true
    } catch (error) {
      toast.error(errorText(messageOf(error, t('held.failed'))))
      return false
    } finally {
      setBusy(null)
    }
  }
  return { busy, answer }
}

function Answers({
  refOf,
  label,
  busy,
  answer,
}: {
  refOf: Ref
  label: string
  busy: string | null
  answer: (ref: Ref, approve: boolean) => Promise<boolean>
}) {
  const hydrated = useHydrated()
  const t = useT('feedbackAdmin')
  const disabled = !hydrated || busy !== null
  return (
    <span className="flex gap-2">
      <Button
        size="sm"
        disabled={disabled}
        onClick={() => void answer(refOf, true)}
        aria-label={t('held.approveNamed', { name: label })}
      >
        <Check aria-hidden /> {t('held.approve')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={disabled}
        onClick={() => void answer(refOf, false)}
        aria-label={t('held.rejectNamed', { name: label })}
      >
        <X aria-hidden /> {t('held.reject')}
      </Button>
    </span>
  )
}

/**
 * The "Held for review" queue above the feedback list: anonymous posts and comments waiting for a moderator,
 * oldest first, each with Approve (it is published and announced then) and Reject (deleted). Live: a post held
 * meanwhile appears here (the members' topic), one answered by another moderator leaves.
 */
export function HeldQueue({ orgSlug, projectSlug }: { orgSlug: string; projectSlug: string }) {
  const queue = useQuery(heldQueueQuery(orgSlug, projectSlug))
  const { busy, answer } = useHeldAnswer(orgSlug, projectSlug)
  const t = useT('feedbackAdmin')
  if (queue.isPending) return <Loading line>{t('held.loading')}</Loading>
  if (queue.isError) {
    return (
      <Card className="p-4">
        <LoadError
          line
          message={messageOf(queue.error, t('held.loadFailed'))}
          onRetry={() => void queue.refetch()}
        />
      </Card>
    )
  }
  const { items, comments } = queue.data
  const total = items.length + comments.length
  // Nothing waiting: nothing to show (most projects never hold anything).
  if (total === 0) return null
  const params = { org: orgSlug, project: projectSlug }
  return (
    <Card className="grid gap-3 p-4" aria-labelledby="held-heading" role="region" data-testid="held-queue">
      <h4 id="held-heading" className="flex items-center gap-2 text-sm font-semibold">
        <Clock aria-hidden className="size-4" /> {t('held.title', { count: total })}
      </h4>
      <p className="text-xs text-muted-foreground">{t('held.intro')}</p>
      <ul className="grid gap-3">
        {items.map((item) => (
          <li
            key={item.id}
            className="grid gap-2 rounded-md border p-3 sm:flex sm:items-start sm:justify-between"
          >
            <div className="min-w-0">
              <Link
                to="/@{$org}/$project/feedback/$feedbackId"
                params={{ ...params, feedbackId: item.id }}
                className="font-medium underline-offset-2 hover:underline"
              >
                {item.title}
              </Link>
              <p className="text-xs text-muted-foreground">
                {t('held.newPost', {
                  board: item.board.name,
                  author: item.authorName ?? t('held.anonymous'),
                })}{' '}
                · <RelativeTime iso={item.createdAt} />
              </p>
              {item.details ? (
                <p className="mt-1 line-clamp-3 break-words text-sm">{markdownExcerpt(item.details, 300)}</p>
              ) : null}
            </div>
            <Answers refOf={{ kind: 'item', id: item.id }} label={item.title} busy={busy} answer={answer} />
          </li>
        ))}
        {comments.map((comment) => (
          <li
            key={comment.id}
            className="grid gap-2 rounded-md border p-3 sm:flex sm:items-start sm:justify-between"
          >
            <div className="min-w-0">
              <p className="text-xs text-muted-foreground">
                {richText(t('held.commentBy', { author: comment.authorName ?? t('held.anonymous') }), {
                  item: (
                    <Link
                      to="/@{$org}/$project/feedback/$feedbackId"
                      params={{ ...params, feedbackId: comment.itemId }}
                      className="font-medium text-foreground underline-offset-2 hover:underline"
                    >
                      {comment.itemTitle}
                    </Link>
                  ),
                })}{' '}
                · <RelativeTime iso={comment.createdAt} />
              </p>
              <p className="mt-1 line-clamp-3 whitespace-pre-wrap break-words text-sm">{comment.body}</p>
            </div>
            <Answers
              refOf={{ kind: 'comment', id: comment.id }}
              label={t('held.commentOn', { item: comment.itemTitle })}
              busy={busy}
              answer={answer}
            />
          </li>
        ))}
      </ul>
    </Card>
  )
}

/** On a held item's own page (moderators only): what it is, and the two answers. */
export function HeldItemBanner({
  orgSlug,
  projectSlug,
  itemId,
  title,
  onRejected,
}: {
  orgSlug: string
  projectSlug: string
  itemId: string
  title: string
  onRejected: () => void
}) {
  const { busy, answer } = useHeldAnswer(orgSlug, projectSlug)
  const t = useT('feedbackAdmin')
  return (
    <Card
      className="flex flex-wrap items-center justify-between gap-3 p-4"
      role="note"
      data-testid="held-banner"
    >
      <p className="flex items-center gap-2 text-sm">
        <Clock aria-hidden className="size-4 shrink-0" /> {t('held.banner')}
      </p>
      <Answers
        refOf={{ kind: 'item', id: itemId }}
        label={title}
        busy={busy}
        answer={async (ref, approve) => {
          const done = await answer(ref, approve)
          if (done && !approve) onRejected()
          return done
        }}
      />
    </Card>
  )
}
