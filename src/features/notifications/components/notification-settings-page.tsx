import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useHydrated } from '@tanstack/react-router'
import * as React from 'react'
import { Button } from '~/components/ui/button'
import { Notice, SettingsPage } from '~/features/account/components/account-layout'
import { notificationSettingsQuery } from '../notifications.queries'
import { browserTimeZone, looksNeverSaved } from '../settings-form'
import { useSaveSettingsNow } from '../use-save-settings-now'
import { NotificationSettingsForm } from './notification-settings-form'
import { PauseCard } from './pause-card'

/** Per kind in the app and by e-mail, the digest, "Work can wait", pause, and unsubscribe undone. */
export function NotificationSettingsPage() {
  const { data: view } = useSuspenseQuery(notificationSettingsQuery())
  const hydrated = useHydrated()
  const [saved, setSaved] = React.useState(false)
  const browserZone = hydrated ? browserTimeZone() : 'UTC'
  const suggestedZone = !saved && browserZone !== 'UTC' && looksNeverSaved(view.settings) ? browserZone : null

  return (
    <SettingsPage
      title="Notifications"
      intro={
        <>
          What reaches you in the app and by e-mail (to {view.email}).{' '}
          <Link to="/notifications" className="text-primary underline underline-offset-4">
            Open your notifications
          </Link>
        </>
      }
    >
      {view.settings.emailUnsubscribed ? <UnsubscribedNotice /> : null}
      <PauseCard pausedUntil={view.settings.pausedUntil} timeZone={suggestedZone ?? view.settings.timeZone} />
      <NotificationSettingsForm view={view} suggestedZone={suggestedZone} onSaved={() => setSaved(true)} />
    </SettingsPage>
  )
}

function UnsubscribedNotice() {
  const { save, pending } = useSaveSettingsNow()
  return (
    <Notice tone="info" title="You unsubscribed from notification e-mails">
      <p>
        No notification mail reaches you until you turn it back on. Notifications in the app go on as chosen
        below.
      </p>
      <Button
        size="sm"
        className="mt-3"
        disabled={pending}
        onClick={() =>
          void save(
            { emailUnsubscribed: false },
            { success: 'Notification e-mails are back on', failure: 'E-mails could not be turned back on' },
          )
        }
      >
        Turn e-mails back on
      </Button>
    </Notice>
  )
}
