import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { LinkedAccountsPage } from '~/features/account/components/linked-accounts-page'
import { linkedAccountsQuery } from '~/features/auth/social.functions'

/** SPEC §7 list-accounts / link-social / unlink-account; a link's callback comes back here (?linked= or ?error=). */
export const Route = createFileRoute('/settings/accounts')({
  validateSearch: z.object({
    error: z.string().max(200).optional().catch(undefined),
    error_description: z.string().max(500).optional().catch(undefined),
    linked: z.string().max(64).optional().catch(undefined),
  }),
  loader: ({ context }) => context.queryClient.ensureQueryData(linkedAccountsQuery()),
  head: () => ({ meta: [{ title: 'Linked accounts · Parley' }] }),
  component: LinkedAccountsRoute,
})

function LinkedAccountsRoute() {
  return <LinkedAccountsPage search={Route.useSearch()} />
}
