import { Readable } from 'node:stream'
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  PROGRESS_LIVE_MS,
  runTransfer,
  TRANSFER_CHANGED,
  TransferDeferral,
  TransferRefusal,
} from '~/features/transfers/server/runs.server'
import {
  listArchiveImports,
  listPersonalExports,
  listProjectExports,
  startArchiveImport,
  startPersonalExport,
  startProjectExport,
} from '~/features/transfers/server/transfers.server'
import { type LiveTopic, parseTopic, topicOf } from '~/lib/live-topics'
import { getOrganizationAccess, getProjectAccess, topicsViewerMayRead } from '~/server/authz.server'
import { liveEvent } from '~/server/db/schema'
import { type Org, outcome, type Person } from '../helpers/test-orgs'
import { createTransfersWorld, type TransfersWorld } from '../helpers/transfers-world'

/**
 * A run's live events: where its progress and end go (the topic of those who may see it, and no other), how
 * often, and who may follow those topics; and the lists themselves refused to outsiders.
 */
let w: TransfersWorld
const people: Record<'admin' | 'member' | 'outsider', Person> = {} as never
let other: Org

beforeAll(async () => {
  w = await createTransfersWorld()
  const demo = { id: w.demo.org.id, slug: w.demo.org.slug, name: w.demo.org.name }
  for (const role of ['admin', 'member', 'outsider'] as const) people[role] = await w.f.newPerson(role)
  await w.f.addMember(demo, people.admin, 'admin')
  await w.f.addMember(demo, people.member, 'member')
  other = await w.f.createOrganization(people.outsider, 'Elsewhere')
}, 120_000)
afterAll(() => w?.close())

async function lastEventId() {
  const [row] = await w.db.select({ id: sql<number>`coalesce(max(${liveEvent.id}), 0)` }).from(liveEvent)
  return Number(row?.id ?? 0)
}

/** The run's live events since `after`, and every topic any transfer event went to meanwhile. */
async function eventsOf(runId: string, after: number) {
  const rows = await w.db
    .select({ topic: liveEvent.topic, type: liveEvent.type, payload: liveEvent.payload })
    .from(liveEvent)
    .where(and(gt(liveEvent.id, after), eq(liveEvent.type, TRANSFER_CHANGED)))
    .orderBy(asc(liveEvent.id))
  const mine = rows.filter((row) => (row.payload as { id?: string }).id === runId)
  return {
    topics: [...new Set(mine.map((row) => row.topic))],
    statuses: mine.map((row) => (row.payload as { status: string }).status),
    elsewhere: rows.filter((row) => (row.payload as { id?: string }).id !== runId),
  }
}

describe('a run’s live events', () => {
  test('a project export: progress and its end on the project’s transfers topic only', async () => {
    const access = await getProjectAccess(w.db, w.dana, w.demo.org.slug, w.demo.project.slug)
    const run = await startProjectExport(w.db, access)
    const before = await lastEventId()
    await w.run(run.id)
    const events = await eventsOf(run.id, before)
    expect(events.topics).toEqual([topicOf.transfers(w.demo.projectId)])
    expect(events.statuses[0]).toBe('running')
    expect(events.statuses.at(-1)).toBe('done')
    expect(events.elsewhere).toEqual([])
  })

  test('a person’s own data: on their own topic, not on another person’s nor the organisation’s', async () => {
    const run = await startPersonalExport(w.db, w.dana)
    const before = await lastEventId()
    await w.run(run.id)
    const events = await eventsOf(run.id, before)
    expect(events.topics).toEqual([topicOf.user(w.dana.userId)])
    expect(events.statuses.at(-1)).toBe('done')
  })

  test('an archive import: on its organisation’s org-transfers topic, not on another organisation’s', async () => {
    const access = await getOrganizationAccess(w.db, people.outsider.viewer, other.slug)
    const run = await startArchiveImport(w.db, w.storage, access, Readable.from([Buffer.from('not a zip')]), {
      fileName: 'broken.zip',
    })
    const before = await lastEventId()
    await w.run(run.id)
    const events = await eventsOf(run.id, before)
    expect(events.topics).toEqual([topicOf.orgTransfers(other.id)])
    // A bad archive ends failed, and says so live too.
    expect(events.statuses.at(-1)).toBe('failed')
  })

  test('progress is announced at most about twice a second; a deferral and a refusal are announced', async () => {
    const access = await getProjectAccess(w.db, w.dana, w.demo.org.slug, w.demo.project.slug)
    const calls = 40
    let step = 0
    const deps = {
      ...w.deps,
      runners: {
        'export/archive': async (
          context: Parameters<NonNullable<(typeof w.deps.runners)['export/archive']>>[0],
        ) => {
          step += 1
          if (step === 1) {
            for (let done = 1; done <= calls; done += 1) await context.progress(done, calls, { done })
            throw new TransferDeferral(new Date())
          }
          throw new TransferRefusal('Refused on purpose')
        },
      },
    }
    const run = await startProjectExport(w.db, access)
    const before = await lastEventId()
    const started = Date.now()
    const first = await runTransfer(deps, run.id, 0)
    const elapsed = Date.now() - started
    expect(first?.runAgainAt).toBeInstanceOf(Date)
    const deferred = await eventsOf(run.id, before)
    // The claim, the progress (throttled), and the pause.
    const progressEvents = deferred.statuses.length - 2
    expect(progressEvents).toBeGreaterThanOrEqual(1)
    expect(progressEvents).toBeLessThanOrEqual(Math.ceil(elapsed / PROGRESS_LIVE_MS) + 1)
    expect(progressEvents).toBeLessThan(calls)
    expect(deferred.statuses.every((status) => status === 'running')).toBe(true)
    await runTransfer(deps, run.id, 0)
    const ended = await eventsOf(run.id, before)
    expect(ended.topics).toEqual([topicOf.transfers(w.demo.projectId)])
    expect(ended.statuses.at(-1)).toBe('failed')
  })
})

