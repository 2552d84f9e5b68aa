import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { topicOf } from '~/lib/live-topics'
import { signInByApi } from '../e2e/support'
import { type AppServer, startAppServer } from '../helpers/app-server'
import { setupBrowser, waitForHydration } from '../helpers/browser'
import { callServerFn, demoIds, openSse, signIn } from '../helpers/live-http'
import { onServer } from '../helpers/test-database-template'

/**
 * Two app processes (production build) on one PostgreSQL database. A change made through node
 * A reaches an SSE client of node B, and a client whose node dies resumes on another node with Last-Event-ID.
 * Needs TEST_DATABASE_URL (CI sets it); a fresh database is created for the file and dropped afterwards.
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? ''
const SECRET = `two-nodes-secret-${randomBytes(16).toString('hex')}`

describe.skipIf(!serverUrl)('two nodes on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  const browser = setupBrowser()
  const name = `parley_live_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  const servers: AppServer[] = []
  let databaseUrl: string
  let nodeA: AppServer
  let nodeB: AppServer
  let cookie: string
  let ids: Awaited<ReturnType<typeof demoIds>>

  async function startNode(seed: boolean) {
    const node = await startAppServer({
      env: {
        DATABASE_URL: databaseUrl,
        BETTER_AUTH_SECRET: SECRET,
        SEED_DEMO: String(seed),
        RATE_LIMIT_ENABLED: 'false',
        // Kept pages never expire during the file: only the other node's change can clear them.
        PAGE_CACHE_SECONDS: '600',
      },
    })
    servers.push(node)
    return node
  }

  beforeAll(async () => {
    await onServer(serverUrl, `CREATE DATABASE "${name}"`)
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    // One after the other: the first migrates and seeds the demo content.
    nodeA = await startNode(true)
    nodeB = await startNode(false)
    cookie = await signIn(nodeA.url)
    ids = await demoIds(nodeB.url, await signIn(nodeB.url))
  })

  afterAll(async () => {
    for (const node of servers) {
      if (node.child.exitCode === null && node.child.signalCode === null) node.child.kill('SIGTERM')
    }
    await Promise.all(servers.map((node) => node.exited))
    for (const node of servers) fs.rmSync(node.dataDir, { recursive: true, force: true })
    await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  })

  test('a rename made in the browser against node A reaches an SSE client of node B', async () => {
    // A member's stream: the organisation's topic is its members'.
    const onB = await openSse(
      nodeB.url,
      { topics: [topicOf.org(ids.orgId), topicOf.project(ids.publicProjectId)].join(',') },
      { cookie },
    )
    try {
      expect(onB.status).toBe(200)
      const anonymousPageOnB = async () => {
        const response = await fetch(`${nodeB.url}/@demo/public-roadmap/feedback`)
        return { cache: response.headers.get('x-page-cache'), html: await response.text() }
      }
      await anonymousPageOnB()
      expect((await anonymousPageOnB()).cache).toBe('hit')
      const page = await browser.newPage()
      await signInByApi(page, nodeA.url)
      await page.goto(`${nodeA.url}/@demo/public-roadmap/settings`)
      await waitForHydration(page, 'form[aria-label="Project settings"]')
      const form = page.getByRole('form', { name: 'Project settings' })
      await form.getByLabel('Project name').fill('Roadmap renamed on node A')
      await form.getByRole('button', { name: 'Save changes' }).click()
      await page
        .locator('[data-sonner-toast][data-type="success"]')
        .filter({ hasText: 'Project saved' })
        .waitFor()

      await onB.waitFor(() => onB.changes().length >= 2, 'both announcements on node B')
      expect(onB.changes().map((event) => event.change)).toEqual([
        {
          topic: topicOf.org(ids.orgId),
          type: 'project.updated',
          payload: { projectId: ids.publicProjectId },
          at: expect.any(Number),
        },
        {
          topic: topicOf.project(ids.publicProjectId),
          type: 'project.updated',
          payload: { slug: 'public-roadmap' },
          at: expect.any(Number),
        },
      ])
      // And node B serves the new name: the change is in the shared database, not only in the event.
      const details = await callServerFn<{ name: string }>(
        nodeB.url,
        'getProjectFn',
        { orgSlug: 'demo', slug: 'public-roadmap' },
        { method: 'GET' },
      )
      expect(details.name).toBe('Roadmap renamed on node A')
      // Node B's kept copy of the public page went with the events: its next anonymous visitor sees the name.
      const afterRename = await anonymousPageOnB()
      expect(afterRename.cache).toBe('miss')
      expect(afterRename.html).toContain('Roadmap renamed on node A')
    } finally {
      onB.close()
    }
  })

  test("a change through the auth API's own endpoint on node B reaches node A's subscriber", async () => {
    const onA = await openSse(nodeA.url, { topics: topicOf.org(ids.orgId) }, { cookie })
    try {
      const response = await fetch(`${nodeB.url}/api/auth/organization/update`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: nodeB.url, cookie },
        body: JSON.stringify({ organizationId: ids.orgId, data: { name: 'Demo Team, renamed on B' } }),
      })
      expect(response.status, await response.text()).toBe(200)
      await onA.waitFor(
        () => onA.changes().some((event) => event.change.type === 'organization.updated'),
        'organization.updated on node A',
      )
    } finally {
      onA.close()
    }
  })

  test('a subscriber whose node is killed resumes on another node with Last-Event-ID, missing nothing', async () => {
    const topics = topicOf.project(ids.publicProjectId)
    const rename = (label: string) =>
      callServerFn(
        nodeA.url,
        'updateProjectFn',
        { orgSlug: 'demo', slug: 'public-roadmap', changes: { name: `Roadmap ${label}` } },
        { cookie },
      )
    const victim = await startNode(false)
    const onVictim = await openSse(victim.url, { topics })
    const watcher = await openSse(nodeA.url, { topics })
    try {
      await rename('before the crash')
      await onVictim.waitFor(() => onVictim.changes().length >= 1, 'the first rename on the victim')
      const lastSeen = onVictim.changes().at(-1)!.id!

      victim.child.kill('SIGKILL')
      await victim.exited
      expect(await onVictim.ended).toBe('error')
      for (const label of ['while down 1', 'while down 2', 'while down 3']) await rename(label)
      await watcher.waitFor(() => watcher.changes().length >= 4, 'the renames on the watcher')

      const resumed = await openSse(nodeB.url, { topics }, { 'Last-Event-ID': lastSeen })
      try {
        await resumed.waitFor(() => resumed.changes().length >= 3, 'the replay on node B')
        await rename('after the resume')
        await resumed.waitFor(() => resumed.changes().length >= 4, 'the live event on node B')
        await watcher.waitFor(() => watcher.changes().length >= 5, 'the last rename on the watcher')
        await new Promise((resolve) => setTimeout(resolve, 100))
        const expected = watcher
          .changes()
          .map((event) => event.id)
          .filter((id) => Number(id) > Number(lastSeen))
        expect(resumed.changes().map((event) => event.id)).toEqual(expected)
      } finally {
        resumed.close()
      }
    } finally {
      onVictim.close()
      watcher.close()
    }
  })
})
