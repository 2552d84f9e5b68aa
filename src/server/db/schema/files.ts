import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { organization, user } from './auth'
import { chat } from './chat'
import { project } from './projects'

const createdAt = () => timestamp('created_at', { withTimezone: true }).defaultNow().notNull()
const uuid = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID())

/**
 * A project's folders. `parentId` null is the project's top level. Every project may have one
 * `isAttachments` folder, made on the first attachment, where files attached to posts and messages live.
 * Names are unique (case-insensitively) among siblings; a folder is deleted only when empty.
 */
export const fileFolder = pgTable(
  'file_folder',
  {
    id: uuid(),
    projectId: text('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    parentId: text('parent_id').references((): AnyPgColumn => fileFolder.id),
    name: text('name').notNull(),
    isAttachments: boolean('is_attachments').notNull().default(false),
    createdById: text('created_by_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    uniqueIndex('file_folder_sibling_name_idx').on(
      table.projectId,
      sql`coalesce(${table.parentId}, '')`,
      sql`lower(${table.name})`,
    ),
    uniqueIndex('file_folder_attachments_idx').on(table.projectId).where(sql`${table.isAttachments}`),
  ],
)

/**
 * A file: what the list shows. Its bytes are in the current version (file_version); the copied columns
 * (size, mime, kind, thumbnail) are the current version's, kept in the transaction that changes it.
 * `restrictedToChatId`: a file attached in a private chat is for that chat's members only.
 */
export const projectFile = pgTable(
  'project_file',
  {
    id: uuid(),
    projectId: text('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    folderId: text('folder_id').references(() => fileFolder.id),
    name: text('name').notNull(),
    currentVersionId: text('current_version_id').notNull(),
    versionCount: integer('version_count').notNull().default(1),
    size: bigint('size', { mode: 'number' }).notNull(),
    mime: text('mime').notNull(),
    kind: text('kind').notNull(),
    thumbnailKey: text('thumbnail_key'),
    /** none (no preview for this kind), pending, ready, failed. */
    thumbnailStatus: text('thumbnail_status').notNull().default('none'),
    createdById: text('created_by_id').references(() => user.id, { onDelete: 'set null' }),
    restrictedToChatId: text('restricted_to_chat_id').references(() => chat.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    index('project_file_folder_idx').on(table.projectId, table.folderId, table.name),
    index('project_file_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
  ],
)

/** Every upload of a file: version 1 is the first; older ones stay listed and downloadable. */
export const fileVersion = pgTable(
  'file_version',
  {
    id: uuid(),
    fileId: text('file_id')
      .notNull()
      .references(() => projectFile.id, { onDelete: 'cascade' }),
    /** Quotas sum versions per organisation. */
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    storageKey: text('storage_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mime: text('mime').notNull(),
    kind: text('kind').notNull(),
    thumbnailKey: text('thumbnail_key'),
    thumbnailStatus: text('thumbnail_status').notNull().default('none'),
    uploadedById: text('uploaded_by_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('file_version_file_number_idx').on(table.fileId, table.number),
    index('file_version_organization_idx').on(table.organizationId),
  ],
)

/**
 * A resumable (tus) upload, from its creation to its last byte. Its declared size counts against the quota
 * while it runs, so two uploads cannot both squeeze into the last free megabytes. `id` is the storage key.
 */
export const fileUpload = pgTable(
  'file_upload',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    folderId: text('folder_id'),
    /** A new version of this file, when set. */
    replacesFileId: text('replaces_file_id'),
    /** 'file' (the files page) or an attachment context: feedback, comment, discussion, chat, update. */
    purpose: text('purpose').notNull().default('file'),
    chatId: text('chat_id'),
    /** The file it became (set when the last byte arrived). */
    fileId: text('file_id'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('file_upload_running_idx').on(table.organizationId).where(sql`${table.finishedAt} is null`),
  ],
)

/** Which posts, comments, messages and updates a file is attached to (read from their markdown on save). */
export const fileAttachment = pgTable(
  'file_attachment',
  {
    fileId: text('file_id')
      .notNull()
      .references(() => projectFile.id, { onDelete: 'cascade' }),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.fileId, table.subjectType, table.subjectId] }),
    index('file_attachment_subject_idx').on(table.subjectType, table.subjectId),
  ],
)

/**
 * The lock that keeps two requests (on any node) from writing one upload at once: a lease that its holder
 * renews, and a flag another request raises to ask the holder to let go (a client resuming after a dropped
 * connection the server has not noticed yet).
 */
export const uploadLock = pgTable('upload_lock', {
  uploadId: text('upload_id').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  releaseRequested: boolean('release_requested').notNull().default(false),
})
