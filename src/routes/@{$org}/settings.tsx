import { createFileRoute } from '@tanstack/react-router'
import { ensureMessages } from '~/components/i18n/use-t'
import { NotFoundView } from '~/components/shell/not-found-view'
import { OrganizationSettingsPage } from '~/features/orgs/components/settings/organization-settings-page'
import { requireOrganizationMember } from '~/features/orgs/orgs.functions'

/** Organisation settings, for members only (the server answers not found to anyone else). */
export const Route = createFileRoute('/@{$org}/settings')({
  loader: async ({ context, params }) => {
    // The "Import a project" section's words.
    await ensureMessages(context.queryClient, context.viewer.locale, ['transfers', 'errors'])
    return requireOrganizationMember({ data: { slug: params.org } })
  },
  head: () => ({ meta: [{ title: 'Settings · Parley' }] }),
  notFoundComponent: () => <NotFoundView />,
  component: function OrganizationSettingsRoute() {
    const { org } = Route.useParams()
    return <OrganizationSettingsPage slug={org} />
  },
})
