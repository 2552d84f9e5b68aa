import { createFileRoute } from '@tanstack/react-router'
import { loadTranslator } from '~/components/i18n/use-t'
import { loadProjectPage } from '~/features/projects/load-project-page'
import { UpdatesPage } from '~/features/updates/components/updates-page'
import { updatesListQuery } from '~/features/updates/updates.queries'
import { updatesFeedHref } from '~/features/updates/updates-feed-href'
import { updatesFeedHead } from '~/features/updates/updates-feed-link'

/** The project's updates (changelog). */
export const Route = createFileRoute('/@{$org}/$project/updates/')({
  loader: async ({ context, params }) => {
    await loadProjectPage(context.queryClient, params, () => [
      context.queryClient.ensureInfiniteQueryData(updatesListQuery(params.org, params.project)),
    ])
    const t = await loadTranslator(context.queryClient, context.viewer.locale, 'updates')
    return { feedHref: updatesFeedHref(context.queryClient, params), feedTitle: t('list.title') }
  },
  head: ({ loaderData }) => updatesFeedHead(loaderData),
  component: function UpdatesRoute() {
    const { org, project } = Route.useParams()
    return <UpdatesPage orgSlug={org} projectSlug={project} />
  },
})
