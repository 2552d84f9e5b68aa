import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { updateProject } from '~/features/projects/projects.server'
import { topicOf } from '~/lib/live-topics'
import { getProjectAccess } from '~/server/authz.server'
import type { DatabaseHandle } from '~/server/db/client.server'
import { session } from '~/server/db/schema'
import { emitLiveEventNow } from '~/server/live/emit.server'
import { handleLiveRequest } from '~/server/live/live-request.server'
import { type LiveService, startLiveService } from '~/server/live/live-service.server'
import { issueLiveToken } from '~/server/live-token.server'
import { createTestAuth, TEST_BASE_URL, TEST_SECRET } from '../helpers/test-auth'
import { createTestDatabase, testDatabaseUrlOf } from '../helpers/test-database'
import { type Org, orgFixtures, type Person } from '../helpers/test-orgs'

/**
 * Live access follows membership and sessions while a stream is open. Streams are opened
 * through the same handler GET /api/live runs, on a real database, with the real auth API making the
 * changes; the live service (fan-out, hub, access guard) is the production one.
 */
let database: DatabaseHandle
let t: ReturnType<typeof createTestAuth>
let f: ReturnType<typeof orgFixtures>
let live: LiveService

beforeAll(async () => {
  database = await createTestDatabase()
  t = createTestAuth(database, { relaxedRateLimits: true })
  f = orgFixtures(database, t)
  live = await startLiveService({
    database,
    logger: pino({ level: 'silent' }),
    connectionString: testDatabaseUrlOf(database),
  })
})
afterAll(async () => {
  await live?.stop()
  await database?.close()
})

type StreamEvent = { event: string; data: Record<string, unknown> }

/** A live stream opened as the browser would (cookie or token), read as it arrives. */
async function openStream(topics: string[], auth: { cookie?: string; token?: string } = {}) {
  const url = new URL('/api/live', TEST_BASE_URL)
  url.searchParams.set('topics', topics.join(','))
  if (auth.token) url.searchParams.set('token', auth.token)
  const controller = new AbortController()
  const response = await handleLiveRequest(
    { auth: t.auth, database, live, secret: TEST_SECRET },
    new Request(url, { headers: auth.cookie ? { cookie: auth.cookie } : {}, signal: controller.signal }),
  )
  const events: StreamEvent[] = []
  let ended = false
  const done = (async () => {
    if (!response.body) return
    const reader = response.body.getReader()
    const decoder = new TextDecoder()
    let buffer = ''
    for (;;) {
      const { value, done: finished } = await reader.read().catch(() => ({ value: undefined, done: true }))
      if (finished) break
      buffer += decoder.decode(value, { stream: true })
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const event = /^event: (.+)$/m.exec(block)?.[1]
        const data = /^data: (.+)$/m.exec(block)?.[1]
        if (event && data) events.push({ event, data: JSON.parse(data) })
      }
    }
    ended = true
  })()
  return {
    status: response.status,
    events,
    isEnded: () => ended,
    done,
    changesOn: (topic: string) =>
      events
        .filter((event) => event.event === 'change' && event.data.topic === topic)
        .map((e) => e.data.type),
    close: () => controller.abort(),
  }
}
type Stream = Awaited<ReturnType<typeof openStream>>

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
async function until(check: () => boolean, what: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await sleep(10)
  }
}

/** Changes are announced after Better Auth's writes; let the fan-out and the guard catch up. */
async function settle() {
  live.fanout.pump()
  await sleep(30)
  await live.guard.settled()
}

async function sessionOf(cookie: string) {
  const found = await t.auth.api.getSession({ headers: new Headers({ cookie }) })
  if (!found) throw new Error('No session for this cookie')
  return found.session
}

async function signInAgain(person: Person): Promise<string> {
  const response = await t.request('/sign-in/email', {
    body: { email: person.email, password: 'correct-horse-battery' },
  })
  expect(response.status, response.text).toBe(200)
  return t.cookieFrom(response)
}

