import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm'
import { notificationExcerpt } from '~/lib/notification-rules'
import type { Database } from './db/client.server'
import {
  chat,
  chatMention,
  chatMessage,
  chatRead,
  discussionPost,
  discussionRead,
  discussionThread,
  follow,
  notification,
  project,
} from './db/schema'

/**
 * Dana's bell after the demo is seeded: the chat messages that mention her and the discussion
 * replies she has not read yet, as the features would have recorded them — unread where she has not read the
 * chat or the thread.
 */
export async function seedDemoNotifications(
  db: Database,
  input: { demoUserId: string; organizationSlug: string; organizationId: string },
): Promise<number> {
  const [any] = await db
    .select({ id: notification.id })
    .from(notification)
    .where(eq(notification.userId, input.demoUserId))
    .limit(1)
  if (any) return 0
  const projects = await db
    .select({ id: project.id, slug: project.slug })
    .from(project)
    .where(eq(project.organizationId, input.organizationId))
  const slugOf = new Map(projects.map((row) => [row.id, row.slug]))
  const projectIds = projects.map((row) => row.id)
  if (projectIds.length === 0) return 0
  const base = (projectId: string) => `/@${input.organizationSlug}/${slugOf.get(projectId)}`

  const mentions = await db
    .select({ message: chatMessage, chat, lastReadId: chatRead.lastReadId })
    .from(chatMention)
    .innerJoin(chatMessage, eq(chatMessage.id, chatMention.messageId))
    .innerJoin(chat, eq(chat.id, chatMention.chatId))
    .leftJoin(chatRead, and(eq(chatRead.chatId, chat.id), eq(chatRead.userId, input.demoUserId)))
    .where(and(eq(chatMention.userId, input.demoUserId), inArray(chat.projectId, projectIds)))
  const rows: (typeof notification.$inferInsert)[] = mentions.map(({ message, chat: room, lastReadId }) => ({
    userId: input.demoUserId,
    actorId: message.authorId,
    kind: 'chat.mention',
    subjectType: 'chat_message',
    subjectId: String(message.id),
    projectId: room.projectId,
    groupKey: `chat:${room.id}`,
    data: {
      chatId: room.id,
      chatName: room.name,
      title: room.name,
      excerpt: notificationExcerpt(message.body),
      path: `${base(room.projectId)}/chat/${room.id}?message=${message.id}`,
    },
    createdAt: message.createdAt,
    readAt: lastReadId !== null && lastReadId >= message.id ? message.createdAt : null,
  }))

  const followed = await db
    .select({ thread: discussionThread, lastReadPostId: discussionRead.lastReadPostId })
    .from(follow)
    .innerJoin(discussionThread, eq(discussionThread.id, follow.subjectId))
    .leftJoin(
      discussionRead,
      and(eq(discussionRead.threadId, discussionThread.id), eq(discussionRead.userId, input.demoUserId)),
    )
    .where(
      and(
        eq(follow.subjectType, 'discussion'),
        eq(follow.userId, input.demoUserId),
        inArray(discussionThread.projectId, projectIds),
      ),
    )
  for (const { thread, lastReadPostId } of followed) {
    const unread = await db
      .select()
      .from(discussionPost)
      .where(
        and(
          eq(discussionPost.threadId, thread.id),
          gt(discussionPost.id, lastReadPostId ?? 0),
          isNull(discussionPost.deletedAt),
        ),
      )
      .orderBy(asc(discussionPost.id))
    for (const post of unread) {
      if (post.authorId === input.demoUserId) continue
      rows.push({
        userId: input.demoUserId,
        actorId: post.authorId,
        kind: 'discussion.reply',
        subjectType: 'discussion_post',
        subjectId: String(post.id),
        projectId: thread.projectId,
        groupKey: `discussion:${thread.id}`,
        data: {
          threadId: thread.id,
          title: thread.title,
          postId: String(post.id),
          excerpt: notificationExcerpt(post.body),
          path: `${base(thread.projectId)}/discussions/${thread.id}?post=${post.id}`,
        },
        createdAt: post.createdAt,
      })
    }
  }
  if (rows.length > 0) await db.insert(notification).values(rows)
  return rows.length
}
