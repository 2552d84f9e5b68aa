/**
 * The delivery engine: the job handlers that turn a committed webhook event into one delivery per matching
 * endpoint (fan-out), and attempt each delivery (deliver) with Standard Webhooks' headers, retries with back-off
 * and jitter, the failure run that turns an endpoint off after three days, and the 30-day log sweep.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import { topicOf } from '~/lib/live-topics'
import { endpointWantsEvent } from '~/lib/webhook-events'
import { discordMessage, slackMessage } from '~/lib/webhook-messages'
import {
  WEBHOOK_FAILING_DISABLE_MS,
  WEBHOOK_LOG_RETENTION_MS,
  webhookRetryDelayMs,
} from '~/lib/webhook-rules'
import type { Database } from '~/server/db/client.server'
import { member, webhookDelivery, webhookEndpoint, webhookEvent } from '~/server/db/schema'
import { finishJobIn, type JobHandler, type JobRow, runDueJobs } from '~/server/jobs/queue.server'
import { emitLiveEvent } from '~/server/live/emit.server'
import { recordNotifications } from '~/server/notifications.server'
import { type PeriodicTask, startPeriodicTask } from '~/server/periodic-task.server'
import { WEBHOOK_DELIVER_JOB, WEBHOOK_FANOUT_JOB } from '~/server/webhooks/emit.server'
import { sendWebhookRequest, type WebhookAttemptResult } from '~/server/webhooks/send.server'
import { signingSecretsOf, signWebhook } from '~/server/webhooks/signing.server'
import { type ResolveHost, resolveWebhookTarget, WebhookTargetError } from '~/server/webhooks/target.server'
import { WEBHOOKS_CHANGED } from '../webhooks-events'
import { WEBHOOK_SUBJECT } from './subjects.server'
import { createDeliveries, sweepWebhookLog } from './webhook-deliveries.server'

export type WebhookEventRow = typeof webhookEvent.$inferSelect

/**
 * Reads an event's `data`: the resource in its `/api/v1` shape, the project, the actor and the app URL. Handed
 * in by the app assembly (the API's serializers live above the features).
 */
export type WebhookDataBuilder = (db: Database, event: WebhookEventRow) => Promise<Record<string, unknown>>

export type WebhookEngineDeps = {
  db: Database
  buildData: WebhookDataBuilder
  allowPrivateNetworks: boolean
  logger?: Logger
  /** Tests: a resolver instead of DNS, a source of jitter. */
  resolve?: ResolveHost
  random?: () => number
  timeoutMs?: number
}

/** The handlers of the two webhook jobs, for the job worker. */
export function webhookJobHandlers(deps: WebhookEngineDeps): Record<string, JobHandler> {
  return {
    [WEBHOOK_FANOUT_JOB]: async (job, now) => {
      const eventId = typeof job.payload.eventId === 'string' ? job.payload.eventId : null
      if (eventId) await fanOutEvent(deps, eventId, now)
      return undefined
    },
    [WEBHOOK_DELIVER_JOB]: async (job, now) => {
      const deliveryId = typeof job.payload.deliveryId === 'string' ? job.payload.deliveryId : null
      if (!deliveryId) return undefined
      return attemptDelivery(deps, deliveryId, now, job)
    },
  }
}

/**
 * Fills the event's data and makes one delivery per enabled endpoint of its organisation that wants it (its
 * event types and projects), in one transaction that also marks the event dispatched: run twice (a node died
 * after the commit, before the job was removed), the second run finds it dispatched and does nothing.
 */
