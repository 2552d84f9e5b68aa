/**
 * What a project archive holds, collection by collection: the one list that the export reads, the import
 * writes and the format's schema is made from. Each collection names its table, the fields that travel (the
 * project's and organisation's ids, generated search columns, thumbnails and storage keys do not: they are
 * the instance's, remade on import), and which fields point at other rows (remapped to the new ids on import).
 *
 * Order matters: a collection comes after those its rows point at, except for `late` fields (a row pointing at
 * a row of its own collection or of a later one), which are set once every row is in.
 */
import { getTableColumns, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { z } from 'zod'
import {
  chat,
  chatMember,
  chatMessage,
  discussionCategory,
  discussionPost,
  discussionPostVersion,
  discussionThread,
  feedbackBoard,
  feedbackComment,
  feedbackItem,
  feedbackQuote,
  feedbackStatus,
  feedbackVote,
  fileAttachment,
  fileFolder,
  fileVersion,
  projectFile,
  projectUpdate,
  reaction,
  updateFeedback,
  updateLabel,
} from '~/server/db/schema'

/** Where a field points: a person (by the archive's people), or a row of another collection. */
export type RefTarget = 'person' | 'people' | CollectionKey

export type Collection = {
  key: CollectionKey
  table: PgTable
  /** The fields that travel (the table's property names). */
  fields: readonly string[]
  refs: Readonly<Record<string, RefTarget>>
  /** Reference fields written in a second pass (self references, rows of later collections). */
  late?: readonly string[]
  /** The id is made by the database (an identity column): known only once the row is in. */
  identity?: boolean
  /** Keyset order for reading pages (the primary key). */
  order: readonly string[]
  /**
   * Fields added after version 1, with the version that added them: an older archive lacks them, and its rows
   * take the column's default on import.
   */
  since?: Readonly<Record<string, number>>
  /** The version that added the whole collection: an older archive has none of its rows. */
  addedIn?: number
  /** Markdown fields whose links to file content name file ids (remapped on import). */
  texts?: readonly string[]
  /** A reference through (subject type, subject id): reactions and attachments. */
  subject?: { type: string; id: string }
  /** The rows of one project. */
  scope: (projectId: string) => SQL
}

export type CollectionKey =
  | 'boards'
  | 'statuses'
  | 'items'
  | 'votes'
  | 'comments'
  | 'quotes'
  | 'updateLabels'
  | 'updates'
  | 'updateItems'
  | 'discussionCategories'
  | 'threads'
  | 'posts'
  | 'postVersions'
  | 'chats'
  | 'chatMembers'
  | 'chatMessages'
  | 'folders'
  | 'files'
  | 'fileVersions'
  | 'attachments'
  | 'reactions'

/** The subject types of the registry that a project's content answers to, and their collections. */
export const SUBJECT_COLLECTIONS: Readonly<Record<string, CollectionKey>> = {
  feedback_item: 'items',
  feedback_comment: 'comments',
  update: 'updates',
  discussion: 'threads',
  discussion_post: 'posts',
  chat_message: 'chatMessages',
}

const inProject = (table: { projectId: PgColumn }) => (projectId: string) =>
  sql`${table.projectId} = ${projectId}`
const itemsOf = (projectId: string) => sql`select id from feedback_item where project_id = ${projectId}`
const threadsOf = (projectId: string) => sql`select id from discussion_thread where project_id = ${projectId}`
const chatsOf = (projectId: string) => sql`select id from chat where project_id = ${projectId}`
const filesOf = (projectId: string) => sql`select id from project_file where project_id = ${projectId}`

/** The subjects of a project, as (type, id) text pairs: reactions and attachments hang off them. */
function subjectsOf(projectId: string): SQL {
  return sql`
    select 'feedback_item', id from feedback_item where project_id = ${projectId}
    union all select 'feedback_comment', c.id from feedback_comment c join feedback_item i on i.id = c.item_id where i.project_id = ${projectId}
    union all select 'update', id from project_update where project_id = ${projectId}
    union all select 'discussion', id from discussion_thread where project_id = ${projectId}
    union all select 'discussion_post', p.id::text from discussion_post p join discussion_thread t on t.id = p.thread_id where t.project_id = ${projectId}
    union all select 'chat_message', m.id::text from chat_message m join chat c on c.id = m.chat_id where c.project_id = ${projectId}`
}

export const COLLECTIONS: readonly Collection[] = [
  {
    key: 'boards',
    table: feedbackBoard,
    fields: [
      'id',
      'name',
      'description',
      'color',
      'position',
      'teamOnly',
      'anonymousVotes',
      'anonymousPosts',
      'holdAnonymousPosts',
      'createdAt',
      'updatedAt',
    ],
    refs: {},
    since: { anonymousVotes: 2, anonymousPosts: 2, holdAnonymousPosts: 2 },
    order: ['id'],
    scope: inProject(feedbackBoard),
  },
  {
    key: 'statuses',
    table: feedbackStatus,
    fields: ['id', 'name', 'color', 'category', 'position', 'showOnRoadmap', 'createdAt'],
    refs: {},
    order: ['id'],
    scope: inProject(feedbackStatus),
  },
  {
    key: 'items',
    table: feedbackItem,
    fields: [
      'id',
      'boardId',
      'statusId',
      'authorId',
      'via',
      'title',
      'details',
      'voteCount',
      'commentCount',
      'trendingScore',
      'commentsLocked',
      'roadmapPosition',
      'mergedIntoId',
      'mergedAt',
      'mergedById',
      'createdAt',
      'updatedAt',
      'editedAt',
      'heldAt',
    ],
    refs: {
      boardId: 'boards',
      statusId: 'statuses',
      authorId: 'person',
      mergedIntoId: 'items',
      mergedById: 'person',
    },
    late: ['mergedIntoId'],
    since: { heldAt: 2 },
    texts: ['details'],
    order: ['id'],
    scope: inProject(feedbackItem),
  },
  {
    key: 'votes',
    table: feedbackVote,
    fields: [
      'itemId',
      'userId',
      'addedById',
      'mergedFromItemId',
      'importance',
      'sourceNote',
      'sourceUrl',
      'createdAt',
    ],
    refs: { itemId: 'items', userId: 'person', addedById: 'person', mergedFromItemId: 'items' },
    since: { importance: 2, sourceNote: 2, sourceUrl: 2 },
    order: ['itemId', 'userId'],
    scope: (projectId) => sql`${feedbackVote.itemId} in (${itemsOf(projectId)})`,
  },
  {
    key: 'comments',
    table: feedbackComment,
    fields: [
      'id',
      'itemId',
      'authorId',
      'via',
      'kind',
      'body',
      'internal',
      'fromStatus',
      'toStatus',
      'createdAt',
      'editedAt',
      'heldAt',
    ],
    refs: { itemId: 'items', authorId: 'person' },
    since: { heldAt: 2 },
    texts: ['body'],
    order: ['id'],
    scope: (projectId) => sql`${feedbackComment.itemId} in (${itemsOf(projectId)})`,
  },
  {
    key: 'quotes',
    table: feedbackQuote,
    fields: ['commentId', 'itemId', 'pinnedBy', 'createdAt'],
    refs: { commentId: 'comments', itemId: 'items', pinnedBy: 'person' },
    addedIn: 2,
    order: ['commentId'],
    scope: (projectId) => sql`${feedbackQuote.itemId} in (${itemsOf(projectId)})`,
  },
  {
    key: 'updateLabels',
    table: updateLabel,
    fields: ['id', 'name', 'color', 'position', 'createdAt'],
    refs: {},
    order: ['id'],
    scope: inProject(updateLabel),
  },
  {
    key: 'updates',
    table: projectUpdate,
    fields: [
      'id',
      'authorId',
      'via',
      'title',
      'body',
      'labelId',
      'state',
      'publishAt',
      'publishedAt',
      'markComplete',
      'createdAt',
      'updatedAt',
    ],
    refs: { authorId: 'person', labelId: 'updateLabels' },
    texts: ['body'],
    order: ['id'],
    scope: inProject(projectUpdate),
  },
  {
    key: 'updateItems',
    table: updateFeedback,
    fields: ['updateId', 'itemId'],
    refs: { updateId: 'updates', itemId: 'items' },
    order: ['updateId', 'itemId'],
    scope: (projectId) => sql`${updateFeedback.itemId} in (${itemsOf(projectId)})`,
  },
  {
    key: 'discussionCategories',
    table: discussionCategory,
    fields: ['id', 'name', 'description', 'emoji', 'editorsOnly', 'answerable', 'position', 'createdAt'],
    refs: {},
    order: ['id'],
    scope: inProject(discussionCategory),
  },
  {
    key: 'threads',
    table: discussionThread,
    fields: [
      'id',
      'categoryId',
      'authorId',
      'title',
      'replyCount',
      'lastActivityAt',
      'pinnedAt',
      'lockedAt',
      'lockedById',
      'lockReason',
      'answerPostId',
      'answeredById',
      'convertedToFeedbackId',
      'startedFromFeedbackId',
      'createdAt',
    ],
    refs: {
      categoryId: 'discussionCategories',
      authorId: 'person',
      lockedById: 'person',
      answerPostId: 'posts',
      answeredById: 'person',
      convertedToFeedbackId: 'items',
      startedFromFeedbackId: 'items',
    },
    late: ['answerPostId'],
    order: ['id'],
    scope: inProject(discussionThread),
  },
  {
    key: 'posts',
    table: discussionPost,
    fields: [
      'id',
      'threadId',
      'authorId',
      'via',
      'isOpening',
      'body',
      'mentions',
      'createdAt',
      'editedAt',
      'deletedAt',
      'deletedById',
    ],
    refs: { threadId: 'threads', authorId: 'person', deletedById: 'person' },
    identity: true,
    texts: ['body'],
    order: ['id'],
    scope: (projectId) => sql`${discussionPost.threadId} in (${threadsOf(projectId)})`,
  },
  {
    key: 'postVersions',
    table: discussionPostVersion,
    fields: ['id', 'postId', 'title', 'body', 'writtenAt', 'createdAt'],
    refs: { postId: 'posts' },
    identity: true,
    texts: ['body'],
    order: ['id'],
    scope: (projectId) =>
      sql`${discussionPostVersion.postId} in (select p.id from discussion_post p where p.thread_id in (${threadsOf(projectId)}))`,
  },
  {
    key: 'chats',
    table: chat,
    fields: ['id', 'name', 'topic', 'isPrivate', 'archivedAt', 'createdById', 'createdAt', 'updatedAt'],
    refs: { createdById: 'person' },
    order: ['id'],
    scope: inProject(chat),
  },
  {
    key: 'chatMembers',
    table: chatMember,
    fields: ['chatId', 'userId', 'createdAt'],
    refs: { chatId: 'chats', userId: 'person' },
    order: ['chatId', 'userId'],
    scope: (projectId) => sql`${chatMember.chatId} in (${chatsOf(projectId)})`,
  },
  {
    key: 'chatMessages',
    table: chatMessage,
    fields: [
      'id',
      'chatId',
      'authorId',
      'via',
      'body',
      'replyToId',
      'mentions',
      'createdAt',
      'editedAt',
      'deletedAt',
    ],
    refs: { chatId: 'chats', authorId: 'person', replyToId: 'chatMessages' },
    late: ['replyToId'],
    identity: true,
    texts: ['body'],
    order: ['id'],
    scope: (projectId) => sql`${chatMessage.chatId} in (${chatsOf(projectId)})`,
  },
  {
    key: 'folders',
    table: fileFolder,
    fields: ['id', 'parentId', 'name', 'isAttachments', 'createdById', 'createdAt', 'updatedAt'],
    refs: { parentId: 'folders', createdById: 'person' },
    late: ['parentId'],
    order: ['id'],
    scope: inProject(fileFolder),
  },
  {
    key: 'files',
    table: projectFile,
    fields: [
      'id',
      'folderId',
      'name',
      'currentVersionId',
      'versionCount',
      'size',
      'mime',
      'kind',
      'createdById',
      'restrictedToChatId',
      'createdAt',
      'updatedAt',
    ],
    refs: {
      folderId: 'folders',
      currentVersionId: 'fileVersions',
      createdById: 'person',
      restrictedToChatId: 'chats',
    },
    order: ['id'],
    scope: inProject(projectFile),
  },
  {
    key: 'fileVersions',
    table: fileVersion,
    fields: ['id', 'fileId', 'number', 'size', 'mime', 'kind', 'uploadedById', 'createdAt'],
    refs: { fileId: 'files', uploadedById: 'person' },
    order: ['id'],
    scope: (projectId) => sql`${fileVersion.fileId} in (${filesOf(projectId)})`,
  },
  {
    key: 'attachments',
    table: fileAttachment,
    fields: ['fileId', 'subjectType', 'subjectId', 'createdAt'],
    refs: { fileId: 'files' },
    subject: { type: 'subjectType', id: 'subjectId' },
    order: ['fileId', 'subjectType', 'subjectId'],
    scope: (projectId) => sql`${fileAttachment.fileId} in (${filesOf(projectId)})`,
  },
  {
    key: 'reactions',
    table: reaction,
    fields: ['subjectType', 'subjectId', 'userId', 'emoji', 'createdAt'],
    refs: { userId: 'person' },
    subject: { type: 'subjectType', id: 'subjectId' },
    order: ['subjectType', 'subjectId', 'userId', 'emoji'],
    scope: (projectId) => sql`(${reaction.subjectType}, ${reaction.subjectId}) in (${subjectsOf(projectId)})`,
  },
]

type ColumnInfo = { dataType: string; notNull: boolean; enumValues?: readonly string[] }

export function columnsOf(collection: Collection): Record<string, PgColumn> {
  return getTableColumns(collection.table) as Record<string, PgColumn>
}

const isoDate = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'Expected a date')

