import { eq, inArray } from 'drizzle-orm'
import pg from 'pg'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addComment } from '~/features/feedback/server/comments.server'
import { listFeedback } from '~/features/feedback/server/list.server'
import { mergeFeedback } from '~/features/feedback/server/merge.server'
import { startTrendingSweep, sweepStaleTrending } from '~/features/feedback/server/trending-sweep.server'
import { setVote } from '~/features/feedback/server/votes.server'
import { TRENDING, trendingScore } from '~/lib/feedback-rules'
import { feedbackComment, feedbackItem, feedbackVote } from '~/server/db/schema'
import { createFeedbackWorld, type FeedbackWorld } from '../helpers/feedback-world'
import { testDatabaseUrlOf } from '../helpers/test-database'

/**
 * The hourly sweep: items whose last counted activity left the 30-day trending window are recomputed (and
 * drop to the inactive score); everything else is left alone.
 */

const DAY = 24 * 60 * 60 * 1000
const logger = pino({ level: 'silent' })
let w: FeedbackWorld

beforeAll(async () => {
  w = await createFeedbackWorld()
})
afterAll(() => w.close())

const daysAgo = (days: number) => new Date(Date.now() - days * DAY)

/**
 * Moves an item's history back in time: its creation, its votes and its comments, each to the given age,
 * then stores the score a refresh at its last event would have stored (what the item holds when nothing
 * happened to it since).
 */
async function backdate(
  itemId: string,
  ages: { created: number; votes: number; comments?: number },
): Promise<void> {
  await w.db
    .update(feedbackItem)
    .set({ createdAt: daysAgo(ages.created) })
    .where(eq(feedbackItem.id, itemId))
  await w.db
    .update(feedbackVote)
    .set({ createdAt: daysAgo(ages.votes) })
    .where(eq(feedbackVote.itemId, itemId))
  if (ages.comments !== undefined) {
    await w.db
      .update(feedbackComment)
      .set({ createdAt: daysAgo(ages.comments) })
      .where(eq(feedbackComment.itemId, itemId))
  }
  const votes = await w.db.select().from(feedbackVote).where(eq(feedbackVote.itemId, itemId))
  const lastEvent = Math.min(ages.votes, ages.comments ?? Number.POSITIVE_INFINITY)
  const score = trendingScore(
    votes.map((vote) => ({ at: vote.createdAt.getTime(), weight: TRENDING.voteWeight })),
    daysAgo(ages.created).getTime(),
    daysAgo(lastEvent).getTime(),
  )
  await w.db
    .update(feedbackItem)
    .set({ trendingScore: score, updatedAt: daysAgo(lastEvent) })
    .where(eq(feedbackItem.id, itemId))
}

async function stateOf(ids: string[]) {
  const rows = await w.db.select().from(feedbackItem).where(inArray(feedbackItem.id, ids))
  return new Map(
    rows.map((row) => [
      row.id,
      {
        score: row.trendingScore,
        updatedAt: row.updatedAt.getTime(),
        votes: row.voteCount,
        comments: row.commentCount,
      },
    ]),
  )
}

/** Votes from several fresh people, so that an item has weight. */
async function crowdVotes(itemId: string, count: number) {
  for (let index = 0; index < count; index++) {
    await setVote(w.db, await w.access(await w.insertUser('voter')), itemId, true)
  }
}

