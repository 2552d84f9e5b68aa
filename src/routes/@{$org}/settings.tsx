import { createFileRoute } from '@tanstack/react-router'
import { ensureMessages } from '~/components/i18n/use-t'
import { NotFoundView } from '~/components/shell/not-found-view'
import { OrganizationSettingsPage } from '~/features/orgs/components/settings/organization-settings-page'
import { requireOrganizationMember } from '~/features/orgs/orgs.functions'

/** Organisation settings, for members only (the server answers not found to anyone else). */
export const Route = createFileRoute('/@{$org}/settings')({
  // The API keys and webhooks sections' words too (they are shown to owners and admins).
  loader: async ({ params, context }) => {
    const [member] = await Promise.all([
      requireOrganizationMember({ data: { slug: params.org } }),
      ensureMessages(context.queryClient, context.viewer.locale, ['apiKeys', 'webhooks', 'errors']),
    ])
    return member
  },
  head: () => ({ meta: [{ title: 'Settings · Parley' }] }),
  notFoundComponent: () => <NotFoundView />,
  component: function OrganizationSettingsRoute() {
    const { org } = Route.useParams()
    return <OrganizationSettingsPage slug={org} />
  },
})
