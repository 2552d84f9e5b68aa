import { useInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Download, MessageSquarePlus } from 'lucide-react'
import * as React from 'react'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { NativeSelect } from '~/components/ui/native-select'
import { EmptyState, LoadError, Loading } from '~/components/ui/query-states'
import { SearchBox } from '~/components/ui/search-box'
import { useViewer } from '~/features/auth/use-viewer'
import { useProject } from '~/features/projects/projects.queries'
import { messageOf } from '~/lib/auth-result'
import type { FeedbackSort } from '~/lib/feedback-rules'
import type { MessageKey } from '~/lib/i18n/catalogue'
import { publicActorId } from '~/lib/viewer'
import { feedbackListQuery, feedbackSetupQuery } from '../feedback.queries'
import type { FeedbackSearch } from '../feedback.search'
import { useAnonymousVotes } from '../use-anonymous-votes'
import { useFeedbackLive } from '../use-feedback-live'
import { FeedbackRow } from './feedback-row'

type FeedbackListPageProps = {
  orgSlug: string
  projectSlug: string
  search: FeedbackSearch
  /** Changes the route's search params (filters live in the URL so that lists can be shared). */
  onSearchChange: (changes: Partial<FeedbackSearch>) => void
  /** On a board's own page the board is fixed and its picker hidden. */
  fixedBoardId?: string
}

const exportHref = (org: string, project: string, board: string) =>
  `/api/feedback/export?${new URLSearchParams({ org, project, board })}`

const sortLabels = {
  trending: 'sort.trending',
  top: 'sort.top',
  new: 'sort.new',
  revenue: 'sort.revenue',
  companies: 'sort.companies',
} as const satisfies Record<FeedbackSort, MessageKey<'feedback'>>
/** Sorting by the demand behind items is for the organisation's members only. */
// Members only, and rarely opened: the segment editor loads on first use, not with the list.
const LazySegmentEditor = React.lazy(() =>
  import('./segment-editor').then((module) => ({ default: module.SegmentEditor })),
)

// Moderators only, and empty for most projects: the queue of held anonymous posts loads after the list.
const LazyHeldQueue = React.lazy(() =>
  import('./held-queue').then((module) => ({ default: module.HeldQueue })),
)
// Visitors who are not signed in, on a project taking anonymous posts: what they wrote that waits for review.
const LazyOwnHeldPosts = React.lazy(() =>
  import('./anonymous-posting').then((module) => ({ default: module.OwnHeldPosts })),
)

const MEMBER_ONLY_SORTS: readonly FeedbackSort[] = ['revenue', 'companies']

