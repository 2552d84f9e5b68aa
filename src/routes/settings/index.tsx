import { createFileRoute } from '@tanstack/react-router'
import { siteAdminStatusQuery } from '~/features/admin/admin.queries'
import { currentUserQuery } from '~/features/auth/auth.queries'
import { SettingsIndexPage } from '~/features/profile/components/settings-index-page'

/** The account-level settings index. */
export const Route = createFileRoute('/settings/')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(currentUserQuery()),
      context.queryClient.ensureQueryData(siteAdminStatusQuery(context.viewer.userId)),
    ]),
  head: () => ({ meta: [{ title: 'Settings · Parley' }] }),
  component: SettingsIndexPage,
})
