import fs from 'node:fs'
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type FeedbackAccess, getFeedbackAccess } from '~/features/feedback/server/feedback-access.server'
import { getFeedbackDetail, listTimeline } from '~/features/feedback/server/item-detail.server'
import { feedbackOverview, findSimilarFeedback, listFeedback } from '~/features/feedback/server/list.server'
import type { FeedbackSort } from '~/lib/feedback-rules'
import type { DatabaseHandle } from '~/server/db/client.server'
import { benchDatabaseKind, createBenchDatabases } from './bench-database'
import { type SeededProject, seedFeedbackProject } from './feedback-seed'
import { describePlan, explain, itemScans, planNodes, recordQueries } from './query-plans'
import { formatTable, measureInterleaved, ms, type Stats } from './timing'

/**
 * `npm run bench:feedback`: the feedback list stays as fast at 100,000 items as at 1,000.
 * Two databases are seeded in the same process, one with 1,000 items and one with 100,000, and every
 * operation is timed on both, alternating run by run (the machine is shared). It fails when an operation's
 * median at 100,000 is more than its target times the median at 1,000, or when a list query's plan reads
 * feedback_item without its index. The targets and the numbers of the last run are in docs/performance.md.
 *
 * Knobs (environment): BENCH_DATABASE_URL (PostgreSQL server; default PGlite in memory), BENCH_RUNS (40),
 * BENCH_WARMUP (5), BENCH_BUDGET_MS (8000: time per operation before it may stop early), BENCH_SMALL_ITEMS (1000), BENCH_LARGE_ITEMS (100000), BENCH_JSON (write results there).
 */

const SMALL = positiveInt('BENCH_SMALL_ITEMS', 1_000)
const LARGE = positiveInt('BENCH_LARGE_ITEMS', 100_000)
const RUNS = positiveInt('BENCH_RUNS', 40)
const WARMUP = positiveInt('BENCH_WARMUP', 5)
/** A slow operation stops after this many runs once it has used its time budget (milliseconds, per size). */
const MIN_RUNS = 7
const BUDGET_MS = positiveInt('BENCH_BUDGET_MS', 8_000)
/** How deep the deep-page operation starts: this many pages of 20 in. */
const DEEP_PAGES = 45

