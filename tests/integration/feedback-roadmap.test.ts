import { and, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getRoadmap, moveRoadmapCard } from '~/features/feedback/roadmap/roadmap.server'
import { listTimeline } from '~/features/feedback/server/item-detail.server'
import { setFeedbackStatus } from '~/features/feedback/server/items.server'
import { feedbackItem } from '~/server/db/schema'
import { createFeedbackWorld, type FeedbackWorld } from '../helpers/feedback-world'
import { outcome } from '../helpers/test-orgs'

let w: FeedbackWorld
beforeAll(async () => {
  w = await createFeedbackWorld()
}, 120_000)
afterAll(() => w.close())

async function statusIds() {
  const statuses = await w.statusesOf()
  const id = (name: string) => {
    const found = statuses.find((status) => status.name === name)
    if (!found) throw new Error(`no status ${name}`)
    return found.id
  }
  return { open: id('Open'), planned: id('Planned'), inProgress: id('In progress'), complete: id('Complete') }
}

const titles = (columns: Awaited<ReturnType<typeof getRoadmap>>, name: string) =>
  columns.find((column) => column.status.name === name)?.cards.map((card) => card.title)

describe('roadmap', () => {
  test('columns are the statuses shown on the roadmap, cards ordered by votes until ordered by hand', async () => {
    const s = await statusIds()
    const owner = await w.access('owner')
    const a = await w.post('owner', 'Roadmap A')
    const b = await w.post('member', 'Roadmap B')
    const c = await w.post('member', 'Roadmap C')
    for (const item of [a, b, c]) await setFeedbackStatus(w.db, owner, item.id, { statusId: s.planned })
    // The most wanted card leads (the stored count, as votes would leave it).
    await w.db.update(feedbackItem).set({ voteCount: 5 }).where(eq(feedbackItem.id, c.id))

    let columns = await getRoadmap(w.db, await w.access('anonymous'), {})
    expect(columns.map((column) => column.status.name)).toEqual(['Planned', 'In progress', 'Complete'])
    expect(titles(columns, 'Planned')?.[0]).toBe('Roadmap C')
    expect(columns.find((column) => column.status.name === 'Planned')?.ordered).toBe(false)

    // A moves to the top of Planned by hand: the column keeps that order from now on.
    const firstId = (await getRoadmap(w.db, owner, {}))[0]?.cards[0]?.id ?? null
    await moveRoadmapCard(w.db, owner, { itemId: a.id, statusId: s.planned, beforeId: firstId })
    columns = await getRoadmap(w.db, owner, {})
    expect(titles(columns, 'Planned')?.slice(0, 2)).toEqual(['Roadmap A', 'Roadmap C'])
    expect(columns.find((column) => column.status.name === 'Planned')?.ordered).toBe(true)
  })

  test('moving to another column is a status change with its timeline entry, and is announced', async () => {
    const s = await statusIds()
    const owner = await w.access('owner')
    const item = await w.post('member', 'Roadmap move me')
    await setFeedbackStatus(w.db, owner, item.id, { statusId: s.planned })
    const since = await w.lastLiveEventId()
    await moveRoadmapCard(w.db, owner, { itemId: item.id, statusId: s.inProgress, beforeId: null })
    expect((await w.itemRow(item.id)).statusId).toBe(s.inProgress)
    const columns = await getRoadmap(w.db, owner, {})
    expect(titles(columns, 'In progress')?.at(-1)).toBe('Roadmap move me')
    const timeline = await listTimeline(w.db, owner, item.id)
    expect(timeline.at(-1)).toMatchObject({ kind: 'status', fromStatus: 'Planned', toStatus: 'In progress' })
    const events = await w.liveEventsSince(since)
    expect(events.map((event) => event.type)).toContain('feedback.roadmap')
  })

  test('a card whose status changes elsewhere leaves its hand-set place in the old column behind', async () => {
    const s = await statusIds()
    const owner = await w.access('owner')
    const placed = await w.post('member', 'Placed by hand')
    await setFeedbackStatus(w.db, owner, placed.id, { statusId: s.planned })
    await moveRoadmapCard(w.db, owner, { itemId: placed.id, statusId: s.planned, beforeId: null })
    expect((await w.itemRow(placed.id)).roadmapPosition).not.toBeNull()
    // The item page's status change: in its new column it follows the cards placed there by hand.
    await setFeedbackStatus(w.db, owner, placed.id, { statusId: s.complete })
    expect((await w.itemRow(placed.id)).roadmapPosition).toBeNull()
  })

  test('two cards dropped into one column at once both keep a place of their own', async () => {
    const s = await statusIds()
    const [owner, admin] = [await w.access('owner'), await w.access('admin')]
    const x = await w.post('member', 'Dropped at once X')
    const y = await w.post('member', 'Dropped at once Y')
    await Promise.all([
      moveRoadmapCard(w.db, owner, { itemId: x.id, statusId: s.inProgress, beforeId: null }),
      moveRoadmapCard(w.db, admin, { itemId: y.id, statusId: s.inProgress, beforeId: null }),
    ])
    const rows = await w.db
      .select({ position: feedbackItem.roadmapPosition })
      .from(feedbackItem)
      .where(and(eq(feedbackItem.statusId, s.inProgress), isNotNull(feedbackItem.roadmapPosition)))
    const positions = rows.map((row) => row.position)
    expect(new Set(positions).size).toBe(positions.length)
  })

  test('two cards swapped between two columns at once both land (no deadlock on PostgreSQL)', async () => {
    const s = await statusIds()
    const [owner, admin] = [await w.access('owner'), await w.access('admin')]
    const pairs = await Promise.all(
      [1, 2, 3].map(async (n) => {
        const x = await w.post('member', `Swap ${n} X`)
        const y = await w.post('member', `Swap ${n} Y`)
        await moveRoadmapCard(w.db, owner, { itemId: x.id, statusId: s.planned, beforeId: null })
        await moveRoadmapCard(w.db, owner, { itemId: y.id, statusId: s.inProgress, beforeId: null })
        return [x.id, y.id] as const
      }),
    )
    const results = await Promise.all(
      pairs.flatMap(([x, y]) => [
        outcome(() => moveRoadmapCard(w.db, owner, { itemId: x, statusId: s.inProgress, beforeId: null })),
        outcome(() => moveRoadmapCard(w.db, admin, { itemId: y, statusId: s.planned, beforeId: null })),
      ]),
    )
    expect(results).toEqual(results.map(() => 'ok'))
    for (const [x, y] of pairs) {
      expect((await w.itemRow(x)).statusId).toBe(s.inProgress)
      expect((await w.itemRow(y)).statusId).toBe(s.planned)
    }
  })

  test('only editors move cards; a status off the roadmap is refused; filters narrow the cards', async () => {
    const s = await statusIds()
    const item = await w.post('member', 'Roadmap guarded')
    await setFeedbackStatus(w.db, await w.access('owner'), item.id, { statusId: s.planned })
    const move = (who: 'member' | 'outsider' | 'admin') =>
      outcome(async () =>
        moveRoadmapCard(w.db, await w.access(who), { itemId: item.id, statusId: s.complete, beforeId: null }),
      )
    expect(await move('member')).toBe('FORBIDDEN')
    expect(await move('outsider')).toBe('FORBIDDEN')
    expect(await move('admin')).toBe('ok')
    expect(
      await outcome(async () =>
        moveRoadmapCard(w.db, await w.access('owner'), { itemId: item.id, statusId: s.open, beforeId: null }),
      ),
    ).toBe('BAD_REQUEST')
    const found = await getRoadmap(w.db, await w.access('anonymous'), { q: 'guarded' })
    expect(found.flatMap((column) => column.cards.map((card) => card.title))).toEqual(['Roadmap guarded'])
  })

  test('team-only boards stay off outsiders’ roadmaps; private roadmaps are not found for them', async () => {
    const s = await statusIds()
    const board = await w.insertBoard('public', 'Roadmap secrets', true)
    const item = await w.post('member', 'Roadmap secret plan', { boardId: board.id })
    await setFeedbackStatus(w.db, await w.access('owner'), item.id, { statusId: s.planned })
    const seen = async (who: 'outsider' | 'member') =>
      (await getRoadmap(w.db, await w.access(who), {})).flatMap((column) =>
        column.cards.map((card) => card.title),
      )
    expect(await seen('member')).toContain('Roadmap secret plan')
    expect(await seen('outsider')).not.toContain('Roadmap secret plan')
    expect(await outcome(async () => getRoadmap(w.db, await w.access('outsider', 'private'), {}))).toBe(
      'NOT_FOUND',
    )
  })
})
