import { performance } from 'node:perf_hooks'
import { count, eq } from 'drizzle-orm'
import { afterAll, expect, test } from 'vitest'
import { runImportJob } from '~/features/imports/server/import-job.server'
import { startCsvImport, storeImportFile } from '~/features/imports/server/start-import.server'
import type { ProjectAccess } from '~/server/authz.server'
import { feedbackItem, feedbackVote } from '~/server/db/schema'
import { createImportWorld, type ImportWorld } from '../helpers/import-world'

/**
 * `npm run bench:imports`, not part of `npm test`.
 *
 * Imports a CSV of BENCH_IMPORT_ROWS (100,000) rows (five boards, three statuses, 20,000 distinct authors, two
 * voters a row, dates over four years) into a project through the import job, as a person's real import runs:
 * the check pass, then the batches with their checkpoints. Reports rows/s and the process's peak resident and
 * heap memory while it runs. Target: 100,000 rows in under 2 minutes, memory flat (the file is streamed).
 */
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000)
const TARGET_MS = 2 * 60 * 1000

let w: ImportWorld | undefined
afterAll(() => w?.close())

function csvOf(rows: number): Uint8Array {
  const boards = ['Ideas', 'Bugs', 'Integrations', 'Mobile', 'Billing']
  const statuses = ['Open', 'Planned', 'Completed']
  const lines = ['id;title;details;board;status;email;name;created;voters']
  const start = Date.UTC(2021, 0, 1)
  for (let i = 0; i < rows; i += 1) {
    const author = i % 20_000
    const created = new Date(start + (i * 4 * 365 * 86_400_000) / rows).toISOString()
    lines.push(
      [
        `row-${i}`,
        `"Imported idea ${i}: make ""things"" better"`,
        `"Details of ${i}; with a semicolon\nand a second line"`,
        boards[i % boards.length],
        statuses[i % statuses.length],
        `author${author}@bench.example`,
        `Author ${author}`,
        created,
        `"voter${(i * 7) % 20_000}@bench.example, voter${(i * 13 + 1) % 20_000}@bench.example"`,
      ].join(';'),
    )
  }
  return new TextEncoder().encode(`\uFEFF${lines.join('\r\n')}\r\n`)
}

test(
  `imports: ${ROWS.toLocaleString('en')} CSV rows`,
  async () => {
    w = await createImportWorld()
    const bytes = csvOf(ROWS)
    const inputKey = await storeImportFile(w.storage, bytes)
    const access = (await w.access('owner')) as ProjectAccess
    const viewer = w.viewerOf('owner')
    if (!viewer) throw new Error('no owner')
    const { id } = await startCsvImport(
      w.db,
      access,
      { viewer },
      {
        kind: 'csv',
        inputKey,
        mapping: {
          columns: {
            id: 'id',
            title: 'title',
            details: 'details',
            board: 'board',
            status: 'status',
            authorEmail: 'email',
            authorName: 'name',
            createdAt: 'created',
            voterEmails: 'voters',
          },
          listSeparator: ',',
          unknownBoards: 'create',
          unknownStatuses: 'create',
          boardMap: {},
          statusMap: {},
        },
        dryRun: false,
      },
    )
    global.gc?.()
    const baseline = process.memoryUsage()
    let peakRss = baseline.rss
    let peakHeap = baseline.heapUsed
    const sampler = setInterval(() => {
      const now = process.memoryUsage()
      peakRss = Math.max(peakRss, now.rss)
      peakHeap = Math.max(peakHeap, now.heapUsed)
    }, 100)
    const started = performance.now()
    await runImportJob(w.deps, id)
    const elapsed = performance.now() - started
    clearInterval(sampler)
    const run = await w.runOf(id)
    expect(run.status, run.error ?? '').toBe('done')
    const [items] = await w.db
      .select({ n: count() })
      .from(feedbackItem)
      .where(eq(feedbackItem.projectId, w.projects.public.id))
    const [votes] = await w.db.select({ n: count() }).from(feedbackVote)
    const mb = (value: number) => `${(value / 1024 / 1024).toFixed(0)} MB`
    console.log(
      [
        `imports: ${ROWS.toLocaleString('en')} rows (${mb(bytes.byteLength)} CSV) in ${(elapsed / 1000).toFixed(1)} s`,
        `  ${Math.round((ROWS / elapsed) * 1000).toLocaleString('en')} rows/s; ${items?.n} items, ${votes?.n} votes`,
        `  peak RSS ${mb(peakRss)} (at start ${mb(baseline.rss)}), peak heap ${mb(peakHeap)} (at start ${mb(baseline.heapUsed)})`,
      ].join('\n'),
    )
    expect(items?.n).toBeGreaterThanOrEqual(ROWS)
    expect(elapsed).toBeLessThan(TARGET_MS)
  },
  15 * 60 * 1000,
)
