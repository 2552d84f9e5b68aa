import { createFileRoute } from '@tanstack/react-router'
import { PersonalDataPage } from '~/features/transfers/components/personal-data-page'
import { personalExportsQuery } from '~/features/transfers/transfers.queries'
import { requireSignedIn } from '~/lib/route-guards'

export const Route = createFileRoute('/settings/data')({
  beforeLoad: requireSignedIn,
  loader: ({ context }) => context.queryClient.prefetchQuery(personalExportsQuery()),
  head: () => ({ meta: [{ title: 'Your data · Settings · Parley' }] }),
  component: function PersonalDataRoute() {
    const { userId } = Route.useRouteContext()
    return <PersonalDataPage userId={userId} />
  },
})