async function team() {
  const owner = await f.newPerson('Owner')
  const member = await f.newPerson('Member')
  const stayer = await f.newPerson('Stayer')
  const org = await f.createOrganization(owner)
  await f.addMember(org, member, 'member')
  await f.addMember(org, stayer, 'member')
  const privateProject = await f.insertProject(org, 'private')
  const publicProject = await f.insertProject(org, 'public')
  return { owner, member, stayer, org, privateProject, publicProject }
}

async function memberIdOf(org: Org, person: Person) {
  const response = await t.request(`/organization/get-full-organization?organizationId=${org.id}`, {
    cookie: person.cookie,
  })
  const members = (response.json?.members ?? []) as { id: string; userId: string }[]
  return members.find((candidate) => candidate.userId === person.id)?.id
}

describe('membership changes reach open streams', () => {
  test('a member removed while their stream is open loses the organisation’s and team-only topics at once, and keeps the public ones', async () => {
    const { owner, member, stayer, org, privateProject, publicProject } = await team()
    const topics = [
      topicOf.org(org.id),
      topicOf.project(privateProject.id),
      topicOf.members(privateProject.id),
      topicOf.project(publicProject.id),
    ]
    const removed = await openStream(topics, { cookie: member.cookie })
    const control = await openStream(topics, { cookie: stayer.cookie })
    expect([removed.status, control.status]).toEqual([200, 200])

    const response = await t.request('/organization/remove-member', {
      body: { memberIdOrEmail: await memberIdOf(org, member), organizationId: org.id },
      cookie: owner.cookie,
    })
    expect(response.status, response.text).toBe(200)
    // Written right after the removal, before the guard has had any time: must not reach the removed member.
    for (const topic of topics) await emitLiveEventNow(database.db, topic, 'feedback.created')
    await settle()
    await until(
      () => control.changesOn(topicOf.members(privateProject.id)).includes('feedback.created'),
      'control',
    )
    await until(
      () => removed.changesOn(topicOf.project(publicProject.id)).includes('feedback.created'),
      'public',
    )

    expect(removed.events.filter((event) => event.event === 'revoked')).toEqual([
      {
        event: 'revoked',
        data: {
          topics: [
            topicOf.org(org.id),
            topicOf.project(privateProject.id),
            topicOf.members(privateProject.id),
          ],
        },
      },
    ])
    expect(removed.changesOn(topicOf.project(privateProject.id))).not.toContain('feedback.created')
    expect(removed.changesOn(topicOf.members(privateProject.id))).not.toContain('feedback.created')
    // The organisation's own topic is its members' (its private projects, members, teams), public project or
    // not; the public project's topic stays.
    expect(removed.changesOn(topicOf.org(org.id))).not.toContain('feedback.created')
    expect(removed.isEnded()).toBe(false)
    // Everyone else keeps everything.
    expect(control.events.some((event) => event.event === 'revoked')).toBe(false)

    // Later events on the revoked topics still do not arrive.
    await emitLiveEventNow(database.db, topicOf.members(privateProject.id), 'note.created')
    await settle()
    await until(
      () => control.changesOn(topicOf.members(privateProject.id)).includes('note.created'),
      'control',
    )
    expect(removed.changesOn(topicOf.members(privateProject.id))).toEqual([])
    removed.close()
    control.close()
  })

  test('a stream left with no readable topic is closed with the reason', async () => {
    const { owner, member, org, privateProject } = await team()
    const stream = await openStream([topicOf.members(privateProject.id)], { cookie: member.cookie })
    expect(stream.status).toBe(200)
    const response = await t.request('/organization/remove-member', {
      body: { memberIdOrEmail: member.email, organizationId: org.id },
      cookie: owner.cookie,
    })
    expect(response.status, response.text).toBe(200)
    await settle()
    await stream.done
    expect(stream.events.slice(-2)).toEqual([
      { event: 'revoked', data: { topics: [topicOf.members(privateProject.id)] } },
      { event: 'close', data: { reason: 'revoked' } },
    ])
    expect(live.hub.connectionsOf(member.id)).toBe(0)
  })

  test('a member who leaves loses the private topics; a role change keeps what the new role may read', async () => {
    const { owner, member, stayer, org, privateProject } = await team()
    const leaver = await openStream([topicOf.project(privateProject.id)], { cookie: member.cookie })
    const promoted = await openStream([topicOf.project(privateProject.id)], { cookie: stayer.cookie })

    const left = await t.request('/organization/leave', {
      body: { organizationId: org.id },
      cookie: member.cookie,
    })
    expect(left.status, left.text).toBe(200)
    const role = await t.request('/organization/update-member-role', {
      body: { memberId: await memberIdOf(org, stayer), role: 'admin', organizationId: org.id },
      cookie: owner.cookie,
    })
    expect(role.status, role.text).toBe(200)
    await settle()
    await leaver.done
    expect(leaver.events.at(-1)).toEqual({ event: 'close', data: { reason: 'revoked' } })
    expect(promoted.isEnded()).toBe(false)
    expect(promoted.events.map((event) => event.event)).not.toContain('revoked')
    promoted.close()
  })

  test('a project made private leaves its anonymous followers, not its members', async () => {
    const { owner, member, org, publicProject } = await team()
    const anonymous = await openStream([topicOf.project(publicProject.id)])
    const inside = await openStream([topicOf.project(publicProject.id)], { cookie: member.cookie })
    expect([anonymous.status, inside.status]).toEqual([200, 200])

    const access = await getProjectAccess(database.db, owner.viewer, org.slug, publicProject.slug)
    await updateProject(database.db, access, { visibility: 'private' })
    await emitLiveEventNow(database.db, topicOf.project(publicProject.id), 'feedback.created')
    await settle()
    await anonymous.done
    await until(
      () => inside.changesOn(topicOf.project(publicProject.id)).includes('feedback.created'),
      'member',
    )

    // The visibility change itself still reached the anonymous follower; nothing after it did.
    expect(anonymous.changesOn(topicOf.project(publicProject.id))).toEqual(['project.updated'])
    expect(anonymous.events.slice(-2).map((event) => event.event)).toEqual(['revoked', 'close'])
    expect(inside.isEnded()).toBe(false)
    inside.close()
  })

  test('deleting the organisation closes its topics on every stream', async () => {
    const { owner, member, org, privateProject } = await team()
    const stream = await openStream([topicOf.org(org.id), topicOf.project(privateProject.id)], {
      cookie: member.cookie,
    })
    const response = await t.request('/organization/delete', {
      body: { organizationId: org.id },
      cookie: owner.cookie,
    })
    expect(response.status, response.text).toBe(200)
    await settle()
    await stream.done
    expect(stream.events.at(-1)).toEqual({ event: 'close', data: { reason: 'revoked' } })
  })
})

