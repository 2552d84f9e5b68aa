import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Plus, Rss } from 'lucide-react'
import { useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { EmptyState, LoadError, Loading } from '~/components/ui/query-states'
import { useLiveQueries } from '~/features/live/live-provider'
import { useProject } from '~/features/projects/projects.queries'
import { messageOf } from '~/lib/auth-result'
import { topicOf } from '~/lib/live-topics'
import { updateKeys, updatesListQuery } from '../updates.queries'
import { UpdateCard } from './update-card'

/** The changelog: published updates newest first; editors also see their drafts and scheduled ones. */
export function UpdatesPage({ orgSlug, projectSlug }: { orgSlug: string; projectSlug: string }) {
  const t = useT('updates')
  const project = useProject(orgSlug, projectSlug)
  const list = useInfiniteQuery(updatesListQuery(orgSlug, projectSlug))
  // Editors also follow the members' topic, where their drafts' changes are told (write.server.ts).
  const editor = project.permissions['update.publish']
  useLiveQueries(
    [topicOf.project(project.id), editor ? topicOf.members(project.id) : null],
    [updateKeys.project(orgSlug, projectSlug)],
  )
  const params = { org: orgSlug, project: projectSlug }
  const first = list.data?.pages[0]
  const updates = list.data?.pages.flatMap((page) => page.updates) ?? []
  const drafts = first?.drafts ?? []
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold">{t('list.title')}</h3>
        <div className="flex flex-wrap items-center gap-2">
          {project.visibility === 'public' ? (
            <Button asChild variant="outline" size="sm">
              <a href={`/@${orgSlug}/${projectSlug}/updates/feed.xml`}>
                <Rss aria-hidden /> {t('list.feed')}
              </a>
            </Button>
          ) : null}
          {project.permissions['update.publish'] ? (
            <Button asChild size="sm">
              <Link to="/@{$org}/$project/updates/new" params={params}>
                <Plus aria-hidden /> {t('list.new')}
              </Link>
            </Button>
          ) : null}
        </div>
      </div>
      {drafts.length > 0 ? (
        <section aria-labelledby="drafts-heading" className="grid gap-3">
          <h4
            id="drafts-heading"
            className="text-sm font-medium uppercase tracking-wide text-muted-foreground"
          >
            {t('list.drafts')}
          </h4>
          {drafts.map((update) => (
            <UpdateCard
              key={update.id}
              orgSlug={orgSlug}
              projectSlug={projectSlug}
              update={update}
              headingLevel="h3"
            />
          ))}
        </section>
      ) : null}
      {list.isPending ? (
        <Card>
          <Loading>{t('list.loading')}</Loading>
        </Card>
      ) : list.isError ? (
        <Card>
          <LoadError
            message={messageOf(list.error, t('list.loadFailed'))}
            onRetry={() => void list.refetch()}
          />
        </Card>
      ) : updates.length === 0 ? (
        <Card>
          <EmptyState title={t('list.emptyTitle')}>{t('list.emptyBody')}</EmptyState>
        </Card>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
          {drafts.length > 0 ? (
            <h4 className="text-sm font-medium uppercase tracking-wide text-muted-foreground">
              {t('list.published')}
            </h4>
          ) : null}
          {updates.map((update) => (
            <UpdateCard
              key={update.id}
              orgSlug={orgSlug}
              projectSlug={projectSlug}
              update={update}
              headingLevel="h3"
            />
          ))}
          {list.hasNextPage ? (
            <div className="text-center">
              <Button
                variant="outline"
                size="sm"
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {list.isFetchingNextPage ? t('list.loadingMore') : t('list.older')}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </div>
  )
}
