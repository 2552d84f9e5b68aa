import { get, useFormContext, useFormState } from 'react-hook-form'
import { CheckboxField, FieldError, SelectField } from '~/components/form'
import { useLocale, useT } from '~/components/i18n/use-t'
import { hourLabel, WEEK, weekdayName } from '../settings-form'

const HOURS = Array.from({ length: 24 }, (_, hour) => hour)

/** "Work can wait": on or off, the working days and the working hours. */
export function WorkHoursFields() {
  const t = useT('notifications')
  const locale = useLocale()
  const form = useFormContext()
  const { errors } = useFormState({ name: 'workHours.days' })
  const daysError = (get(errors, 'workHours.days') as { message?: string } | undefined)?.message
  const defaultDays = (get(form.formState.defaultValues, 'workHours.days') as string[] | undefined) ?? []

  return (
    <div className="grid gap-4">
      <CheckboxField name="workHours.enabled" label={t('work.enabled')} description={t('work.enabledHint')} />
      <fieldset aria-describedby={daysError ? 'work-days-error' : undefined}>
        <legend className="text-sm font-medium">{t('work.days')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {WEEK.map((weekday) => (
            <label
              key={weekday.day}
              className="flex cursor-pointer items-center gap-1.5 rounded-md border border-border px-2.5 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            >
              <input
                type="checkbox"
                value={String(weekday.day)}
                defaultChecked={defaultDays.includes(String(weekday.day))}
                className="size-4 accent-[var(--primary)]"
                {...form.register('workHours.days')}
              />
              <span aria-hidden>{weekdayName(locale, weekday.day, 'short')}</span>
              <span className="sr-only">{weekdayName(locale, weekday.day, 'long')}</span>
            </label>
          ))}
        </div>
        <div className="mt-1.5">
          <FieldError id="work-days-error" message={daysError} />
        </div>
      </fieldset>
      <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
        <SelectField name="workHours.start" label={t('work.from')}>
          {HOURS.map((hour) => (
            <option key={hour} value={String(hour)}>
              {hourLabel(hour)}
            </option>
          ))}
        </SelectField>
        <SelectField name="workHours.end" label={t('work.until')}>
          {HOURS.map((hour) => (
            <option key={hour + 1} value={String(hour + 1)}>
              {hourLabel(hour + 1)}
            </option>
          ))}
        </SelectField>
      </div>
    </div>
  )
}