describe('streams follow their session', () => {
  test('a revoked session ends its open stream (token and cookie); the other session keeps its own', async () => {
    const person = await f.newPerson('Two devices')
    const laptopCookie = person.cookie
    const phoneCookie = await signInAgain(person)
    const laptop = await sessionOf(laptopCookie)
    const token = issueLiveToken({ userId: person.id, sessionId: laptop.id }, TEST_SECRET)
    const byToken = await openStream([topicOf.user(person.id)], { token })
    const byCookie = await openStream([topicOf.user(person.id)], { cookie: laptopCookie })
    const phone = await openStream([topicOf.user(person.id)], { cookie: phoneCookie })
    expect([byToken.status, byCookie.status, phone.status]).toEqual([200, 200, 200])

    const response = await t.request('/revoke-session', {
      body: { token: laptop.token },
      cookie: phoneCookie,
    })
    expect(response.status, response.text).toBe(200)
    await settle()
    await Promise.all([byToken.done, byCookie.done])
    expect(byToken.events.at(-1)).toEqual({ event: 'close', data: { reason: 'session-ended' } })
    expect(byCookie.events.at(-1)).toEqual({ event: 'close', data: { reason: 'session-ended' } })
    expect(phone.isEnded()).toBe(false)

    // The token names a session that is gone: it opens nothing any more, though it has not expired.
    const again = await openStream([topicOf.user(person.id)], { token })
    expect(again.status).toBe(401)
    phone.close()
  })

  test('signing out ends the stream that session opened', async () => {
    const person = await f.newPerson('Signs out')
    const stream = await openStream([topicOf.user(person.id)], { cookie: person.cookie })
    expect(stream.status).toBe(200)
    const response = await t.request('/sign-out', { body: {}, cookie: person.cookie })
    expect(response.status, response.text).toBe(200)
    await settle()
    await stream.done
    expect(stream.events.at(-1)).toEqual({ event: 'close', data: { reason: 'session-ended' } })
  })

  test('a ban by a site admin ends the banned user’s streams', async () => {
    const admin = await f.newPerson('Admin', { siteRole: 'admin' })
    const person = await f.newPerson('Banned')
    const stream = await openStream([topicOf.user(person.id)], { cookie: person.cookie })
    const response = await t.request('/admin/ban-user', { body: { userId: person.id }, cookie: admin.cookie })
    expect(response.status, response.text).toBe(200)
    await settle()
    await stream.done
    expect(stream.events.at(-1)).toEqual({ event: 'close', data: { reason: 'session-ended' } })
  })

  test('a session that expires (no signal at all) is noticed by the sweep', async () => {
    const person = await f.newPerson('Expires')
    const stream = await openStream([topicOf.user(person.id)], { cookie: person.cookie })
    const current = await sessionOf(person.cookie)
    await database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.id, current.id))
    await settle()
    expect(stream.isEnded()).toBe(false)
    await live.guard.sweepSessions()
    await stream.done
    expect(stream.events.at(-1)).toEqual({ event: 'close', data: { reason: 'session-ended' } })
  })
})

