import { createFileRoute } from '@tanstack/react-router'
import { passwordSettingsSearch } from '~/features/account/account.search'
import { accountPageLoader } from '~/features/account/account-page-loader'
import { PasswordSettingsPage } from '~/features/account/components/password-settings-page'
import { postAuthForm } from '~/features/auth/auth-form-post.server'
import { requireSignedIn } from '~/lib/route-guards'

export const Route = createFileRoute('/settings/password')({
  validateSearch: passwordSettingsSearch,
  beforeLoad: requireSignedIn,
  loader: accountPageLoader('password.pageTitle'),
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  // The change-password form also works as a plain POST to this page (before hydration, or without JavaScript).
  server: { handlers: { POST: ({ request }) => postAuthForm('change-password', request) } },
  component: function PasswordSettingsRoute() {
    const { error, field, done } = Route.useSearch()
    return <PasswordSettingsPage posted={{ error, field, done }} />
  },
})
