import { createFileRoute, notFound } from '@tanstack/react-router'
import { ensureMessages } from '~/components/i18n/use-t'
import { NotFoundView } from '~/components/shell/not-found-view'
import { organizationLimitsQuery, organizationQuery } from '~/features/orgs/orgs.queries'
import { CreateProjectPage } from '~/features/projects/components/create-project-page'

/** Needs the organisation's permissions.canEdit (otherwise not found); loads org.limits. */
export const Route = createFileRoute('/@{$org}/create-project/')({
  loader: async ({ context, params }) => {
    const organization = await context.queryClient.ensureQueryData(organizationQuery(params.org))
    if ('moved' in organization || !organization.permissions.canEdit) throw notFound()
    await Promise.all([
      context.queryClient.ensureQueryData(organizationLimitsQuery(params.org)),
      ensureMessages(context.queryClient, context.viewer.locale, ['projects', 'errors']),
    ])
  },
  // Not found here means "not for you": the page's own view, inside the layout that did load.
  notFoundComponent: () => <NotFoundView />,
  component: function CreateProjectRoute() {
    const { org } = Route.useParams()
    return <CreateProjectPage orgSlug={org} />
  },
})
