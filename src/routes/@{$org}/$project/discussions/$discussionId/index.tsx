import { createFileRoute } from '@tanstack/react-router'
import { ensureMessages } from '~/components/i18n/use-t'
import { ThreadPage } from '~/features/discussions/components/thread-page'
import { discussionKeys } from '~/features/discussions/discussion-keys'
import { discussionSetupQuery, postsQuery, threadQuery } from '~/features/discussions/discussions.queries'
import { loadProjectPage } from '~/features/projects/load-project-page'
import { forgetUnlessShown } from '~/lib/read-on-arrival'
import { numericId, searchParams } from '~/lib/search-params'

/**
 * A single discussion. `?post={id}` (what notifications link to) scrolls to that post and highlights
 * it; it may come as a number (the router reads plain numbers as such).
 */
export const Route = createFileRoute('/@{$org}/$project/discussions/$discussionId/')({
  validateSearch: searchParams({ post: numericId() }),
  loader: ({ context, params }) => {
    // Posts are read afresh on every arrival, with the read marker that places the "New" divider.
    forgetUnlessShown(
      context.queryClient,
      discussionKeys.posts(params.org, params.project, params.discussionId),
    )
    return loadProjectPage(context.queryClient, params, () => [
      context.queryClient.ensureQueryData(discussionSetupQuery(params.org, params.project)),
      context.queryClient.ensureQueryData(threadQuery(params.org, params.project, params.discussionId)),
      context.queryClient.ensureInfiniteQueryData(
        postsQuery(params.org, params.project, params.discussionId),
      ),
      ensureMessages(context.queryClient, context.viewer.locale, ['discussions', 'errors']),
    ])
  },
  component: function ThreadRoute() {
    const { org, project, discussionId } = Route.useParams()
    const { post } = Route.useSearch()
    return (
      <ThreadPage
        orgSlug={org}
        projectSlug={project}
        threadId={discussionId}
        highlightPostId={post ?? null}
      />
    )
  },
})
