import { createFileRoute } from '@tanstack/react-router'
import { ensureMessages, loadTranslator } from '~/components/i18n/use-t'
import { accountOverviewQuery } from '~/features/account/account.queries'
import { passwordSettingsSearch } from '~/features/account/account.search'
import { PasswordSettingsPage } from '~/features/account/components/password-settings-page'
import { postAuthForm } from '~/features/auth/auth-form-post.server'
import { requireSignedIn } from '~/lib/route-guards'

export const Route = createFileRoute('/settings/password')({
  validateSearch: passwordSettingsSearch,
  beforeLoad: requireSignedIn,
  // The overview, the page's words in the viewer's language, and its title from them.
  loader: async ({ context }) => {
    const locale = context.viewer.locale
    const [, t] = await Promise.all([
      context.queryClient.ensureQueryData(accountOverviewQuery()),
      loadTranslator(context.queryClient, locale, 'account'),
      ensureMessages(context.queryClient, locale, ['errors']),
    ])
    return { title: t('password.pageTitle') }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  // The change-password form also works as a plain POST to this page (before hydration, or without JavaScript).
  server: { handlers: { POST: ({ request }) => postAuthForm('change-password', request) } },
  component: function PasswordSettingsRoute() {
    const { error, field, done } = Route.useSearch()
    return <PasswordSettingsPage posted={{ error, field, done }} />
  },
})