test('the stream of a member is unaffected by changes to someone else', async () => {
  const { owner, member, stayer, org, privateProject } = await team()
  const stream: Stream = await openStream([topicOf.project(privateProject.id)], { cookie: stayer.cookie })
  await t.request('/organization/remove-member', {
    body: { memberIdOrEmail: member.email, organizationId: org.id },
    cookie: owner.cookie,
  })
  await emitLiveEventNow(database.db, topicOf.project(privateProject.id), 'feedback.created')
  await settle()
  await until(
    () => stream.changesOn(topicOf.project(privateProject.id)).includes('feedback.created'),
    'event',
  )
  expect(stream.events.map((event) => event.event)).not.toContain('revoked')
  stream.close()
})

test('a stream on another node is re-authorized too: the change reaches it through the outbox', async () => {
  // A second live service on the same database stands for a second app node: it shares nothing with the
  // first but the database, and the removal below is made through the auth API, not through either hub.
  const otherNode = await startLiveService({
    database,
    logger: pino({ level: 'silent' }),
    connectionString: testDatabaseUrlOf(database),
  })
  try {
    const { owner, member, org, privateProject } = await team()
    const url = new URL('/api/live', TEST_BASE_URL)
    url.searchParams.set('topics', topicOf.project(privateProject.id))
    const response = await handleLiveRequest(
      { auth: t.auth, database, live: otherNode, secret: TEST_SECRET },
      new Request(url, { headers: { cookie: member.cookie } }),
    )
    expect(response.status).toBe(200)
    const text = response.text()
    expect(otherNode.hub.connectionsOf(member.id)).toBe(1)
    const removed = await t.request('/organization/remove-member', {
      body: { memberIdOrEmail: member.email, organizationId: org.id },
      cookie: owner.cookie,
    })
    expect(removed.status, removed.text).toBe(200)
    otherNode.fanout.pump()
    const body = await text
    expect(body).toContain(`event: revoked\ndata: {"topics":["${topicOf.project(privateProject.id)}"]}`)
    expect(body).toContain('event: close\ndata: {"reason":"revoked"}')
    expect(otherNode.hub.connectionsOf(member.id)).toBe(0)
  } finally {
    await otherNode.stop()
  }
})
