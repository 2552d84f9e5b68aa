import { createFileRoute } from '@tanstack/react-router'
import { ensureMessages, loadTranslator } from '~/components/i18n/use-t'
import { PersonalDataPage } from '~/features/transfers/components/personal-data-page'
import { personalExportsQuery } from '~/features/transfers/transfers.queries'
import { requireSignedIn } from '~/lib/route-guards'

export const Route = createFileRoute('/settings/data')({
  beforeLoad: requireSignedIn,
  loader: async ({ context }) => {
    const locale = context.viewer.locale
    const [t] = await Promise.all([
      loadTranslator(context.queryClient, locale, 'transfers'),
      // `account`: the settings pages' breadcrumb (SettingsPage).
      ensureMessages(context.queryClient, locale, ['transfers', 'account', 'errors']),
      context.queryClient.prefetchQuery(personalExportsQuery()),
    ])
    return { title: t('personal.pageTitle') }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: function PersonalDataRoute() {
    const { userId } = Route.useRouteContext()
    return <PersonalDataPage userId={userId} />
  },
})
