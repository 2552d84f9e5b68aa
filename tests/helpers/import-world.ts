import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { and, count, eq } from 'drizzle-orm'
import type { CsvMapping } from '~/features/imports/imports.schemas'
import { csvMappingSchema } from '~/features/imports/imports.schemas'
import { type ImportJobDeps, runImportJob } from '~/features/imports/server/import-job.server'
import { startCsvImport, storeImportFile } from '~/features/imports/server/start-import.server'
import type { ProjectAccess } from '~/server/authz.server'
import {
  dataTransfer,
  feedbackComment,
  feedbackItem,
  feedbackVote,
  importedRecord,
  notification,
  projectActivity,
  user,
  webhookEvent,
} from '~/server/db/schema'
import type { FileStorage } from '~/server/storage/file-storage'
import { createLocalStorage } from '~/server/storage/local-storage.server'
import { createFeedbackWorld, type Persona, type Visibility } from './feedback-world'

export const TEST_APP_SECRET = 'test-secret-for-sealing-source-keys-0123456789'

/** The feedback world with a storage directory and helpers to run imports as the job would. */
export async function createImportWorld() {
  const w = await createFeedbackWorld()
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-imports-'))
  const storage: FileStorage = createLocalStorage(directory)
  const deps: ImportJobDeps = { db: w.db, storage: async () => storage, appSecret: TEST_APP_SECRET }

  /** Uploads the CSV, starts the import as this persona and runs its job to the end. */
  async function importCsv(
    csv: string | Uint8Array,
    mapping: Partial<CsvMapping> & { columns: CsvMapping['columns'] },
    options: {
      who?: Persona
      visibility?: Visibility
      dryRun?: boolean
      comments?: string
      kind?: 'csv' | 'uservoice'
      deps?: Partial<ImportJobDeps>
    } = {},
  ) {
    const bytes = typeof csv === 'string' ? new TextEncoder().encode(csv) : csv
    const inputKey = await storeImportFile(storage, bytes)
    const commentsKey = options.comments
      ? await storeImportFile(storage, new TextEncoder().encode(options.comments))
      : undefined
    const access = (await w.access(options.who ?? 'owner', options.visibility ?? 'public')) as ProjectAccess
    const viewer = w.viewerOf(options.who ?? 'owner')
    if (!viewer) throw new Error('an import needs a viewer')
    const { id } = await startCsvImport(
      w.db,
      access,
      { viewer },
      {
        kind: options.kind ?? 'csv',
        inputKey,
        commentsKey,
        mapping: csvMappingSchema.parse(mapping),
        dryRun: options.dryRun ?? false,
      },
    )
    await runImportJob({ ...deps, ...options.deps }, id)
    return { id, run: await runOf(id) }
  }

  async function runOf(id: string) {
    const [row] = await w.db.select().from(dataTransfer).where(eq(dataTransfer.id, id))
    if (!row) throw new Error(`no run ${id}`)
    return row
  }

  /** Row counts of what an import writes and of what it must not cause. */
  async function tally(visibility: Visibility = 'public') {
    const projectId = w.projects[visibility].id
    const one = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0
    return {
      items: await one(
        w.db.select({ n: count() }).from(feedbackItem).where(eq(feedbackItem.projectId, projectId)),
      ),
      votes: await one(
        w.db
          .select({ n: count() })
          .from(feedbackVote)
          .innerJoin(feedbackItem, eq(feedbackItem.id, feedbackVote.itemId))
          .where(eq(feedbackItem.projectId, projectId)),
      ),
      comments: await one(
        w.db
          .select({ n: count() })
          .from(feedbackComment)
          .innerJoin(feedbackItem, eq(feedbackItem.id, feedbackComment.itemId))
          .where(eq(feedbackItem.projectId, projectId)),
      ),
      users: await one(w.db.select({ n: count() }).from(user)),
      records: await one(
        w.db.select({ n: count() }).from(importedRecord).where(eq(importedRecord.projectId, projectId)),
      ),
      notifications: await one(w.db.select({ n: count() }).from(notification)),
      webhookEvents: await one(w.db.select({ n: count() }).from(webhookEvent)),
      activity: await one(
        w.db
          .select({ n: count() })
          .from(projectActivity)
          .where(
            and(eq(projectActivity.projectId, projectId), eq(projectActivity.kind, 'feedback.imported')),
          ),
      ),
    }
  }

  return {
    ...w,
    storage,
    deps,
    importCsv,
    runOf,
    tally,
    close: async () => {
      await w.close()
      await fs.rm(directory, { recursive: true, force: true })
    },
  }
}

export type ImportWorld = Awaited<ReturnType<typeof createImportWorld>>
