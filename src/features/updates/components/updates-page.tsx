import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Plus, Rss } from 'lucide-react'
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
        <h3 className="text-lg font-semibold">Updates</h3>
        <div className="flex flex-wrap items-center gap-2">
          {project.visibility === 'public' ? (
            <Button asChild variant="outline" size="sm">
              <a href={`/@${orgSlug}/${projectSlug}/updates/feed.xml`}>
                <Rss aria-hidden /> Atom feed
              </a>
            </Button>
          ) : null}
          {project.permissions['update.publish'] ? (
            <Button asChild size="sm">
              <Link to="/@{$org}/$project/updates/new" params={params}>
                <Plus aria-hidden /> New update
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
            Drafts and scheduled
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
          <Loading>Loading updates…</Loading>
        </Card>
      ) : list.isError ? (
        <Card>
          <LoadError
            message={messageOf(list.error, 'The updates could not be loaded.')}
            onRetry={() => void list.refetch()}
          />
        </Card>
      ) : updates.length === 0 ? (
        <Card>
          <EmptyState title="No updates yet">
            When the team ships something, it is announced here — with the feedback it answers.
          </EmptyState>
        </Card>
      ) : (
        <div className="grid gap-4">
          {drafts.length > 0 ? (
            <h4 className="text-sm font-medium uppercase tracking-wide text-muted-foreground">Published</h4>
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
                {list.isFetchingNextPage ? 'Loading…' : 'Older updates'}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </div>
  )
}
