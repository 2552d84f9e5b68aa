import { createFileRoute } from '@tanstack/react-router'
import { SessionsPage } from '~/features/sessions/components/sessions-page'

/** Active sessions: browser and OS, IP, created, which is this one; revoke one or all others. */
export const Route = createFileRoute('/settings/sessions')({
  head: () => ({ meta: [{ title: 'Sessions · Parley' }] }),
  component: function SessionsRoute() {
    const { userId } = Route.useRouteContext()
    return <SessionsPage userId={userId} />
  },
})
