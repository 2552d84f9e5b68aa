import { and, eq, inArray } from 'drizzle-orm'
import { NOTIFICATION_EVENT } from '~/features/notifications/notification-events'
import { topicOf } from '~/lib/live-topics'
import type { Database } from '../db/client.server'
import { fileAttachment, follow, notification, reaction } from '../db/schema'
import { emitLiveEvent } from '../live/emit.server'
import { idsForQuery, type Subjects, subjectType } from './registry.server'

/**
 * The shared tables (reactions, follows, file attachments, notifications) name their subjects by type and id,
 * without a foreign key, so deleting a subject does not take their rows with it: this does, in the deleting
 * transaction, for the subjects named and for those their types say go with them (an item's comments, a chat's
 * messages). Call it before deleting the rows themselves, so that what goes with them can still be found.
 * Whoever had a notification about any of them hears of it, so an open bell or inbox refetches instead of
 * showing what is gone.
 */
export async function forgetSubjects(tx: Database, ...subjects: Subjects[]): Promise<void> {
  const all: Subjects[] = []
  const queue = [...subjects]
  for (let next = queue.shift(); next; next = queue.shift()) {
    if (Array.isArray(next.ids) && next.ids.length === 0) continue
    all.push(next)
    const withThem = subjectType(next.type).forgottenWith
    if (withThem) queue.push(...(await withThem(tx, next.ids)))
  }
  const told = new Set<string>()
  for (const { type, ids } of all) {
    const list = idsForQuery(ids)
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
