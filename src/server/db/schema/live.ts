import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  index,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/** Where the sequencer draws live events' positions from (see LiveFanout.sequence). */
export const liveEventPosition = pgSequence('live_event_position_seq')

/**
 * The live-data outbox: written in the transaction of the change it announces, so only committed
 * changes reach anyone. Emitters insert without any lock; the sequencer then gives each committed row its
 * `position`, the order in which every node delivers and replays it. Rows are kept for a while for
 * Last-Event-ID replay, then pruned.
 */
export const liveEvent = pgTable(
  'live_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null until sequenced; then gap-free in practice and increasing in the order of commit of the sequencer. */
    position: bigint('position', { mode: 'number' }),
    topic: text('topic').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    uniqueIndex('live_event_position_idx').on(table.position),
    index('live_event_topic_position_idx').on(table.topic, table.position),
    index('live_event_unsequenced_idx').on(table.id).where(sql`${table.position} IS NULL`),
    index('live_event_created_at_idx').on(table.createdAt),
  ],
)