describe('who may follow the runs’ topics', () => {
  async function mayRead(viewer: Person['viewer'], topic: string) {
    const [verdict] = await topicsViewerMayRead(w.db, viewer, [parseTopic(topic) as LiveTopic])
    return verdict
  }

  test('a project’s transfers topic: its owners and admins; not its members, not outsiders', async () => {
    const topic = topicOf.transfers(w.demo.projectId)
    expect(parseTopic(topic)).toEqual({ kind: 'transfers', id: w.demo.projectId })
    expect({
      owner: await mayRead(w.dana, topic),
      admin: await mayRead(people.admin.viewer, topic),
      member: await mayRead(people.member.viewer, topic),
      outsider: await mayRead(people.outsider.viewer, topic),
    }).toEqual({ owner: true, admin: true, member: false, outsider: false })
  })

  test('an organisation’s org-transfers topic: those who may import projects there, nobody else', async () => {
    const topic = topicOf.orgTransfers(w.demo.org.id)
    expect({
      owner: await mayRead(w.dana, topic),
      admin: await mayRead(people.admin.viewer, topic),
      member: await mayRead(people.member.viewer, topic),
      outsider: await mayRead(people.outsider.viewer, topic),
      otherOwner: await mayRead(people.outsider.viewer, topicOf.orgTransfers(other.id)),
      ownerElsewhere: await mayRead(w.dana, topicOf.orgTransfers(other.id)),
    }).toEqual({
      owner: true,
      admin: true,
      member: false,
      outsider: false,
      otherOwner: true,
      ownerElsewhere: false,
    })
  })

  test('a person’s own topic is theirs alone', async () => {
    expect(await mayRead(w.dana, topicOf.user(w.dana.userId))).toBe(true)
    expect(await mayRead(people.admin.viewer, topicOf.user(w.dana.userId))).toBe(false)
  })
})

describe('the lists', () => {
  test('an outsider’s read of a private project’s exports or a hidden organisation’s archive imports is NOT FOUND', async () => {
    const demo = { id: w.demo.org.id, slug: w.demo.org.slug, name: w.demo.org.name }
    const secret = await w.f.insertProject(demo, 'private')
    const exportsOf = async (viewer: Person['viewer']) =>
      outcome(async () =>
        listProjectExports(w.db, await getProjectAccess(w.db, viewer, demo.slug, secret.slug)),
      )
    const archiveImportsOf = async (viewer: Person['viewer'], slug: string) =>
      outcome(async () => listArchiveImports(w.db, await getOrganizationAccess(w.db, viewer, slug)))
    expect({
      owner: await exportsOf(w.dana),
      member: await exportsOf(people.member.viewer),
      outsider: await exportsOf(people.outsider.viewer),
    }).toEqual({ owner: 'ok', member: 'FORBIDDEN', outsider: 'NOT_FOUND' })
    // The other organisation has no public project: to the demo's owner it does not exist.
    expect({
      owner: await archiveImportsOf(people.outsider.viewer, other.slug),
      outsider: await archiveImportsOf(w.dana, other.slug),
      member: await archiveImportsOf(people.member.viewer, demo.slug),
    }).toEqual({ owner: 'ok', outsider: 'NOT_FOUND', member: 'FORBIDDEN' })
    // A person's own list holds only their own runs.
    expect(await listPersonalExports(w.db, people.admin.viewer)).toEqual([])
  })
})