export async function fanOutEvent(deps: WebhookEngineDeps, eventId: string, now: Date): Promise<number> {
  const [event] = await deps.db.select().from(webhookEvent).where(eq(webhookEvent.id, eventId))
  if (!event || event.dispatchedAt) return 0
  const data = await deps.buildData(deps.db, event)
  return deps.db.transaction(async (tx) => {
    const claimed = await tx
      .update(webhookEvent)
      .set({ data, dispatchedAt: now })
      .where(and(eq(webhookEvent.id, eventId), sql`${webhookEvent.dispatchedAt} is null`))
      .returning({ id: webhookEvent.id })
    if (claimed.length === 0) return 0
    const endpoints = await tx
      .select({
        id: webhookEndpoint.id,
        allEvents: webhookEndpoint.allEvents,
        eventTypes: webhookEndpoint.eventTypes,
        projectIds: webhookEndpoint.projectIds,
      })
      .from(webhookEndpoint)
      .where(and(eq(webhookEndpoint.organizationId, event.organizationId), eq(webhookEndpoint.enabled, true)))
    const wanted = endpoints.filter((endpoint) => endpointWantsEvent(endpoint, event))
    await createDeliveries(
      tx,
      event,
      wanted.map((endpoint) => endpoint.id),
      now,
    )
    return wanted.length
  })
}

/** The body a format sends: Standard Webhooks' envelope, or a Slack or Discord message. */
export function webhookBodyOf(format: 'standard' | 'slack' | 'discord', event: WebhookEventRow): string {
  const timestamp = event.createdAt.toISOString()
  const data = event.data ?? {}
  switch (format) {
    case 'slack':
      return JSON.stringify(slackMessage(event.type, data))
    case 'discord':
      return JSON.stringify(discordMessage(event.type, data, timestamp))
    default:
      return JSON.stringify({ type: event.type, timestamp, data })
  }
}

/**
 * One attempt of one delivery. A 2xx is success; anything else, a timeout, a refused connection or an address
 * the SSRF guard refuses (checked again now, and connected to as checked) is a failure, retried after about
 * 5 s, 1 min, 10 min, 1 h, 6 h and 24 h (with jitter), then given up. Answers the job's next run, if any.
 */
export async function attemptDelivery(
  deps: WebhookEngineDeps,
  deliveryId: string,
  now: Date,
  /** The queue's job running this attempt: a settled delivery ends it in the same transaction. */
  job?: Pick<JobRow, 'id' | 'version'>,
): Promise<{ runAgainAt: Date } | undefined> {
  const [found] = await deps.db
    .select({ delivery: webhookDelivery, endpoint: webhookEndpoint, event: webhookEvent })
    .from(webhookDelivery)
    .innerJoin(webhookEndpoint, eq(webhookEndpoint.id, webhookDelivery.endpointId))
    .innerJoin(webhookEvent, eq(webhookEvent.id, webhookDelivery.eventId))
    .where(eq(webhookDelivery.id, deliveryId))
  // Gone with its endpoint, or already settled (a re-run after a node died at the end of the last attempt).
  if (found?.delivery.status !== 'pending') return undefined
  const { delivery, endpoint, event } = found
  if (!endpoint.enabled && event.type !== 'webhook.test') {
    await settleDelivery(deps.db, endpoint.organizationId, delivery.id, {
      status: 'failed',
      attempt: delivery.attempt,
      error: 'Not sent: the webhook is turned off',
      now,
    })
    return undefined
  }
  const result = await send(deps, endpoint, event, now)
  const attempt = delivery.attempt + 1
  if (result.ok) {
    await deps.db.transaction(async (tx) => {
      await recordAttempt(tx, delivery.id, attempt, 'succeeded', result, null, now)
      if (job) await finishJobIn(tx, job)
      if (endpoint.failingSince) {
        await tx
          .update(webhookEndpoint)
          .set({ failingSince: null })
          .where(eq(webhookEndpoint.id, endpoint.id))
      }
      await emitLiveEvent(tx, topicOf.webhooks(endpoint.organizationId), WEBHOOKS_CHANGED, {
        endpointId: endpoint.id,
      })
    })
    return undefined
  }
  const delay = webhookRetryDelayMs(attempt, (deps.random ?? Math.random)())
  const nextAttemptAt = delay === null ? null : new Date(now.getTime() + delay)
  await deps.db.transaction(async (tx) => {
    await recordAttempt(
      tx,
      delivery.id,
      attempt,
      nextAttemptAt ? 'pending' : 'failed',
      result,
      nextAttemptAt,
      now,
    )
    if (job && !nextAttemptAt) await finishJobIn(tx, job)
    if (event.type !== 'webhook.test') await noteFailure(tx, endpoint.id, now)
    await emitLiveEvent(tx, topicOf.webhooks(endpoint.organizationId), WEBHOOKS_CHANGED, {
      endpointId: endpoint.id,
    })
  })
  return nextAttemptAt ? { runAgainAt: nextAttemptAt } : undefined
}

