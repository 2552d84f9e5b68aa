import { createFileRoute } from '@tanstack/react-router'
import { loadProjectPage } from '~/features/projects/load-project-page'
import { UpdatesPage } from '~/features/updates/components/updates-page'
import { updatesListQuery } from '~/features/updates/updates.queries'

/** SPEC §2: the project's updates (changelog). */
export const Route = createFileRoute('/@{$org}/$project/updates/')({
  loader: ({ context, params }) =>
    loadProjectPage(context.queryClient, params, () => [
      context.queryClient.ensureInfiniteQueryData(updatesListQuery(params.org, params.project)),
    ]),
  head: ({ params }) => ({
    links: [
      {
        rel: 'alternate',
        type: 'application/atom+xml',
        title: 'Updates',
        href: `/@${params.org}/${params.project}/updates/feed.xml`,
      },
    ],
  }),
  component: function UpdatesRoute() {
    const { org, project } = Route.useParams()
    return <UpdatesPage orgSlug={org} projectSlug={project} />
  },
})
