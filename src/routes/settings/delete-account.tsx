import { createFileRoute } from '@tanstack/react-router'
import { deleteAccountSearch } from '~/features/account/account.search'
import { accountPageLoader } from '~/features/account/account-page-loader'
import { DeleteAccountPage } from '~/features/account/components/delete-account-page'
import { requireSignedIn } from '~/lib/route-guards'

export const Route = createFileRoute('/settings/delete-account')({
  validateSearch: deleteAccountSearch,
  beforeLoad: requireSignedIn,
  loader: accountPageLoader('delete.pageTitle'),
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: function DeleteAccountRoute() {
    const { error, token } = Route.useSearch()
    return <DeleteAccountPage error={error} token={token} />
  },
})
