import { createFileRoute } from '@tanstack/react-router'
import { ensureMessages } from '~/components/i18n/use-t'
import { LandingPage } from '~/components/landing/landing-page'

export const Route = createFileRoute('/')({
  loader: ({ context }) => ensureMessages(context.queryClient, context.viewer.locale, ['landing']),
  component: function IndexRoute() {
    const { viewer } = Route.useRouteContext()
    return <LandingPage signedIn={Boolean(viewer.userId)} />
  },
})
