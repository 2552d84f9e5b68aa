import { createFileRoute } from '@tanstack/react-router'
import { ensureMessages } from '~/components/i18n/use-t'
import { NotificationSettingsPage } from '~/features/notifications/components/notification-settings-page'
import { notificationSettingsQuery } from '~/features/notifications/notifications.queries'
import { requireSignedIn } from '~/lib/route-guards'

/** Per-kind choices, the daily digest, "Work can wait", pause. */
export const Route = createFileRoute('/settings/notifications')({
  beforeLoad: requireSignedIn,
  // `account`: the settings pages' breadcrumb (SettingsPage).
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(notificationSettingsQuery()),
      ensureMessages(context.queryClient, context.viewer.locale, ['account']),
    ]),
  head: () => ({ meta: [{ title: 'Notifications · Settings · Parley' }] }),
  component: NotificationSettingsPage,
})
