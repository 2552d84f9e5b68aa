import { randomUUID } from 'node:crypto'
import { like } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getChatAccess } from '~/features/chat/server/chat-access.server'
import { sendMessage } from '~/features/chat/server/messages.server'
import { getProjectAccess } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import * as schema from '~/server/db/schema'
import { rateLimit } from '~/server/db/schema'
import { type ChatWorld, createChatWorld, failure } from '../helpers/chat-world'
import type { Persona, Visibility } from '../helpers/feedback-world'

/**
 * The cost of chat's busiest path (send-to-screen, p99 ≤ 100 ms): how many statements a send takes, and
 * that the shortcut it takes to the viewer's access answers exactly what the general path does.
 */
let w: ChatWorld
let generalId: string
beforeAll(async () => {
  w = await createChatWorld()
  generalId = (await w.generalChat()).id
}, 120_000)
afterAll(() => w.close())

/** The same database, through a Drizzle instance that records every statement it sends. */
function countingDb(): { db: Database; statements: string[] } {
  const statements: string[] = []
  const logger = { logQuery: (query: string) => statements.push(query) }
  const db = (w.database.kind === 'pglite'
    ? drizzlePglite(w.database.pglite!, { schema, logger })
    : drizzleNodePg(w.database.pool!, { schema, logger })) as unknown as Database
  return { db, statements }
}

describe('the access a send starts from', () => {
  const cases: [Persona, Visibility][] = [
    ['owner', 'public'],
    ['admin', 'private'],
    ['member', 'public'],
    ['member', 'private'],
  ]
  test.each(cases)('%s of a %s project: the same access as the general path', async (who, visibility) => {
    const viewer = w.viewerOf(who)
    const scope = w.scope(visibility)
    const general = await getProjectAccess(w.db, viewer, scope.orgSlug, scope.projectSlug)
    const access = await getChatAccess(w.db, viewer, scope)
    expect({ ...access }).toMatchObject(general)
    expect(access.viewerId).toBe(viewer!.userId)
  })

  test('people who are not members still get the general answers', async () => {
    expect(await failure(() => w.chatAccess('outsider', 'private'))).toEqual({
      error: { code: 'NOT_FOUND', message: 'Project not found' },
    })
    expect(await failure(() => w.chatAccess(null, 'public'))).toMatchObject({ error: { code: 'NOT_FOUND' } })
    expect(
      await failure(() => getChatAccess(w.db, w.viewerOf('member'), { ...w.scope(), projectSlug: 'nope' })),
    ).toEqual({ error: { code: 'NOT_FOUND', message: 'Project not found' } })
  })
})

describe('statements per send', () => {
  test('access and a plain message in an open chat: eight statements (one the live event, one the webhook event)', async () => {
    await w.db.delete(rateLimit).where(like(rateLimit.key, 'chat:%'))
    const { db, statements } = countingDb()
    const access = await getChatAccess(db, w.viewerOf('member'), w.scope())
    await sendMessage(db, access, {
      ...w.scope(),
      chatId: generalId,
      clientId: randomUUID(),
      body: 'counted',
      replyToId: null,
    })
    // Access (organisation, membership and project at once), the chat, then in the transaction: the
    // message, the sending limit, who follows the chat, the sender's read marker, the webhook event (one
    // insert that writes nothing while the organisation has no enabled endpoint) and the live event (its
    // lock, outbox row and NOTIFY in one statement).
    // (node-postgres logs the transaction's begin and commit too; PGlite does not.)
    const work = statements.filter((statement) => !/^(begin|commit)\b/i.test(statement.trim()))
    expect(work).toHaveLength(8)
    expect(work.filter((statement) => statement.includes('insert into webhook_event'))).toHaveLength(1)
    expect(statements.filter((statement) => statement.includes('pg_notify'))).toHaveLength(1)
  })
})