function positiveInt(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`)
  return value
}

type Dataset = {
  handle: DatabaseHandle
  seeded: SeededProject
  access: FeedbackAccess
  /** The cursor DEEP_PAGES pages into the trending list. */
  deepCursor: string
  seedSeconds: number
}

type Operation = {
  name: string
  /** Largest allowed median(100k) ÷ median(1k). */
  maxRatio: number
  run: (dataset: Dataset) => Promise<unknown>
  /** A page of the list: its query must never read feedback_item sequentially (EXPLAIN at the large size). */
  listPage?: boolean
  /** The indexes that may serve the page query (checked with EXPLAIN at the large size). */
  indexes?: string[]
}

/** A list page is read straight from an index: its cost does not depend on how many items exist. */
const FLAT_TARGET = 2
/**
 * A full-text search reads every match before it can sort them (GIN bitmap, then top-N); a two-word search
 * matches a small share of the items, so it grows slowly.
 */
const SEARCH_TARGET = 4
/**
 * Similar items ranks a bounded candidate set: the nearest titles from the GiST trigram index (a KNN scan
 * whose cost still grows a little with the number of titles) and a limited number of full-text matches.
 */
const SIMILAR_TARGET = 12
/**
 * The overview counts every item of the project, but as an index-only scan of the narrow covering
 * (project, status, board) index: still proportional to the items, at a small fraction of reading the rows
 * (measured about 3× from 1,000 to 100,000 items).
 */
const OVERVIEW_TARGET = 8
const list = (
  dataset: Dataset,
  input: { sort: FeedbackSort; board?: string; status?: string; q?: string; cursor?: string },
) => listFeedback(dataset.handle.db, dataset.access, { board: 'all', ...input })

const boardOf = (dataset: Dataset) => {
  const board = dataset.seeded.boards.find((candidate) => candidate.name === 'Bugs')
  if (!board) throw new Error('No Bugs board')
  return board.id
}
const statusOf = (dataset: Dataset, name: string) => {
  const status = dataset.seeded.statuses.find((candidate) => candidate.name === name)
  if (!status) throw new Error(`No status ${name}`)
  return status.id
}

const OPERATIONS: Operation[] = [
  // Revenue and companies: the members' sorts by the demand behind each item, from their own indexes.
  ...(['trending', 'top', 'new', 'revenue', 'companies'] as const).flatMap((sort): Operation[] => [
    {
      name: `first page, ${sort}, all boards`,
      maxRatio: FLAT_TARGET,
      listPage: true,
      run: (d) => list(d, { sort }),
      indexes: [`feedback_item_project_${sort}_idx`],
    },
    {
      name: `first page, ${sort}, one board`,
      maxRatio: FLAT_TARGET,
      listPage: true,
      run: (d) => list(d, { sort, board: boardOf(d) }),
      // With a handful of boards, walking the project's index and skipping other boards' rows is as good.
      indexes: [`feedback_item_board_${sort}_idx`, `feedback_item_project_${sort}_idx`],
    },
  ]),
  {
    name: `page ${DEEP_PAGES + 1} (cursor), trending`,
    maxRatio: FLAT_TARGET,
    listPage: true,
    run: (d) => list(d, { sort: 'trending', cursor: d.deepCursor }),
    indexes: ['feedback_item_project_trending_idx'],
  },
  {
    name: 'status filter (Planned), trending',
    maxRatio: FLAT_TARGET,
    listPage: true,
    run: (d) => list(d, { sort: 'trending', status: statusOf(d, 'Planned') }),
  },
  {
    name: 'search "dark mode", trending',
    maxRatio: SEARCH_TARGET,
    listPage: true,
    run: (d) => list(d, { sort: 'trending', q: 'dark mode' }),
  },
  {
    name: 'similar items while typing',
    maxRatio: SIMILAR_TARGET,
    // The nearest titles come from a KNN scan of the GiST trigram index, never from ranking every title.
    indexes: ['feedback_item_title_trgm_gist_idx'],
    run: (d) => findSimilarFeedback(d.handle.db, d.access, 'Dark mode in the mobile app'),
  },
  {
    name: 'overview (counts + latest)',
    maxRatio: OVERVIEW_TARGET,
    run: (d) => feedbackOverview(d.handle.db, d.access),
  },
  {
    name: 'item detail + timeline',
    maxRatio: FLAT_TARGET,
    run: async (d) => {
      await getFeedbackDetail(d.handle.db, d.access, d.seeded.detailItemId)
      await listTimeline(d.handle.db, d.access, d.seeded.detailItemId)
    },
  },
]

async function createDataset(handle: DatabaseHandle, items: number): Promise<Dataset> {
  const started = performance.now()
  try {
    const seeded = await seedFeedbackProject(handle.db, items)
    const seedSeconds = (performance.now() - started) / 1000
    const access = await getFeedbackAccess(handle.db, seeded.member, {
      orgSlug: seeded.orgSlug,
      projectSlug: seeded.projectSlug,
    })
    let cursor: string | undefined
    for (let page = 0; page < DEEP_PAGES; page++) {
      const result = await listFeedback(handle.db, access, { board: 'all', sort: 'trending', cursor })
      if (!result.nextCursor) throw new Error(`Only ${page + 1} pages at ${items} items`)
      cursor = result.nextCursor
    }
    return { handle, seeded, access, deepCursor: cursor as string, seedSeconds }
  } catch (error) {
    await handle.close()
    throw error
  }
}

let small: Dataset
let large: Dataset

beforeAll(async () => {
  const [smallDatabase, largeDatabase] = await createBenchDatabases(['small', 'large'])
  small = await createDataset(smallDatabase!, SMALL)
  large = await createDataset(largeDatabase!, LARGE)
  const phases = (dataset: Dataset) =>
    Object.entries(dataset.seeded.phases)
      .map(([name, seconds]) => `${name} ${seconds.toFixed(1)}`)
      .join(', ')
  console.log(
    `Seeded ${SMALL.toLocaleString('en')} items in ${small.seedSeconds.toFixed(1)} s (${phases(small)}) and ` +
      `${LARGE.toLocaleString('en')} in ${large.seedSeconds.toFixed(1)} s (${phases(large)}), ${benchDatabaseKind()}`,
  )
}, 600_000)

afterAll(async () => {
  await small?.handle.close()
  await large?.handle.close()
})

describe(`feedback list at ${SMALL.toLocaleString('en')} vs ${LARGE.toLocaleString('en')} items (${benchDatabaseKind()})`, () => {
  test('list queries are served by their indexes, never by a sequential scan of feedback_item', async () => {
    const lines: string[] = []
    const failures: string[] = []
    for (const operation of OPERATIONS.filter((candidate) => candidate.listPage || candidate.indexes)) {
      const queries = await recordQueries(large.handle, () => operation.run(large))
      const pageQuery = queries.find(
        (query) => /from "feedback_item"/i.test(query.text) && /limit/i.test(query.text),
      )
      if (!pageQuery) throw new Error(`${operation.name}: no page query recorded`)
      const plan = await explain(large.handle, pageQuery)
      lines.push(`${operation.name}: ${describePlan(plan)}`)
      const scans = itemScans(plan)
      if (operation.listPage && scans.some((node) => node['Node Type'] === 'Seq Scan'))
        failures.push(`${operation.name}: Seq Scan on feedback_item`)
      const used = new Set(planNodes(plan).map((node) => node['Index Name']))
      if (operation.indexes && !operation.indexes.some((index) => used.has(index))) {
        failures.push(`${operation.name}: uses none of ${operation.indexes.join(', ')}`)
      }
    }
    console.log(`Plans at ${LARGE.toLocaleString('en')} items:\n${lines.join('\n')}`)
    expect(failures).toEqual([])
  })

  test('every operation stays within its target from 1,000 to 100,000 items', async () => {
    const results: { operation: Operation; small: Stats; large: Stats; ratio: number }[] = []
    for (const operation of OPERATIONS) {
      const stats = await measureInterleaved(
        { small: () => operation.run(small), large: () => operation.run(large) },
        { warmup: WARMUP, runs: RUNS, minRuns: MIN_RUNS, budgetMs: BUDGET_MS },
      )
      results.push({ operation, ...stats, ratio: stats.large.median / stats.small.median })
    }
    const sizeLabel = (items: number) => (items >= 1000 ? `${items / 1000}k` : String(items))
    const table = formatTable(
      [
        'operation',
        `${sizeLabel(SMALL)} median ms`,
        `${sizeLabel(SMALL)} p95`,
        `${sizeLabel(LARGE)} median ms`,
        `${sizeLabel(LARGE)} p95`,
        'ratio',
        'target',
      ],
      results.map((result) => [
        result.operation.name,
        ms(result.small.median),
        ms(result.small.p95),
        ms(result.large.median),
        ms(result.large.p95),
        `${result.ratio.toFixed(2)}×`,
        `≤ ${result.operation.maxRatio}×`,
      ]),
    )
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
    console.log(
      `Feedback list, ${benchDatabaseKind()}, ${RUNS} runs after ${WARMUP} warm-up, ${os.cpus().length} × ${cpu}, ` +
        `load ${os.loadavg()[0]?.toFixed(1)}, ${new Date().toISOString()}\n${table}`,
    )
    if (process.env.BENCH_JSON) {
      fs.writeFileSync(
        process.env.BENCH_JSON,
        JSON.stringify(
          {
            database: benchDatabaseKind(),
            items: { small: SMALL, large: LARGE },
            runs: RUNS,
            at: new Date().toISOString(),
            results: results.map((result) => ({
              operation: result.operation.name,
              small: result.small,
              large: result.large,
              ratio: result.ratio,
              target: result.operation.maxRatio,
            })),
          },
          null,
          2,
        ),
      )
    }
    const missed = results
      .filter((result) => result.ratio > result.operation.maxRatio)
      .map(
        (result) => `${result.operation.name}: ${result.ratio.toFixed(2)}× > ${result.operation.maxRatio}×`,
      )
    expect(missed).toEqual([])
  })
})
