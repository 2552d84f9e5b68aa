import { describe, expect, test } from 'vitest'
import { TRENDING, trendingScore } from './feedback-rules'

const DAY = 24 * 60 * 60 * 1000
const NOW = Date.UTC(2026, 10, 22, 12)
const vote = (daysAgo: number, now = NOW) => ({ at: now - daysAgo * DAY, weight: TRENDING.voteWeight })
const comment = (daysAgo: number, now = NOW) => ({ at: now - daysAgo * DAY, weight: TRENDING.commentWeight })

/** What the stored score stands for: Σ weight · 2^(−age / half-life) of the events in the window, as of now. */
function decayedSum(events: { at: number; weight: number }[], createdAt: number, now: number) {
  return [...events, { at: createdAt, weight: TRENDING.creationWeight }]
    .filter((event) => now - event.at <= TRENDING.windowMs)
    .reduce((sum, event) => sum + event.weight * 2 ** (-(now - event.at) / TRENDING.halfLifeMs), 0)
}

describe('trendingScore', () => {
  const created = NOW - 20 * DAY

  test('newer activity outranks older activity of the same size', () => {
    expect(trendingScore([vote(1)], created, NOW)).toBeGreaterThan(trendingScore([vote(10)], created, NOW))
    expect(trendingScore([vote(0), vote(0)], created, NOW)).toBeGreaterThan(
      trendingScore([vote(14), vote(14)], created, NOW),
    )
  })

  test('more activity at the same time ranks higher; a comment weighs two votes', () => {
    expect(trendingScore([vote(2), vote(2)], created, NOW)).toBeGreaterThan(
      trendingScore([vote(2)], created, NOW),
    )
    expect(trendingScore([comment(3)], created, NOW)).toBeCloseTo(
      trendingScore([vote(3), vote(3)], created, NOW),
      12,
    )
  })

  test('a vote halves in weight every 7 days: two votes a week old equal one vote today', () => {
    expect(trendingScore([vote(7), vote(7)], NOW - 40 * DAY, NOW)).toBeCloseTo(
      trendingScore([vote(0)], NOW - 40 * DAY, NOW),
      12,
    )
  })

  test('only the last 30 days count; without activity in them an item sinks below every active one', () => {
    const old = NOW - 60 * DAY
    const stale = trendingScore([vote(31), vote(31), comment(45)], old, NOW)
    expect(stale).toBe(trendingScore([], old, NOW))
    expect(stale).toBeLessThan(trendingScore([vote(29)], old, NOW))
    // Among inactive items, the newer one comes first.
    expect(trendingScore([], NOW - 40 * DAY, NOW)).toBeGreaterThan(trendingScore([], NOW - 400 * DAY, NOW))
    expect(trendingScore([], NOW - 40 * DAY, NOW)).toBeLessThan(
      trendingScore([vote(29)], NOW - 400 * DAY, NOW),
    )
  })

  test('an item with no votes yet still counts its own creation, so new items surface', () => {
    expect(trendingScore([], NOW, NOW)).toBeGreaterThan(trendingScore([vote(20)], NOW - 25 * DAY, NOW))
  })

  test('ordering by the stored score is ordering by the decayed sum at any moment', () => {
    const items = [
      { events: [vote(0.5), vote(3), comment(9)], created: NOW - 10 * DAY },
      { events: [vote(1), vote(1), vote(1)], created: NOW - 2 * DAY },
      { events: [comment(20), comment(21), vote(25)], created: NOW - 26 * DAY },
      { events: [vote(6)], created: NOW - 6 * DAY },
      { events: [], created: NOW - 1 * DAY },
    ]
    const byScore = [...items.keys()].sort(
      (a, b) =>
        trendingScore(items[b]?.events ?? [], items[b]?.created ?? 0, NOW) -
        trendingScore(items[a]?.events ?? [], items[a]?.created ?? 0, NOW),
    )
    const bySum = [...items.keys()].sort(
      (a, b) =>
        decayedSum(items[b]?.events ?? [], items[b]?.created ?? 0, NOW) -
        decayedSum(items[a]?.events ?? [], items[a]?.created ?? 0, NOW),
    )
    expect(byScore).toEqual(bySum)
  })

  test('does not overflow far in the future or with many events', () => {
    const future = Date.UTC(3000, 0, 1)
    const busy = Array.from({ length: 10_000 }, (_, index) => vote(index / 1000, future))
    const score = trendingScore(busy, future - DAY, future)
    expect(Number.isFinite(score)).toBe(true)
    expect(Number.isFinite(trendingScore([vote(0, future)], future, future))).toBe(true)
    expect(score).toBeGreaterThan(trendingScore([vote(0, future)], future - DAY, future))
    // Newer still beats older in the year 3000.
    expect(trendingScore([vote(1, future)], future - 9 * DAY, future)).toBeGreaterThan(
      trendingScore([vote(8, future)], future - 9 * DAY, future),
    )
  })
})
