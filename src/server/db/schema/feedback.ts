import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { FEEDBACK_COMMENT_KINDS, STATUS_CATEGORIES, VOTE_IMPORTANCES } from '../../../lib/feedback-rules'
import { user } from './auth'
import { project } from './projects'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID())
const createdAt = () => timestamp('created_at', { withTimezone: true }).defaultNow().notNull()

/** A project's feedback boards ("Feature requests", "Bugs", …). Team-only boards are hidden from non-members. */
export const feedbackBoard = pgTable(
  'feedback_board',
  {
    id: id(),
    projectId: text('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    color: text('color').notNull().default('blue'),
    position: integer('position').notNull().default(0),
    teamOnly: boolean('team_only').notNull().default(false),
    /** A team-only board limited to these teams (their members and editors); empty: every member. */
    teamIds: text('team_ids').array().notNull().default(sql`'{}'::text[]`),
    /** Visitors who are not signed in may vote here (a first-party cookie identity; see docs/feedback.md). */
    anonymousVotes: boolean('anonymous_votes').notNull().default(false),
    /** Visitors who are not signed in may post items and comment here (the same identity; see docs/feedback.md). */
    anonymousPosts: boolean('anonymous_posts').notNull().default(false),
    /** Anonymous posts and comments wait for a moderator's approval before anyone else sees them. */
    holdAnonymousPosts: boolean('hold_anonymous_posts').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (table) => [index('feedback_board_project_position_idx').on(table.projectId, table.position)],
)

/** Per-project statuses; the category says what a status means (open, active, done, closed). */
export const feedbackStatus = pgTable(
  'feedback_status',
  {
    id: id(),
    projectId: text('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull().default('gray'),
    category: text('category', { enum: STATUS_CATEGORIES }).notNull(),
    position: integer('position').notNull().default(0),
    showOnRoadmap: boolean('show_on_roadmap').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('feedback_status_project_position_idx').on(table.projectId, table.position)],
)

/**
 * A feedback item. Vote and comment counts are stored and kept exact in the transaction of each change;
 * `trendingScore` is the forward-decayed activity score (see docs/feedback.md). A merged item keeps its rows
 * and points at the item it was merged into, so a merge can be undone exactly.
 */
export const feedbackItem = pgTable(
  'feedback_item',
  {
    id: id(),
    projectId: text('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    boardId: text('board_id')
      .notNull()
      .references(() => feedbackBoard.id, { onDelete: 'cascade' }),
    statusId: text('status_id')
      .notNull()
      .references(() => feedbackStatus.id),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    /** The app the author wrote through, when not Parley itself: an OAuth client's name ("via Claude"). */
    via: text('via'),
    title: text('title').notNull(),
    details: text('details').notNull().default(''),
    voteCount: integer('vote_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    trendingScore: doublePrecision('trending_score').notNull().default(0),
    /**
     * Demand behind the item, kept exact like the vote count (refreshItemCounts, in the transaction of every
     * vote, merge and unmerge): how many customer companies have a person voting for it, and the sum of those
     * companies' monthly spend in cents (a company counts once however many of its people voted). Members only.
     */
    demandCompanies: integer('demand_companies').notNull().default(0),
    demandRevenueCents: bigint('demand_revenue_cents', { mode: 'number' }).notNull().default(0),
    commentsLocked: boolean('comments_locked').notNull().default(false),
    /** The card's place in its roadmap column when editors ordered it by hand; null: ordered by votes. */
    roadmapPosition: doublePrecision('roadmap_position'),
    mergedIntoId: text('merged_into_id').references((): AnyPgColumn => feedbackItem.id, {
      onDelete: 'set null',
    }),
    mergedAt: timestamp('merged_at', { withTimezone: true }),
    mergedById: text('merged_by_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /**
     * Set while an anonymous post waits for a moderator (its board holds them): nobody but the project's
     * moderators and its writer sees it, it is in no list, count or feed. Null: published.
     */
    heldAt: timestamp('held_at', { withTimezone: true }),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(details, '')), 'B')`,
    ),
  },
  (table) => [
    // Keyset pagination per sort order, for the whole project and for one board.
    index('feedback_item_project_trending_idx')
      .on(table.projectId, table.trendingScore.desc(), table.id.desc())
      .where(sql`${table.mergedIntoId} is null`),
    index('feedback_item_project_top_idx')
      .on(table.projectId, table.voteCount.desc(), table.id.desc())
      .where(sql`${table.mergedIntoId} is null`),
    index('feedback_item_project_new_idx')
      .on(table.projectId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.mergedIntoId} is null`),
    index('feedback_item_board_trending_idx')
      .on(table.boardId, table.trendingScore.desc(), table.id.desc())
      .where(sql`${table.mergedIntoId} is null`),
    index('feedback_item_board_top_idx')
      .on(table.boardId, table.voteCount.desc(), table.id.desc())
      .where(sql`${table.mergedIntoId} is null`),
    index('feedback_item_board_new_idx')
      .on(table.boardId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.mergedIntoId} is null`),
    // The members' sorts by revenue and by number of companies, flat however many items there are.
    index('feedback_item_project_revenue_idx')
      .on(table.projectId, table.demandRevenueCents.desc(), table.id.desc())
      .where(sql`${table.mergedIntoId} is null`),
    index('feedback_item_project_companies_idx')
      .on(table.projectId, table.demandCompanies.desc(), table.id.desc())
      .where(sql`${table.mergedIntoId} is null`),
    index('feedback_item_board_revenue_idx')
      .on(table.boardId, table.demandRevenueCents.desc(), table.id.desc())
      .where(sql`${table.mergedIntoId} is null`),
    index('feedback_item_board_companies_idx')
      .on(table.boardId, table.demandCompanies.desc(), table.id.desc())
      .where(sql`${table.mergedIntoId} is null`),
    index('feedback_item_status_idx').on(table.statusId),
    index('feedback_item_merged_into_idx').on(table.mergedIntoId),
    index('feedback_item_search_idx').using('gin', table.search),
    index('feedback_item_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    // Similar items while typing: the nearest titles by trigram distance (`title <-> $1`), read as a KNN
    // index scan that stops after a bounded candidate set instead of ranking every match.
    index('feedback_item_title_trgm_gist_idx')
      .using('gist', table.title.op('gist_trgm_ops'))
      .where(sql`${table.mergedIntoId} is null`),
    // The overview's counts by status: an index-only scan, never the table's rows.
    index('feedback_item_project_status_board_idx')
      .on(table.projectId, table.statusId, table.boardId)
      .where(sql`${table.mergedIntoId} is null`),
    // The moderators' queue of held anonymous posts.
    index('feedback_item_project_held_idx')
      .on(table.projectId, table.heldAt)
      .where(sql`${table.heldAt} IS NOT NULL`),
  ],
)

/**
 * One vote per person per item. A vote copied onto a merge target remembers its source item, so undoing the
 * merge removes exactly the copies.
 */
export const feedbackVote = pgTable(
  'feedback_vote',
  {
    itemId: text('item_id')
      .notNull()
      .references(() => feedbackItem.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Set when an editor added the vote on the person's behalf. */
    addedById: text('added_by_id').references(() => user.id, { onDelete: 'set null' }),
    mergedFromItemId: text('merged_from_item_id').references(() => feedbackItem.id, {
      onDelete: 'cascade',
    }),
    /** A vote a member recorded from a call or a support ticket: what was said, and a link to the source. */
    sourceNote: text('source_note'),
    sourceUrl: text('source_url'),
    /** How much it matters to the voter, when they said; members see the breakdown, nobody else. */
    importance: text('importance', { enum: VOTE_IMPORTANCES }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.userId] }),
    index('feedback_vote_user_idx').on(table.userId),
    index('feedback_vote_item_created_idx').on(table.itemId, table.createdAt),
  ],
)

/** An item's timeline: comments (public or internal notes), status changes, merges. */
export const feedbackComment = pgTable(
  'feedback_comment',
  {
    id: id(),
    itemId: text('item_id')
      .notNull()
      .references(() => feedbackItem.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    /** The app the author wrote through, when not Parley itself: an OAuth client's name ("via Claude"). */
    via: text('via'),
    kind: text('kind', { enum: FEEDBACK_COMMENT_KINDS }).notNull().default('comment'),
    body: text('body').notNull().default(''),
    /** Internal notes are for the organisation's members only, on public items too. */
    internal: boolean('internal').notNull().default(false),
    /** For status changes: the names before and after, as they were then. */
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** Set while an anonymous comment waits for a moderator (see feedbackItem.heldAt). Null: published. */
    heldAt: timestamp('held_at', { withTimezone: true }),
  },
  (table) => [
    index('feedback_comment_item_created_idx').on(table.itemId, table.createdAt),
    // The moderators' queue: few rows, so only the held ones are indexed.
    index('feedback_comment_held_idx').on(table.heldAt).where(sql`${table.heldAt} IS NOT NULL`),
  ],
)

/**
 * A comment a member pinned as telling the item's case best (the quote picker of the demand panel): members
 * only, a few per item (`QUOTES_MAX`). The comment's own row carries the words; deleting it unpins it.
 */
export const feedbackQuote = pgTable(
  'feedback_quote',
  {
    commentId: text('comment_id')
      .primaryKey()
      .references(() => feedbackComment.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => feedbackItem.id, { onDelete: 'cascade' }),
    pinnedBy: text('pinned_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('feedback_quote_item_idx').on(table.itemId, table.createdAt)],
)

/**
 * A visitor who voted without signing in, known by a signed first-party cookie. Their votes are kept under a
 * stand-in account (`userId`: a user row with no way to sign in), so they count like any other; when the visitor
 * signs up or in, the votes move to their account and `claimedById` records who took them.
 */
export const anonymousVisitor = pgTable(
  'anonymous_visitor',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    claimedById: text('claimed_by_id').references(() => user.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('anonymous_visitor_claimed_by_idx').on(table.claimedById)],
)
