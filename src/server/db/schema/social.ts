import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { user } from './auth'

/**
 * DESIGN §9's shared building blocks. Subjects are named by type and id (e.g. `update` + its id) so one table
 * serves every feature; each feature checks access to its subjects itself.
 */

/** One row per person, subject and emoji. */
export const reaction = pgTable(
  'reaction',
  {
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.subjectType, table.subjectId, table.userId, table.emoji] }),
    index('reaction_subject_idx').on(table.subjectType, table.subjectId),
  ],
)

/** Who follows what, and how closely (`watching` = everything, `mentions` = only when named). */
export const follow = pgTable(
  'follow',
  {
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    level: text('level', { enum: ['watching', 'mentions', 'ignoring'] })
      .notNull()
      .default('watching'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.subjectType, table.subjectId, table.userId] }),
    index('follow_user_idx').on(table.userId),
  ],
)

/**
 * A notification, written in the transaction of the change it tells about. Delivery (in-app, mail, digest) is
 * the notifications feature's job; until it runs they are kept, not lost.
 */
export const notification = pgTable(
  'notification',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    /** What happened, as `<feature>.<event>` (e.g. `update.shipped`). */
    kind: text('kind').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** The project it concerns, to re-check access at delivery. */
    projectId: text('project_id'),
    /** What the message needs (titles, paths); small. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (table) => [
    index('notification_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('notification_subject_idx').on(table.subjectType, table.subjectId),
  ],
)