/** A field's schema from its column: the format follows the database's own types. */
function fieldSchema(column: ColumnInfo): z.ZodTypeAny {
  let schema: z.ZodTypeAny
  switch (column.dataType) {
    case 'number':
      schema = z.number().finite()
      break
    case 'boolean':
      schema = z.boolean()
      break
    case 'date':
      schema = isoDate
      break
    case 'array':
      schema = z.array(z.string().max(200)).max(1000)
      break
    default:
      schema =
        column.enumValues && column.enumValues.length > 0
          ? z.enum(column.enumValues as [string, ...string[]])
          : z.string().max(1_000_000)
  }
  return column.notNull ? schema : schema.nullable()
}

/** The row schema of a collection, made from its fields and its table's columns. */
export function rowSchema(collection: Collection): z.ZodObject<z.ZodRawShape> {
  const columns = columnsOf(collection)
  const shape: Record<string, z.ZodTypeAny> = {}
  for (const field of collection.fields) {
    const column = columns[field] as unknown as ColumnInfo | undefined
    if (!column) throw new Error(`${collection.key}.${field} is not a column`)
    // Identity ids travel as numbers, text ids as strings; either is only a key within the archive.
    const schema = field === 'id' && !collection.identity ? z.string().min(1).max(200) : fieldSchema(column)
    shape[field] = collection.since?.[field] ? schema.optional() : schema
  }
  return z.object(shape)
}
