import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  DEMO_READ_UP_TO,
  INTERNAL_TOOLS_CHAT,
  PUBLIC_ROADMAP_CHAT,
} from '~/app/demo/demo-chat-content.server'
import { DEMO_ORGANIZATION, DEMO_USER, seedDemoContent } from '~/app/demo/demo-seed.server'
import { getChatAccess } from '~/features/chat/server/chat-access.server'
import { listChats } from '~/features/chat/server/chats.server'
import { listMessages } from '~/features/chat/server/history.server'
import { dayKey } from '~/lib/chat-rules'
import type { DatabaseHandle } from '~/server/db/client.server'
import { chatMessage, user } from '~/server/db/schema'
import { createTestAuth } from '../helpers/test-auth'
import { createTestDatabase } from '../helpers/test-database'

const logger = pino({ level: 'silent' })
let database: DatabaseHandle
let t: ReturnType<typeof createTestAuth>

beforeAll(async () => {
  database = await createTestDatabase()
  t = createTestAuth(database)
  await seedDemoContent({ db: database.db, auth: t.auth, logger })
}, 120_000)
afterAll(() => database.close())

async function danaAccess(projectSlug: string) {
  const [dana] = await database.db.select().from(user).where(eq(user.email, DEMO_USER.email))
  if (!dana) throw new Error('no demo user')
  const viewer = {
    userId: dana.id,
    name: dana.name,
    email: dana.email,
    username: dana.username,
    image: null,
    role: null,
  }
  return getChatAccess(database.db, viewer, { orgSlug: DEMO_ORGANIZATION.slug, projectSlug })
}

test('the demo projects’ General chats hold a conversation over a few days, with a few messages unread', async () => {
  for (const [slug, content] of [
    ['public-roadmap', PUBLIC_ROADMAP_CHAT],
    ['internal-tools', INTERNAL_TOOLS_CHAT],
  ] as const) {
    const access = await danaAccess(slug)
    const { chats } = await listChats(database.db, access, { includeArchived: false })
    const general = chats.find((item) => item.name === 'General')
    expect(general?.unreadCount).toBe(content.length - DEMO_READ_UP_TO[slug])
    const page = await listMessages(database.db, access, {
      orgSlug: DEMO_ORGANIZATION.slug,
      projectSlug: slug,
      chatId: general!.id,
      limit: 200,
    })
    expect(page.messages.map((message) => message.body)).toEqual(content.map((message) => message.body))
    expect(new Set(page.messages.map((message) => message.author?.name)).size).toBeGreaterThanOrEqual(3)
    expect(new Set(page.messages.map((message) => dayKey(message.createdAt))).size).toBeGreaterThanOrEqual(3)
    const times = page.messages.map((message) => Date.parse(message.createdAt))
    expect(times).toEqual([...times].sort((a, b) => a - b))
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.now())
    expect(page.messages.some((message) => message.replyTo !== null)).toBe(true)
  }
  const roadmap = await danaAccess('public-roadmap')
  const { chats } = await listChats(database.db, roadmap, { includeArchived: false })
  expect(chats[0]?.mentioned).toBe(true)
})

test('seeding again adds no messages', async () => {
  const before = (await database.db.select({ id: chatMessage.id }).from(chatMessage)).length
  expect(await seedDemoContent({ db: database.db, auth: t.auth, logger })).toBe(false)
  expect((await database.db.select({ id: chatMessage.id }).from(chatMessage)).length).toBe(before)
})
