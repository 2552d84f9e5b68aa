import { sql } from 'drizzle-orm'
import type { WebhookEventType } from '../../lib/webhook-events'
import type { Database } from '../db/client.server'
import { enqueueJob } from '../jobs/queue.server'
import { newWebhookMessageId } from './signing.server'

/** The job that turns one committed webhook event into its deliveries (payload `{ eventId }`). */
export const WEBHOOK_FANOUT_JOB = 'webhooks.fanout'
/** The job of one delivery (payload `{ deliveryId }`, key `webhooks.deliver:<id>`): each attempt is a run. */
export const WEBHOOK_DELIVER_JOB = 'webhooks.deliver'

export type WebhookEventInput = {
  organizationId: string
  /** Null for organisation-wide events (members). */
  projectId: string | null
  type: Exclude<WebhookEventType, 'webhook.test'>
  /** The resource the event is about, read in its API shape by the fan-out after commit. */
  subject: { kind: string; id: string }
  actorId: string | null
  /** What only the change knows (a deleted item's title; `internal` for an internal note). Small. */
  facts?: Record<string, unknown>
}

/**
 * Records a webhook event. Call it inside the transaction that makes the change, like emitLiveEvent: the event
 * and the job that delivers it exist exactly when the change commits, so a rolled-back change never reaches a
 * receiver and a committed one is never lost (the job queue survives restarts and node deaths).
 *
 * One statement, no lock: it writes nothing when the organisation has no enabled endpoint, which is the common
 * case, and otherwise one event row and one fan-out job (a row per event: concurrent writers never wait on one
 * another). Which endpoints get it is decided by the fan-out, from the endpoints as they are then.
 */
export async function emitWebhookEvent(tx: Database, input: WebhookEventInput): Promise<void> {
  const id = newWebhookMessageId()
  const result = await tx.execute(sql`
    insert into webhook_event (id, organization_id, project_id, type, subject, actor_id, facts)
    select ${id}, ${input.organizationId}, ${input.projectId}, ${input.type}, ${JSON.stringify(input.subject)}::jsonb,
      ${input.actorId}, ${JSON.stringify(input.facts ?? {})}::jsonb
    where exists (
      select 1 from webhook_endpoint where organization_id = ${input.organizationId} and enabled
    )
    returning id`)
  if ((result as unknown as { rows: unknown[] }).rows.length === 0) return
  await enqueueJob(tx, { kind: WEBHOOK_FANOUT_JOB, payload: { eventId: id } })
}
