import { createFileRoute } from '@tanstack/react-router'
import { accountOverviewQuery } from '~/features/account/account.queries'
import { EmailSettingsPage } from '~/features/account/components/email-settings-page'
import { requireSignedIn } from '~/lib/route-guards'

export const Route = createFileRoute('/settings/email')({
  beforeLoad: requireSignedIn,
  loader: ({ context }) => context.queryClient.ensureQueryData(accountOverviewQuery()),
  head: () => ({ meta: [{ title: 'Email · Settings · Parley' }] }),
  component: EmailSettingsPage,
})
