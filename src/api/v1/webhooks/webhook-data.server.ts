/**
 * A webhook event's `data`: the resource as `/api/v1` shows it (the same serializers: feedback items, updates,
 * discussions, files; comments, replies and messages in their API fields), with the project, the actor, the
 * organisation and the app URL of the thing. Read by the fan-out right after the change committed, as the
 * organisation's own API would answer an admin key with every scope; a resource gone since (a deletion, or
 * deleted a moment later) is described by what the change recorded (`facts`).
 */
import { and, eq } from 'drizzle-orm'
import type { WebhookDataBuilder, WebhookEventRow } from '~/features/webhooks/server/delivery.server'
import { API_SCOPES } from '~/lib/api-scopes'
import type { ApiKeyViewer } from '~/server/api/api-key-auth.server'
import type { Database } from '~/server/db/client.server'
import {
  chat,
  chatMessage,
  discussionPost,
  discussionThread,
  feedbackComment,
  member,
  organization,
  project,
  user,
} from '~/server/db/schema'
import { feedbackAccessOf } from '../access.server'
import { getApiDiscussion } from '../discussions/api-discussions.server'
import { readItemsJson } from '../feedback/item-json.server'
import { getApiFile } from '../files/api-files.server'
import { getApiUpdate } from '../updates/api-updates.server'

/** Reads as the organisation's admin with every scope: the event's organisation, nothing else. */
function readerOf(organizationId: string): ApiKeyViewer {
  return {
    userId: 'webhooks',
    name: 'Webhooks',
    email: 'webhooks@parley.invalid',
    username: null,
    image: null,
    role: null,
    apiKey: { keyId: 'webhooks', keyName: 'Webhooks', organizationId, projectId: null, scopes: API_SCOPES },
  }
}

async function personOf(db: Database, userId: string | null) {
  if (!userId) return null
  const [person] = await db
    .select({ id: user.id, name: user.name, username: user.username })
    .from(user)
    .where(eq(user.id, userId))
  return person ?? null
}

/** The resource, or null when it cannot be read any more. */
async function readable<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read()
  } catch {
    return null
  }
}

export function webhookDataBuilder(baseUrl: string): WebhookDataBuilder {
  return async (db, event) => {
    const [org] = await db
      .select({ id: organization.id, slug: organization.slug, name: organization.name })
      .from(organization)
      .where(eq(organization.id, event.organizationId))
    const [proj] = event.projectId
      ? await db
          .select({ id: project.id, slug: project.slug, name: project.name, visibility: project.visibility })
          .from(project)
          .where(eq(project.id, event.projectId))
      : []
    const orgPath = `${baseUrl}/@${encodeURIComponent(org?.slug ?? '')}`
    const projectPath = proj ? `${orgPath}/${encodeURIComponent(proj.slug)}` : orgPath
    const common = {
      organization: org ?? { id: event.organizationId },
      project: proj ?? null,
      actor: await personOf(db, event.actorId),
    }
    const resource = await resourceOf(db, event, baseUrl, { projectPath, orgPath, projectSlug: proj?.slug })
    return { ...resource, ...common, url: (resource.url as string | undefined) ?? projectPath }
  }
}

