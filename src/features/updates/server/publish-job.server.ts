import type { Database } from '~/server/db/client.server'
import { cancelJob, enqueueJob } from '~/server/jobs/queue.server'

export const PUBLISH_JOB = 'update.publish'
const publishJobKey = (updateId: string) => `${PUBLISH_JOB}:${updateId}`

/**
 * Keeps an update's publish job in step with it, in the transaction that saves it: a scheduled update has one
 * job at its time (the durable queue runs it, once, on whichever node is free); any other state has none.
 */
export async function syncPublishJob(
  tx: Database,
  update: { id: string; state: string; publishAt: Date | null },
): Promise<void> {
  if (update.state === 'scheduled' && update.publishAt) {
    await enqueueJob(tx, {
      kind: PUBLISH_JOB,
      key: publishJobKey(update.id),
      payload: { updateId: update.id },
      runAt: update.publishAt,
      onConflict: 'replace',
    })
  } else {
    await cancelJob(tx, publishJobKey(update.id))
  }
}
