import { createFileRoute } from '@tanstack/react-router'
import { NotFoundView } from '~/components/shell/not-found-view'
import { OrganizationSettingsPage } from '~/features/orgs/components/settings/organization-settings-page'
import { requireOrganizationMember } from '~/features/orgs/orgs.functions'

/** Organisation settings, for members only (the server answers not found to anyone else). */
export const Route = createFileRoute('/@{$org}/settings')({
  loader: ({ params }) => requireOrganizationMember({ data: { slug: params.org } }),
  head: () => ({ meta: [{ title: 'Settings · Parley' }] }),
  notFoundComponent: () => <NotFoundView />,
  component: function OrganizationSettingsRoute() {
    const { org } = Route.useParams()
    return <OrganizationSettingsPage slug={org} />
  },
})
