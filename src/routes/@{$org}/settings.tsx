import { createFileRoute } from '@tanstack/react-router'
import { ensureMessages, loadTranslator } from '~/components/i18n/use-t'
import { NotFoundView } from '~/components/shell/not-found-view'
import { OrganizationSettingsPage } from '~/features/orgs/components/settings/organization-settings-page'
import { requireOrganizationMember } from '~/features/orgs/orgs.functions'

/** Organisation settings, for members only (the server answers not found to anyone else). */
export const Route = createFileRoute('/@{$org}/settings')({
  // The guard, then the page's words (and its title) in the request's language.
  loader: async ({ context, params }) => {
    const locale = context.viewer.locale
    const [access] = await Promise.all([
      requireOrganizationMember({ data: { slug: params.org } }),
      // The API keys and webhooks sections' words too (they are shown to owners and admins).
      ensureMessages(context.queryClient, locale, [
        'orgs',
        'common',
        'apiKeys',
        'webhooks',
        // The "Import a project" section.
        'transfers',
        'errors',
      ]),
    ])
    const t = await loadTranslator(context.queryClient, locale, 'orgs')
    return { ...access, title: t('pageTitle.settings') }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  notFoundComponent: () => <NotFoundView />,
  component: function OrganizationSettingsRoute() {
    const { org } = Route.useParams()
    return <OrganizationSettingsPage slug={org} />
  },
})
