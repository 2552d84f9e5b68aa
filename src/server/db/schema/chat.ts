import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  customType,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { user } from './auth'
import { project } from './projects'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/** A project's chat room. "General" exists from the start; editors add more. */
export const chat = pgTable(
  'chat',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    projectId: text('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    topic: text('topic').notNull().default(''),
    /** Only the people in chat_member (or in a team of team_ids) may see it; everyone else gets not found. */
    isPrivate: boolean('is_private').notNull().default(false),
    /** Teams (Better Auth organization teams) whose members are in this private chat. */
    teamIds: text('team_ids').array().notNull().default(sql`'{}'::text[]`),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdById: text('created_by_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (table) => [index('chat_project_idx').on(table.projectId, table.createdAt)],
)

/** Who is in a private chat (open chats have no rows here). */
export const chatMember = pgTable(
  'chat_member',
  {
    chatId: text('chat_id')
      .notNull()
      .references(() => chat.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.chatId, table.userId] }),
    index('chat_member_user_idx').on(table.userId),
  ],
)

/** The unread model: per member and chat, the last message id they have read. */
export const chatRead = pgTable(
  'chat_read',
  {
    chatId: text('chat_id')
      .notNull()
      .references(() => chat.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    lastReadId: bigint('last_read_id', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [primaryKey({ columns: [table.chatId, table.userId] })],
)

/**
 * Messages. The id is a database sequence: it orders history (keyset on id, never OFFSET) and the read
 * markers, whatever the clients' clocks say. The client's own id (clientId) makes a retried send idempotent.
 * A deleted message keeps its row as a tombstone with an empty body.
 */
export const chatMessage = pgTable(
  'chat_message',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    chatId: text('chat_id')
      .notNull()
      .references(() => chat.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    /** The app the author wrote through, when not Parley itself: an OAuth client's name ("via Claude"). */
    via: text('via'),
    clientId: text('client_id'),
    body: text('body').notNull(),
    replyToId: bigint('reply_to_id', { mode: 'number' }),
    /** Usernames mentioned (lower case), as written when sent or last edited. */
    mentions: text('mentions').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('english', body)`),
  },
  (table) => [
    index('chat_message_chat_id_idx').on(table.chatId, table.id),
    uniqueIndex('chat_message_client_id_idx').on(table.authorId, table.clientId),
    index('chat_message_search_idx').using('gin', table.search),
  ],
)

/** Who a message mentioned: the unread badge's mention highlight. */
export const chatMention = pgTable(
  'chat_mention',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => chatMessage.id, { onDelete: 'cascade' }),
    chatId: text('chat_id')
      .notNull()
      .references(() => chat.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.messageId] }),
    index('chat_mention_user_chat_idx').on(table.userId, table.chatId, table.messageId),
  ],
)
