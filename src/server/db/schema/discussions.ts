import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { user } from './auth'
import { feedbackItem } from './feedback'
import { project } from './projects'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

const createdAt = () => timestamp('created_at', { withTimezone: true }).defaultNow().notNull()

/**
 * A project's discussion categories. `editorsOnly`: only owners and admins start threads there
 * (Announcements); `answerable`: a reply can be marked as the answer (Q&A).
 */
export const discussionCategory = pgTable(
  'discussion_category',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    projectId: text('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    emoji: text('emoji').notNull().default('💬'),
    editorsOnly: boolean('editors_only').notNull().default(false),
    answerable: boolean('answerable').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('discussion_category_project_position_idx').on(table.projectId, table.position)],
)

/**
 * A thread. Its opening post is post number one in discussion_post (edits, reactions and unread markers work
 * the same for every post). `replyCount` and `lastActivityAt` are kept exact in the transaction of each
 * change; they order and label the list.
 */
export const discussionThread = pgTable(
  'discussion_thread',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    projectId: text('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => discussionCategory.id),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    replyCount: integer('reply_count').notNull().default(0),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).defaultNow().notNull(),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedById: text('locked_by_id').references(() => user.id, { onDelete: 'set null' }),
    lockReason: text('lock_reason').notNull().default(''),
    /** The reply marked as the answer (Q&A categories only; see discussion-rules). */
    answerPostId: bigint('answer_post_id', { mode: 'number' }),
    answeredById: text('answered_by_id').references(() => user.id, { onDelete: 'set null' }),
    /** Converted: the feedback item this thread became, or the one it was started from. */
    convertedToFeedbackId: text('converted_to_feedback_id').references(() => feedbackItem.id, {
      onDelete: 'set null',
    }),
    startedFromFeedbackId: text('started_from_feedback_id').references(() => feedbackItem.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    /** The title's words; the posts' words are in discussion_post.search (the list searches both). */
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('english', title)`),
  },
  (table) => [
    // The list: pinned first (few), then by last activity, keyset on (last_activity_at, id).
    index('discussion_thread_project_activity_idx').on(
      table.projectId,
      table.lastActivityAt.desc(),
      table.id.desc(),
    ),
    index('discussion_thread_category_activity_idx').on(
      table.categoryId,
      table.lastActivityAt.desc(),
      table.id.desc(),
    ),
    index('discussion_thread_search_idx').using('gin', table.search),
  ],
)

/**
 * Posts: the opening post (`isOpening`) and the flat, chronological replies. The id is a database sequence:
 * it orders the thread and the unread markers. A deleted reply stays as a tombstone with an empty body.
 */
export const discussionPost = pgTable(
  'discussion_post',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    threadId: text('thread_id')
      .notNull()
      .references(() => discussionThread.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    /** The app the author wrote through, when not Parley itself: an OAuth client's name ("via Claude"). */
    via: text('via'),
    isOpening: boolean('is_opening').notNull().default(false),
    body: text('body').notNull(),
    /** Usernames mentioned (lower case), as written when posted or last edited. */
    mentions: text('mentions').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedById: text('deleted_by_id').references(() => user.id, { onDelete: 'set null' }),
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('english', body)`),
  },
  (table) => [
    index('discussion_post_thread_id_idx').on(table.threadId, table.id),
    index('discussion_post_search_idx').using('gin', table.search),
  ],
)

/** Earlier versions of an edited post, viewable by editors. */
export const discussionPostVersion = pgTable(
  'discussion_post_version',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => discussionPost.id, { onDelete: 'cascade' }),
    /** The title as it was, for the opening post (empty for replies). */
    title: text('title').notNull().default(''),
    body: text('body').notNull(),
    /** When this version was written (the post's creation or its previous edit). */
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('discussion_post_version_post_idx').on(table.postId, table.id)],
)

/** The unread model: per member and thread, the last post they have read. */
export const discussionRead = pgTable(
  'discussion_read',
  {
    threadId: text('thread_id')
      .notNull()
      .references(() => discussionThread.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    lastReadPostId: bigint('last_read_post_id', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.threadId, table.userId] }),
    index('discussion_read_user_idx').on(table.userId),
  ],
)
