import { createFileRoute } from '@tanstack/react-router'
import { accountOverviewQuery } from '~/features/account/account.queries'
import { PasswordSettingsPage } from '~/features/account/components/password-settings-page'
import { requireSignedIn } from '~/lib/route-guards'

export const Route = createFileRoute('/settings/password')({
  beforeLoad: requireSignedIn,
  loader: ({ context }) => context.queryClient.ensureQueryData(accountOverviewQuery()),
  head: () => ({ meta: [{ title: 'Password · Settings · Parley' }] }),
  component: PasswordSettingsPage,
})
