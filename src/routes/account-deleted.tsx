import { createFileRoute } from '@tanstack/react-router'
import { loadTranslator } from '~/components/i18n/use-t'
import { AccountDeletedPage } from '~/features/account/components/account-deleted-page'

export const Route = createFileRoute('/account-deleted')({
  staticData: { blankLayout: true },
  // The page's words in the viewer's language, and its title from them.
  loader: async ({ context }) => {
    const t = await loadTranslator(context.queryClient, context.viewer.locale, 'account')
    return { title: t('deleted.pageTitle') }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: AccountDeletedPage,
})
