import { createFileRoute } from '@tanstack/react-router'
import { ConnectedAppsPage } from '~/features/oauth/components/connected-apps-page'

/** The apps the person connected through OAuth (MCP clients): each team's connection, disconnect at once. */
export const Route = createFileRoute('/settings/connected-apps')({
  head: () => ({ meta: [{ title: 'Connected apps · Parley' }] }),
  component: function ConnectedAppsRoute() {
    const { userId } = Route.useRouteContext()
    return <ConnectedAppsPage userId={userId} />
  },
})
