import { createFileRoute } from '@tanstack/react-router'
import { NotificationSettingsPage } from '~/features/notifications/components/notification-settings-page'
import { notificationSettingsQuery } from '~/features/notifications/notifications.queries'
import { requireSignedIn } from '~/lib/route-guards'

/** Per-kind choices, the daily digest, "Work can wait", pause. */
export const Route = createFileRoute('/settings/notifications')({
  beforeLoad: requireSignedIn,
  loader: ({ context }) => context.queryClient.ensureQueryData(notificationSettingsQuery()),
  head: () => ({ meta: [{ title: 'Notifications · Settings · Parley' }] }),
  component: NotificationSettingsPage,
})
