import { createFileRoute, notFound } from '@tanstack/react-router'
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
    return { feedHref: updatesFeedHref(context.queryClient, params) }
  },
  head: ({ loaderData }) => updatesFeedHead(loaderData),
  component: function NewUpdateRoute() {
    const { org, project } = Route.useParams()
    return <UpdateEditor orgSlug={org} projectSlug={project} />
  },
})
