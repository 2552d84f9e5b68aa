import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/server/db/client.server'
import { job } from '~/server/db/schema'
import { cancelJob, enqueueJob, type JobHandler, retryDelayMs, runDueJobs } from '~/server/jobs/queue.server'
import { createTestDatabase } from '../helpers/test-database'

let database: DatabaseHandle
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())
beforeEach(async () => {
  await database.db.delete(job)
})

const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1, 12, 0, seconds))
const jobs = () => database.db.select().from(job)

test('a key holds one waiting job: keep leaves its time, replace moves it', async () => {
  const db = database.db
  await enqueueJob(db, { kind: 'demo', key: 'k', runAt: at(10) })
  await enqueueJob(db, { kind: 'demo', key: 'k', runAt: at(50) })
  expect((await jobs()).map((row) => row.runAt.toISOString())).toEqual([at(10).toISOString()])
  await enqueueJob(db, { kind: 'demo', key: 'k', runAt: at(50), payload: { n: 2 }, onConflict: 'replace' })
  expect((await jobs()).map((row) => [row.runAt.toISOString(), row.payload])).toEqual([
    [at(50).toISOString(), { n: 2 }],
  ])
  await cancelJob(db, 'k')
  expect(await jobs()).toEqual([])
})

test('handlers run due jobs once; a later time is honoured; unknown kinds and throws are retried with back-off', async () => {
  const db = database.db
  const seen: string[] = []
  const handlers: Record<string, JobHandler> = {
    ok: async (row) => {
      seen.push(String(row.payload.name))
    },
    later: async () => ({ runAgainAt: at(300) }),
    broken: async () => {
      throw new Error('boom')
    },
  }
  await enqueueJob(db, { kind: 'ok', payload: { name: 'first' }, runAt: at(0) })
  await enqueueJob(db, { kind: 'ok', payload: { name: 'not yet' }, runAt: at(100) })
  await enqueueJob(db, { kind: 'later', key: 'later', runAt: at(0) })
  await enqueueJob(db, { kind: 'broken', key: 'broken', runAt: at(0) })
  await enqueueJob(db, { kind: 'nobody-knows', key: 'unknown', runAt: at(0) })

  expect(await runDueJobs(db, handlers, { now: at(1) })).toBe(4)
  expect(seen).toEqual(['first'])
  const rows = await jobs()
  const byKey = (key: string) => rows.find((row) => row.key === key)
  expect(byKey('later')?.runAt.toISOString()).toBe(at(300).toISOString())
  expect(byKey('later')?.attempts).toBe(0)
  expect(byKey('broken')).toMatchObject({ attempts: 1, lastError: 'boom', failedAt: null })
  expect(byKey('broken')?.runAt.getTime()).toBe(at(1).getTime() + retryDelayMs(1))
  expect(byKey('unknown')?.lastError).toContain('No handler')
  expect(rows.filter((row) => row.kind === 'ok')).toHaveLength(1)
})

test('after the last attempt a job is kept as failed and no longer run', async () => {
  const db = database.db
  let calls = 0
  await enqueueJob(db, { kind: 'broken', key: 'broken', runAt: at(0) })
  const handlers: Record<string, JobHandler> = {
    broken: async () => {
      calls++
      throw new Error('still broken')
    },
  }
  let now = at(1).getTime()
  for (let attempt = 0; attempt < 5; attempt++) {
    await runDueJobs(db, handlers, { now: new Date(now), maxAttempts: 3 })
    now += 2 * 60 * 60 * 1000
  }
  expect(calls).toBe(3)
  const [row] = await db.select().from(job).where(eq(job.key, 'broken'))
  expect(row?.failedAt).not.toBeNull()
  expect(row?.attempts).toBe(3)
})

test('work enqueued while its job runs is not lost: the job stays for another run', async () => {
  const db = database.db
  await enqueueJob(db, { kind: 'mail', key: 'mail:1', runAt: at(0) })
  let runs = 0
  const handlers: Record<string, JobHandler> = {
    mail: async () => {
      runs++
      if (runs === 1) await enqueueJob(db, { kind: 'mail', key: 'mail:1', runAt: at(60) })
    },
  }
  await runDueJobs(db, handlers, { now: at(1) })
  const [waiting] = await jobs()
  expect(waiting?.runAt.toISOString()).toBe(at(60).toISOString())
  expect(waiting?.lockedBy).toBeNull()
  await runDueJobs(db, handlers, { now: at(61) })
  expect(runs).toBe(2)
  expect(await jobs()).toEqual([])
})
