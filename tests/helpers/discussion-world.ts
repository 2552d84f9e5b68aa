import { and, asc, eq, like } from 'drizzle-orm'
import { getDiscussionAccess } from '~/features/discussions/server/discussion-access.server'
import { reply } from '~/features/discussions/server/posts.server'
import { createThread } from '~/features/discussions/server/threads.server'
import type { Viewer } from '~/lib/viewer'
import { discussionCategory, rateLimit } from '~/server/db/schema'
import { createChatWorld } from './chat-world'
import type { Persona, Visibility } from './feedback-world'

/**
 * The chat world (one organisation with owner, admin and member, all with usernames; an outsider; a site
 * admin; a public and a private project with the default categories General, Announcements, Q&A and Ideas and
 * a General chat) plus discussion shortcuts.
 */
export async function createDiscussionWorld() {
  const w = await createChatWorld()
  const { scope } = w
  const discussionAccess = (who: Persona | Viewer | null, visibility: Visibility = 'public') =>
    getDiscussionAccess(w.db, w.viewerOf(who), scope(visibility))

  async function category(name: string, visibility: Visibility = 'public') {
    const [row] = await w.db
      .select()
      .from(discussionCategory)
      .where(
        and(eq(discussionCategory.projectId, w.projects[visibility].id), eq(discussionCategory.name, name)),
      )
      .orderBy(asc(discussionCategory.position))
      .limit(1)
    if (!row) throw new Error(`The project has no category ${name}`)
    return row
  }

  const clearLimits = () => w.db.delete(rateLimit).where(like(rateLimit.key, 'discussion:%'))

  /** Starts a thread as this viewer (the posting limit is cleared first; it has its own test). */
  async function start(
    who: Persona | Viewer,
    options: { title?: string; body?: string; category?: string; visibility?: Visibility } = {},
  ) {
    await clearLimits()
    const visibility = options.visibility ?? 'public'
    const { id } = await createThread(w.db, await discussionAccess(who, visibility), {
      ...scope(visibility),
      title: options.title ?? 'How should we name things?',
      body: options.body ?? 'Opening words.',
      categoryId: (await category(options.category ?? 'General', visibility)).id,
    })
    return id
  }

  async function answer(
    who: Persona | Viewer,
    threadId: string,
    body: string,
    visibility: Visibility = 'public',
  ) {
    await clearLimits()
    return reply(w.db, await discussionAccess(who, visibility), threadId, body)
  }

  return { ...w, discussionAccess, category, start, answer, clearLimits }
}

export type DiscussionWorld = Awaited<ReturnType<typeof createDiscussionWorld>>
