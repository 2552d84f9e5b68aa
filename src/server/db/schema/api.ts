import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { organization, user } from './auth'
import { project } from './projects'

/**
 * An organisation's API keys. Only a SHA-256 hash of the secret is kept; `start` is the first characters of
 * the key, shown in the list so people can tell keys apart. Each key writes as its own service user
 * (`serviceUserId`): a user row that can never sign in, named after the key, so that everything a key writes has
 * an author and stays attributed to the key after the key is revoked or its creator leaves. A revoked key keeps
 * its row (revokedAt) for that reason.
 */
export const apiKey = pgTable(
  'api_key',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    projectId: text('project_id').references(() => project.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    start: text('start').notNull(),
    scopes: text('scopes').array().notNull(),
    serviceUserId: text('service_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('api_key_token_hash_idx').on(table.tokenHash),
    uniqueIndex('api_key_service_user_idx').on(table.serviceUserId),
    index('api_key_organization_idx').on(table.organizationId, table.createdAt),
  ],
)

/**
 * The first answer to a POST sent with an `Idempotency-Key` header, kept for 24 hours: a retry with the same key
 * and the same body gets this answer again and writes nothing; the same key with another body is refused.
 * `state` is 'pending' while the first request runs, so a concurrent retry waits or is told to retry later
 * instead of writing twice.
 */
export const apiIdempotency = pgTable(
  'api_idempotency',
  {
    keyId: text('key_id')
      .notNull()
      .references(() => apiKey.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['pending', 'done'] })
      .notNull()
      .default('pending'),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    location: text('location'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.keyId, table.idempotencyKey] }),
    index('api_idempotency_created_at_idx').on(table.createdAt),
  ],
)
