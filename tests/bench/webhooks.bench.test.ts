import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'
import pino from 'pino'
import { afterAll, expect, test } from 'vitest'
import { webhookDataBuilder } from '~/api/v1/webhooks/webhook-data.server'
import { startWebhookWorker } from '~/features/webhooks/server/delivery.server'
import { type DatabaseHandle, openDatabase } from '~/server/db/client.server'
import { organization, project, webhookEndpoint } from '~/server/db/schema'
import { emitWebhookEvent } from '~/server/webhooks/emit.server'
import { generateWebhookSecret } from '~/server/webhooks/signing.server'
import { benchDatabaseKind, createBenchDatabases } from './bench-database'
import { formatTable, ms, percentile } from './timing'

/**
 * `npm run bench:webhooks`, not part of `npm test`.
 *
 * Producers commit BENCH_WEBHOOK_RATE (1,000) webhook events a second for BENCH_WEBHOOK_SECONDS (5) s, each in a
 * transaction of its own (`emitWebhookEvent`, as a feature's write does), into an organisation with
 * BENCH_WEBHOOK_ENDPOINTS (10) enabled endpoints that all want every event. One node's webhook worker (the
 * app's: eight lanes, every 500 ms) fans them out and delivers them to a local receiver answering 204 at once.
 * Measured: the rate produced, the rate delivered, and per (event, endpoint) the time from the event's commit to
 * the first attempt's arrival at the receiver (p50, p99), over every delivery. PGlite, or BENCH_DATABASE_URL.
 */
const RATE = Number(process.env.BENCH_WEBHOOK_RATE ?? 1000)
const SECONDS = Number(process.env.BENCH_WEBHOOK_SECONDS ?? 5)
const ENDPOINTS = Number(process.env.BENCH_WEBHOOK_ENDPOINTS ?? 10)
/** How long the worker may take to drain after the producers stop. */
const DRAIN_MS = Number(process.env.BENCH_WEBHOOK_DRAIN_SECONDS ?? 300) * 1000

let handle: DatabaseHandle | undefined
/** On PostgreSQL the app's own pool of 10 connections (the bench databases' handle has one). */
let appPool: DatabaseHandle | undefined
afterAll(async () => {
  await appPool?.close()
  await handle?.close()
})

test(`webhooks: ${RATE} events/s for ${SECONDS} s to ${ENDPOINTS} endpoints (${benchDatabaseKind()})`, async () => {
  ;[handle] = await createBenchDatabases(['webhooks'])
  const url = (handle!.pool as unknown as { options?: { connectionString?: string } } | undefined)?.options
    ?.connectionString
  if (url) appPool = await openDatabase({ kind: 'postgres', url, poolSize: 10 })
  const db = (appPool ?? handle!).db
  const organizationId = crypto.randomUUID()
  await db
    .insert(organization)
    .values({ id: organizationId, name: 'Hooks', slug: 'hooks-bench', createdAt: new Date() })
  const [proj] = await db
    .insert(project)
    .values({ organizationId, slug: 'hooks', name: 'Hooks', visibility: 'public' })
    .returning({ id: project.id })

  const committedAt = new Map<string, number>()
  const firstAttempt: number[] = []
  const seen = new Set<string>()
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const arrived = performance.now()
      const subject = (JSON.parse(Buffer.concat(chunks).toString()) as { data: { feedback: { id: string } } })
        .data.feedback.id
      const key = `${request.url} ${subject}`
      const committed = committedAt.get(subject)
      if (!seen.has(key) && committed !== undefined) {
        seen.add(key)
        firstAttempt.push(arrived - committed)
      }
      response.writeHead(204).end()
    })
  })
  server.keepAliveTimeout = 1
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  await db.insert(webhookEndpoint).values(
    Array.from({ length: ENDPOINTS }, (_, index) => ({
      organizationId,
      url: `${base}/endpoint-${index}`,
      allEvents: true,
      secret: generateWebhookSecret(),
    })),
  )

  const worker = startWebhookWorker({
    db,
    buildData: webhookDataBuilder('http://parley.bench'),
    allowPrivateNetworks: true,
    logger: pino({ level: 'silent' }),
  })
  const total = RATE * SECONDS
  const started = performance.now()
  let produced = 0
  // Paced producers: event n is due at n / RATE seconds; a few transactions in flight at once.
  const producer = async () => {
    while (produced < total) {
      const n = produced++
      const due = started + (n * 1000) / RATE
      const wait = due - performance.now()
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      const subject = `item-${n}`
      await db.transaction((tx) =>
        emitWebhookEvent(tx, {
          organizationId,
          projectId: proj!.id,
          type: 'feedback.created',
          subject: { kind: 'feedback_item', id: subject },
          actorId: null,
          facts: { feedback: { id: subject, title: `Event ${n}` } },
        }),
      )
      committedAt.set(subject, performance.now())
    }
  }
  await Promise.all(Array.from({ length: 8 }, producer))
  const producedMs = performance.now() - started
  const expected = total * ENDPOINTS
  const deadline = performance.now() + DRAIN_MS
  while (firstAttempt.length < expected && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const deliveredMs = performance.now() - started
  await worker.stop()
  await new Promise((resolve) => server.close(resolve))

  const sorted = [...firstAttempt].sort((a, b) => a - b)
  const rows = [
    ['events produced', String(total), `${Math.round((total / producedMs) * 1000)}/s`],
    [
      'deliveries (first attempts)',
      `${firstAttempt.length} of ${expected}`,
      `${Math.round((firstAttempt.length / deliveredMs) * 1000)}/s`,
    ],
    ['commit → first attempt p50', ms(percentile(sorted, 0.5)), ''],
    ['commit → first attempt p99', ms(percentile(sorted, 0.99)), ''],
    ['commit → first attempt max', ms(sorted.at(-1) ?? Number.NaN), ''],
  ]
  console.log(
    `\nWebhooks (${benchDatabaseKind()}, ${ENDPOINTS} endpoints)\n${formatTable(['', 'count', 'rate'], rows)}`,
  )
  expect(firstAttempt.length).toBe(expected)
})
