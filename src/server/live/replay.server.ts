import { and, asc, eq, gt, inArray } from 'drizzle-orm'
import type { LiveMessage } from '~/lib/live-topics'
import type { Database } from '../db/client.server'
import { appSetting, liveEvent } from '../db/schema'
import { liveMessageColumns, PRUNED_THROUGH_KEY, toLiveMessage } from './fanout.server'

const MAX_REPLAY = 1000

/**
 * The events a reconnecting client missed, from its Last-Event-ID. 'reset' when they are no longer all in
 * the outbox (pruned, or too many): the client then refetches what it shows.
 */
export async function replayLiveEvents(
  db: Database,
  topics: string[],
  afterId: number,
): Promise<LiveMessage[] | 'reset'> {
  const [pruned] = await db
    .select({ value: appSetting.value })
    .from(appSetting)
    .where(eq(appSetting.key, PRUNED_THROUGH_KEY))
  if (pruned && afterId < Number(pruned.value)) return 'reset'
  const rows = await db
    .select(liveMessageColumns)
    .from(liveEvent)
    .where(and(gt(liveEvent.position, afterId), inArray(liveEvent.topic, topics)))
    .orderBy(asc(liveEvent.position))
    .limit(MAX_REPLAY + 1)
  return rows.length > MAX_REPLAY ? 'reset' : rows.map(toLiveMessage)
}
