import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Small facts the app keeps about itself, such as whether the demo content was seeded. */
export const appSetting = pgTable('app_setting', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
})
