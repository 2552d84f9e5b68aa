import { and, eq, inArray, type SQL } from 'drizzle-orm'
import { NOTIFICATION_EVENT } from '~/features/notifications/notification-events'
import { topicOf } from '~/lib/live-topics'
import type { Database } from './db/client.server'
import { fileAttachment, follow, notification, reaction } from './db/schema'
import { emitLiveEvent } from './live/emit.server'

/** The subjects' ids, or a query of them (`select id::text …`) for more than a list should hold. */
export type SharedSubjects = { type: string; ids: readonly string[] | SQL }

/**
 * The shared tables (reactions, follows, file attachments, notifications) name their subjects by type
 * and id, without a foreign key, so deleting a subject does not take their rows with it: this does, in the
 * deleting transaction. Whoever had a notification about it hears of it, so an open bell or inbox refetches
 * instead of showing what is gone.
 */
export async function forgetSharedRows(tx: Database, ...subjects: SharedSubjects[]): Promise<void> {
  const told = new Set<string>()
  for (const { type, ids } of subjects) {
    if (Array.isArray(ids) && ids.length === 0) continue
    const list = Array.isArray(ids) ? [...ids] : (ids as SQL)
    await tx.delete(reaction).where(and(eq(reaction.subjectType, type), inArray(reaction.subjectId, list)))
    await tx.delete(follow).where(and(eq(follow.subjectType, type), inArray(follow.subjectId, list)))
    await tx
      .delete(fileAttachment)
      .where(and(eq(fileAttachment.subjectType, type), inArray(fileAttachment.subjectId, list)))
    const removed = await tx
      .delete(notification)
      .where(and(eq(notification.subjectType, type), inArray(notification.subjectId, list)))
      .returning({ userId: notification.userId, inApp: notification.inApp })
    for (const row of removed) if (row.inApp) told.add(row.userId)
  }
  for (const userId of told) await emitLiveEvent(tx, topicOf.user(userId), NOTIFICATION_EVENT.changed, {})
}
