import { createFileRoute } from '@tanstack/react-router'
import { accountOverviewQuery } from '~/features/account/account.queries'
import { deleteAccountSearch } from '~/features/account/account.search'
import { DeleteAccountPage } from '~/features/account/components/delete-account-page'
import { requireSignedIn } from '~/lib/route-guards'

export const Route = createFileRoute('/settings/delete-account')({
  validateSearch: deleteAccountSearch,
  beforeLoad: requireSignedIn,
  loader: ({ context }) => context.queryClient.ensureQueryData(accountOverviewQuery()),
  head: () => ({ meta: [{ title: 'Delete account · Settings · Parley' }] }),
  component: function DeleteAccountRoute() {
    const { error, token } = Route.useSearch()
    return <DeleteAccountPage error={error} token={token} />
  },
})
