import { createFileRoute } from '@tanstack/react-router'
import { LinkedAccountsPage } from '~/features/account/components/linked-accounts-page'
import { linkedAccountsQuery } from '~/features/auth/social.functions'
import { searchParams, text } from '~/lib/search-params'

/** Linked accounts: list, link, unlink; a link's callback comes back here (?linked= or ?error=). */
export const Route = createFileRoute('/settings/accounts')({
  validateSearch: searchParams({
    error: text({ max: 200 }),
    error_description: text({ max: 500 }),
    linked: text({ max: 64 }),
  }),
  loader: ({ context }) => context.queryClient.ensureQueryData(linkedAccountsQuery()),
  head: () => ({ meta: [{ title: 'Linked accounts · Parley' }] }),
  component: LinkedAccountsRoute,
})

function LinkedAccountsRoute() {
  return <LinkedAccountsPage search={Route.useSearch()} />
}
