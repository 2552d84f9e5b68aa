import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import { topicOf } from '~/lib/live-topics'
import { NOTIFICATION_EVENT } from '~/lib/notification-live-events'
import { nextDigestTime, typeOfKind } from '~/lib/notification-rules'
import type { Database } from './db/client.server'
import { apiKey, follow, notification } from './db/schema'
import { enqueueJob } from './jobs/queue.server'
import { emitLiveEvent } from './live/emit.server'
import { loadNotificationSettings } from './notification-settings-loader.server'

/** Mentions and private-chat messages wait this long for more to come, then go out in one mail. */
export const IMMEDIATE_MAIL_DELAY_MS = 60_000

export const MAIL_JOB = 'notification.mail'
export const DIGEST_JOB = 'notification.digest'
export const mailJobKey = (userId: string) => `${MAIL_JOB}:${userId}`
export const digestJobKey = (userId: string) => `${DIGEST_JOB}:${userId}`

export type NotificationInput = {
  /** Who to tell; the actor is left out (nobody is told of their own doing). */
  userIds: Iterable<string>
  actorId: string | null
  kind: string
  subjectType: string
  subjectId: string
  /** The project it concerns, to re-check access at delivery (null for team invitations). */
  projectId: string | null
  /** The item it is about (`feedback:{id}`, `discussion:{id}`, `chat:{id}`, `update:{id}`…): the inbox groups by it. */
  groupKey: string
  /** `title` (the item's), `path` (the exact place, an app path), `excerpt` (what was said, short), ids. */
  data?: Record<string, unknown>
}

/** Kinds that reach people who muted the project anyway: being named is personal. */
const THROUGH_MUTE = new Set(['feedback.mention', 'update.mention', 'discussion.mention', 'chat.mention'])

/** Kinds told to a thread's followers only: whoever stopped following it is not told any more. */
const FOLLOWERS_ONLY = new Set(['discussion.reply'])
/** Kinds about one's own doing (an answer of theirs accepted): unfollowing the thread does not silence them. */
const PERSONAL = new Set([...THROUGH_MUTE, 'discussion.answer'])

/**
 * The rows, recorded earlier for this recipient, that they have since asked not to hear of: a project muted,
 * an item or chat unfollowed, a thread no longer followed. Mail goes out minutes or a day after the recording
 * (the digest), so delivery asks again what recording asked (`recordNotifications` and the features' follower
 * lists): a mute at 9:00 keeps that project out of the 18:00 digest.
 */
export async function silencedSinceRecorded(
  db: Database,
  userId: string,
  rows: readonly { id: string; kind: string; projectId: string | null; groupKey: string }[],
): Promise<Set<string>> {
  const candidates = rows.filter((row) => !PERSONAL.has(row.kind))
  if (candidates.length === 0) return new Set()
  const projectIds = [...new Set(candidates.flatMap((row) => (row.projectId ? [row.projectId] : [])))]
  const groupKeys = [...new Set(candidates.map((row) => row.groupKey))]
  const follows = await db
    .select({ type: follow.subjectType, id: follow.subjectId, level: follow.level })
    .from(follow)
    .where(
      and(
        eq(follow.userId, userId),
        or(
          projectIds.length > 0
            ? and(eq(follow.subjectType, 'project'), inArray(follow.subjectId, projectIds))
            : undefined,
          inArray(sql`${follow.subjectType} || ':' || ${follow.subjectId}`, groupKeys),
        ),
      ),
    )
  const mutedProjects = new Set(
    follows.filter((row) => row.type === 'project' && row.level === 'ignoring').map((row) => row.id),
  )
  const levelOf = new Map(
    follows.filter((row) => row.type !== 'project').map((row) => [`${row.type}:${row.id}`, row.level]),
  )
  const silenced = candidates.filter(
    (row) =>
      (!THROUGH_MUTE.has(row.kind) && row.projectId !== null && mutedProjects.has(row.projectId)) ||
      levelOf.get(row.groupKey) === 'ignoring' ||
      (FOLLOWERS_ONLY.has(row.kind) && levelOf.get(row.groupKey) !== 'watching'),
  )
  return new Set(silenced.map((row) => row.id))
}

async function mutedIn(tx: Database, projectId: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set()
  const rows = await tx
    .select({ userId: follow.userId })
    .from(follow)
    .where(
      and(
        eq(follow.subjectType, 'project'),
        eq(follow.subjectId, projectId),
        eq(follow.level, 'ignoring'),
        inArray(follow.userId, userIds),
      ),
    )
  return new Set(rows.map((row) => row.userId))
}

/** Which of these users are API keys' service users (one indexed read). */
async function apiKeyServiceUsersAmong(tx: Database, userIds: string[]): Promise<Set<string>> {
  const rows = await tx
    .select({ id: apiKey.serviceUserId })
    .from(apiKey)
    .where(inArray(apiKey.serviceUserId, userIds))
  return new Set(rows.map((row) => row.id))
}

/**
 * Records notifications inside the transaction of the change they tell about, as each recipient
 * chose: in the app, by e-mail (a mail job at once for mentions and private chats, the daily digest for the
 * rest), or not at all; people who muted the project hear only of mentions. The bell hears of it live.
 * Delivery re-checks that the recipient may still see the subject (src/features/notifications/server).
 */
