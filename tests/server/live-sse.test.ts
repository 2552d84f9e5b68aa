import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { topicOf } from '~/lib/live-topics'
import { setupAppServer, signInByApi } from '../e2e/support'
import { type AppServer, startAppServer } from '../helpers/app-server'
import { setupBrowser, waitForHydration } from '../helpers/browser'
import { callServerFn, demoIds, openSse, type SseClient, signIn } from '../helpers/live-http'

/**
 * GET /api/live on the production build (PGlite). Changes are made through the app
 * itself: the project settings form in a real browser, or the same server function over HTTP.
 */
const server = setupAppServer()
const browser = setupBrowser()

let cookie: string
let ids: Awaited<ReturnType<typeof demoIds>>
/** Open for the whole file, anonymous, on the public project: sees every change, and the heartbeat. */
let observer: SseClient
let observerOpenedAt: number
let renames = 0

beforeAll(async () => {
  cookie = await signIn(server().url)
  ids = await demoIds(server().url, cookie)
  observer = await openSse(server().url, { topics: topicOf.project(ids.publicProjectId) })
  observerOpenedAt = Date.now()
  expect(observer.status).toBe(200)
})
afterAll(() => observer?.close())

/** Renames the public project through the app's server function (as the settings form does). */
async function renamePublicProject() {
  renames++
  await callServerFn(
    server().url,
    'updateProjectFn',
    { orgSlug: 'demo', slug: 'public-roadmap', changes: { name: `Roadmap rename ${renames}` } },
    { cookie },
  )
}

