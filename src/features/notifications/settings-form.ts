/**
 * The settings page's form: the choices, the digest and "Work can wait" as the form holds them (selects give
 * strings), checked with the server's own rules, and turned back into NotificationSettings. Pause and the
 * unsubscribe switch are not in the form: they save at once, and a save of the form keeps them as stored.
 */
import { z } from 'zod'
import {
  defaultSettings,
  NOTIFICATION_TYPE_IDS,
  type NotificationSettings,
  type NotificationTypeId,
} from '~/lib/notification-rules'
import { notificationSettingsSchema } from './notifications.schemas'

const choiceSchema = z.object({ inApp: z.boolean(), email: z.boolean() })
const hourOf = (min: number, max: number) =>
  z.coerce.number<string>().int().min(min, 'Choose an hour').max(max, 'Choose an hour')

export const settingsFormSchema = z.object({
  choices: z.object(
    Object.fromEntries(NOTIFICATION_TYPE_IDS.map((id) => [id, choiceSchema])) as Record<
      NotificationTypeId,
      typeof choiceSchema
    >,
  ),
  digestHour: hourOf(0, 23),
  demandDigest: z.boolean(),
  timeZone: notificationSettingsSchema.shape.timeZone,
  workHours: z
    .object({
      enabled: z.boolean(),
      // A group of checkboxes: the ticked days' values ("1" for Monday … "0" for Sunday).
      days: z.array(z.coerce.number<string>().int().min(0).max(6)).max(7),
      start: hourOf(0, 23),
      end: hourOf(1, 24),
    })
    .refine((hours) => !hours.enabled || hours.start < hours.end, {
      message: 'Working hours must end after they start',
      path: ['end'],
    })
    .refine((hours) => !hours.enabled || hours.days.length > 0, {
      message: 'Choose at least one working day',
      path: ['days'],
    }),
})

export type SettingsFormInput = z.input<typeof settingsFormSchema>
export type SettingsFormValues = z.output<typeof settingsFormSchema>

export function formValuesOf(
  settings: NotificationSettings,
  timeZone = settings.timeZone,
): SettingsFormInput {
  return {
    choices: settings.choices,
    digestHour: String(settings.digestHour),
    demandDigest: settings.demandDigest,
    timeZone,
    workHours: {
      enabled: settings.workHours.enabled,
      days: settings.workHours.days.map(String),
      start: String(settings.workHours.start),
      end: String(settings.workHours.end),
    },
  }
}

/** The form's values over what is stored (pause and unsubscribe stay as they are). */
export function settingsOf(values: SettingsFormValues, stored: NotificationSettings): NotificationSettings {
  return {
    ...stored,
    choices: values.choices,
    digestHour: values.digestHour,
    demandDigest: values.demandDigest,
    timeZone: values.timeZone,
    workHours: { ...values.workHours, days: [...new Set(values.workHours.days)].sort((a, b) => a - b) },
  }
}

function canonical(settings: NotificationSettings): string {
  return JSON.stringify([
    NOTIFICATION_TYPE_IDS.map((id) => [settings.choices[id].inApp, settings.choices[id].email]),
    settings.digestHour,
    settings.timeZone,
    settings.pausedUntil,
    settings.workHours.enabled,
    [...settings.workHours.days].sort(),
    settings.workHours.start,
    settings.workHours.end,
    settings.emailUnsubscribed,
    settings.demandDigest,
  ])
}

/**
 * True when these are the untouched defaults (UTC and all): the person has most likely never saved, so the
 * page suggests the browser's time zone instead. (The settings view does not say whether anything was saved.)
 */
export function looksNeverSaved(settings: NotificationSettings): boolean {
  return settings.timeZone === 'UTC' && canonical(settings) === canonical(defaultSettings('UTC'))
}

/** Every zone the browser knows, with the ones in use, UTC first. */
export function timeZoneOptions(...inUse: string[]): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  const zones = new Set([...known, ...inUse.filter(Boolean)])
  zones.delete('UTC')
  return ['UTC', ...[...zones].sort()]
}

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  } catch {
    return 'UTC'
  }
}

/** "09:00" */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`

/** Working days as the page lists them, Monday first (0 is Sunday, as in Date#getDay). */
export const WEEK = [
  { day: 1 },
  { day: 2 },
  { day: 3 },
  { day: 4 },
  { day: 5 },
  { day: 6 },
  { day: 0 },
] as const

/** A weekday's name in the page's language ("Mon", "Monday" in English), by its Date#getDay number. */
export function weekdayName(locale: string, day: number, width: 'short' | 'long'): string {
  // 31 December 2023 was a Sunday: day 0 of that week.
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 11, 31 + day)),
  )
}
