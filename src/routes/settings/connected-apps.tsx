import { createFileRoute } from '@tanstack/react-router'
import { ensureMessages, loadTranslator } from '~/components/i18n/use-t'
import { ConnectedAppsPage } from '~/features/oauth/components/connected-apps-page'

/** The apps the person connected through OAuth (MCP clients): each team's connection, disconnect at once. */
export const Route = createFileRoute('/settings/connected-apps')({
  // The page's words in the viewer's language, and its title from them.
  loader: async ({ context }) => {
    const locale = context.viewer.locale
    const [t] = await Promise.all([
      loadTranslator(context.queryClient, locale, 'oauth'),
      ensureMessages(context.queryClient, locale, ['errors']),
    ])
    return { title: t('apps.pageTitle') }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: function ConnectedAppsRoute() {
    const { userId } = Route.useRouteContext()
    return <ConnectedAppsPage userId={userId} />
  },
})
