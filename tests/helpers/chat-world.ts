import { randomUUID } from 'node:crypto'
import { and, asc, eq, like } from 'drizzle-orm'
import { getChatAccess } from '~/features/chat/server/chat-access.server'
import { sendMessage } from '~/features/chat/server/messages.server'
import type { Viewer } from '~/lib/viewer'
import { chat, rateLimit, user } from '~/server/db/schema'
import { isAppError } from '~/server/errors'
import { createFeedbackWorld, type Persona, type Visibility } from './feedback-world'

/**
 * The feedback world (one organisation with owner, admin and member; an outsider; a site admin; a public and
 * a private project, each with its default "General" chat) plus chat shortcuts.
 */
export async function createChatWorld() {
  const w = await createFeedbackWorld()
  // Mentions need usernames: give everyone theirs (the viewer objects are what server modules read).
  for (const person of Object.values(w.people)) {
    const username = person.viewer.name.split(' ')[0]!.toLowerCase()
    await w.db.update(user).set({ username }).where(eq(user.id, person.viewer.userId))
    person.viewer.username = username
  }
  const scope = (visibility: Visibility = 'public') => ({
    orgSlug: w.org.slug,
    projectSlug: w.projects[visibility].slug,
  })
  const chatAccess = (who: Persona | Viewer | null, visibility: Visibility = 'public') =>
    getChatAccess(w.db, w.viewerOf(who), scope(visibility))

  async function generalChat(visibility: Visibility = 'public') {
    const [row] = await w.db
      .select()
      .from(chat)
      .where(and(eq(chat.projectId, w.projects[visibility].id), eq(chat.name, 'General')))
      .orderBy(asc(chat.createdAt))
      .limit(1)
    if (!row) throw new Error('The project has no General chat')
    return row
  }

  /** Sends as this viewer; the sending limit is cleared first (it has its own test). */
  async function say(
    who: Persona | Viewer,
    chatId: string,
    body: string,
    options: { visibility?: Visibility; replyToId?: string | null; clientId?: string } = {},
  ) {
    await w.db.delete(rateLimit).where(like(rateLimit.key, 'chat:%'))
    return sendMessage(w.db, await chatAccess(who, options.visibility), {
      ...scope(options.visibility),
      chatId,
      clientId: options.clientId ?? randomUUID(),
      body,
      replyToId: options.replyToId ?? null,
    })
  }

  return { ...w, scope, chatAccess, generalChat, say }
}

export type ChatWorld = Awaited<ReturnType<typeof createChatWorld>>

/** What a call came to, with the AppError's code and message: `{ ok: true }` or `{ error: { code, message } }`. */
export async function failure(call: () => Promise<unknown>) {
  try {
    await call()
    return { ok: true }
  } catch (error) {
    if (isAppError(error)) return { error: { code: error.code, message: error.message } }
    throw error
  }
}
