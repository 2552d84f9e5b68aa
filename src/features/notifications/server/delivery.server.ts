/**
 * Mail delivery of notifications, run by the job queue: one job per person for mail that goes
 * out within minutes (mentions, private chats), one for the daily digest. Each run re-reads the person's
 * settings (pause, working hours, unsubscribed, per-type choices) and re-checks that they may still see every
 * subject, then sends one mail for everything pending and marks it sent. A failing mail server leaves it all
 * pending and the queue retries with back-off.
 */
import { createHash } from 'node:crypto'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Logger } from 'pino'
import { nextMailTime, typeOfKind } from '~/lib/notification-rules'
import type { Database } from '~/server/db/client.server'
import { notification, organization, project, user } from '~/server/db/schema'
import type { JobHandler, JobOutcome } from '~/server/jobs/queue.server'
import type { Mailer } from '~/server/mail/mailer.server'
import { type NotificationMailGroup, notificationMail } from '~/server/mail/templates'
import { loadOwnSettings } from '~/server/notification-settings-loader.server'
import { DIGEST_JOB, MAIL_JOB, silencedSinceRecorded } from '~/server/notifications.server'
import { entrySentence, groupSentence, type NotificationSay } from '../notification-text'
import { notificationSayIn } from './notification-text.server'
import { currentGroupTitles } from './titles.server'
import { unsubscribeUrl } from './unsubscribe.server'
import { visibleNotificationIds } from './visibility.server'

export type DeliveryDeps = { db: Database; mailer: Mailer; baseUrl: string; secret: string; logger?: Logger }

/** At most this many notifications in one mail; the rest go in the next run, straight after. */
const MAIL_BATCH = 100

type Row = typeof notification.$inferSelect

export function notificationJobHandlers(deps: DeliveryDeps): Record<string, JobHandler> {
  const handler =
    (channel: 'immediate' | 'digest'): JobHandler =>
    async (job, now) => {
      const userId = typeof job.payload.userId === 'string' ? job.payload.userId : null
      return userId ? deliverNotificationMail(deps, userId, channel, now) : undefined
    }
  return { [MAIL_JOB]: handler('immediate'), [DIGEST_JOB]: handler('digest') }
}

async function setEmailState(db: Database, ids: string[], state: 'sent' | 'skipped') {
  if (ids.length === 0) return
  await db
    .update(notification)
    .set({ emailState: state, emailedAt: state === 'sent' ? new Date() : null })
    .where(and(inArray(notification.id, ids), eq(notification.emailState, 'pending')))
}

export async function deliverNotificationMail(
  deps: DeliveryDeps,
  userId: string,
  channel: 'immediate' | 'digest',
  now = new Date(),
): Promise<JobOutcome> {
  const { db } = deps
  const pending = await db
    .select()
    .from(notification)
    .where(
      and(
        eq(notification.userId, userId),
        eq(notification.emailState, 'pending'),
        eq(notification.emailChannel, channel),
      ),
    )
    .orderBy(asc(notification.createdAt))
    .limit(MAIL_BATCH + 1)
  if (pending.length === 0) return
  const batch = pending.slice(0, MAIL_BATCH)
  const [person] = await db
    .select({ email: user.email, banned: user.banned, language: user.language })
    .from(user)
    .where(eq(user.id, userId))
  const settings = await loadOwnSettings(db, userId)
  const wanted = (row: Row) => {
    const type = typeOfKind(row.kind)
    return Boolean(type && settings.choices[type.id].email)
  }
  if (!person || person.banned || settings.emailUnsubscribed) {
    await setEmailState(
      db,
      batch.map((row) => row.id),
      'skipped',
    )
    return pending.length > MAIL_BATCH ? { runAgainAt: now } : undefined
  }
  const allowedAt = nextMailTime(settings, now)
  if (allowedAt.getTime() > now.getTime()) return { runAgainAt: allowedAt }

  const visible = await visibleNotificationIds(db, userId, batch)
  const silenced = await silencedSinceRecorded(db, userId, batch)
  // The digest leaves out what was already read in the app.
  const toSend = batch.filter(
    (row) =>
      visible.has(row.id) &&
      !silenced.has(row.id) &&
      wanted(row) &&
      (channel === 'immediate' || row.readAt === null),
  )
  const skipped = batch.filter((row) => !toSend.includes(row))
  if (toSend.length > 0) {
    // In the recipient's language (their account's; English when unset), sentences and mail alike.
    const groups = await mailGroups(deps, toSend, notificationSayIn(person.language))
    const content = notificationMail({
      language: person.language,
      kind: channel,
      groups,
      settingsUrl: `${deps.baseUrl}/settings/notifications`,
      unsubscribeUrl: unsubscribeUrl(deps.baseUrl, deps.secret, userId),
    })
    const link = unsubscribeUrl(deps.baseUrl, deps.secret, userId)
    const digest = createHash('sha256')
      .update(toSend.map((row) => row.id).join(','))
      .digest('hex')
      .slice(0, 32)
    await deps.mailer.send({
      to: person.email,
      ...content,
      headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      messageId: `<notifications-${digest}@parley>`,
    })
    await setEmailState(
      db,
      toSend.map((row) => row.id),
      'sent',
    )
  }
  await setEmailState(
    db,
    skipped.map((row) => row.id),
    'skipped',
  )
  return pending.length > MAIL_BATCH ? { runAgainAt: now } : undefined
}

/** The mail's groups, in the order things happened, with absolute links. */
async function mailGroups(
  deps: DeliveryDeps,
  rows: Row[],
  t: NotificationSay,
): Promise<NotificationMailGroup[]> {
  const actorIds = [...new Set(rows.map((row) => row.actorId).filter((id): id is string => Boolean(id)))]
  const projectIds = [...new Set(rows.map((row) => row.projectId).filter((id): id is string => Boolean(id)))]
  const [actors, projects, titles] = await Promise.all([
    actorIds.length === 0
      ? []
      : deps.db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, actorIds)),
    projectIds.length === 0
      ? []
      : deps.db
          .select({ id: project.id, name: project.name, organization: organization.name })
          .from(project)
          .innerJoin(organization, eq(organization.id, project.organizationId))
          .where(inArray(project.id, projectIds)),
    currentGroupTitles(
      deps.db,
      rows.map((row) => row.groupKey),
    ),
  ])
  const names = new Map(actors.map((row) => [row.id, row.name]))
  const contexts = new Map(projects.map((row) => [row.id, `${row.name} · ${row.organization}`]))
  const absolute = (path: unknown) => `${deps.baseUrl}${typeof path === 'string' ? path : '/notifications'}`
  const byGroup = new Map<string, Row[]>()
  for (const row of rows) byGroup.set(row.groupKey, [...(byGroup.get(row.groupKey) ?? []), row])
  return [...byGroup.entries()].map(([key, group]) => {
    const entries = group.map((row) => ({
      kind: row.kind,
      text: entrySentence(t, row.kind, row.actorId ? (names.get(row.actorId) ?? null) : null, row.data),
      excerpt: typeof row.data.excerpt === 'string' ? row.data.excerpt : '',
      url: absolute(row.data.path),
    }))
    const latest = group.at(-1) as Row
    return {
      summary: groupSentence(t, key, titles.get(key) ?? String(latest.data.title ?? ''), entries),
      context: latest.projectId
        ? (contexts.get(latest.projectId) ?? null)
        : ((latest.data.organizationName as string | undefined) ?? null),
      url: absolute(latest.data.path),
      entries,
    }
  })
}
