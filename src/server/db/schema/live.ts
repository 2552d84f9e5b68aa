import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The live-data outbox (DESIGN §6): written in the transaction of the change it announces, then NOTIFY'd, so
 * only committed changes reach anyone. Rows are kept for a while for Last-Event-ID replay, then pruned.
 */
export const liveEvent = pgTable(
  'live_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    topic: text('topic').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    index('live_event_topic_id_idx').on(table.topic, table.id),
    index('live_event_created_at_idx').on(table.createdAt),
  ],
)
