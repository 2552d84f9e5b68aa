import { eq, sql } from 'drizzle-orm'
import { topicOf } from '~/lib/live-topics'
import {
  NOTIFICATION_TYPES,
  type NotificationSettings,
  type NotificationTypeId,
  nextDigestTime,
  normalizeSettings,
} from '~/lib/notification-rules'
import type { Database } from '~/server/db/client.server'
import { job, notificationSetting, user } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { emitLiveEvent } from '~/server/live/emit.server'
import { loadOwnSettings } from '~/server/notification-settings-loader.server'
import { digestJobKey } from '~/server/notifications.server'
import type { NotificationSettingsInput } from '../notifications.schemas'
import type { NotificationSettingsView } from '../notifications.types'

const emailTiming = Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type.id, type.email])) as Record<
  NotificationTypeId,
  'immediate' | 'digest'
>

export async function getSettingsView(db: Database, userId: string): Promise<NotificationSettingsView> {
  const [person] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId))
  if (!person) throw new AppError('UNAUTHORIZED', 'Not authorized')
  return { settings: await loadOwnSettings(db, userId), email: person.email, emailTiming }
}

/** Writes the settings in one transaction with the digest's new time; the viewer's other tabs hear of it. */
export async function storeSettings(
  tx: Database,
  userId: string,
  settings: NotificationSettings,
): Promise<void> {
  await tx
    .insert(notificationSetting)
    .values({ userId, settings })
    .onConflictDoUpdate({ target: notificationSetting.userId, set: { settings, updatedAt: new Date() } })
  // A digest already waiting moves to the new hour (or time zone, or the end of a pause).
  await tx
    .update(job)
    .set({ runAt: nextDigestTime(settings, new Date()) })
    .where(
      sql`${job.key} = ${digestJobKey(userId)} and (${job.lockedUntil} is null or ${job.lockedUntil} < now())`,
    )
  await emitLiveEvent(tx, topicOf.user(userId), 'notification.settings', {})
}

export async function saveSettings(
  db: Database,
  userId: string,
  input: NotificationSettingsInput,
): Promise<NotificationSettingsView> {
  const settings = normalizeSettings(input as Partial<NotificationSettings>)
  await db.transaction((tx) => storeSettings(tx, userId, settings))
  return getSettingsView(db, userId)
}
