import { createFileRoute } from '@tanstack/react-router'
import { ensureMessages } from '~/components/i18n/use-t'
import { NewDiscussionPage } from '~/features/discussions/components/new-discussion-page'
import { discussionSetupQuery } from '~/features/discussions/discussions.queries'
import { loadProjectPage } from '~/features/projects/load-project-page'
import { searchParams, text } from '~/lib/search-params'

/** Start a discussion; `?category=` preselects a category. */
export const Route = createFileRoute('/@{$org}/$project/discussions/new/')({
  validateSearch: searchParams({ category: text({ trim: true, min: 1, max: 64 }) }),
  loader: ({ context, params }) =>
    loadProjectPage(context.queryClient, params, () => [
      context.queryClient.ensureQueryData(discussionSetupQuery(params.org, params.project)),
      ensureMessages(context.queryClient, context.viewer.locale, ['discussions', 'errors']),
    ]),
  component: function NewDiscussionRoute() {
    const { org, project } = Route.useParams()
    const { category } = Route.useSearch()
    return <NewDiscussionPage orgSlug={org} projectSlug={project} categoryId={category} />
  },
})
