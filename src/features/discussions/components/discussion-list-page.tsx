import { useInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { MessageSquarePlus, Settings2 } from 'lucide-react'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { EmptyState, LoadError, Loading } from '~/components/ui/query-states'
import { SearchBox } from '~/components/ui/search-box'
import { messageOf } from '~/lib/auth-result'
import { cn } from '~/lib/cn'
import { discussionSetupQuery, threadListQuery } from '../discussions.queries'
import type { DiscussionCategory, ThreadSummary } from '../discussions.types'
import { useDiscussionsLive } from '../use-discussions-live'
import { ThreadRow } from './thread-row'

export type DiscussionSearch = { category?: string; q?: string }

type DiscussionListPageProps = {
  orgSlug: string
  projectSlug: string
  search: DiscussionSearch
  onSearchChange: (changes: Partial<DiscussionSearch>) => void
}

/** The project's threads: pinned first, then by last activity; category filter and search in the URL. */
export function DiscussionListPage({
  orgSlug,
  projectSlug,
  search,
  onSearchChange,
}: DiscussionListPageProps) {
  const t = useT('discussions')
  const errorText = useErrorText()
  const { data: setup } = useSuspenseQuery(discussionSetupQuery(orgSlug, projectSlug))
  useDiscussionsLive({ orgSlug, projectSlug, projectId: setup.projectId, viewerId: setup.viewerId })
  const filters = { category: search.category, q: search.q }
  const list = useInfiniteQuery({
    ...threadListQuery(orgSlug, projectSlug, filters),
    placeholderData: (previous) => previous,
  })
  const pinned = list.data?.pages[0]?.pinned ?? []
  const threads = list.data?.pages.flatMap((page) => page.threads) ?? []
  const categories = new Map(setup.categories.map((category) => [category.id, category]))
  const filtered = Boolean(search.q || search.category)
  const params = { org: orgSlug, project: projectSlug }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold">{t('list.title')}</h3>
        <div className="flex flex-wrap gap-2">
          {setup.permissions.canModerate ? (
            <Button asChild variant="outline" size="sm">
              <Link to="/@{$org}/$project/settings" params={params} hash="discussion-categories">
                <Settings2 aria-hidden /> {t('list.manageCategories')}
              </Link>
            </Button>
          ) : null}
          {setup.permissions.canCreate ? (
            <Button asChild size="sm">
              <Link
                to="/@{$org}/$project/discussions/new"
                params={params}
                search={search.category ? { category: search.category } : {}}
              >
                <MessageSquarePlus aria-hidden /> {t('common.newDiscussion')}
              </Link>
            </Button>
          ) : null}
        </div>
      </div>

      <nav aria-label={t('common.categories')} className="-mx-1 flex gap-1 overflow-x-auto pb-1">
        <CategoryTab active={!search.category} params={params} search={{ ...search, category: undefined }}>
          {t('list.all')}
        </CategoryTab>
        {setup.categories.map((category) => (
          <CategoryTab
            key={category.id}
            active={search.category === category.id}
            params={params}
            search={{ ...search, category: category.id }}
          >
            <span aria-hidden>{category.emoji}</span> {category.name}
            <span className="ms-1 text-xs text-muted-foreground tabular-nums">{category.threadCount}</span>
          </CategoryTab>
        ))}
      </nav>

      <SearchBox
        label={t('list.search')}
        value={search.q ?? ''}
        onSearch={(q) => onSearchChange({ q: q || undefined })}
      />

      {list.isError ? (
        <Card>
          <LoadError
            title={t('list.loadError')}
            message={errorText(messageOf(list.error, 'Something went wrong!'))}
            onRetry={() => void list.refetch()}
            retryLabel={t('list.tryAgain')}
          />
        </Card>
      ) : list.isPending ? (
        <Card>
          <Loading announce={false}>{t('list.loadingDiscussions')}</Loading>
        </Card>
      ) : pinned.length === 0 && threads.length === 0 ? (
        <NoDiscussions
          filtered={filtered}
          canCreate={setup.permissions.canCreate}
          orgSlug={orgSlug}
          projectSlug={projectSlug}
        />
      ) : (
        <Card className="overflow-hidden p-0">
          <ThreadList
            label={t('list.pinned')}
            threads={pinned}
            categories={categories}
            orgSlug={orgSlug}
            projectSlug={projectSlug}
          />
          <ThreadList
            label={t('list.title')}
            threads={threads}
            categories={categories}
            orgSlug={orgSlug}
            projectSlug={projectSlug}
          />
        </Card>
      )}

      {list.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? t('common.loading') : t('list.loadMore')}
        </Button>
      ) : null}
    </div>
  )
}

function ThreadList(props: {
  label: string
  threads: ThreadSummary[]
  categories: Map<string, DiscussionCategory>
  orgSlug: string
  projectSlug: string
}) {
  if (props.threads.length === 0) return null
  return (
    <ul aria-label={props.label} className="divide-y divide-border border-b border-border last:border-b-0">
      {props.threads.map((thread) => (
        <ThreadRow
          key={thread.id}
          orgSlug={props.orgSlug}
          projectSlug={props.projectSlug}
          thread={thread}
          category={props.categories.get(thread.categoryId)}
        />
      ))}
    </ul>
  )
}

/** A link, so that it works before the page is interactive (and its list of tabs can be scrolled to by key). */
function CategoryTab({
  active,
  params,
  search,
  children,
}: {
  active: boolean
  params: { org: string; project: string }
  search: DiscussionSearch
  children: React.ReactNode
}) {
  return (
    <Link
      to="/@{$org}/$project/discussions"
      params={params}
      search={search}
      replace
      aria-current={active ? 'page' : undefined}
      className={cn(
        'whitespace-nowrap rounded-md px-3 py-1.5 text-sm',
        active
          ? 'bg-accent font-medium text-foreground'
          : 'text-muted-foreground hover:bg-muted hover:text-foreground',
      )}
    >
      {children}
    </Link>
  )
}

function NoDiscussions(props: {
  filtered: boolean
  canCreate: boolean
  orgSlug: string
  projectSlug: string
}) {
  const t = useT('discussions')
  if (props.filtered) {
    return (
      <Card className="border-dashed">
        <EmptyState title={t('list.noMatchTitle')}>{t('list.noMatchBody')}</EmptyState>
      </Card>
    )
  }
  return (
    <Card className="border-dashed">
      <EmptyState
        title={t('list.emptyTitle')}
        action={
          props.canCreate ? (
            <Button asChild size="sm" className="mt-2">
              <Link
                to="/@{$org}/$project/discussions/new"
                params={{ org: props.orgSlug, project: props.projectSlug }}
              >
                {t('list.startFirst')}
              </Link>
            </Button>
          ) : null
        }
      >
        {t('list.emptyBody')}
      </EmptyState>
    </Card>
  )
}
