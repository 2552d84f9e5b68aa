import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { organization, user } from './auth'

/**
 * An organisation's webhook endpoints. `secret` signs every delivery (Standard Webhooks, `whsec_…`); after a
 * rotation the previous secret keeps signing beside it until `previousSecretExpiresAt`, so receivers can
 * switch. `eventTypes` is the chosen types, ignored when `allEvents`; `projectIds` empty means every project.
 * `failingSince` is the first failed attempt of the current unbroken run of failures (null after a success):
 * three days of it disable the endpoint (`disabledReason` 'failing').
 */
export const webhookEndpoint = pgTable(
  'webhook_endpoint',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    allEvents: boolean('all_events').notNull().default(false),
    eventTypes: text('event_types').array().notNull().default(sql`'{}'::text[]`),
    projectIds: text('project_ids').array().notNull().default(sql`'{}'::text[]`),
    format: text('format', { enum: ['standard', 'slack', 'discord'] })
      .notNull()
      .default('standard'),
    enabled: boolean('enabled').notNull().default(true),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason', { enum: ['manual', 'failing'] }),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [index('webhook_endpoint_organization_idx').on(table.organizationId, table.createdAt)],
)

/**
 * One webhook event (`msg_…`, its `webhook-id` on every delivery and retry), written in the transaction of the
 * change it announces when the organisation has an enabled endpoint: a change that rolls back leaves none.
 * `subject` names the resource; `data` is the body's `data`, filled by the fan-out right after commit (the
 * resource in its `/api/v1` shape), which also makes the deliveries and sets `dispatchedAt`.
 */
export const webhookEvent = pgTable(
  'webhook_event',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    /** No foreign key: the event of a project's last change outlives the project. */
    projectId: text('project_id'),
    type: text('type').notNull(),
    subject: jsonb('subject').$type<{ kind: string; id: string }>(),
    actorId: text('actor_id'),
    /** What the change knew that the resource will not say later (a deleted item's title, `internal`). */
    facts: jsonb('facts').$type<Record<string, unknown>>().notNull().default({}),
    data: jsonb('data').$type<Record<string, unknown>>(),
    /** Only for this endpoint (a test event), else every matching endpoint of the organisation. */
    endpointId: text('endpoint_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
  },
  (table) => [
    index('webhook_event_undispatched_idx').on(table.createdAt).where(sql`${table.dispatchedAt} IS NULL`),
    index('webhook_event_created_at_idx').on(table.createdAt),
  ],
)

/**
 * One event to one endpoint. `attempt` counts the attempts made; `status` is pending (waiting for its next
 * attempt at `nextAttemptAt`), succeeded or failed (given up). The last attempt's HTTP status, duration and at
 * most 2 KiB of the response are kept for the log; rows go after 30 days.
 */
export const webhookDelivery = pgTable(
  'webhook_delivery',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoint.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvent.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    attempt: integer('attempt').notNull().default(0),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    httpStatus: integer('http_status'),
    durationMs: integer('duration_ms'),
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    index('webhook_delivery_endpoint_idx').on(table.endpointId, table.createdAt),
    index('webhook_delivery_event_idx').on(table.eventId),
    index('webhook_delivery_created_at_idx').on(table.createdAt),
  ],
)
