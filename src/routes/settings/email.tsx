import { createFileRoute } from '@tanstack/react-router'
import { accountPageLoader } from '~/features/account/account-page-loader'
import { EmailSettingsPage } from '~/features/account/components/email-settings-page'
import { requireSignedIn } from '~/lib/route-guards'

export const Route = createFileRoute('/settings/email')({
  beforeLoad: requireSignedIn,
  loader: accountPageLoader('email.pageTitle'),
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: EmailSettingsPage,
})
