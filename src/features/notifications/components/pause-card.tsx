import { PauseCircle } from 'lucide-react'
import { z } from 'zod'
import { Form, FormSubmitError, SubmitButton, TextField, useZodForm } from '~/components/form'
import { richText, useLocale, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { SettingsCard } from '~/features/account/components/account-layout'
import {
  formatPauseEnd,
  instantOfLocalInput,
  isPaused,
  PAUSE_PRESETS,
  type PausePreset,
  pauseEnd,
  pauseFormatLocale,
} from '../pause-times'
import { useSaveSettingsNow } from '../use-save-settings-now'

const customPauseSchema = z.object({ until: z.string().min(1, 'Choose when the pause ends') })

type PauseCardProps = {
  pausedUntil: string | null
  /** The zone the pause is read in: the person's (or the one suggested to them, saved with the pause). */
  timeZone: string
}

/** Pause notification mail for a while, or until a chosen time; "Resume" ends it early. */
export function PauseCard({ pausedUntil, timeZone }: PauseCardProps) {
  const t = useT('notifications')
  const dateLocale = pauseFormatLocale(useLocale())
  const { save, pending } = useSaveSettingsNow()
  const paused = isPaused(pausedUntil)

  const pauseUntil = (until: Date) =>
    save(
      { pausedUntil: until.toISOString(), timeZone },
      {
        success: t('pause.paused', {
          date: formatPauseEnd(until.toISOString(), timeZone, new Date(), dateLocale),
        }),
        failure: t('pause.failure'),
      },
    )

  const form = useZodForm({
    schema: customPauseSchema,
    defaultValues: { until: '' },
    onSubmit: async ({ until }) => {
      const end = instantOfLocalInput(until, timeZone)
      if (!end || end.getTime() <= Date.now()) {
        const message = 'Choose a time in the future'
        throw new FormSubmitError(message, { fields: { until: message } })
      }
      if (await pauseUntil(end)) form.reset()
    },
  })

  return (
    <SettingsCard title={t('pause.title')} description={t('pause.hint')}>
      <div className="grid gap-4">
        {paused && pausedUntil ? (
          <div
            role="status"
            className="flex flex-wrap items-center gap-3 rounded-lg border border-primary/40 bg-accent px-4 py-3 text-sm"
          >
            <PauseCircle aria-hidden className="size-5 shrink-0 text-primary" />
            <p className="min-w-0 flex-1 font-medium">
              {richText(t('pause.until'), {
                date: (
                  <span suppressHydrationWarning>
                    {formatPauseEnd(pausedUntil, timeZone, new Date(), dateLocale)}
                  </span>
                ),
              })}
            </p>
            <Button
              size="sm"
              disabled={pending}
              onClick={() =>
                void save(
                  { pausedUntil: null },
                  { success: t('pause.resumed'), failure: t('pause.resumeFailure') },
                )
              }
            >
              {t('pause.resume')}
            </Button>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {PAUSE_PRESETS.map((preset) => (
            <Button
              key={preset.id}
              variant="outline"
              size="sm"
              disabled={pending}
              onClick={() => void pauseUntil(pauseEnd(preset.id as PausePreset, new Date(), timeZone))}
            >
              {t(preset.label)}
            </Button>
          ))}
        </div>
        <Form form={form} className="grid gap-1.5" aria-label={t('pause.form')}>
          <div className="flex flex-wrap items-end gap-3">
            <TextField
              name="until"
              type="datetime-local"
              label={t('pause.orUntil')}
              aria-describedby="pause-zone"
              className="min-w-0 flex-1 sm:max-w-64"
            />
            <SubmitButton variant="outline" pendingLabel={t('pause.pausing')}>
              {t('pause.submit')}
            </SubmitButton>
          </div>
          <p id="pause-zone" className="text-xs text-muted-foreground">
            {t('pause.zone', { zone: timeZone.replace(/_/g, ' ') })}
          </p>
        </Form>
      </div>
    </SettingsCard>
  )
}
