import { createFileRoute } from '@tanstack/react-router'
import { currentUserQuery } from '~/features/auth/auth.queries'
import { HomePage } from '~/features/home/components/home-page'
import { myOrganizationsQuery } from '~/features/home/home.queries'
import { requireSignedIn } from '~/lib/route-guards'

export const Route = createFileRoute('/home')({
  beforeLoad: requireSignedIn,
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(currentUserQuery()),
      context.queryClient.ensureQueryData(myOrganizationsQuery()),
    ]),
  component: HomePage,
})
