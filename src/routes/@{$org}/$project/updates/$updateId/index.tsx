import { createFileRoute } from '@tanstack/react-router'
import { loadTranslator } from '~/components/i18n/use-t'
import { loadProjectPage } from '~/features/projects/load-project-page'
import { UpdatePage } from '~/features/updates/components/update-page'
import { updateQuery } from '~/features/updates/updates.queries'
import { updatesFeedHref } from '~/features/updates/updates-feed-href'
import { updatesFeedHead } from '~/features/updates/updates-feed-link'

/** A single update; drafts and scheduled ones are not found for anyone but editors. */
export const Route = createFileRoute('/@{$org}/$project/updates/$updateId/')({
  loader: async ({ context, params }) => {
    await loadProjectPage(context.queryClient, params, () => [
      context.queryClient.ensureQueryData(updateQuery(params.org, params.project, params.updateId)),
    ])
    const t = await loadTranslator(context.queryClient, context.viewer.locale, 'updates')
    return { feedHref: updatesFeedHref(context.queryClient, params), feedTitle: t('list.title') }
  },
  head: ({ loaderData }) => updatesFeedHead(loaderData),
  component: function UpdateRoute() {
    const { org, project, updateId } = Route.useParams()
    return <UpdatePage orgSlug={org} projectSlug={project} updateId={updateId} />
  },
})
