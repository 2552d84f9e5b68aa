/**
 * A project's archive, written as a stream: `project.json` row page by row page into the ZIP, then each file
 * version's bytes from storage, the ZIP itself streamed into storage. Memory stays flat whatever the project's
 * size: one page of rows, one file's stream and one storage part at a time (plus the ids of the people met,
 * written last).
 */
import { PassThrough, Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm'
import yazl from 'yazl'
import type { Database } from '~/server/db/client.server'
import { fileVersion, project, projectDemandWeights, projectFile, user } from '~/server/db/schema'
import type { FileStorage } from '~/server/storage/file-storage'
import { COLLECTIONS, type Collection, columnsOf } from './archive-collections.server'
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, FILES_PREFIX, PROJECT_JSON } from './archive-format.server'
import { EXPORT_TTL_MS, TransferRefusal, type TransferRunner } from './runs.server'

export const EXPORT_PAGE_SIZE = 1000

type Progress = (done: number, total?: number | null) => Promise<void>

/** A row as the archive holds it: the collection's fields, dates as ISO text. */
function archiveRow(collection: Collection, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const field of collection.fields) {
    const value = row[field]
    out[field] = value instanceof Date ? value.toISOString() : (value ?? null)
  }
  return out
}

/** Every row of a collection for a project, a page at a time in key order. */
async function* pagesOf(
  db: Database,
  collection: Collection,
  projectId: string,
  pageSize = EXPORT_PAGE_SIZE,
) {
  const columns = columnsOf(collection)
  const orderColumns = collection.order.map((name) => columns[name] as NonNullable<(typeof columns)[string]>)
  let after: unknown[] | null = null
  for (;;) {
    const conditions: SQL[] = [collection.scope(projectId)]
    if (after) {
      const values = after
      conditions.push(
        sql`(${sql.join(orderColumns, sql`, `)}) > (${sql.join(
          values.map((value) => sql`${value}`),
          sql`, `,
        )})`,
      )
    }
    const rows = (await db
      .select()
      .from(collection.table)
      .where(and(...conditions))
      .orderBy(...orderColumns.map((column) => asc(column)))
      .limit(pageSize)) as Record<string, unknown>[]
    if (rows.length === 0) return
    yield rows
    if (rows.length < pageSize) return
    const last = rows[rows.length - 1] as Record<string, unknown>
    after = collection.order.map((name) => last[name])
  }
}

/** Writes to a stream, waiting when it asks to (the ZIP is slower than the database). */
function writerOf(stream: PassThrough) {
  return async (text: string) => {
    if (!stream.write(text)) await new Promise<void>((resolve) => stream.once('drain', resolve))
  }
}

/** How many rows and file versions an export of the project will write: the progress bar's total. */
export async function countProjectContent(db: Database, projectId: string): Promise<number> {
  let total = 0
  for (const collection of COLLECTIONS) {
    const [row] = await db.select({ n: count() }).from(collection.table).where(collection.scope(projectId))
    total += Number(row?.n ?? 0)
  }
  const [files] = await db
    .select({ n: count() })
    .from(fileVersion)
    .innerJoin(projectFile, eq(projectFile.id, fileVersion.fileId))
    .where(eq(projectFile.projectId, projectId))
  return total + Number(files?.n ?? 0)
}

/**
 * Writes the project's archive into storage at `key`; answers its size. `progress` hears every page.
 */