/** The feedback list: filters in the URL (shareable), keyset pages with "Load more", live for everyone. */
export function FeedbackListPage({
  orgSlug,
  projectSlug,
  search,
  onSearchChange: setSearch,
  fixedBoardId,
}: FeedbackListPageProps) {
  const t = useT('feedback')
  const errorText = useErrorText()
  const project = useProject(orgSlug, projectSlug)
  const { data: setup } = useSuspenseQuery(feedbackSetupQuery(orgSlug, projectSlug))
  useFeedbackLive({
    orgSlug,
    projectSlug,
    projectId: setup.projectId,
    isMember: setup.isMember,
    organizationId: setup.organizationId,
  })
  const board = fixedBoardId ?? search.board
  const filters = {
    board,
    sort: search.sort,
    status: search.status,
    q: search.q,
    plan: search.plan,
    segment: search.segment,
  }
  const list = useInfiniteQuery({
    ...feedbackListQuery(orgSlug, projectSlug, filters),
    placeholderData: (previous) => previous,
  })
  const items = list.data?.pages.flatMap((page) => page.items) ?? []
  const viewer = useViewer()
  const anonymousBoards = new Set(
    publicActorId(viewer)
      ? []
      : setup.boards.filter((entry) => entry.anonymousVotes).map((entry) => entry.id),
  )
  const anonymousVotes = useAnonymousVotes(
    orgSlug,
    projectSlug,
    items.filter((item) => anonymousBoards.has(item.board.id)).map((item) => item.id),
    anonymousBoards.size > 0,
  )
  const filtered = Boolean(
    search.q || search.status || search.plan || search.segment || (board !== 'all' && !fixedBoardId),
  )
  const [editingSegments, setEditingSegments] = React.useState(false)
  const takesAnonymousPosts = !publicActorId(viewer) && setup.boards.some((entry) => entry.anonymousPosts)

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold">{fixedBoardId ? t('list.titleOnBoard') : t('list.title')}</h3>
        <div className="flex flex-wrap items-center gap-2">
          {project.permissions['feedback.moderate'] ? (
            <Button asChild variant="outline" size="sm">
              {/* A file download, not a page: a plain link (the browser keeps the page and saves the CSV). */}
              <a href={exportHref(orgSlug, projectSlug, board)} download>
                <Download aria-hidden /> {t('list.exportCsv')}
              </a>
            </Button>
          ) : null}
          {fixedBoardId ? null : (
            <Button asChild variant="outline" size="sm">
              <Link to="/@{$org}/$project/feedback/boards" params={{ org: orgSlug, project: projectSlug }}>
                {t('list.boards')}
              </Link>
            </Button>
          )}
          {project.permissions['feedback.create'] || !setup.isMember ? (
            <Button asChild size="sm">
              <Link
                to="/@{$org}/$project/feedback/new"
                params={{ org: orgSlug, project: projectSlug }}
                search={board !== 'all' ? { board } : {}}
              >
                <MessageSquarePlus aria-hidden /> {t('list.newFeedback')}
              </Link>
            </Button>
          ) : null}
        </div>
      </div>

      {project.permissions['feedback.moderate'] ? (
        <React.Suspense fallback={null}>
          <LazyHeldQueue orgSlug={orgSlug} projectSlug={projectSlug} />
        </React.Suspense>
      ) : null}
      {takesAnonymousPosts ? (
        <React.Suspense fallback={null}>
          <LazyOwnHeldPosts orgSlug={orgSlug} projectSlug={projectSlug} />
        </React.Suspense>
      ) : null}

      <div className="grid gap-2 sm:grid-cols-[1fr_auto_auto_auto_auto_auto]">
        <SearchBox
          label={t('list.search')}
          value={search.q ?? ''}
          onSearch={(q) => setSearch({ q: q || undefined })}
        />
        {fixedBoardId ? null : (
          <NativeSelect
            aria-label={t('field.board')}
            value={search.board}
            onChange={(event) => setSearch({ board: event.target.value })}
          >
            <option value="all">{t('filter.allBoards')}</option>
            {setup.boards.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </NativeSelect>
        )}
        <NativeSelect
          aria-label={t('filter.status')}
          value={search.status ?? ''}
          onChange={(event) => setSearch({ status: event.target.value || undefined })}
        >
          <option value="">{t('filter.anyStatus')}</option>
          {setup.statuses.map((status) => (
            <option key={status.id} value={status.id}>
              {status.name}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label={t('filter.sortBy')}
          value={search.sort}
          onChange={(event) => setSearch({ sort: event.target.value as FeedbackSort })}
        >
          {Object.entries(sortLabels)
            .filter(([value]) => setup.isMember || !MEMBER_ONLY_SORTS.includes(value as FeedbackSort))
            .map(([value, label]) => (
              <option key={value} value={value}>
                {t(label)}
              </option>
            ))}
        </NativeSelect>
        {setup.plans.length > 0 ? (
          <NativeSelect
            aria-label={t('filter.plan')}
            value={search.plan ?? ''}
            onChange={(event) => setSearch({ plan: event.target.value || undefined })}
          >
            <option value="">{t('filter.anyPlan')}</option>
            {setup.plans.map((plan) => (
              <option key={plan} value={plan}>
                {plan}
              </option>
            ))}
          </NativeSelect>
        ) : null}
        {setup.isMember && setup.segments.length > 0 ? (
          <NativeSelect
            aria-label={t('filter.segment')}
            value={search.segment ?? ''}
            onChange={(event) => setSearch({ segment: event.target.value || undefined })}
          >
            <option value="">{t('filter.anySegment')}</option>
            {setup.segments.map((segment) => (
              <option key={segment.id} value={segment.id}>
                {segment.name}
              </option>
            ))}
          </NativeSelect>
        ) : null}
      </div>
      {setup.isMember ? (
        editingSegments ? (
          <React.Suspense fallback={null}>
            <LazySegmentEditor
              orgSlug={orgSlug}
              projectSlug={projectSlug}
              segments={setup.segments}
              plans={setup.plans}
              onClose={() => setEditingSegments(false)}
            />
          </React.Suspense>
        ) : (
          <div>
            <Button variant="link" size="sm" className="h-auto p-0" onClick={() => setEditingSegments(true)}>
              {t('list.segments')}
            </Button>
          </div>
        )
      ) : null}

      {list.isPending ? (
        <Card>
          <Loading>{t('list.loading')}</Loading>
        </Card>
      ) : list.isError && items.length === 0 ? (
        <Card>
          <LoadError
            message={errorText(messageOf(list.error, t('list.loadError')))}
            onRetry={() => void list.refetch()}
            retryLabel={t('action.tryAgain')}
          />
        </Card>
      ) : items.length === 0 ? (
        <Card>
          <EmptyState
            title={filtered ? t('list.noMatch') : t('list.empty')}
            action={
              filtered ? (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() =>
                    setSearch({
                      q: undefined,
                      status: undefined,
                      plan: undefined,
                      segment: undefined,
                      board: 'all',
                    })
                  }
                >
                  {t('list.clearFilters')}
                </Button>
              ) : null
            }
          >
            {filtered ? t('list.noMatchHint') : t('list.emptyHint')}
          </EmptyState>
        </Card>
      ) : (
        <Card aria-busy={list.isFetching}>
          <ul aria-label={t('list.title')} className="divide-y divide-border">
            {items.map((item) => (
              <FeedbackRow
                key={item.id}
                orgSlug={orgSlug}
                projectSlug={projectSlug}
                item={item}
                canVote={project.permissions['feedback.vote']}
                anonymous={anonymousBoards.has(item.board.id)}
                anonymousVoted={anonymousVotes.has(item.id)}
              />
            ))}
          </ul>
          {list.hasNextPage ? (
            <div className="border-t border-border p-3 text-center">
              <Button
                variant="outline"
                size="sm"
                onClick={() => void list.fetchNextPage()}
                disabled={list.isFetchingNextPage}
              >
                {list.isFetchingNextPage ? t('action.loading') : t('list.loadMore')}
              </Button>
            </div>
          ) : null}
        </Card>
      )}
    </div>
  )
}
