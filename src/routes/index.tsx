import { createFileRoute } from '@tanstack/react-router'
import { LandingPage } from '~/components/landing/landing-page'

export const Route = createFileRoute('/')({
  component: function IndexRoute() {
    const { viewer } = Route.useRouteContext()
    return <LandingPage signedIn={Boolean(viewer.userId)} />
  },
})
