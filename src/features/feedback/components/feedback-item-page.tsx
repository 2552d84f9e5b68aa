import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { ArrowLeft, GitMerge, Pencil, Rocket } from 'lucide-react'
import * as React from 'react'
import { richText, useT } from '~/components/i18n/use-t'
import { Markdown } from '~/components/rich-text'
import { UserAvatar } from '~/components/shell/user-avatar'
import { BoardBadge, StatusBadge } from '~/components/ui/badges'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { RelativeTime } from '~/components/ui/relative-time'
import { ViaMark } from '~/components/ui/via-mark'
import { useViewer } from '~/features/auth/use-viewer'
import { FeedbackFollowCard } from '~/features/notifications/components/follow-toggle'
import { toast } from '~/lib/toast'
import { publicActorId } from '~/lib/viewer'
import { unmergeFeedbackFn } from '../feedback.functions'
import { feedbackItemQuery, feedbackKeys, feedbackSetupQuery } from '../feedback.queries'
import type { FeedbackDetail } from '../server/item-detail.server'
import { useAnonymousVotes } from '../use-anonymous-votes'
import { useFeedbackAction } from '../use-feedback-action'
import { useFeedbackLive } from '../use-feedback-live'
import { FeedbackItemEditForm } from './feedback-item-edit-form'

// Members only, and below the fold on a phone: loaded when first shown, not with every item page.
const LazyDemandPanel = React.lazy(() =>
  import('./demand-panel').then((module) => ({ default: module.DemandPanel })),
)

// Moderators only, on a post held for review.
const LazyHeldItemBanner = React.lazy(() =>
  import('./held-queue').then((module) => ({ default: module.HeldItemBanner })),
)

import { FeedbackModeration } from './feedback-moderation'
import { FeedbackTimeline } from './feedback-timeline'
import { ImportanceCard, VoteBreakdownSummary } from './importance-card'
import { VoteButton } from './vote-button'

type FeedbackItemPageProps = {
  orgSlug: string
  projectSlug: string
  feedbackId: string
  /** The id of an item that was just merged into this one (shown as a notice, with undo for editors). */
  mergedFrom?: string
}

