import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { ensureMessages, loadTranslator } from '~/components/i18n/use-t'
import { loadProjectPage } from '~/features/projects/load-project-page'
import { UpdateEditor } from '~/features/updates/components/update-editor'
import { updateLabelsQuery, updateQuery } from '~/features/updates/updates.queries'
import { updatesFeedHref } from '~/features/updates/updates-feed-href'
import { updatesFeedHead } from '~/features/updates/updates-feed-link'

/** Editors edit an update; everyone else gets the not-found view. */
export const Route = createFileRoute('/@{$org}/$project/updates/$updateId/edit')({
  loader: async ({ context, params }) => {
    // The project first (see loadProjectPage): a private project's not-found must not race this load.
    await loadProjectPage(context.queryClient, params, () => [])
    const found = await context.queryClient.ensureQueryData(
      updateQuery(params.org, params.project, params.updateId),
    )
    if (!found.isEditor) throw notFound()
    await context.queryClient.ensureQueryData(updateLabelsQuery(params.org, params.project))
    const [t] = await Promise.all([
      loadTranslator(context.queryClient, context.viewer.locale, 'updates'),
      ensureMessages(context.queryClient, context.viewer.locale, ['errors']),
    ])
    return { feedHref: updatesFeedHref(context.queryClient, params), feedTitle: t('list.title') }
  },
  head: ({ loaderData }) => updatesFeedHead(loaderData),
  component: function EditUpdateRoute() {
    const { org, project, updateId } = Route.useParams()
    const { data } = useSuspenseQuery(updateQuery(org, project, updateId))
    return <UpdateEditor orgSlug={org} projectSlug={project} existing={data.update} />
  },
})
