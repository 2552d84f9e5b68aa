import { inArray } from 'drizzle-orm'
import { type NotificationSettings, normalizeSettings } from '~/lib/notification-rules'
import type { Database } from './db/client.server'
import { notificationSetting } from './db/schema'

/** People's notification settings (defaults for those who never changed them). */
export async function loadNotificationSettings(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, NotificationSettings>> {
  const result = new Map<string, NotificationSettings>()
  if (userIds.length === 0) return result
  const rows = await db
    .select()
    .from(notificationSetting)
    .where(inArray(notificationSetting.userId, [...userIds]))
  const stored = new Map(rows.map((row) => [row.userId, row.settings as Partial<NotificationSettings>]))
  for (const id of userIds) result.set(id, normalizeSettings(stored.get(id)))
  return result
}

export async function loadOwnSettings(db: Database, userId: string): Promise<NotificationSettings> {
  const settings = await loadNotificationSettings(db, [userId])
  return settings.get(userId) ?? normalizeSettings(null)
}
