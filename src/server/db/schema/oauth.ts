import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { organization, user } from './auth'

/**
 * An OAuth client that registered itself (dynamic client registration): an MCP client such as Claude. Anyone
 * may register one, so nothing about it is trusted: its name is shown on the consent screen as the client's
 * own claim. Public clients (`none`, PKCE) have no secret; confidential ones keep only the secret's SHA-256.
 */
export const oauthClient = pgTable('oauth_client', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  redirectUris: text('redirect_uris').array().notNull(),
  tokenEndpointAuthMethod: text('token_endpoint_auth_method', {
    enum: ['none', 'client_secret_post', 'client_secret_basic'],
  }).notNull(),
  secretHash: text('secret_hash'),
  clientUri: text('client_uri'),
  logoUri: text('logo_uri'),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
})

/**
 * What a person allowed a client to do in one organisation: what "Connected apps" lists. One working grant per
 * person, client and organisation (a new consent widens or narrows it in place); a revoked grant keeps its row
 * for the record, and its tokens stop working at once.
 */
export const oauthGrant = pgTable(
  'oauth_grant',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    clientId: text('client_id')
      .notNull()
      .references(() => oauthClient.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    scopes: text('scopes').array().notNull(),
    /** The resource (RFC 8707) its tokens are bound to: the MCP endpoint's URL. */
    resource: text('resource').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('oauth_grant_user_idx').on(table.userId, table.createdAt),
    index('oauth_grant_client_idx').on(table.clientId),
    index('oauth_grant_organization_idx').on(table.organizationId),
  ],
)

/**
 * An authorization code: single use, short-lived, bound to the client, the redirect URI, the PKCE challenge
 * (S256) and the resource. Only its hash is kept. A used code keeps its row (usedAt) so that a second use is
 * recognised as a replay and revokes the grant it made.
 */
export const oauthAuthorizationCode = pgTable(
  'oauth_authorization_code',
  {
    codeHash: text('code_hash').primaryKey(),
    clientId: text('client_id')
      .notNull()
      .references(() => oauthClient.id, { onDelete: 'cascade' }),
    grantId: text('grant_id')
      .notNull()
      .references(() => oauthGrant.id, { onDelete: 'cascade' }),
    redirectUri: text('redirect_uri').notNull(),
    codeChallenge: text('code_challenge').notNull(),
    scopes: text('scopes').array().notNull(),
    resource: text('resource').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('oauth_authorization_code_expires_idx').on(table.expiresAt)],
)

/**
 * Access and refresh tokens, by their hash. A refresh token is used once: refreshing marks it used and issues a
 * new pair; a used one presented again means it leaked, and revokes the whole grant.
 */
export const oauthToken = pgTable(
  'oauth_token',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind', { enum: ['access', 'refresh'] }).notNull(),
    grantId: text('grant_id')
      .notNull()
      .references(() => oauthGrant.id, { onDelete: 'cascade' }),
    scopes: text('scopes').array().notNull(),
    resource: text('resource').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** A refresh token once exchanged. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('oauth_token_hash_idx').on(table.tokenHash),
    index('oauth_token_grant_idx').on(table.grantId),
    index('oauth_token_expires_idx').on(table.expiresAt),
  ],
)
