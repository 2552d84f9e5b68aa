import { useQueryClient } from '@tanstack/react-query'
import { useHydrated } from '@tanstack/react-router'
import * as React from 'react'
import { CheckboxField, Form, SelectField, SubmitButton, useZodForm } from '~/components/form'
import { useT } from '~/components/i18n/use-t'
import { SettingsCard } from '~/features/account/components/account-layout'
import { mutationQueue } from '~/features/live/mutation-queue'
import { toast } from '~/lib/toast'
import { updateNotificationSettingsFn } from '../notifications.functions'
import { notificationKeys } from '../notifications.queries'
import type { NotificationSettingsView } from '../notifications.types'
import { formValuesOf, hourLabel, settingsFormSchema, settingsOf, timeZoneOptions } from '../settings-form'
import { EmailTimingNote, NotificationChoicesTable } from './notification-choices-table'
import { WorkHoursFields } from './work-hours-fields'

const HOURS = Array.from({ length: 24 }, (_, hour) => hour)

type NotificationSettingsFormProps = {
  view: NotificationSettingsView
  /** The browser's zone, offered in place of UTC when nothing was saved yet (null: keep what is stored). */
  suggestedZone: string | null
  onSaved: () => void
}

/** Per-kind choices, the daily digest and "Work can wait", saved together. */
export function NotificationSettingsForm({ view, suggestedZone, onSaved }: NotificationSettingsFormProps) {
  const t = useT('notifications')
  const queryClient = useQueryClient()
  const hydrated = useHydrated()
  const stored = view.settings
  const form = useZodForm({
    schema: settingsFormSchema,
    defaultValues: formValuesOf(stored),
    errorMessage: t('form.failure'),
    onSubmit: async (values) => {
      // Pause and unsubscribe save on their own: keep what is stored now, not what was there on arrival.
      const latest = queryClient.getQueryData<NotificationSettingsView>(notificationKeys.settings()) ?? view
      const saved = await mutationQueue.run(() =>
        updateNotificationSettingsFn({ data: settingsOf(values, latest.settings) }),
      )
      queryClient.setQueryData(notificationKeys.settings(), saved)
      form.reset(formValuesOf(saved.settings))
      onSaved()
      toast.success(t('form.saved'))
    },
  })

  // The suggestion is made once the page is interactive (the server cannot know the browser's zone).
  React.useEffect(() => {
    if (hydrated && suggestedZone) form.setValue('timeZone', suggestedZone, { shouldDirty: true })
  }, [hydrated, suggestedZone, form])

  // Before hydration only the chosen zone is listed, so that the server's and the browser's lists (which
  // may differ) never meet in one render.
  const zones = hydrated ? timeZoneOptions(stored.timeZone, suggestedZone ?? '') : [stored.timeZone]

  return (
    <Form form={form} className="grid gap-6" aria-label={t('form.label')}>
      <SettingsCard title={t('form.choices')} description={<EmailTimingNote timing={view.emailTiming} />}>
        <NotificationChoicesTable timing={view.emailTiming} />
      </SettingsCard>

      <SettingsCard title={t('form.digest')} description={t('form.digestHint')}>
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <SelectField name="digestHour" label={t('form.digestTime')} className="content-start">
            {HOURS.map((hour) => (
              <option key={hour} value={String(hour)}>
                {hourLabel(hour)}
              </option>
            ))}
          </SelectField>
          <SelectField
            name="timeZone"
            label={t('form.timeZone')}
            className="content-start"
            description={
              suggestedZone ? t('form.zoneSuggested', { zone: suggestedZone }) : t('form.zoneHint')
            }
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, ' ')}
              </option>
            ))}
          </SelectField>
        </div>
      </SettingsCard>

      <SettingsCard title={t('form.demand')} description={t('form.demandHint')}>
        <CheckboxField name="demandDigest" label={t('form.demandLabel')} />
      </SettingsCard>

      <SettingsCard title={t('form.work')} description={t('form.workHint')}>
        <WorkHoursFields />
      </SettingsCard>

      <div className="flex justify-end">
        <SubmitButton pendingLabel={t('form.saving')}>{t('form.save')}</SubmitButton>
      </div>
    </Form>
  )
}