describe('GET /api/live', () => {
  test('an anonymous visitor on a public project topic gets the rename made in the settings page', async () => {
    const anonymous = await openSse(server().url, { topics: topicOf.project(ids.publicProjectId) })
    try {
      expect(anonymous.status).toBe(200)
      const page = await browser.newPage()
      await signInByApi(page, server().url)
      await page.goto(`${server().url}/@demo/public-roadmap/settings`)
      await waitForHydration(page, 'form[aria-label="Project settings"]')
      const form = page.getByRole('form', { name: 'Project settings' })
      await form.getByLabel('Project name').fill('Roadmap, renamed in the browser')
      await form.getByRole('button', { name: 'Save changes' }).click()
      await page
        .locator('[data-sonner-toast][data-type="success"]')
        .filter({ hasText: 'Project saved' })
        .waitFor()

      await anonymous.waitFor((events) => events.some((event) => event.event === 'change'), 'the rename')
      const [change] = anonymous.changes()
      expect(change!.change).toEqual({
        topic: topicOf.project(ids.publicProjectId),
        type: 'project.updated',
        payload: { slug: 'public-roadmap' },
        at: expect.any(Number),
      })
      // The time the change was written, in epoch ms: recent.
      expect(Math.abs(Date.now() - change!.change!.at)).toBeLessThan(60_000)
      expect(change!.id).toMatch(/^\d+$/)
    } finally {
      anonymous.close()
    }
  })

  test('the response is an uncached event stream', async () => {
    const response = await fetch(`${server().url}/api/live?topics=${topicOf.project(ids.publicProjectId)}`)
    try {
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
      expect(response.headers.get('cache-control')).toBe('no-store')
    } finally {
      await response.body?.cancel()
    }
  })

  test('400 for a missing, malformed or unknown topic', async () => {
    for (const topics of [
      '',
      'bogus:1',
      'project:',
      'project',
      'project:a b',
      `project:${'x'.repeat(101)}`,
    ]) {
      const response = await fetch(`${server().url}/api/live?topics=${encodeURIComponent(topics)}`)
      expect(response.status, topics).toBe(400)
      await response.arrayBuffer()
    }
    const tooMany = Array.from({ length: 51 }, (_, index) => topicOf.project(`p${index}`)).join(',')
    expect((await fetch(`${server().url}/api/live?topics=${tooMany}`)).status).toBe(400)
  })

  test('404 for a private project topic as anonymous, the same answer as for a made-up id; in a mix, named as revoked', async () => {
    const privateTopic = await fetch(
      `${server().url}/api/live?topics=${topicOf.project(ids.privateProjectId)}`,
    )
    const madeUp = await fetch(`${server().url}/api/live?topics=${topicOf.project('made-up-project-id')}`)
    expect(privateTopic.status).toBe(404)
    expect(madeUp.status).toBe(404)
    expect(await privateTopic.text()).toBe(await madeUp.text())
    // Readable and unreadable together: the stream opens with the readable one and names the others as
    // revoked at once, a made-up topic exactly as a private one (a page that has just deleted a project
    // reconnects with its topics and keeps the rest of its stream).
    const privateTopic2 = topicOf.project(ids.privateProjectId)
    const madeUpTopic = topicOf.project('made-up-project-id')
    const mixed = await openSse(server().url, {
      topics: [topicOf.project(ids.publicProjectId), privateTopic2, madeUpTopic].join(','),
    })
    try {
      expect(mixed.status).toBe(200)
      const [revoked] = (
        await mixed.waitFor((events) => events.some((e) => e.event === 'revoked'), 'revoked')
      ).filter((event) => event.event === 'revoked')
      expect(JSON.parse(revoked?.data ?? '{}')).toEqual({ topics: [privateTopic2, madeUpTopic] })
    } finally {
      mixed.close()
    }
    // Someone else's user topic, likewise.
    expect((await fetch(`${server().url}/api/live?topics=${topicOf.user('someone-else')}`)).status).toBe(404)
  })

  test('the member may follow the private project: by session cookie, and by live token', async () => {
    const byCookie = await openSse(
      server().url,
      { topics: topicOf.project(ids.privateProjectId) },
      { cookie },
    )
    byCookie.close()
    expect(byCookie.status).toBe(200)
    const { token } = await callServerFn<{ token: string }>(server().url, 'getViewerIdentity', undefined, {
      method: 'GET',
      cookie,
    })
    expect(token).toBeTruthy()
    const byToken = await openSse(server().url, { topics: topicOf.project(ids.privateProjectId), token })
    byToken.close()
    expect(byToken.status).toBe(200)
  })

  test('401 for a forged or tampered token (never downgraded to anonymous)', async () => {
    const topics = topicOf.project(ids.publicProjectId)
    const { token } = await callServerFn<{ token: string }>(server().url, 'getViewerIdentity', undefined, {
      method: 'GET',
      cookie,
    })
    const [user, expires, signature] = token.split('.') as [string, string, string]
    const forged = [
      'forged',
      'a.b.c',
      `${Buffer.from('someone-else').toString('base64url')}.${expires}.${signature}`,
      `${user}.${Number(expires) + 3600}.${signature}`,
    ]
    for (const value of forged) {
      const response = await fetch(
        `${server().url}/api/live?topics=${topics}&token=${encodeURIComponent(value)}`,
      )
      expect(response.status, value).toBe(401)
      await response.arrayBuffer()
    }
    const bearer = await fetch(`${server().url}/api/live?topics=${topics}`, {
      headers: { Authorization: 'Bearer forged.token.value' },
    })
    expect(bearer.status).toBe(401)
    await bearer.arrayBuffer()
  })

  test('429 past the per-user connection limit (20 per node); a closed stream frees its place', async () => {
    const topics = topicOf.project(ids.publicProjectId)
    // A new account, so that no other connection (a browser tab of an earlier test) counts against it.
    const user = `live-${Date.now().toString(36)}`
    const signUp = await fetch(`${server().url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server().url },
      body: JSON.stringify({
        name: 'Live Tester',
        email: `${user}@example.com`,
        password: `pw-${user}-long-enough`,
      }),
    })
    expect(signUp.status, await signUp.text()).toBe(200)
    const cookie = signUp.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ')
    const open: SseClient[] = []
    try {
      for (let index = 0; index < 20; index++) {
        const stream = await openSse(server().url, { topics }, { cookie })
        open.push(stream)
        expect(stream.status).toBe(200)
      }
      const refused = await fetch(`${server().url}/api/live?topics=${topics}`, { headers: { cookie } })
      expect(refused.status).toBe(429)
      await refused.arrayBuffer()
      // Anonymous visitors are not counted against the user.
      const anonymous = await openSse(server().url, { topics })
      anonymous.close()
      expect(anonymous.status).toBe(200)

      open.pop()?.close()
      const deadline = Date.now() + 5000
      let again: SseClient | undefined
      while (Date.now() < deadline) {
        again = await openSse(server().url, { topics }, { cookie })
        if (again.status === 200) break
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect(again?.status).toBe(200)
      if (again) open.push(again)
    } finally {
      for (const stream of open) stream.close()
    }
  })

  test('Last-Event-ID: a reconnect gets exactly the missed events, then live ones, none twice', async () => {
    // A member's stream (the organisation's topic is its members'), on two topics.
    const topics = [topicOf.org(ids.orgId), topicOf.project(ids.publicProjectId)].join(',')
    const first = await openSse(server().url, { topics }, { cookie })
    await renamePublicProject()
    // One rename announces on both topics.
    await first.waitFor(() => first.changes().length >= 2, 'the first rename')
    first.close()
    const lastSeen = first.changes().at(-1)!.id!

    // Missed while disconnected.
    const observedBefore = observer.changes().length
    for (let n = 0; n < 3; n++) await renamePublicProject()
    await observer.waitFor(() => observer.changes().length >= observedBefore + 3, 'the observer')

    const byHeader = await openSse(server().url, { topics }, { cookie, 'Last-Event-ID': lastSeen })
    const byQuery = await openSse(server().url, { topics, lastEventId: lastSeen }, { cookie })
    try {
      for (const stream of [byHeader, byQuery]) {
        await stream.waitFor(() => stream.changes().length >= 6, 'the replay')
      }
      await renamePublicProject()
      for (const stream of [byHeader, byQuery]) {
        await stream.waitFor(() => stream.changes().length >= 8, 'the live events after the replay')
        await new Promise((resolve) => setTimeout(resolve, 100))
        const received = stream.changes()
        const receivedIds = received.map((event) => Number(event.id))
        expect(receivedIds).toHaveLength(8)
        expect(new Set(receivedIds).size).toBe(8)
        expect(receivedIds.every((id, index) => index === 0 || id > receivedIds[index - 1]!)).toBe(true)
        expect(receivedIds[0]).toBeGreaterThan(Number(lastSeen))
        // Four renames, each on both topics.
        expect(received.filter((event) => event.change.topic === topicOf.org(ids.orgId))).toHaveLength(4)
        // The project-topic events are exactly those the always-connected observer saw after lastSeen.
        const observed = observer
          .changes()
          .filter((event) => Number(event.id) > Number(lastSeen))
          .map((event) => Number(event.id))
        expect(
          received
            .filter((event) => event.change.topic === topicOf.project(ids.publicProjectId))
            .map((event) => Number(event.id)),
        ).toEqual(observed)
      }
    } finally {
      byHeader.close()
      byQuery.close()
    }
  })

  test('`id:` on every change event; the heartbeat (event: ping) arrives within 20 s', async () => {
    const waited = Date.now() - observerOpenedAt
    await observer.waitFor(
      (events) => events.some((event) => event.event === 'ping'),
      'a ping',
      Math.max(0, 22_000 - waited),
    )
    const changes = observer.events.filter((event) => event.event === 'change')
    expect(changes.length).toBeGreaterThanOrEqual(5)
    for (const event of changes) expect(event.id).toMatch(/^\d+$/)
    const ids = changes.map((event) => Number(event.id))
    expect(new Set(ids).size).toBe(ids.length)
    // Control events carry no id, so they never move a client's Last-Event-ID.
    for (const event of observer.events.filter((event) => event.event !== 'change')) {
      expect(event.id).toBeUndefined()
    }
  }, 30_000)
})

describe('shutdown', () => {
  let own: AppServer | undefined
  afterAll(async () => {
    if (own && own.child.exitCode === null && own.child.signalCode === null) own.child.kill('SIGKILL')
    if (own) fs.rmSync(own.dataDir, { recursive: true, force: true })
  })

  test('SIGTERM with a live stream open: the stream is closed cleanly and the process exits 0 within 5 s', async () => {
    own = await startAppServer({ env: { RATE_LIMIT_ENABLED: 'false' } })
    const ownCookie = await signIn(own.url)
    const ownIds = await demoIds(own.url, ownCookie)
    const stream = await openSse(own.url, { topics: topicOf.project(ownIds.publicProjectId) })
    expect(stream.status).toBe(200)
    const stoppedAt = Date.now()
    own.child.kill('SIGTERM')
    const code = await Promise.race([
      own.exited,
      new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 5000).unref()),
    ])
    expect(code).toBe(0)
    expect(Date.now() - stoppedAt).toBeLessThan(5000)
    // The server said goodbye and ended the stream; it did not just drop the connection.
    expect(await stream.ended).toBe('clean')
    expect(stream.events.map((event) => event.event)).toContain('close')
  })
})
