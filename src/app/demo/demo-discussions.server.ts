import { asc, eq } from 'drizzle-orm'
import { DISCUSSION_REACTIONS } from '~/lib/discussion-rules'
import { extractMentions } from '~/lib/mentions'
import type { Database } from '~/server/db/client.server'
import {
  discussionCategory,
  discussionPost,
  discussionRead,
  discussionThread,
  follow,
  reaction,
} from '~/server/db/schema'
import type { DemoTeam } from './demo-chat.server'
import { DEMO_DISCUSSIONS, type DemoThread } from './demo-discussions-content.server'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

/** Times the threads started: mid-morning UTC that many days back, never in the future. */
function startOf(thread: DemoThread, now: number): Date {
  const day = Math.floor(now / DAY) * DAY - thread.daysAgo * DAY + 9.5 * HOUR
  const latest = Math.max(0, ...thread.replies.map((post) => post.after)) * HOUR
  return new Date(Math.min(day, now - latest - HOUR))
}

/**
 * A project's demo discussions, in one transaction, unless it already has threads (a restart after a partial
 * seed, or a team that used them). Everyone has read everything but Dana, who finds a few new replies and one
 * thread she never opened.
 */
export async function seedProjectDiscussions(
  db: Database,
  input: { projectId: string; projectSlug: string; team: DemoTeam; now?: number },
): Promise<number> {
  const threads = DEMO_DISCUSSIONS[input.projectSlug]
  if (!threads) return 0
  const now = input.now ?? Date.now()
  return db.transaction(async (tx) => {
    const [any] = await tx
      .select({ id: discussionThread.id })
      .from(discussionThread)
      .where(eq(discussionThread.projectId, input.projectId))
      .limit(1)
    if (any) return 0
    const categories = await tx
      .select()
      .from(discussionCategory)
      .where(eq(discussionCategory.projectId, input.projectId))
      .orderBy(asc(discussionCategory.position))
    for (const demo of threads) {
      const category = categories.find((row) => row.name === demo.category) ?? categories[0]
      if (!category) return 0
      await seedThread(tx, { ...input, now }, category.id, demo)
    }
    return threads.length
  })
}

async function seedThread(
  tx: Database,
  input: { projectId: string; team: DemoTeam; now: number },
  categoryId: string,
  demo: DemoThread,
) {
  const startedAt = startOf(demo, input.now)
  const timeOf = (hours: number) => new Date(startedAt.getTime() + hours * HOUR)
  const lastActivityAt = timeOf(Math.max(0, ...demo.replies.map((post) => post.after)))
  const authorId = input.team.get(demo.by) ?? null
  const [thread] = await tx
    .insert(discussionThread)
    .values({
      projectId: input.projectId,
      categoryId,
      authorId,
      title: demo.title,
      replyCount: demo.replies.length,
      createdAt: startedAt,
      lastActivityAt,
      pinnedAt: demo.pinned ? startedAt : null,
      lockedAt: demo.locked ? lastActivityAt : null,
      lockedById: demo.locked ? (input.team.get('demo') ?? null) : null,
      lockReason: demo.locked ?? '',
    })
    .returning({ id: discussionThread.id })
  if (!thread) throw new Error('A demo discussion was not saved')
  const posts = [{ by: demo.by, after: 0, body: demo.body, reactions: undefined }, ...demo.replies]
  const ids: number[] = []
  for (const [index, post] of posts.entries()) {
    const postAuthor = input.team.get(post.by) ?? null
    const createdAt = timeOf(post.after)
    const [row] = await tx
      .insert(discussionPost)
      .values({
        threadId: thread.id,
        authorId: postAuthor,
        isOpening: index === 0,
        body: post.body,
        mentions: extractMentions(post.body),
        createdAt,
      })
      .returning({ id: discussionPost.id })
    if (!row) throw new Error('A demo post was not saved')
    ids.push(row.id)
    for (const [emoji, people] of Object.entries(post.reactions ?? {})) {
      if (!(DISCUSSION_REACTIONS as readonly string[]).includes(emoji)) continue
      for (const username of people ?? []) {
        const userId = input.team.get(username)
        if (userId) {
          await tx
            .insert(reaction)
            .values({ subjectType: 'discussion_post', subjectId: String(row.id), userId, emoji, createdAt })
            .onConflictDoNothing()
        }
      }
    }
    if (postAuthor) {
      await tx
        .insert(follow)
        .values({ subjectType: 'discussion', subjectId: thread.id, userId: postAuthor, createdAt })
        .onConflictDoNothing()
    }
  }
  if (demo.answer !== undefined) {
    const answerId = ids[demo.answer + 1]
    if (answerId !== undefined) {
      await tx
        .update(discussionThread)
        .set({ answerPostId: answerId, answeredById: authorId })
        .where(eq(discussionThread.id, thread.id))
    }
  }
  for (const [username, userId] of input.team) {
    const isDana = username === 'demo'
    const read = isDana && demo.demoReadReplies !== undefined ? demo.demoReadReplies : demo.replies.length
    // A thread Dana never opened has no read marker at all: it shows as new.
    if (isDana && read === 0 && demo.by !== 'demo') continue
    const lastReadPostId = ids[Math.min(read, ids.length - 1)]
    if (lastReadPostId !== undefined) {
      await tx
        .insert(discussionRead)
        .values({ threadId: thread.id, userId, lastReadPostId })
        .onConflictDoNothing()
    }
  }
}