async function resourceOf(
  db: Database,
  event: WebhookEventRow,
  baseUrl: string,
  where: { projectPath: string; orgPath: string; projectSlug: string | undefined },
): Promise<Record<string, unknown>> {
  const viewer = readerOf(event.organizationId)
  const id = event.subject?.id ?? ''
  const facts = event.facts
  const feedbackItem = async (itemId: string) => {
    if (!where.projectSlug) return null
    const slug = where.projectSlug
    return readable(async () => {
      const access = await feedbackAccessOf({ db, viewer }, slug)
      const [item] = await readItemsJson(db, access, baseUrl, [itemId])
      return item ?? null
    })
  }
  switch (event.type) {
    case 'feedback.created':
    case 'feedback.updated':
    case 'feedback.status_changed':
    case 'feedback.voted':
    case 'feedback.unvoted':
    case 'feedback.deleted': {
      const feedback = (await feedbackItem(id)) ?? facts.feedback ?? { id }
      const extra: Record<string, unknown> = {}
      if (event.type === 'feedback.status_changed') extra.previous_status = facts.previous_status ?? null
      if (event.type === 'feedback.voted' || event.type === 'feedback.unvoted') {
        // A voter whose account was deleted since: as the deletion recorded them.
        extra.voter =
          (await personOf(db, typeof facts.voterId === 'string' ? facts.voterId : null)) ??
          facts.voter ??
          null
      }
      if (event.type === 'feedback.deleted') extra.deleted = true
      return { feedback, ...extra, url: (feedback as { url?: string }).url }
    }
    case 'feedback.merged':
    case 'feedback.unmerged': {
      const feedback = (await feedbackItem(id)) ?? { id }
      const targetId = typeof facts.targetId === 'string' ? facts.targetId : ''
      const target = (await feedbackItem(targetId)) ?? { id: targetId }
      return {
        feedback,
        [event.type === 'feedback.merged' ? 'merged_into' : 'unmerged_from']: target,
        url: (feedback as { url?: string }).url,
      }
    }
    case 'feedback.comment_created': {
      const feedback = (await feedbackItem(id)) ?? { id }
      const commentId = typeof facts.commentId === 'string' ? facts.commentId : ''
      const [row] = await db
        .select({
          comment: feedbackComment,
          author: { id: user.id, name: user.name, username: user.username },
        })
        .from(feedbackComment)
        .leftJoin(user, eq(user.id, feedbackComment.authorId))
        .where(eq(feedbackComment.id, commentId))
      const comment = row
        ? {
            id: row.comment.id,
            feedback_id: row.comment.itemId,
            kind: row.comment.kind,
            body: row.comment.body,
            internal: row.comment.internal,
            from_status: row.comment.fromStatus,
            to_status: row.comment.toStatus,
            author: row.author?.id ? row.author : null,
            created_at: row.comment.createdAt.toISOString(),
            edited_at: row.comment.editedAt?.toISOString() ?? null,
          }
        : { id: commentId }
      return { feedback, comment, internal: facts.internal === true, url: (feedback as { url?: string }).url }
    }
    case 'update.published': {
      const update = (await readable(() => getApiUpdate(db, viewer, { id }))) ?? { id }
      return { update, url: `${where.projectPath}/updates/${encodeURIComponent(id)}` }
    }
    case 'discussion.created': {
      const discussion = (await readable(() => getApiDiscussion(db, viewer, { id }))) ?? { id }
      return { discussion, url: `${where.projectPath}/discussions/${encodeURIComponent(id)}` }
    }
    case 'discussion.reply_created': {
      const threadId = typeof facts.threadId === 'string' ? facts.threadId : ''
      const [thread] = await db
        .select({ id: discussionThread.id, title: discussionThread.title })
        .from(discussionThread)
        .where(eq(discussionThread.id, threadId))
      const [post] = await db
        .select({ post: discussionPost, author: { id: user.id, name: user.name, username: user.username } })
        .from(discussionPost)
        .leftJoin(user, eq(user.id, discussionPost.authorId))
        .where(and(eq(discussionPost.id, Number(id) || 0), eq(discussionPost.threadId, threadId)))
      const reply = post
        ? {
            id: String(post.post.id),
            discussion_id: post.post.threadId,
            author: post.author?.id ? post.author : null,
            body: post.post.body,
            created_at: post.post.createdAt.toISOString(),
            edited_at: post.post.editedAt?.toISOString() ?? null,
            deleted_at: post.post.deletedAt?.toISOString() ?? null,
          }
        : { id }
      return {
        discussion: thread ?? { id: threadId },
        reply,
        url: `${where.projectPath}/discussions/${encodeURIComponent(threadId)}`,
      }
    }
    case 'chat.message_created': {
      const chatId = typeof facts.chatId === 'string' ? facts.chatId : ''
      const [room] = await db.select({ id: chat.id, name: chat.name }).from(chat).where(eq(chat.id, chatId))
      const [row] = await db
        .select({ message: chatMessage, author: { id: user.id, name: user.name, username: user.username } })
        .from(chatMessage)
        .leftJoin(user, eq(user.id, chatMessage.authorId))
        .where(and(eq(chatMessage.id, Number(id) || 0), eq(chatMessage.chatId, chatId)))
      const message = row
        ? {
            id: String(row.message.id),
            chat_id: row.message.chatId,
            author: row.author?.id ? row.author : null,
            body: row.message.body,
            reply_to_id: row.message.replyToId === null ? null : String(row.message.replyToId),
            created_at: row.message.createdAt.toISOString(),
            edited_at: row.message.editedAt?.toISOString() ?? null,
            deleted_at: row.message.deletedAt?.toISOString() ?? null,
          }
        : { id }
      return {
        chat: room ?? { id: chatId },
        message,
        url: `${where.projectPath}/chat/${encodeURIComponent(chatId)}`,
      }
    }
    case 'file.uploaded': {
      const file = (await readable(() => getApiFile(db, viewer, { id }))) ?? { id }
      return { file, new_version: facts.newVersion === true, url: `${where.projectPath}/files` }
    }
    case 'member.joined':
    case 'member.left': {
      const person = await personOf(db, id)
      const [membership] = await db
        .select({ role: member.role })
        .from(member)
        .where(and(eq(member.organizationId, event.organizationId), eq(member.userId, id)))
      return {
        member: { user: person ?? facts.user ?? { id }, role: membership?.role ?? facts.role ?? null },
        url: `${where.orgPath}/settings#members`,
      }
    }
    default:
      return event.data ?? {}
  }
}
