import { createFileRoute } from '@tanstack/react-router'
import { ensureMessages, loadTranslator } from '~/components/i18n/use-t'
import { accountOverviewQuery } from '~/features/account/account.queries'
import { EmailSettingsPage } from '~/features/account/components/email-settings-page'
import { requireSignedIn } from '~/lib/route-guards'

export const Route = createFileRoute('/settings/email')({
  beforeLoad: requireSignedIn,
  // The overview, the page's words in the viewer's language, and its title from them.
  loader: async ({ context }) => {
    const locale = context.viewer.locale
    const [, t] = await Promise.all([
      context.queryClient.ensureQueryData(accountOverviewQuery()),
      loadTranslator(context.queryClient, locale, 'account'),
      ensureMessages(context.queryClient, locale, ['errors']),
    ])
    return { title: t('email.pageTitle') }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: EmailSettingsPage,
})
