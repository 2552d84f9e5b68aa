import { z } from 'zod'
import { NOTIFICATION_TYPE_IDS } from '~/lib/notification-rules'

const rowId = z.string().trim().min(1).max(64)
const slug = z.string().trim().toLowerCase().min(1).max(64)

export const listNotificationsSchema = z.object({
  filter: z.enum(['unread', 'all']).default('unread'),
  cursor: z.string().max(200).optional(),
})
export type ListNotificationsInput = z.input<typeof listNotificationsSchema>

/** Marks one group (every entry about one item), some entries, or everything read. */
export const markReadSchema = z
  .object({
    groupKey: z.string().max(200).optional(),
    ids: z.array(rowId).max(200).optional(),
    all: z.boolean().optional(),
  })
  .refine(
    (value) => [value.groupKey, value.ids, value.all].filter((part) => part !== undefined).length === 1,
    {
      message: 'Give one of groupKey, ids and all',
    },
  )

const choiceSchema = z.object({ inApp: z.boolean(), email: z.boolean() })

export const notificationSettingsSchema = z.object({
  choices: z.object(
    Object.fromEntries(NOTIFICATION_TYPE_IDS.map((id) => [id, choiceSchema])) as Record<
      (typeof NOTIFICATION_TYPE_IDS)[number],
      typeof choiceSchema
    >,
  ),
  digestHour: z.number().int().min(0, 'Choose an hour').max(23, 'Choose an hour'),
  timeZone: z
    .string()
    .trim()
    .min(1, 'Choose a time zone')
    .max(100)
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone })
        return true
      } catch {
        return false
      }
    }, 'Choose a time zone from the list'),
  pausedUntil: z.iso.datetime({ offset: true }).nullable(),
  workHours: z
    .object({
      enabled: z.boolean(),
      days: z.array(z.number().int().min(0).max(6)).max(7),
      start: z.number().int().min(0).max(23),
      end: z.number().int().min(1).max(24),
    })
    .refine((hours) => !hours.enabled || hours.start < hours.end, {
      message: 'Working hours must end after they start',
      path: ['end'],
    })
    .refine((hours) => !hours.enabled || hours.days.length > 0, {
      message: 'Choose at least one working day',
      path: ['days'],
    }),
  emailUnsubscribed: z.boolean(),
  demandDigest: z.boolean().default(false),
})
export type NotificationSettingsInput = z.input<typeof notificationSettingsSchema>

export const projectScopeSchema = z.object({ orgSlug: slug, projectSlug: slug })
export const setProjectMutedSchema = projectScopeSchema.extend({ muted: z.boolean() })
export const feedbackFollowSchema = projectScopeSchema.extend({ itemId: rowId })
export const setFeedbackFollowSchema = feedbackFollowSchema.extend({ following: z.boolean() })
export const chatFollowSchema = projectScopeSchema.extend({ chatId: rowId })
export const setChatFollowSchema = chatFollowSchema.extend({ following: z.boolean() })
