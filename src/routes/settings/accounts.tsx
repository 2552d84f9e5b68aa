import { createFileRoute } from '@tanstack/react-router'
import { ensureMessages, loadTranslator } from '~/components/i18n/use-t'
import { LinkedAccountsPage } from '~/features/account/components/linked-accounts-page'
import { linkedAccountsQuery } from '~/features/auth/social.functions'
import { searchParams, text } from '~/lib/search-params'

const linkedAccountsSearch = searchParams({
  error: text({ max: 200 }),
  error_description: text({ max: 500 }),
  linked: text({ max: 64 }),
})

/** Linked accounts: list, link, unlink; a link's callback comes back here (?linked= or ?error=). */
export const Route = createFileRoute('/settings/accounts')({
  validateSearch: linkedAccountsSearch,
  // The accounts, the page's words in the viewer's language, and its title from them.
  loader: async ({ context }) => {
    const locale = context.viewer.locale
    const [, t] = await Promise.all([
      context.queryClient.ensureQueryData(linkedAccountsQuery()),
      loadTranslator(context.queryClient, locale, 'account'),
      ensureMessages(context.queryClient, locale, ['errors']),
    ])
    return { title: t('linked.pageTitle') }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: function LinkedAccountsRoute() {
    return <LinkedAccountsPage search={Route.useSearch()} />
  },
})
