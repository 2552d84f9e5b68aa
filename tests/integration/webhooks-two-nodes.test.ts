/**
 * Two nodes delivering webhooks from one database (issue 39): each with its own connection pool and its own
 * workers, claiming from the same queue at once. In the steady state every event reaches every endpoint
 * exactly once, and a delivery whose node died mid-attempt is taken over when its lease ends. On PostgreSQL
 * the second node has a pool of its own; on PGlite (one process) both workers share the handle.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { webhookDataBuilder } from '~/api/v1/webhooks/webhook-data.server'
import { webhookJobHandlers } from '~/features/webhooks/server/delivery.server'
import { createWebhookEndpoint } from '~/features/webhooks/server/webhooks.server'
import { getOrganizationAccess } from '~/server/authz.server'
import { type Database, type DatabaseHandle, openDatabase } from '~/server/db/client.server'
import { job } from '~/server/db/schema'
import { JOB_QUEUE, runDueJobs } from '~/server/jobs/queue.server'
import { WEBHOOK_DELIVER_JOB, WEBHOOK_FANOUT_JOB } from '~/server/webhooks/emit.server'
import { createFeedbackWorld, type FeedbackWorld } from '../helpers/feedback-world'
import { testDatabaseUrlOf } from '../helpers/test-database'

const KINDS = [WEBHOOK_FANOUT_JOB, WEBHOOK_DELIVER_JOB]
let w: FeedbackWorld
let secondNode: DatabaseHandle | null = null
let server: http.Server
let baseUrl: string
const received: { path: string; id: string }[] = []

beforeAll(async () => {
  w = await createFeedbackWorld()
  const url = testDatabaseUrlOf(w.database)
  if (url) secondNode = await openDatabase({ kind: 'postgres', url, poolSize: 3 })
  server = http.createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      received.push({ path: request.url ?? '', id: String(request.headers['webhook-id']) })
      // A little latency, so that both nodes have work in flight at once.
      setTimeout(() => response.writeHead(204).end(), 5)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const access = await getOrganizationAccess(w.db, w.people.owner.viewer, w.org.slug)
  for (const path of ['/a', '/b']) {
    await createWebhookEndpoint(
      w.db,
      access,
      {
        url: `${baseUrl}${path}`,
        description: path,
        allEvents: true,
        eventTypes: [],
        projectIds: [],
        format: 'standard',
      },
      { allowPrivateNetworks: true },
    )
  }
}, 120_000)
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await secondNode?.close()
  await w?.database.close()
})

/** One node's worker: claims small batches until nothing is due. */
async function work(db: Database, now: Date, kinds: readonly string[] = KINDS) {
  const handlers = webhookJobHandlers({
    db,
    buildData: webhookDataBuilder('http://parley.test'),
    allowPrivateNetworks: true,
  })
  while ((await runDueJobs(db, handlers, { now, kinds, batchSize: 3 })) > 0) {}
}

test('each event reaches each endpoint once, with both nodes working at once', async () => {
  const items = []
  for (let index = 0; index < 12; index++) items.push(await w.post('member', `Two nodes ${index}`))
  const now = new Date()
  const nodes = [w.db, secondNode?.db ?? w.db]
  // Fan-outs first, then deliveries: both nodes on each, twice over, racing for the same rows.
  await Promise.all([...nodes, ...nodes].map((db) => work(db, now)))
  await Promise.all(nodes.map((db) => work(db, now)))
  const ids = new Set(received.map((entry) => entry.id))
  expect(ids.size).toBe(items.length)
  for (const path of ['/a', '/b']) {
    const here = received.filter((entry) => entry.path === path).map((entry) => entry.id)
    expect(here.length, path).toBe(items.length)
    expect(new Set(here).size, path).toBe(items.length)
  }
  expect(await w.db.select().from(job)).toHaveLength(0)
})

test('a delivery claimed by a node that died is delivered by the other when the lease ends', async () => {
  received.length = 0
  await w.post('member', 'Orphaned')
  const now = new Date()
  // The fan-out runs; then a node claims the deliveries and dies before answering (nothing settles them).
  await work(w.db, now, [WEBHOOK_FANOUT_JOB])
  expect(received).toHaveLength(0)
  await w.db.execute(`update job set locked_by = 'dead-node', locked_until = now() + interval '5 minutes',
    attempts = attempts + 1 where kind = '${WEBHOOK_DELIVER_JOB}'`)
  await work(secondNode?.db ?? w.db, now)
  expect(received).toHaveLength(0)
  await work(secondNode?.db ?? w.db, new Date(now.getTime() + JOB_QUEUE.leaseMs + 60_000))
  expect(received.map((entry) => entry.path).sort()).toEqual(['/a', '/b'])
})
