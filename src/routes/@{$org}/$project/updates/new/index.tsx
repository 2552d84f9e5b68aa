import { createFileRoute, notFound } from '@tanstack/react-router'
import { ensureMessages, loadTranslator } from '~/components/i18n/use-t'
import { projectQuery } from '~/features/projects/projects.queries'
import { UpdateEditor } from '~/features/updates/components/update-editor'
import { updateLabelsQuery } from '~/features/updates/updates.queries'
import { updatesFeedHref } from '~/features/updates/updates-feed-href'
import { updatesFeedHead } from '~/features/updates/updates-feed-link'

/** Editors write a new update; everyone else gets the not-found view. */
export const Route = createFileRoute('/@{$org}/$project/updates/new/')({
  loader: async ({ context, params }) => {
    const project = await context.queryClient.ensureQueryData(projectQuery(params.org, params.project))
    if ('moved' in project || !project.permissions['update.publish']) throw notFound()
    await context.queryClient.ensureQueryData(updateLabelsQuery(params.org, params.project))
    const [t] = await Promise.all([
      loadTranslator(context.queryClient, context.viewer.locale, 'updates'),
      ensureMessages(context.queryClient, context.viewer.locale, ['errors']),
    ])
    return { feedHref: updatesFeedHref(context.queryClient, params), feedTitle: t('list.title') }
  },
  head: ({ loaderData }) => updatesFeedHead(loaderData),
  component: function NewUpdateRoute() {
    const { org, project } = Route.useParams()
    return <UpdateEditor orgSlug={org} projectSlug={project} />
  },
})
