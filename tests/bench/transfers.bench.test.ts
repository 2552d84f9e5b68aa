import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { eq } from 'drizzle-orm'
import { afterAll, expect, test } from 'vitest'
import { writeProjectArchive } from '~/features/transfers/server/project-export.server'
import type { DatabaseHandle } from '~/server/db/client.server'
import {
  feedbackBoard,
  feedbackItem,
  feedbackStatus,
  fileVersion,
  organization,
  project,
  projectFile,
  user,
} from '~/server/db/schema'
import { createProjectDefaults } from '~/server/project-defaults.server'
import { createLocalStorage } from '~/server/storage/local-storage.server'
import { benchDatabaseKind, createBenchDatabases } from './bench-database'
import { formatTable } from './timing'

/**
 * `npm run bench:transfers` (and part of `npm run bench`), not part of `npm test`.
 *
 * A project export of BENCH_EXPORT_ITEMS items (10,000) and BENCH_EXPORT_FILES files of BENCH_EXPORT_FILE_MB
 * MB each (100 × 1 MB), streamed into a ZIP on the local disk. Reported: rows/s, MB/s and the process's peak
 * resident memory above where it started (sampled every 50 ms), which must stay flat (under 256 MB) whatever
 * the size. The full size of the issue — 100,000 items and 1 GB of files — is
 * `BENCH_EXPORT_ITEMS=100000 BENCH_EXPORT_FILES=1000 npm run bench:transfers` (about ten minutes on two cores).
 */
const ITEMS = Number(process.env.BENCH_EXPORT_ITEMS ?? 10_000)
const FILES = Number(process.env.BENCH_EXPORT_FILES ?? 100)
const FILE_MB = Number(process.env.BENCH_EXPORT_FILE_MB ?? 1)

let handle: DatabaseHandle | undefined
let directory: string | undefined
afterAll(async () => {
  await handle?.close()
  if (directory) await fs.rm(directory, { recursive: true, force: true })
})

test(`export: ${ITEMS} items and ${FILES} × ${FILE_MB} MB files (${benchDatabaseKind()})`, async () => {
  const [opened] = await createBenchDatabases(['transfers'])
  if (!opened) throw new Error('No bench database')
  handle = opened
  const db = opened.db
  directory = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-bench-transfers-'))
  const storage = createLocalStorage(path.join(directory, 'files'))
  await db.insert(user).values({ id: 'bench-user', name: 'Bench', email: 'bench@parley.local' })
  await db
    .insert(organization)
    .values({ id: 'bench-org', name: 'Bench', slug: 'bench', createdAt: new Date() })
  const [made] = await db
    .insert(project)
    .values({ organizationId: 'bench-org', slug: 'bench', name: 'Bench', visibility: 'public' })
    .returning()
  const projectId = String(made?.id)
  await createProjectDefaults(db, projectId)
  const [board] = await db.select().from(feedbackBoard).where(eq(feedbackBoard.projectId, projectId)).limit(1)
  const [status] = await db
    .select()
    .from(feedbackStatus)
    .where(eq(feedbackStatus.projectId, projectId))
    .limit(1)
  for (let start = 0; start < ITEMS; start += 1000) {
    await db.insert(feedbackItem).values(
      Array.from({ length: Math.min(1000, ITEMS - start) }, (_, index) => ({
        projectId,
        boardId: String(board?.id),
        statusId: String(status?.id),
        authorId: 'bench-user',
        title: `Item ${start + index}: a title of ordinary length for an idea`,
        details: 'Some details about the idea, a couple of sentences long, as people write them. '.repeat(3),
      })),
    )
  }
  const bytes = Buffer.alloc(FILE_MB * 1024 * 1024)
  for (let index = 0; index < bytes.length; index += 4) bytes.writeUInt32LE((index * 2654435761) >>> 0, index)
  for (let index = 0; index < FILES; index++) {
    const fileId = crypto.randomUUID()
    const versionId = crypto.randomUUID()
    const key = `uploads/bench-${index}`
    await storage.put(key, bytes, { contentType: 'application/octet-stream' })
    await db.insert(projectFile).values({
      id: fileId,
      projectId,
      name: `file-${index}.bin`,
      currentVersionId: versionId,
      size: bytes.length,
      mime: 'application/octet-stream',
      kind: 'other',
    })
    await db.insert(fileVersion).values({
      id: versionId,
      fileId,
      organizationId: 'bench-org',
      number: 1,
      storageKey: key,
      size: bytes.length,
      mime: 'application/octet-stream',
      kind: 'other',
    })
  }

  global.gc?.()
  const baseline = process.memoryUsage().rss
  let peak = baseline
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss)
  }, 50)
  const started = performance.now()
  const result = await writeProjectArchive({ db, storage, projectId, key: 'transfers/bench.zip' })
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  const peakMb = (peak - baseline) / 1024 / 1024
  console.log(
    formatTable(
      ['rows', 'files', 'archive MB', 'seconds', 'rows/s', 'MB/s', 'peak RSS above start (MB)'],
      [
        [
          String(result.rows),
          String(result.files),
          (result.size / 1024 / 1024).toFixed(0),
          seconds.toFixed(1),
          String(Math.round(result.rows / seconds)),
          (result.size / 1024 / 1024 / seconds).toFixed(1),
          peakMb.toFixed(0),
        ],
      ],
    ),
  )
  expect(result.files).toBe(FILES)
  expect(peakMb).toBeLessThan(256)
}, 1_800_000)
