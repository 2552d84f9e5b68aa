import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useHydrated } from '@tanstack/react-router'
import * as React from 'react'
import { useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Notice, SettingsPage } from '~/features/account/components/account-layout'
import { notificationSettingsQuery } from '../notifications.queries'
import { browserTimeZone, looksNeverSaved } from '../settings-form'
import { useSaveSettingsNow } from '../use-save-settings-now'
import { NotificationSettingsForm } from './notification-settings-form'
import { PauseCard } from './pause-card'

/** Per kind in the app and by e-mail, the digest, "Work can wait", pause, and unsubscribe undone. */
export function NotificationSettingsPage() {
  const t = useT('notifications')
  const { data: view } = useSuspenseQuery(notificationSettingsQuery())
  const hydrated = useHydrated()
  const [saved, setSaved] = React.useState(false)
  const browserZone = hydrated ? browserTimeZone() : 'UTC'
  const suggestedZone = !saved && browserZone !== 'UTC' && looksNeverSaved(view.settings) ? browserZone : null

  return (
    <SettingsPage
      title={t('title')}
      intro={
        <>
          {t('settings.intro', { email: view.email })}{' '}
          <Link to="/notifications" className="text-primary underline underline-offset-4">
            {t('settings.openInbox')}
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
  const t = useT('notifications')
  const { save, pending } = useSaveSettingsNow()
  return (
    <Notice tone="info" title={t('unsubscribed.title')}>
      <p>{t('unsubscribed.body')}</p>
      <Button
        size="sm"
        className="mt-3"
        disabled={pending}
        onClick={() =>
          void save(
            { emailUnsubscribed: false },
            { success: t('unsubscribed.done'), failure: t('unsubscribed.failure') },
          )
        }
      >
        {t('unsubscribed.action')}
      </Button>
    </Notice>
  )
}
