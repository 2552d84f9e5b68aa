import { and, eq, exists, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import { demandDigestOf } from '~/features/feedback/index.server'
import { normalizeSettings } from '~/lib/notification-rules'
import type { Database } from '~/server/db/client.server'
import { customerCompany, member, notificationSetting, organization, user } from '~/server/db/schema'
import { enqueueJob, type JobHandler } from '~/server/jobs/queue.server'
import type { Mailer } from '~/server/mail/mailer.server'
import { demandDigestMail, type MailContent } from '~/server/mail/templates'

export const DEMAND_DIGEST_JOB = 'customers.demand-digest'
const WEEK_MS = 7 * 24 * 60 * 60 * 1000

/** Mondays at 08:00 UTC: the first one strictly after `now`. */
export function nextDigestMonday(now: Date): Date {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 8))
  const daysAhead = (8 - next.getUTCDay()) % 7
  next.setUTCDate(next.getUTCDate() + daysAhead)
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 7)
  return next
}

/** One job for every organisation, kept by its key: scheduling it again at start-up adds nothing. */
export async function scheduleDemandDigest(db: Database, now = new Date()): Promise<void> {
  await enqueueJob(db, {
    kind: DEMAND_DIGEST_JOB,
    key: DEMAND_DIGEST_JOB,
    runAt: nextDigestMonday(now),
    onConflict: 'untouched',
  })
}

/** An organisation's digest as mail, or null when the week brought nothing worth a mail. */
export async function renderDemandDigest(
  db: Database,
  options: {
    organizationId: string
    organizationName: string
    organizationSlug: string
    baseUrl: string
    since: Date
    /** The reader's language (their account's); English when unset. */
    language?: string | null
  },
): Promise<MailContent | null> {
  const digest = await demandDigestOf(db, options.organizationId, options.since)
  const url = (path: string) => `${options.baseUrl}/@${options.organizationSlug}/${path}`
  const line = (row: { title: string; path: string; revenueCents: number; companies: number }) => ({
    title: row.title,
    url: url(row.path),
    companies: row.companies,
    revenueCents: row.revenueCents,
  })
  if (digest.byRevenue.length + digest.byCompanies.length + digest.biggestNew.length === 0) return null
  return demandDigestMail({
    organizationName: options.organizationName,
    byRevenue: digest.byRevenue.map(line),
    byCompanies: digest.byCompanies.map(line),
    biggestNew: digest.biggestNew.map((row) => ({
      title: row.title,
      url: url(row.path),
      company: row.company,
      monthlySpendCents: row.monthlySpendCents,
    })),
    customersUrl: url('customers'),
    settingsUrl: `${options.baseUrl}/settings/notifications`,
    language: options.language,
  })
}

/**
 * Sends the week's digest to every member who chose it, organisation by organisation (those with customers),
 * then asks to run again next Monday. A failed mail is logged and the others still go.
 */
export function demandDigestJobHandlers(deps: {
  db: Database
  mailer: Mailer
  baseUrl: string
  logger: Logger
}): Record<string, JobHandler> {
  return {
    [DEMAND_DIGEST_JOB]: async (_job, now) => {
      await sendDemandDigests(deps, now)
      return { runAgainAt: nextDigestMonday(now) }
    },
  }
}

export async function sendDemandDigests(
  deps: { db: Database; mailer: Mailer; baseUrl: string; logger: Logger },
  now: Date,
): Promise<number> {
  const { db } = deps
  const since = new Date(now.getTime() - WEEK_MS)
  const organizations = await db
    .select({ id: organization.id, name: organization.name, slug: organization.slug })
    .from(organization)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(customerCompany)
          .where(eq(customerCompany.organizationId, organization.id)),
      ),
    )
  let sent = 0
  for (const org of organizations) {
    const readers = await db
      .select({ email: user.email, language: user.language, settings: notificationSetting.settings })
      .from(member)
      .innerJoin(user, eq(user.id, member.userId))
      .innerJoin(notificationSetting, eq(notificationSetting.userId, member.userId))
      .where(
        and(
          eq(member.organizationId, org.id),
          sql`${notificationSetting.settings}->>'demandDigest' = 'true'`,
        ),
      )
    const wanting = readers.filter((reader) => {
      const settings = normalizeSettings(reader.settings)
      return settings.demandDigest && !settings.emailUnsubscribed
    })
    if (wanting.length === 0) continue
    // Rendered once per language among the readers (each reads it in their account's language).
    const rendered = new Map<string, Promise<MailContent | null>>()
    const contentIn = (language: string | null) => {
      const key = language ?? ''
      let known = rendered.get(key)
      if (!known) {
        known = renderDemandDigest(db, {
          organizationId: org.id,
          organizationName: org.name,
          organizationSlug: org.slug,
          baseUrl: deps.baseUrl,
          since,
          language,
        })
        rendered.set(key, known)
      }
      return known
    }
    if (!(await contentIn(null))) continue
    for (const reader of wanting) {
      try {
        const content = await contentIn(reader.language)
        if (!content) continue
        await deps.mailer.send({
          to: reader.email,
          ...content,
          messageId: `<demand-${org.id}-${now.toISOString().slice(0, 10)}@parley>`,
        })
        sent++
      } catch (error) {
        deps.logger.warn({ err: error, organizationId: org.id }, 'The demand digest could not be sent')
      }
    }
  }
  return sent
}
