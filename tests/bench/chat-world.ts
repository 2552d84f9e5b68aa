import { randomBytes, randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Viewer } from '~/lib/viewer'
import type { Database } from '~/server/db/client.server'
import { chat, member, organization, project, session, user } from '~/server/db/schema'
import { issueLiveToken } from '~/server/live-token.server'
import { createProjectDefaults } from '~/server/project-defaults.server'

export type BenchPerson = { viewer: Viewer; sessionId: string }

export type ChatBenchWorld = {
  orgSlug: string
  projectSlug: string
  chatId: string
  people: BenchPerson[]
  /** A live token for each person (what the root layout hands the browser). */
  tokenOf: (person: BenchPerson) => string
}

/**
 * An organisation with `people` members (users and sessions written straight to the database: signing 1,000
 * people up through Better Auth would time its password hashing, not chat) and a project with its General chat.
 */
export async function seedChatBenchWorld(
  db: Database,
  people: number,
  secret: string,
): Promise<ChatBenchWorld> {
  const suffix = randomBytes(3).toString('hex')
  const organizationId = randomUUID()
  const orgSlug = `bench-${suffix}`
  const projectSlug = 'chat-bench'
  await db
    .insert(organization)
    .values({ id: organizationId, name: 'Bench', slug: orgSlug, createdAt: new Date() })
  const [row] = await db
    .insert(project)
    .values({ organizationId, slug: projectSlug, name: 'Chat bench', visibility: 'private' })
    .returning({ id: project.id })
  if (!row) throw new Error('project not created')
  await createProjectDefaults(db, row.id)
  const [general] = await db.select({ id: chat.id }).from(chat).where(sql`${chat.projectId} = ${row.id}`)
  if (!general) throw new Error('General chat missing')

  const list: BenchPerson[] = []
  const expiresAt = new Date(Date.now() + 24 * 60 * 60 * 1000)
  for (let start = 0; start < people; start += 500) {
    const batch = Array.from({ length: Math.min(500, people - start) }, (_, offset) => {
      const index = start + offset
      const id = `bench-${suffix}-${index}`
      return {
        id,
        name: `Person ${index}`,
        email: `p${index}-${suffix}@bench.example`,
        username: `p${index}x${suffix}`,
      }
    })
    await db.insert(user).values(batch)
    await db.insert(member).values(
      batch.map((person, offset) => ({
        id: randomUUID(),
        organizationId,
        userId: person.id,
        role: start + offset === 0 ? 'owner' : 'member',
        createdAt: new Date(),
      })),
    )
    const sessions = batch.map((person) => ({
      id: randomUUID(),
      token: randomBytes(24).toString('hex'),
      userId: person.id,
      expiresAt,
      updatedAt: new Date(),
    }))
    await db.insert(session).values(sessions)
    batch.forEach((person, offset) => {
      list.push({
        viewer: {
          userId: person.id,
          name: person.name,
          email: person.email,
          username: person.username,
          image: null,
          role: null,
        },
        sessionId: sessions[offset]!.id,
      })
    })
  }
  return {
    orgSlug,
    projectSlug,
    chatId: general.id,
    people: list,
    tokenOf: (person) =>
      issueLiveToken({ userId: person.viewer.userId, sessionId: person.sessionId }, secret),
  }
}

/** `count` messages straight into a chat (history at scale), authored in turn by the given people. */
export async function fillChat(db: Database, chatId: string, count: number, authorIds: string[]) {
  const authors = `ARRAY[${authorIds.map((id) => `'${id}'`).join(',')}]::text[]`
  await db.execute(
    sql.raw(`
      INSERT INTO chat_message (chat_id, author_id, client_id, body, created_at)
      SELECT '${chatId}', (${authors})[1 + (n % ${authorIds.length})], gen_random_uuid()::text,
             'History message number ' || n || ' with **some** markdown and a few words to search',
             now() - ((${count} - n) * interval '1 minute')
      FROM generate_series(1, ${count}) AS n`),
  )
  await db.execute(sql`ANALYZE chat_message`)
}