export function FeedbackItemPage({ orgSlug, projectSlug, feedbackId, mergedFrom }: FeedbackItemPageProps) {
  const t = useT('feedback')
  const { data: setup } = useSuspenseQuery(feedbackSetupQuery(orgSlug, projectSlug))
  const { data } = useSuspenseQuery(feedbackItemQuery(orgSlug, projectSlug, feedbackId))
  const navigate = useNavigate()
  const viewer = useViewer()
  const params = { org: orgSlug, project: projectSlug }
  useFeedbackLive(
    { orgSlug, projectSlug, projectId: setup.projectId, isMember: setup.isMember },
    (change) => {
      if (change.type === 'feedback.deleted' && change.payload.itemId === feedbackId) {
        toast.info(t('item.deleted'))
        void navigate({ to: '/@{$org}/$project/feedback', params, replace: true })
      }
    },
  )

  // Merged while on screen (here or by someone else): continue on the item it was merged into.
  const mergedInto = 'mergedInto' in data ? data.mergedInto : null
  React.useEffect(() => {
    if (!mergedInto) return
    void navigate({
      to: '/@{$org}/$project/feedback/$feedbackId',
      params: { org: orgSlug, project: projectSlug, feedbackId: mergedInto },
      search: { merged: feedbackId },
      replace: true,
    })
  }, [mergedInto, feedbackId, navigate, orgSlug, projectSlug])
  const anonymous = !publicActorId(viewer) && 'board' in data && data.board.anonymousVotes
  const anonymousVotes = useAnonymousVotes(orgSlug, projectSlug, [feedbackId], anonymous)
  if ('mergedInto' in data) return null
  const voted = data.viewerVoted || anonymousVotes.has(data.id)

  return (
    <div className="grid gap-4">
      <Link
        to="/@{$org}/$project/feedback"
        params={params}
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" /> {t('item.allFeedback')}
      </Link>
      {data.held && data.can.moderate ? (
        <React.Suspense fallback={null}>
          <LazyHeldItemBanner
            orgSlug={orgSlug}
            projectSlug={projectSlug}
            itemId={data.id}
            title={data.title}
            onRejected={() => void navigate({ to: '/@{$org}/$project/feedback', params, replace: true })}
          />
        </React.Suspense>
      ) : data.held ? (
        <Card className="p-4 text-sm" role="note">
          {t('item.heldNote')}
        </Card>
      ) : null}
      {mergedFrom ? (
        <MergedNotice orgSlug={orgSlug} projectSlug={projectSlug} item={data} sourceId={mergedFrom} />
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[1fr_300px]">
        <div className="grid min-w-0 content-start gap-6">
          <ItemBody
            orgSlug={orgSlug}
            projectSlug={projectSlug}
            item={data}
            voted={voted}
            anonymous={anonymous}
          />
          <FeedbackTimeline orgSlug={orgSlug} projectSlug={projectSlug} item={data} />
        </div>
        <aside className="grid content-start gap-4">
          <Voters item={data} />
          {setup.isMember ? (
            <React.Suspense fallback={null}>
              <LazyDemandPanel orgSlug={orgSlug} projectSlug={projectSlug} itemId={data.id} />
            </React.Suspense>
          ) : null}
          {voted ? (
            <ImportanceCard
              orgSlug={orgSlug}
              projectSlug={projectSlug}
              itemId={data.id}
              importance={anonymous ? (anonymousVotes.get(data.id) ?? null) : data.viewerImportance}
              anonymous={anonymous}
            />
          ) : null}
          {viewer.userId ? (
            <FeedbackFollowCard orgSlug={orgSlug} projectSlug={projectSlug} itemId={data.id} />
          ) : null}
          {data.can.moderate ? (
            <FeedbackModeration
              orgSlug={orgSlug}
              projectSlug={projectSlug}
              item={data}
              boards={setup.boards}
              statuses={setup.statuses}
            />
          ) : null}
        </aside>
      </div>
    </div>
  )
}

function ItemBody({
  orgSlug,
  projectSlug,
  item,
  voted,
  anonymous,
}: {
  orgSlug: string
  projectSlug: string
  item: FeedbackDetail
  /** The viewer's vote, their own or (an anonymous visitor's) read after the page. */
  voted: boolean
  anonymous: boolean
}) {
  const t = useT('feedback')
  const [editing, setEditing] = React.useState(false)
  return (
    <Card className="p-5">
      <div className="flex gap-4">
        <VoteButton
          orgSlug={orgSlug}
          projectSlug={projectSlug}
          itemId={item.id}
          title={item.title}
          voted={voted}
          count={item.voteCount}
          canVote={item.can.vote}
          anonymous={anonymous}
          size="large"
        />
        <div className="min-w-0 flex-1">
          {editing ? (
            <FeedbackItemEditForm
              orgSlug={orgSlug}
              projectSlug={projectSlug}
              item={item}
              onDone={() => setEditing(false)}
            />
          ) : (
            <>
              <div className="flex items-start justify-between gap-2">
                <h1 className="text-xl font-semibold break-words sm:text-2xl">{item.title}</h1>
                {item.can.edit ? (
                  <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
                    <Pencil aria-hidden /> {t('item.edit')}
                  </Button>
                ) : null}
              </div>
              <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <StatusBadge status={item.status} />
                <BoardBadge board={item.board} />
                <span>
                  {richText(t('item.byline'), {
                    author: (
                      <span className="font-medium text-foreground">
                        {item.author?.username ? (
                          <Link
                            to="/profile/$username"
                            params={{ username: item.author.username }}
                            className="underline-offset-2 hover:underline"
                          >
                            {item.author.name || item.author.username}
                          </Link>
                        ) : (
                          item.author?.name || t('item.formerMember')
                        )}
                        <ViaMark author={item.author} via={item.via} />
                      </span>
                    ),
                    company: item.author?.company ? (
                      <span className="text-muted-foreground"> · {item.author.company}</span>
                    ) : null,
                    time: <RelativeTime iso={item.createdAt} />,
                  })}
                </span>
                {item.editedAt ? <span>{t('item.edited')}</span> : null}
              </div>
              {item.shippedIn.length > 0 ? (
                <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
                  <Rocket aria-hidden className="size-4 text-green-700 dark:text-green-300" />
                  {richText(t('item.shippedIn'), {
                    updates: item.shippedIn.map((update, index) => (
                      <React.Fragment key={update.id}>
                        {index > 0 ? ', ' : null}
                        <Link
                          to="/@{$org}/$project/updates/$updateId"
                          params={{ org: orgSlug, project: projectSlug, updateId: update.id }}
                          className="font-medium text-primary underline underline-offset-2"
                        >
                          {update.title}
                        </Link>
                      </React.Fragment>
                    )),
                  })}
                </p>
              ) : null}
              {item.details ? (
                <Markdown source={item.details} className="mt-4" />
              ) : (
                <p className="mt-4 text-sm text-muted-foreground">{t('item.noDetails')}</p>
              )}
            </>
          )}
        </div>
      </div>
    </Card>
  )
}

const SHOWN_VOTERS = 8

function Voters({ item }: { item: FeedbackDetail }) {
  const t = useT('feedback')
  const shown = item.voters.slice(0, SHOWN_VOTERS)
  const more = item.voteCount - shown.length
  return (
    <Card className="p-4">
      <h2 className="text-sm font-medium uppercase tracking-wide text-muted-foreground">
        {t('voters.title')}
      </h2>
      {item.voteCount === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{t('voters.none')}</p>
      ) : (
        <div className="mt-3 flex flex-wrap items-center gap-1.5">
          <ul className="flex flex-wrap gap-1.5" aria-label={t('voters.title')}>
            {shown.map((voter) => (
              <li
                key={`${voter.username}-${voter.name}`}
                title={[voter.name || voter.username, voter.company].filter(Boolean).join(' · ')}
              >
                <UserAvatar size={7} name={voter.name || voter.username || '?'} image={voter.image} />
                <span className="sr-only">
                  {[voter.name || voter.username, voter.company].filter(Boolean).join(', ')}
                </span>
              </li>
            ))}
          </ul>
          {more > 0 ? (
            <span className="text-sm text-muted-foreground">{t('voters.more', { count: more })}</span>
          ) : null}
        </div>
      )}
      {item.voteBreakdown && item.voteCount > 0 ? (
        <VoteBreakdownSummary breakdown={item.voteBreakdown} />
      ) : null}
    </Card>
  )
}

function MergedNotice({
  orgSlug,
  projectSlug,
  item,
  sourceId,
}: {
  orgSlug: string
  projectSlug: string
  item: FeedbackDetail
  sourceId: string
}) {
  const t = useT('feedback')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { run, pending } = useFeedbackAction(orgSlug, projectSlug)
  const source = item.mergedFrom.find((merged) => merged.id === sourceId)
  // Not among the merged any more: the merge was undone (here or elsewhere), so there is nothing to say.
  if (!source) return null
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-primary/40 bg-accent px-4 py-3 text-sm"
    >
      <GitMerge aria-hidden className="size-4 text-primary" />
      <span className="flex-1">{t('merged.notice', { title: source.title })}</span>
      {item.can.moderate ? (
        <Button
          variant="outline"
          size="sm"
          disabled={pending}
          onClick={async () => {
            const undone = await run(
              () => unmergeFeedbackFn({ data: { orgSlug, projectSlug, feedbackId: source.id } }),
              { success: t('merged.undone'), failure: t('merged.undoFailed') },
            )
            if (undone) {
              // The cache still holds the duplicate as merged (the route loader would send us straight back
              // here): read it afresh, inactive as it is, before going there.
              await queryClient.refetchQueries({
                queryKey: feedbackKeys.item(orgSlug, projectSlug, source.id),
                type: 'all',
              })
              await navigate({
                to: '/@{$org}/$project/feedback/$feedbackId',
                params: { org: orgSlug, project: projectSlug, feedbackId: source.id },
              })
            }
          }}
        >
          {t('merged.undo')}
        </Button>
      ) : null}
    </div>
  )
}