describe('sweepStaleTrending', () => {
  test('recomputes exactly the items whose last counted activity left the window', async () => {
    const stale = (await w.post('outsider', 'Popular a month ago')).id
    await crowdVotes(stale, 6)
    await backdate(stale, { created: 40, votes: 31 })

    const recentVote = (await w.post('outsider', 'Old but voted this week')).id
    await backdate(recentVote, { created: 40, votes: 35 })
    await setVote(w.db, await w.access('member'), recentVote, true)

    const recentComment = (await w.post('outsider', 'Old but discussed')).id
    await addComment(w.db, await w.access('member'), recentComment, { body: 'Still wanted', internal: false })
    await backdate(recentComment, { created: 40, votes: 35, comments: 35 })
    await addComment(w.db, await w.access('admin'), recentComment, { body: 'Agreed', internal: false })

    const onlyInternal = (await w.post('outsider', 'Only the team talked about it')).id
    await backdate(onlyInternal, { created: 40, votes: 33 })
    await w.db.insert(feedbackComment).values({
      itemId: onlyInternal,
      authorId: w.people.member.id,
      body: 'Internal notes do not count for trending',
      internal: true,
      createdAt: daysAgo(2),
    })

    // A merge target whose only recent activity is a comment on the item merged into it.
    const target = (await w.post('outsider', 'Merge target')).id
    const source = (await w.post('member', 'Merged duplicate')).id
    await addComment(w.db, await w.access('admin'), source, {
      body: 'Recent on the duplicate',
      internal: false,
    })
    await mergeFeedback(w.db, await w.access('owner'), source, target)
    await backdate(target, { created: 45, votes: 40 })
    await w.db
      .update(feedbackVote)
      .set({ createdAt: daysAgo(40) })
      .where(eq(feedbackVote.itemId, source))
    await w.db
      .update(feedbackItem)
      .set({ createdAt: daysAgo(45) })
      .where(eq(feedbackItem.id, source))

    const fresh = (await w.post('outsider', 'Posted today')).id
    const untouched = [recentVote, recentComment, target, source, fresh]
    const before = await stateOf([stale, onlyInternal, ...untouched])

    const result = await sweepStaleTrending(w.db)
    expect(result).toEqual({ swept: 2, skipped: false })

    const after = await stateOf([stale, onlyInternal, ...untouched])
    for (const id of [stale, onlyInternal]) {
      const [row] = await w.db.select().from(feedbackItem).where(eq(feedbackItem.id, id))
      expect(after.get(id)?.score).toBeCloseTo(
        TRENDING.inactiveBase + (row?.createdAt.getTime() ?? 0) / 1e12,
        6,
      )
      // Only the score changes: counts stay what they were.
      expect(after.get(id)?.votes).toBe(before.get(id)?.votes)
      expect(after.get(id)?.comments).toBe(before.get(id)?.comments)
    }
    for (const id of untouched) expect(after.get(id)).toEqual(before.get(id))

    // A second sweep finds nothing more to do.
    expect(await sweepStaleTrending(w.db)).toEqual({ swept: 0, skipped: false })
  })

  test('the trending list stops ranking month-old activity above more recent activity', async () => {
    const old = (await w.post('owner', 'Loved a month ago')).id
    await crowdVotes(old, 8)
    await backdate(old, { created: 60, votes: 30.5 })
    const recent = (await w.post('owner', 'Liked three weeks ago')).id
    await backdate(recent, { created: 20, votes: 20 })

    const order = async () =>
      (await listFeedback(w.db, await w.access('owner'), { board: 'all', sort: 'trending' })).items
        .map((item) => item.id)
        .filter((id) => id === old || id === recent)
    // Nine votes a month ago still outweigh one three weeks ago, as long as the stale score stands.
    expect(await order()).toEqual([old, recent])
    expect(await sweepStaleTrending(w.db)).toEqual({ swept: 1, skipped: false })
    expect(await order()).toEqual([recent, old])
  })

  test('works through any number of stale items in batches', async () => {
    const ids: string[] = []
    for (let index = 0; index < 5; index++) {
      const { id } = await w.post('owner', `Stale batch item ${index}`)
      await backdate(id, { created: 50, votes: 32 })
      ids.push(id)
    }
    expect(await sweepStaleTrending(w.db, { batchSize: 2 })).toEqual({ swept: 5, skipped: false })
    const rows = await w.db.select().from(feedbackItem).where(inArray(feedbackItem.id, ids))
    expect(rows.every((row) => row.trendingScore < TRENDING.inactiveBase / 2)).toBe(true)
  })

  test.skipIf(!process.env.TEST_DATABASE_URL)(
    'leaves the work to the node that holds the sweep lock (PostgreSQL)',
    async () => {
      const { id } = await w.post('owner', 'Stale while another node sweeps')
      await backdate(id, { created: 50, votes: 32 })
      const otherNode = new pg.Client({ connectionString: testDatabaseUrlOf(w.database) })
      await otherNode.connect()
      try {
        await otherNode.query('BEGIN')
        await otherNode.query('SELECT pg_advisory_xact_lock(7310414)')
        expect(await sweepStaleTrending(w.db)).toEqual({ swept: 0, skipped: true })
        await otherNode.query('COMMIT')
        expect(await sweepStaleTrending(w.db)).toEqual({ swept: 1, skipped: false })
      } finally {
        await otherNode.end()
      }
    },
  )
})

describe('startTrendingSweep', () => {
  test('sweeps on its timer and stops cleanly, waiting for a sweep in progress', async () => {
    const { id } = await w.post('owner', 'Swept by the timer')
    await backdate(id, { created: 50, votes: 32 })
    const sweeper = startTrendingSweep({ db: w.db, logger, firstDelayMs: 10, intervalMs: 20 })
    const deadline = Date.now() + 10_000
    let score = 0
    while (Date.now() < deadline) {
      const [row] = await w.db.select().from(feedbackItem).where(eq(feedbackItem.id, id))
      score = row?.trendingScore ?? 0
      if (score < TRENDING.inactiveBase / 2) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(score).toBeLessThan(TRENDING.inactiveBase / 2)
    await sweeper.stop()

    // Stopped: a newly stale item stays as it is, though the timer would have run every 20 ms.
    const later = (await w.post('owner', 'After the stop')).id
    await backdate(later, { created: 50, votes: 32 })
    const [before] = await w.db.select().from(feedbackItem).where(eq(feedbackItem.id, later))
    await new Promise((resolve) => setTimeout(resolve, 300))
    const [after] = await w.db.select().from(feedbackItem).where(eq(feedbackItem.id, later))
    expect(after?.trendingScore).toBe(before?.trendingScore)
  })
})
