import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { UPDATE_STATES } from '../../../lib/update-rules'
import { user } from './auth'
import { feedbackItem } from './feedback'
import { project } from './projects'

/** Labels of a project's updates (New, Improved, Fixed, and whatever editors add). */
export const updateLabel = pgTable(
  'update_label',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    projectId: text('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull().default('gray'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [index('update_label_project_position_idx').on(table.projectId, table.position)],
)

/**
 * A project's changelog entry. Drafts and scheduled updates are for editors only; a scheduled one is published
 * by the scheduler once `publishAt` has passed (also after a restart: the row itself is the job).
 */
export const projectUpdate = pgTable(
  'project_update',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    projectId: text('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    /** The app the author wrote through, when not Parley itself: an OAuth client's name ("via Claude"). */
    via: text('via'),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    labelId: text('label_id').references(() => updateLabel.id, { onDelete: 'set null' }),
    state: text('state', { enum: UPDATE_STATES }).notNull().default('draft'),
    /** When a scheduled update is due. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** On publishing, move the linked feedback to the project's done status. */
    markComplete: boolean('mark_complete').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (table) => [
    index('project_update_project_published_idx').on(
      table.projectId,
      table.publishedAt.desc(),
      table.id.desc(),
    ),
    index('project_update_due_idx').on(table.state, table.publishAt),
  ],
)

/** The feedback an update ships. */
export const updateFeedback = pgTable(
  'update_feedback',
  {
    updateId: text('update_id')
      .notNull()
      .references(() => projectUpdate.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => feedbackItem.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.updateId, table.itemId] }),
    index('update_feedback_item_idx').on(table.itemId),
  ],
)