async function send(
  deps: WebhookEngineDeps,
  endpoint: typeof webhookEndpoint.$inferSelect,
  event: WebhookEventRow,
  now: Date,
): Promise<WebhookAttemptResult> {
  const started = performance.now()
  let target: Awaited<ReturnType<typeof resolveWebhookTarget>>
  try {
    target = await resolveWebhookTarget(endpoint.url, {
      allowPrivateNetworks: deps.allowPrivateNetworks,
      resolve: deps.resolve,
    })
  } catch (error) {
    const message = error instanceof WebhookTargetError ? error.message : 'The address could not be checked'
    return {
      ok: false,
      httpStatus: null,
      durationMs: Math.round(performance.now() - started),
      error: message,
    }
  }
  const body = webhookBodyOf(endpoint.format, event)
  // The signature's time is the attempt's, on the clock receivers compare it with (not a test's moved time).
  const timestamp = Math.floor(Date.now() / 1000)
  const secrets = signingSecretsOf(endpoint, now)
  return sendWebhookRequest(target, {
    body,
    timeoutMs: deps.timeoutMs,
    headers: {
      'webhook-id': event.id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signWebhook(secrets, { id: event.id, timestamp, body }),
    },
  })
}

function recordAttempt(
  tx: Database,
  deliveryId: string,
  attempt: number,
  status: 'pending' | 'succeeded' | 'failed',
  result: WebhookAttemptResult,
  nextAttemptAt: Date | null,
  now: Date,
) {
  return tx
    .update(webhookDelivery)
    .set({
      attempt,
      status,
      httpStatus: result.httpStatus,
      durationMs: result.durationMs,
      responseExcerpt: 'responseExcerpt' in result ? result.responseExcerpt : null,
      error: 'error' in result ? result.error : result.ok ? null : `HTTP ${result.httpStatus}`,
      nextAttemptAt,
      lastAttemptAt: now,
      updatedAt: now,
    })
    .where(eq(webhookDelivery.id, deliveryId))
}

async function settleDelivery(
  db: Database,
  organizationId: string,
  deliveryId: string,
  outcome: { status: 'failed'; attempt: number; error: string; now: Date },
) {
  await db.transaction(async (tx) => {
    const [delivery] = await tx
      .update(webhookDelivery)
      .set({ status: outcome.status, error: outcome.error, nextAttemptAt: null, updatedAt: outcome.now })
      .where(eq(webhookDelivery.id, deliveryId))
      .returning({ endpointId: webhookDelivery.endpointId })
    if (delivery) {
      await emitLiveEvent(tx, topicOf.webhooks(organizationId), WEBHOOKS_CHANGED, {
        endpointId: delivery.endpointId,
      })
    }
  })
}

/**
 * Starts or continues the endpoint's run of failures; three days of it (no success in between) turn the
 * endpoint off and tell the organisation's owners, in the app and by mail (their notification settings).
 */
