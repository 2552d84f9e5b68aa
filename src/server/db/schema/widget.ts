import { sql } from 'drizzle-orm'
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { organization, user } from './auth'
import { project } from './projects'

/**
 * A project's embeddable widget. No row: the widget is off (the embed and its API answer not found); a private
 * project's widget never loads whatever its row says. `secret` (`parley_ws_…`) is the HS256 key the host's server
 * signs identify tokens with; after a rotation the previous one still verifies until `previousSecretExpiresAt`
 * (24 h), so a host can deploy the new one without a gap. `allowedOrigins` are exact origins
 * (`scheme://host[:port]`), the only pages allowed to frame the embed.
 */
export const projectWidget = pgTable('project_widget', {
  projectId: text('project_id')
    .primaryKey()
    .references(() => project.id, { onDelete: 'cascade' }),
  allowedOrigins: text('allowed_origins').array().notNull().default(sql`'{}'::text[]`),
  launcherPosition: text('launcher_position', { enum: ['right', 'left'] })
    .notNull()
    .default('right'),
  launcherColour: text('launcher_colour').notNull().default('#5b4be0'),
  tabs: text('tabs').array().notNull().default(sql`'{feedback,updates}'::text[]`),
  secret: text('secret').notNull(),
  previousSecret: text('previous_secret'),
  previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
})

/**
 * An organisation's widget rules, for all its projects. `linkVerifiedEmails`: a token whose email matches an
 * existing account with a verified address maps to that account (off: every `sub` gets its own person).
 */
export const organizationWidgetPolicy = pgTable('organization_widget_policy', {
  organizationId: text('organization_id')
    .primaryKey()
    .references(() => organization.id, { onDelete: 'cascade' }),
  linkVerifiedEmails: boolean('link_verified_emails').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
})

export type ExternalCompany = { id: string; name: string; plan?: string; monthly_spend?: number }

/**
 * A host product's user as Parley knows them: one Parley person (`userId`) per (organisation, `sub`). The
 * token's email is kept here, not on the user (members may see it; public pages never do).
 */
export const externalIdentity = pgTable(
  'external_identity',
  {
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    email: text('email'),
    name: text('name'),
    avatarUrl: text('avatar_url'),
    company: jsonb('company').$type<ExternalCompany>(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.externalId] }),
    index('external_identity_user_idx').on(table.userId),
  ],
)

/**
 * A widget session: the bearer the embed keeps in its frame's sessionStorage (never a cookie). `id` is the
 * SHA-256 (hex) of the token; the token itself is never stored. Valid for one project's widget for 24 hours.
 */
export const widgetSession = pgTable(
  'widget_session',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    projectId: text('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('widget_session_project_idx').on(table.projectId),
    index('widget_session_expires_at_idx').on(table.expiresAt),
  ],
)