export async function writeProjectArchive(options: {
  db: Database
  storage: FileStorage
  projectId: string
  key: string
  progress?: Progress
  now?: Date
}): Promise<{ size: number; rows: number; files: number }> {
  const { db, storage, projectId } = options
  const [found] = await db.select().from(project).where(eq(project.id, projectId)).limit(1)
  if (!found) throw new TransferRefusal('The project no longer exists')
  const total = await countProjectContent(db, projectId)
  const [weights] = await db
    .select({
      votes: projectDemandWeights.votes,
      companies: projectDemandWeights.companies,
      revenue: projectDemandWeights.revenue,
      recency: projectDemandWeights.recency,
    })
    .from(projectDemandWeights)
    .where(eq(projectDemandWeights.projectId, projectId))
  let done = 0
  await options.progress?.(0, total)

  const zip = new yazl.ZipFile()
  const json = new PassThrough()
  zip.addReadStream(json, PROJECT_JSON, { mtime: options.now ?? new Date() })
  // The archive goes to storage as it is made; the writer below waits for it.
  const stored = storage.putStream(options.key, zip.outputStream as AsyncIterable<Uint8Array>, {
    contentType: 'application/zip',
  })
  const failed = stored.then(
    () => new Promise<never>(() => {}),
    (error: unknown) => Promise.reject(error),
  )
  const write = writerOf(json)
  const people = new Set<string>()
  let rows = 0
  const writing = (async () => {
    const header = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      exportedAt: (options.now ?? new Date()).toISOString(),
      project: {
        slug: found.slug,
        name: found.name,
        description: found.description,
        visibility: found.visibility,
        createdAt: found.createdAt.toISOString(),
        createdBy: found.createdBy,
        demandWeights: weights ?? null,
      },
    }
    if (found.createdBy) people.add(found.createdBy)
    const headerJson = JSON.stringify(header, null, 1)
    await write(`${headerJson.slice(0, -2)},\n`)
    for (const collection of COLLECTIONS) {
      await write(`"${collection.key}": [`)
      let first = true
      for await (const page of pagesOf(db, collection, projectId)) {
        const lines: string[] = []
        for (const row of page) {
          const out = archiveRow(collection, row)
          for (const [field, target] of Object.entries(collection.refs)) {
            const value = out[field]
            if (target === 'person' && typeof value === 'string') people.add(value)
            if (target === 'people' && Array.isArray(value)) for (const id of value) people.add(String(id))
          }
          lines.push(`${first ? '\n' : ',\n'}${JSON.stringify(out)}`)
          first = false
        }
        await write(lines.join(''))
        rows += page.length
        done += page.length
        await options.progress?.(done, total)
      }
      await write('\n],\n')
    }
    // The people met along the way, with the names and addresses an import matches them by.
    await write('"people": [')
    const ids = [...people]
    let first = true
    for (let start = 0; start < ids.length; start += EXPORT_PAGE_SIZE) {
      const found = await db
        .select({ id: user.id, name: user.name, email: user.email })
        .from(user)
        .where(inArray(user.id, ids.slice(start, start + EXPORT_PAGE_SIZE)))
        .orderBy(asc(user.id))
      const lines = found.map(
        (person, index) => `${first && index === 0 ? '\n' : ',\n'}${JSON.stringify(person)}`,
      )
      if (found.length > 0) first = false
      await write(lines.join(''))
    }
    await write('\n]\n}\n')
    json.end()

    // The files' bytes, one version at a time: each stream is opened when the ZIP reaches it.
    let files = 0
    const versions = pagesOf(db, COLLECTIONS.find((c) => c.key === 'fileVersions') as Collection, projectId)
    for await (const page of versions) {
      for (const version of page) {
        const versionId = String(version.id)
        const storageKey = String(version.storageKey)
        const mtime = version.createdAt instanceof Date ? version.createdAt : new Date()
        await new Promise<void>((resolve, reject) => {
          zip.addReadStreamLazy(`${FILES_PREFIX}${versionId}`, { mtime, compress: false }, (callback) => {
            storage
              .stream(storageKey)
              .then((stream) => {
                if (!stream) {
                  reject(new TransferRefusal(`A file's bytes are missing from storage (${storageKey})`))
                  return
                }
                const readable = Readable.fromWeb(stream as NodeReadableStream)
                readable.once('end', () => resolve())
                readable.once('error', reject)
                callback(null, readable)
              })
              .catch(reject)
          })
        })
        files += 1
        done += 1
        await options.progress?.(done, total)
      }
    }
    zip.end()
    return files
  })()
  const files = await Promise.race([writing, failed])
  const size = await stored
  return { size, rows, files }
}

/** The storage key of an export's archive. */
export const exportKeyOf = (transferId: string) => `transfers/${transferId}.zip`

/** The runner of `export/archive`: the archive, then the row points at it until it expires. */
export const projectExportRunner: TransferRunner = async ({ db, run, storage, progress, now }) => {
  if (!run.projectId) throw new TransferRefusal('The project no longer exists')
  const outputKey = exportKeyOf(run.id)
  const result = await writeProjectArchive({
    db,
    storage,
    projectId: run.projectId,
    key: outputKey,
    progress,
    now,
  })
  return {
    outputKey,
    outputSize: result.size,
    expiresAt: new Date(now.getTime() + EXPORT_TTL_MS),
    report: { rows: result.rows, files: result.files },
  }
}