async function noteFailure(tx: Database, endpointId: string, now: Date): Promise<void> {
  const [endpoint] = await tx
    .select()
    .from(webhookEndpoint)
    .where(eq(webhookEndpoint.id, endpointId))
    .for('update')
  if (!endpoint) return
  const since = endpoint.failingSince ?? now
  if (!endpoint.failingSince) {
    await tx.update(webhookEndpoint).set({ failingSince: now }).where(eq(webhookEndpoint.id, endpointId))
  }
  if (!endpoint.enabled || now.getTime() - since.getTime() < WEBHOOK_FAILING_DISABLE_MS) return
  await tx
    .update(webhookEndpoint)
    .set({ enabled: false, disabledAt: now, disabledReason: 'failing', updatedAt: now })
    .where(eq(webhookEndpoint.id, endpointId))
  const owners = await tx
    .select({ userId: member.userId })
    .from(member)
    .where(and(eq(member.organizationId, endpoint.organizationId), eq(member.role, 'owner')))
  const title = endpoint.description || new URL(endpoint.url).host
  await recordNotifications(tx, {
    userIds: owners.map((owner) => owner.userId),
    actorId: null,
    kind: 'webhook.disabled',
    subjectType: WEBHOOK_SUBJECT,
    subjectId: endpoint.id,
    projectId: null,
    groupKey: `webhook:${endpoint.id}`,
    data: { title, path: `/@${await organizationSlugOf(tx, endpoint.organizationId)}/settings#webhooks` },
  })
}

async function organizationSlugOf(tx: Database, organizationId: string): Promise<string> {
  const result = await tx.execute<{ slug: string }>(
    sql`select slug from organization where id = ${organizationId}`,
  )
  return (result as unknown as { rows: { slug: string }[] }).rows[0]?.slug ?? ''
}

/** Removes deliveries and events older than 30 days, every hour. */
export function startWebhookLogSweep(options: { db: Database; logger: Logger }): PeriodicTask {
  return startPeriodicTask({
    name: 'Webhook log sweep',
    logger: options.logger,
    intervalMs: 60 * 60 * 1000,
    firstDelayMs: 60_000,
    task: async () => {
      await sweepWebhookLog(options.db, new Date(Date.now() - WEBHOOK_LOG_RETENTION_MS))
    },
  })
}

/** Lanes of the webhook worker: each claims its own batch, so one slow receiver does not hold up the rest. */
export const WEBHOOK_WORKER = { lanes: 8, batchSize: 5, intervalMs: 500 } as const

/**
 * The webhook worker: the job queue's claim (FOR UPDATE SKIP LOCKED under a lease, so nodes never run one job
 * twice at once and a dead node's job is taken again), run for the two webhook jobs only, every half second
 * and in eight lanes at once: a delivery waits up to 10 s on its receiver, and the general worker's one
 * lane every 5 s would put every other delivery behind it. The general worker knows the handlers too.
 */
export function startWebhookWorker(deps: WebhookEngineDeps & { logger: Logger }): PeriodicTask {
  const handlers = webhookJobHandlers(deps)
  const kinds = [WEBHOOK_FANOUT_JOB, WEBHOOK_DELIVER_JOB]
  const lane = async () => {
    while (
      (await runDueJobs(deps.db, handlers, {
        logger: deps.logger,
        kinds,
        batchSize: WEBHOOK_WORKER.batchSize,
      })) >= WEBHOOK_WORKER.batchSize
    ) {}
  }
  return startPeriodicTask({
    name: 'Webhook worker',
    logger: deps.logger,
    intervalMs: WEBHOOK_WORKER.intervalMs,
    firstDelayMs: 1_000,
    task: async () => {
      // One claim first: an idle node asks once per tick, not once per lane. A full batch means more are
      // due, and then every lane takes its own.
      const claimed = await runDueJobs(deps.db, handlers, {
        logger: deps.logger,
        kinds,
        batchSize: WEBHOOK_WORKER.batchSize,
      })
      if (claimed < WEBHOOK_WORKER.batchSize) return
      await Promise.all(Array.from({ length: WEBHOOK_WORKER.lanes }, lane))
    },
  })
}
