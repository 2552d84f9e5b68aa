import { createFileRoute } from '@tanstack/react-router'
import { ensureMessages, loadTranslator } from '~/components/i18n/use-t'
import { accountOverviewQuery } from '~/features/account/account.queries'
import { deleteAccountSearch } from '~/features/account/account.search'
import { DeleteAccountPage } from '~/features/account/components/delete-account-page'
import { requireSignedIn } from '~/lib/route-guards'

export const Route = createFileRoute('/settings/delete-account')({
  validateSearch: deleteAccountSearch,
  beforeLoad: requireSignedIn,
  // The overview, the page's words in the viewer's language, and its title from them.
  loader: async ({ context }) => {
    const locale = context.viewer.locale
    const [, t] = await Promise.all([
      context.queryClient.ensureQueryData(accountOverviewQuery()),
      loadTranslator(context.queryClient, locale, 'account'),
      ensureMessages(context.queryClient, locale, ['errors']),
    ])
    return { title: t('delete.pageTitle') }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: function DeleteAccountRoute() {
    const { error, token } = Route.useSearch()
    return <DeleteAccountPage error={error} token={token} />
  },
})
