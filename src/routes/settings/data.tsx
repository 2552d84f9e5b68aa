import { createFileRoute } from '@tanstack/react-router'
import { ensureMessages } from '~/components/i18n/use-t'
import { PersonalDataPage } from '~/features/transfers/components/personal-data-page'
import { personalExportsQuery } from '~/features/transfers/transfers.queries'
import { requireSignedIn } from '~/lib/route-guards'

export const Route = createFileRoute('/settings/data')({
  beforeLoad: requireSignedIn,
  // `account`: the settings pages' breadcrumb (SettingsPage).
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.prefetchQuery(personalExportsQuery()),
      ensureMessages(context.queryClient, context.viewer.locale, ['account']),
    ]),
  head: () => ({ meta: [{ title: 'Your data · Settings · Parley' }] }),
  component: function PersonalDataRoute() {
    const { userId } = Route.useRouteContext()
    return <PersonalDataPage userId={userId} />
  },
})
