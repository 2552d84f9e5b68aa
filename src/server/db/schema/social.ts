import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { user } from './auth'

/**
 * Shared building blocks. Subjects are named by type and id (e.g. `update` + its id) so one table
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
    /** The item it is about (`feedback:{id}`, `discussion:{id}`, `chat:{id}`…): the inbox groups by it. */
    groupKey: text('group_key').notNull().default(''),
    /** Shown in the inbox (the person's in-app choice for its kind when it was written). */
    inApp: boolean('in_app').notNull().default(true),
    /** E-mail: `none` (not wanted), `pending` (to send), `sent`, `skipped` (no longer wanted or visible). */
    emailState: text('email_state', { enum: ['none', 'pending', 'sent', 'skipped'] })
      .notNull()
      .default('none'),
    /** `immediate` (mentions, private chats: within minutes) or `digest` (the daily mail). */
    emailChannel: text('email_channel', { enum: ['immediate', 'digest'] })
      .notNull()
      .default('digest'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (table) => [
    index('notification_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('notification_subject_idx').on(table.subjectType, table.subjectId),
    index('notification_user_group_idx').on(table.userId, table.groupKey, table.createdAt.desc()),
    index('notification_user_unread_idx')
      .on(table.userId, table.createdAt.desc())
      .where(sql`${table.readAt} is null and ${table.inApp}`),
    index('notification_email_pending_idx')
      .on(table.userId, table.emailChannel, table.createdAt)
      .where(sql`${table.emailState} = 'pending'`),
  ],
)

/** Each person's notification settings (NotificationSettings in ~/lib/notification-rules; defaults when absent). */
export const notificationSetting = pgTable('notification_setting', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
})

/**
 * The durable job queue: one row per job, claimed with FOR UPDATE SKIP LOCKED under a lease,
 * so it works on PGlite and PostgreSQL, survives restarts and `kill -9`, and several nodes never run one job at
 * once. `key` makes enqueueing idempotent (one pending mail per person, one publish per update).
 */
export const job = pgTable(
  'job',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    key: text('key').unique(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).defaultNow().notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Bumped by every enqueue of the same key: a run that started before it does not delete the job. */
    version: integer('version').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** Set when it gave up after the last attempt; such rows stay for an operator to look at. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [index('job_due_idx').on(table.runAt).where(sql`${table.failedAt} is null`)],
)
