import { randomBytes } from 'node:crypto'
import { and, asc, eq, or } from 'drizzle-orm'
import { CHAT_REACTIONS } from '~/lib/chat-rules'
import { extractMentions } from '~/lib/mentions'
import type { Auth } from '~/server/auth/create-auth'
import type { Database } from '~/server/db/client.server'
import { chat, chatMention, chatMessage, chatRead, member, reaction, user } from '~/server/db/schema'
import {
  DEMO_READ_UP_TO,
  DEMO_TEAMMATES,
  type DemoChatMessage,
  INTERNAL_TOOLS_CHAT,
  PUBLIC_ROADMAP_CHAT,
} from './demo-chat-content.server'

const DAY = 24 * 60 * 60 * 1000
const MINUTE = 60 * 1000
/** Each demo day's conversation starts at 09:30 UTC. */
const DAY_START = (9 * 60 + 30) * MINUTE

export const DEMO_CHATS: Partial<Record<string, DemoChatMessage[]>> = {
  'public-roadmap': PUBLIC_ROADMAP_CHAT,
  'internal-tools': INTERNAL_TOOLS_CHAT,
}

/** Username → user id of Dana (`demo`) and her colleagues. */
export type DemoTeam = Map<string, string>

/**
 * Dana's colleagues, members of the demo organisation so that the chat has people in it. A username someone
 * real already took is left off (the colleague goes without), like the demo customers.
 */
export async function ensureDemoTeammates(
  db: Database,
  auth: Auth,
  input: { organizationId: string; demoUserId: string },
): Promise<DemoTeam> {
  const team: DemoTeam = new Map([['demo', input.demoUserId]])
  for (const person of DEMO_TEAMMATES) {
    const [found] = await db
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(or(eq(user.email, person.email), eq(user.username, person.username)))
      .orderBy(asc(user.createdAt))
    let id = found?.email === person.email ? found.id : null
    if (!id) {
      const data = found ? { emailVerified: true } : { emailVerified: true, username: person.username }
      const created = await auth.api.createUser({
        body: {
          email: person.email,
          name: person.name,
          password: randomBytes(24).toString('base64url'),
          data,
        },
      })
      id = created.user.id
    }
    team.set(person.username, id)
    const [membership] = await db
      .select({ id: member.id })
      .from(member)
      .where(and(eq(member.organizationId, input.organizationId), eq(member.userId, id)))
    if (!membership) {
      await db.insert(member).values({
        id: crypto.randomUUID(),
        organizationId: input.organizationId,
        userId: id,
        role: 'member',
        createdAt: new Date(Date.now() - 60 * DAY),
      })
    }
  }
  return team
}

/**
 * Each demo day's conversation on its own calendar day (UTC), the last one today; before today's has had time
 * to happen (early in the morning), the whole conversation moves one day back, so nothing lies in the future.
 */
function timelineOf(messages: DemoChatMessage[], now: number): (message: DemoChatMessage) => Date {
  const today = Math.floor(now / DAY) * DAY
  const lastToday = Math.max(
    0,
    ...messages.filter((message) => message.day === 0).map((message) => message.at),
  )
  const shift = today + DAY_START + lastToday * MINUTE > now ? DAY : 0
  return (message) => new Date(today - shift - message.day * DAY + DAY_START + message.at * MINUTE)
}

/**
 * A project's General chat gets its conversation, in one transaction, unless it already has messages (a
 * restart after a partial seed, or a team that used it).
 */
export async function seedProjectChat(
  db: Database,
  input: { projectId: string; projectSlug: string; team: DemoTeam; now?: number },
): Promise<number> {
  const messages = DEMO_CHATS[input.projectSlug]
  if (!messages) return 0
  const now = input.now ?? Date.now()
  return db.transaction(async (tx) => {
    const [general] = await tx
      .select()
      .from(chat)
      .where(and(eq(chat.projectId, input.projectId), eq(chat.name, 'General')))
      .orderBy(asc(chat.createdAt))
      .limit(1)
    if (!general) return 0
    const [any] = await tx
      .select({ id: chatMessage.id })
      .from(chatMessage)
      .where(eq(chatMessage.chatId, general.id))
      .limit(1)
    if (any) return 0

    const ids: number[] = []
    const timeOf = timelineOf(messages, now)
    for (const message of messages) {
      const authorId = input.team.get(message.by) ?? null
      const createdAt = timeOf(message)
      const mentions = extractMentions(message.body)
      const [row] = await tx
        .insert(chatMessage)
        .values({
          chatId: general.id,
          authorId,
          clientId: crypto.randomUUID(),
          body: message.body,
          replyToId: message.replyTo === undefined ? null : (ids[message.replyTo] ?? null),
          mentions,
          createdAt,
          editedAt: message.edited ? new Date(createdAt.getTime() + 2 * MINUTE) : null,
        })
        .returning({ id: chatMessage.id })
      if (!row) throw new Error('A demo chat message was not saved')
      ids.push(row.id)
      const mentioned = mentions.flatMap((username) => {
        const userId = input.team.get(username)
        return userId && userId !== authorId ? [{ messageId: row.id, chatId: general.id, userId }] : []
      })
      if (mentioned.length > 0) await tx.insert(chatMention).values(mentioned)
      for (const [emoji, people] of Object.entries(message.reactions ?? {})) {
        if (!(CHAT_REACTIONS as readonly string[]).includes(emoji)) continue
        for (const username of people ?? []) {
          const userId = input.team.get(username)
          if (!userId) continue
          await tx
            .insert(reaction)
            .values({ subjectType: 'chat_message', subjectId: String(row.id), userId, emoji, createdAt })
            .onConflictDoNothing()
        }
      }
    }
    // Everyone has read it all but Dana, who has a few new messages waiting (the demo shows the divider).
    const readUpTo = DEMO_READ_UP_TO[input.projectSlug as keyof typeof DEMO_READ_UP_TO] ?? messages.length
    const lastId = ids.at(-1)
    for (const [username, userId] of input.team) {
      const lastReadId = username === 'demo' ? ids[Math.min(readUpTo, ids.length) - 1] : lastId
      if (lastReadId !== undefined)
        await tx.insert(chatRead).values({ chatId: general.id, userId, lastReadId })
    }
    return ids.length
  })
}
