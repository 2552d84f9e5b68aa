import { sql } from 'drizzle-orm'
import type { Database } from '~/server/db/client.server'
import { webhookDelivery } from '~/server/db/schema'
import { enqueueJob } from '~/server/jobs/queue.server'
import { WEBHOOK_DELIVER_JOB } from '~/server/webhooks/emit.server'

export const deliverJobKey = (deliveryId: string) => `${WEBHOOK_DELIVER_JOB}:${deliveryId}`

/**
 * One pending delivery of an event to each endpoint, each with its own job (the caller's transaction): every
 * endpoint is attempted and retried independently of the others.
 */
export async function createDeliveries(
  tx: Database,
  event: { id: string; type: string },
  endpointIds: readonly string[],
  now: Date,
): Promise<string[]> {
  if (endpointIds.length === 0) return []
  const rows = endpointIds.map((endpointId) => ({
    id: crypto.randomUUID(),
    endpointId,
    eventId: event.id,
    eventType: event.type,
    nextAttemptAt: now,
    createdAt: now,
    updatedAt: now,
  }))
  await tx.insert(webhookDelivery).values(rows)
  if (rows.length === 1) {
    await enqueueJob(tx, {
      kind: WEBHOOK_DELIVER_JOB,
      key: deliverJobKey(rows[0]!.id),
      payload: { deliveryId: rows[0]!.id },
      runAt: now,
    })
  } else {
    // One statement for an event's deliveries (up to 25): the keys are new, nothing can conflict.
    await tx.execute(sql`
      insert into job (kind, key, payload, run_at) values ${sql.join(
        rows.map(
          (row) =>
            sql`(${WEBHOOK_DELIVER_JOB}, ${deliverJobKey(row.id)}, ${JSON.stringify({ deliveryId: row.id })}::jsonb, ${now.toISOString()}::timestamptz)`,
        ),
        sql`, `,
      )}`)
  }
  return rows.map((row) => row.id)
}

/** Removes what the log no longer keeps: deliveries, and events, older than `before`. */
export async function sweepWebhookLog(db: Database, before: Date): Promise<number> {
  const deleted = await db.execute(
    sql`delete from webhook_delivery where created_at < ${before.toISOString()}::timestamptz and status <> 'pending' returning id`,
  )
  await db.execute(sql`
    delete from webhook_event e where e.created_at < ${before.toISOString()}::timestamptz
      and e.dispatched_at is not null
      and not exists (select 1 from webhook_delivery d where d.event_id = e.id)`)
  return (deleted as unknown as { rows: unknown[] }).rows.length
}
