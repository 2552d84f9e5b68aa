import { and, desc, eq } from 'drizzle-orm'
import type { WebhookEventType } from '~/lib/webhook-events'
import { WEBHOOK_RETRY_DELAYS_MS, type WebhookFormat } from '~/lib/webhook-rules'
import type { Database } from '~/server/db/client.server'
import { feedbackItem, project, webhookDelivery, webhookEndpoint, webhookEvent } from '~/server/db/schema'
import { generateWebhookSecret, newWebhookMessageId } from '~/server/webhooks/signing.server'

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

/** One past delivery in a demo log: its last attempt (how long ago, which, what the receiver answered). */
type DemoAttempt = {
  type: WebhookEventType
  hoursAgo: number
  status: 'succeeded' | 'failed'
  attempt: number
  httpStatus: number
  durationMs: number
  body: string
}

type DemoEndpoint = {
  url: string
  description: string
  format: WebhookFormat
  allEvents: boolean
  eventTypes: WebhookEventType[]
  /** Restricted to the public project (the Slack channel follows only the roadmap). */
  publicProjectOnly: boolean
  ageDays: number
  disabled: { daysAgo: number; reason: 'manual' | 'failing' }
  attempts: DemoAttempt[]
}

function ok(type: WebhookEventType, hoursAgo: number, durationMs: number, body: string): DemoAttempt {
  return { type, hoursAgo, status: 'succeeded', attempt: 1, httpStatus: 200, durationMs, body }
}

/** Slack's answer to a hook whose channel is gone, on every attempt until the delivery gave up. */
function gaveUp(type: WebhookEventType, hoursAgo: number, durationMs: number): DemoAttempt {
  const attempt = WEBHOOK_RETRY_DELAYS_MS.length + 1
  return { type, hoursAgo, status: 'failed', attempt, httpStatus: 404, durationMs, body: 'no_service' }
}

/**
 * The demo organisation's webhooks. Both are disabled, so the demo never sends anything to the internet: the
 * Standard one paused by an admin, the Slack one disabled after three days of failures (the channel was
 * archived: Slack answers 404 `no_service`). Their logs show what delivered and failed deliveries look like.
 */
export const DEMO_WEBHOOKS: DemoEndpoint[] = [
  {
    url: 'https://orders.example.com/webhooks/parley',
    description: 'Orders service (paused while it moves)',
    format: 'standard',
    allEvents: true,
    eventTypes: [],
    publicProjectOnly: false,
    ageDays: 40,
    disabled: { daysAgo: 2, reason: 'manual' },
    attempts: [
      ok('feedback.created', 70, 84, '{"received":true}'),
      // Retried once after a 503, then delivered.
      { ...ok('feedback.voted', 64, 72, '{"received":true}'), attempt: 2 },
      ok('feedback.status_changed', 60, 61, ''),
      ok('webhook.test', 52, 47, '{"received":true}'),
    ],
  },
  {
    url: 'https://hooks.slack.com/services/T0DEMO000/B0DEMO000/demoDemoDemoDemoDemo0000',
    description: '#product-feedback in Slack',
    format: 'slack',
    allEvents: false,
    eventTypes: ['feedback.created', 'feedback.status_changed', 'update.published'],
    publicProjectOnly: true,
    ageDays: 30,
    disabled: { daysAgo: 1, reason: 'failing' },
    attempts: [
      ok('feedback.created', 150, 132, 'ok'),
      gaveUp('feedback.status_changed', 110, 95),
      gaveUp('update.published', 90, 88),
      gaveUp('feedback.created', 30, 91),
    ],
  },
]

/**
 * Seeds the demo organisation's webhooks and their past deliveries, once (nothing when it has any), in one
 * transaction. Each secret is made and kept like a real one (an owner may reveal it); nothing is queued.
 */
export async function seedDemoWebhooks(
  db: Database,
  {
    organizationId,
    organizationSlug,
    createdBy,
    now = new Date(),
  }: { organizationId: string; organizationSlug: string; createdBy: string; now?: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: webhookEndpoint.id })
      .from(webhookEndpoint)
      .where(eq(webhookEndpoint.organizationId, organizationId))
      .limit(1)
    if (existing) return
    const [publicProject] = await tx
      .select({ id: project.id, slug: project.slug, name: project.name })
      .from(project)
      .where(and(eq(project.organizationId, organizationId), eq(project.visibility, 'public')))
      .limit(1)
    const items = publicProject
      ? await tx
          .select({ id: feedbackItem.id, title: feedbackItem.title })
          .from(feedbackItem)
          .where(eq(feedbackItem.projectId, publicProject.id))
          .orderBy(desc(feedbackItem.createdAt))
          .limit(4)
      : []
    for (const demo of DEMO_WEBHOOKS) {
      const endpointId = crypto.randomUUID()
      const createdAt = new Date(now.getTime() - demo.ageDays * DAY_MS)
      const disabledAt = new Date(now.getTime() - demo.disabled.daysAgo * DAY_MS)
      await tx.insert(webhookEndpoint).values({
        id: endpointId,
        organizationId,
        url: demo.url,
        description: demo.description,
        allEvents: demo.allEvents,
        eventTypes: demo.eventTypes,
        projectIds: demo.publicProjectOnly && publicProject ? [publicProject.id] : [],
        format: demo.format,
        enabled: false,
        disabledAt,
        disabledReason: demo.disabled.reason,
        failingSince: demo.disabled.reason === 'failing' ? new Date(disabledAt.getTime() - 3 * DAY_MS) : null,
        secret: generateWebhookSecret(),
        createdBy,
        createdAt,
        updatedAt: disabledAt,
      })
      for (const [index, attempt] of demo.attempts.entries()) {
        const at = new Date(now.getTime() - attempt.hoursAgo * HOUR_MS)
        // The delivery began before its retries: the back-off waits of the attempts before the last.
        const waited = WEBHOOK_RETRY_DELAYS_MS.slice(0, attempt.attempt - 1).reduce((sum, ms) => sum + ms, 0)
        const started = new Date(at.getTime() - waited)
        const item = items[index % Math.max(items.length, 1)]
        const eventId = newWebhookMessageId()
        const test = attempt.type === 'webhook.test'
        await tx.insert(webhookEvent).values({
          id: eventId,
          organizationId,
          projectId: test ? null : (publicProject?.id ?? null),
          type: attempt.type,
          subject: !test && item ? { kind: 'feedback', id: item.id } : null,
          actorId: createdBy,
          endpointId: test ? endpointId : null,
          data: test
            ? { message: 'This is a test event from Parley. Your endpoint received it.' }
            : {
                feedback: item ? { id: item.id, title: item.title } : null,
                project: publicProject ?? null,
                // The seed knows no base URL: the path of the project's feedback.
                url: `/@${organizationSlug}${publicProject ? `/${publicProject.slug}/feedback` : ''}`,
              },
          createdAt: started,
          dispatchedAt: started,
        })
        await tx.insert(webhookDelivery).values({
          endpointId,
          eventId,
          eventType: attempt.type,
          attempt: attempt.attempt,
          status: attempt.status,
          httpStatus: attempt.httpStatus,
          durationMs: attempt.durationMs,
          responseExcerpt: attempt.body || null,
          lastAttemptAt: at,
          createdAt: started,
          updatedAt: at,
        })
      }
    }
  })
}
