import { createFileRoute } from '@tanstack/react-router'
import { ensureMessages, loadTranslator } from '~/components/i18n/use-t'
import { NotificationSettingsPage } from '~/features/notifications/components/notification-settings-page'
import { notificationSettingsQuery } from '~/features/notifications/notifications.queries'
import { requireSignedIn } from '~/lib/route-guards'

/** Per-kind choices, the daily digest, "Work can wait", pause. */
export const Route = createFileRoute('/settings/notifications')({
  beforeLoad: requireSignedIn,
  loader: async ({ context }) => {
    const locale = context.viewer.locale
    const [t] = await Promise.all([
      loadTranslator(context.queryClient, locale, 'notifications'),
      // `account`: the settings pages' breadcrumb (SettingsPage).
      ensureMessages(context.queryClient, locale, ['notifications', 'account', 'errors']),
      context.queryClient.ensureQueryData(notificationSettingsQuery()),
    ])
    return { title: t('title.settings') }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: NotificationSettingsPage,
})
