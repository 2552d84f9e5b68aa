import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { ActivityPhrase } from '../../../lib/activity-phrases'
import { PROJECT_VISIBILITIES } from '../../../lib/project-visibility'
import { organization, user } from './auth'

export const project = pgTable(
  'project',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    visibility: text('visibility', { enum: PROJECT_VISIBILITIES }).notNull().default('private'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (table) => [
    uniqueIndex('project_organization_slug_idx').on(table.organizationId, table.slug),
    index('project_created_at_idx').on(table.createdAt),
  ],
)

/** Old organisation slugs keep working: /@old-slug redirects to the organisation's current slug. */
export const organizationSlugRedirect = pgTable('organization_slug_redirect', {
  oldSlug: text('old_slug').primaryKey(),
  organizationId: text('organization_id')
    .notNull()
    .references(() => organization.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
})

/** Old project slugs keep working within their organisation. */
export const projectSlugRedirect = pgTable(
  'project_slug_redirect',
  {
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    oldSlug: text('old_slug').notNull(),
    projectId: text('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.oldSlug] })],
)

/** What happened in a project, newest first on its home page. Features append to it in their transactions. */
export const projectActivity = pgTable(
  'project_activity',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    projectId: text('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    /** The entry in English (what entries written before `phrases` have alone). */
    summary: text('summary').notNull(),
    /** What the entry says, as catalogue phrases with their values: each reader's own language. */
    phrases: jsonb('phrases').$type<ActivityPhrase[]>(),
    /** The app the actor acted through, when not Parley itself: an OAuth client's name ("via Claude"). */
    via: text('via'),
    /** Who may see the entry: everyone who reads the project, or its organisation's members only. */
    audience: text('audience', { enum: ['public', 'members'] })
      .notNull()
      .default('public'),
    /** Where the entry leads (e.g. a feedback item's page), relative to the project. */
    path: text('path'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [index('project_activity_project_created_idx').on(table.projectId, table.createdAt)],
)