export async function recordNotifications(tx: Database, input: NotificationInput): Promise<number> {
  let recipients = [...new Set(input.userIds)].filter((id) => id !== input.actorId)
  if (recipients.length === 0) return 0
  // An API key's service user follows what its key wrote (as any author does) but is nobody to tell.
  const services = await apiKeyServiceUsersAmong(tx, recipients)
  if (services.size > 0) recipients = recipients.filter((id) => !services.has(id))
  if (recipients.length === 0) return 0
  if (input.projectId && !THROUGH_MUTE.has(input.kind)) {
    const muted = await mutedIn(tx, input.projectId, recipients)
    recipients = recipients.filter((id) => !muted.has(id))
  }
  const type = typeOfKind(input.kind)
  const settings = await loadNotificationSettings(tx, recipients)
  const now = new Date()
  const rows = recipients.flatMap((userId) => {
    const mine = settings.get(userId)
    const choice = type && mine ? mine.choices[type.id] : { inApp: true, email: false }
    const email = choice.email && !mine?.emailUnsubscribed
    if (!choice.inApp && !email) return []
    return [
      {
        userId,
        actorId: input.actorId,
        kind: input.kind,
        subjectType: input.subjectType,
        subjectId: input.subjectId,
        projectId: input.projectId,
        groupKey: input.groupKey,
        data: input.data ?? {},
        inApp: choice.inApp,
        emailState: email ? ('pending' as const) : ('none' as const),
        emailChannel: type?.email ?? ('digest' as const),
        createdAt: now,
      },
    ]
  })
  if (rows.length === 0) return 0
  await tx.insert(notification).values(rows)
  for (const row of rows) {
    if (row.emailState === 'pending') {
      const mine = settings.get(row.userId)
      await enqueueJob(
        tx,
        row.emailChannel === 'immediate' || !mine
          ? {
              kind: MAIL_JOB,
              key: mailJobKey(row.userId),
              payload: { userId: row.userId },
              runAt: new Date(now.getTime() + IMMEDIATE_MAIL_DELAY_MS),
            }
          : {
              kind: DIGEST_JOB,
              key: digestJobKey(row.userId),
              payload: { userId: row.userId },
              runAt: nextDigestTime(mine, now),
            },
      )
    }
  }
  for (const row of rows) {
    if (row.inApp) {
      await emitLiveEvent(tx, topicOf.user(row.userId), NOTIFICATION_EVENT.created, {
        kind: row.kind,
        groupKey: row.groupKey,
      })
    }
  }
  return rows.length
}

/**
 * Marks a recipient's unread notifications read — all of them, one item's (`groupKey`), or some (`ids`) — and
 * tells their other tabs. Reading the thing itself (a chat, a thread) calls it for that item's group, and that
 * covers what they chose to get by mail only too: they have seen it. "All" is what the inbox shows: mail-only
 * rows are never shown there, so marking the inbox read must not cancel the mail they asked for.
 */
export async function markNotificationsReadFor(
  tx: Database,
  userId: string,
  scope: { groupKey?: string; ids?: string[]; all?: boolean },
): Promise<number> {
  const conditions = [eq(notification.userId, userId), isNull(notification.readAt)]
  if (scope.groupKey !== undefined) conditions.push(eq(notification.groupKey, scope.groupKey))
  else if (scope.ids) conditions.push(inArray(notification.id, scope.ids.length > 0 ? scope.ids : ['']))
  else if (scope.all) conditions.push(eq(notification.inApp, true))
  else return 0
  const marked = await tx
    .update(notification)
    .set({ readAt: new Date() })
    .where(and(...conditions))
    .returning({ id: notification.id })
  if (marked.length > 0) await emitLiveEvent(tx, topicOf.user(userId), NOTIFICATION_EVENT.read, {})
  return marked.length
}

/**
 * An edited text: the notifications it caused show what it says now, in the inbox and in mails not yet sent, as
 * Slack and Linear do, so that what its author took out does not stay in everyone's inbox. A mail already sent
 * keeps what it said. `kinds`: the notifications whose excerpt is this text (a status change's is its note).
 */
export async function refreshNotificationExcerpts(
  tx: Database,
  subject: { type: string; id: string; kinds: readonly string[] },
  excerpt: string,
): Promise<void> {
  const rewritten = await tx
    .update(notification)
    .set({ data: sql`jsonb_set(${notification.data}, '{excerpt}', to_jsonb(${excerpt}::text))` })
    .where(
      and(
        eq(notification.subjectType, subject.type),
        eq(notification.subjectId, subject.id),
        inArray(notification.kind, [...subject.kinds]),
      ),
    )
    .returning({ userId: notification.userId, inApp: notification.inApp })
  // Open inboxes and bells show the new words at once: one event per recipient, as recording them cost.
  const recipients = new Set(rewritten.filter((row) => row.inApp).map((row) => row.userId))
  for (const userId of recipients) {
    await emitLiveEvent(tx, topicOf.user(userId), NOTIFICATION_EVENT.changed, {})
  }
}
