/**
 * A project archive imported as a new project of an organisation. Checked whole before anything is written:
 * the ZIP's directory (entry count, names, sizes, compression ratios: a ZIP bomb is refused before a byte is
 * inflated), then `project.json` against the format's schema and version, then every reference inside it. Then
 * the files' bytes go to storage under keys of this run (a rerun after a restart writes the same keys), and
 * every row is written in one transaction: a failed import leaves no project, and the copied bytes are removed.
 *
 * People are matched by address; an address nobody has becomes an unverified placeholder account that its
 * owner claims by resetting the password. Ids are new; a slug taken in the organisation gets a number.
 */
import { randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { and, eq, sql } from 'drizzle-orm'
import yauzl from 'yauzl'
import { findOrCreateAnonymousStandIn, recomputeProjectDemand } from '~/features/feedback/index.server'
import { isThumbnailable, scheduleVersionThumbnail } from '~/features/files/index.server'
import { isAnonymousVisitorEmail } from '~/lib/anonymous-visitor-rules'
import { topicOf } from '~/lib/live-topics'
import { recordActivity } from '~/server/activity.server'
import type { Database } from '~/server/db/client.server'
import { organization, project, projectDemandWeights } from '~/server/db/schema'
import { isAppError } from '~/server/errors'
import { emitLiveEvent } from '~/server/live/emit.server'
import { findOrCreatePersonByEmail } from '~/server/placeholder-accounts.server'
import type { FileStorage } from '~/server/storage/file-storage'
import {
  COLLECTIONS,
  type Collection,
  type CollectionKey,
  columnsOf,
  SUBJECT_COLLECTIONS,
} from './archive-collections.server'
import {
  ARCHIVE_LIMITS,
  ARCHIVE_VERSION,
  type ArchiveRow,
  archiveHeaderSchema,
  FILES_PREFIX,
  PROJECT_JSON,
  type ProjectArchive,
  projectArchiveSchema,
} from './archive-format.server'
import { TransferRefusal, type TransferRunner } from './runs.server'

const INSERT_BATCH = 500
const MiB = 1024 * 1024

export type ArchiveLimits = { -readonly [K in keyof typeof ARCHIVE_LIMITS]: number }

type CheckedArchive = {
  zip: yauzl.ZipFile
  files: Map<string, yauzl.Entry>
  archive: ProjectArchive
}

/** A name inside the archive that could land outside where it is unpacked, or is not ours. */
function nameProblem(name: string): string | null {
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name) || name.includes('\\')) return 'an absolute path'
  if (name.split('/').some((segment) => segment === '..')) return 'a path with ".."'
  if (name === PROJECT_JSON || name === FILES_PREFIX) return null
  if (name.startsWith(FILES_PREFIX) && /^[A-Za-z0-9._-]{1,200}$/.test(name.slice(FILES_PREFIX.length)))
    return null
  return 'an entry that is not part of a project archive'
}

function readEntries(zip: yauzl.ZipFile, limits: ArchiveLimits): Promise<Map<string, yauzl.Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, yauzl.Entry>()
    let total = 0
    if (zip.entryCount > limits.maxEntries) {
      reject(
        new TransferRefusal(
          `The archive has ${zip.entryCount} entries; at most ${limits.maxEntries} are accepted.`,
        ),
      )
      return
    }
    zip.on('error', (error: Error) => reject(zipRefusal(error)))
    zip.on('entry', (entry: yauzl.Entry) => {
      const problem = nameProblem(entry.fileName)
      if (problem) {
        reject(
          new TransferRefusal(
            `The archive holds ${problem} (${JSON.stringify(entry.fileName.slice(0, 200))}).`,
          ),
        )
        return
      }
      if (entry.isEncrypted()) {
        reject(new TransferRefusal('The archive is encrypted.'))
        return
      }
      total += entry.uncompressedSize
      if (total > limits.maxTotalUncompressedBytes) {
        reject(new TransferRefusal('The archive unpacks to more than this instance accepts (a ZIP bomb?).'))
        return
      }
      if (
        entry.uncompressedSize > MiB &&
        entry.uncompressedSize > Math.max(1, entry.compressedSize) * limits.maxCompressionRatio
      ) {
        reject(
          new TransferRefusal(
            `The archive's entry ${entry.fileName} is compressed suspiciously well (a ZIP bomb?).`,
          ),
        )
        return
      }
      if (entries.has(entry.fileName)) {
        reject(new TransferRefusal(`The archive holds ${entry.fileName} twice.`))
        return
      }
      entries.set(entry.fileName, entry)
      zip.readEntry()
    })
    zip.on('end', () => resolve(entries))
    zip.readEntry()
  })
}

function zipRefusal(error: unknown): TransferRefusal {
  if (error instanceof TransferRefusal) return error
  const message = error instanceof Error ? error.message : String(error)
  if (/relative path|absolute path/i.test(message)) {
    return new TransferRefusal(`The archive holds a path outside itself: ${message}.`)
  }
  return new TransferRefusal(`The file is not a readable ZIP archive (${message}).`)
}

async function readText(zip: yauzl.ZipFile, entry: yauzl.Entry, maxBytes: number): Promise<string> {
  if (entry.uncompressedSize > maxBytes) {
    throw new TransferRefusal(`project.json is larger than ${Math.round(maxBytes / MiB)} MiB.`)
  }
  const stream = await zip.openReadStreamPromise(entry).catch((error) => Promise.reject(zipRefusal(error)))
  const chunks: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length
      if (size > maxBytes) throw new TransferRefusal('project.json is larger than it says.')
      chunks.push(chunk)
    }
  } catch (error) {
    throw zipRefusal(error)
  }
  return Buffer.concat(chunks, size).toString('utf8')
}

function issueText(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || '(top)'}: ${issue.message}`)
    .join('; ')
}

/** project.json, parsed and checked: its kind and version first (a clear word for a newer one), then all of it. */
export function parseProjectJson(text: string): ProjectArchive {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new TransferRefusal('project.json is not valid JSON.')
  }
  const header = archiveHeaderSchema.safeParse(parsed)
  if (!header.success)
    throw new TransferRefusal(`This is not a Parley project archive (${issueText(header.error.issues)}).`)
  if (header.data.version > ARCHIVE_VERSION) {
    throw new TransferRefusal(
      `This archive was made by a newer Parley (format version ${header.data.version}); this one reads up to version ${ARCHIVE_VERSION}. Update Parley, then import it again.`,
    )
  }
  const result = projectArchiveSchema.safeParse(parsed)
  if (!result.success) {
    throw new TransferRefusal(
      `project.json does not match the archive format: ${issueText(result.error.issues)}.`,
    )
  }
  return result.data
}

/** Every reference inside the archive points at a row it holds (or a person it lists). */
export function checkReferences(
  archive: ProjectArchive,
  files: ReadonlyMap<string, yauzl.Entry> | null,
): void {
  const ids = new Map<string, Set<string>>()
  for (const collection of COLLECTIONS) {
    if (collection.fields.includes('id')) {
      ids.set(collection.key, new Set((archive[collection.key] as ArchiveRow[]).map((row) => String(row.id))))
    }
  }
  const people = new Set(archive.people.map((person) => person.id))
  const dangling = (where: string, field: string, value: unknown) =>
    new TransferRefusal(
      `project.json is inconsistent: ${where}.${field} points at ${JSON.stringify(value)}, which the archive does not hold.`,
    )
  for (const collection of COLLECTIONS) {
    const rows = archive[collection.key] as ArchiveRow[]
    rows.forEach((row, index) => {
      const where = `${collection.key}[${index}]`
      for (const [field, target] of Object.entries(collection.refs)) {
        const value = row[field]
        if (value === null || value === undefined) continue
        if (target === 'person') {
          if (!people.has(String(value))) throw dangling(where, field, value)
        } else if (target === 'people') {
          // Mentions of someone not listed are dropped, not refused: they are a nicety of the text.
        } else if (!ids.get(target)?.has(String(value))) {
          throw dangling(where, field, value)
        }
      }
    })
  }
  if (files) {
    for (const version of archive.fileVersions) {
      const entry = files.get(`${FILES_PREFIX}${String(version.id)}`)
      if (!entry)
        throw new TransferRefusal(`The archive lacks the bytes of file version ${String(version.id)}.`)
      if (entry.uncompressedSize !== version.size) {
        throw new TransferRefusal(
          `The bytes of file version ${String(version.id)} do not have the size project.json gives.`,
        )
      }
    }
  }
}

/** Opens and checks an archive on the local disk; the caller closes `zip`. */
export async function openProjectArchive(
  filePath: string,
  limits: ArchiveLimits = ARCHIVE_LIMITS,
): Promise<CheckedArchive> {
  let zip: yauzl.ZipFile
  try {
    zip = await yauzl.openPromise(filePath, {
      lazyEntries: true,
      autoClose: false,
      validateEntrySizes: true,
      strictFileNames: true,
    })
  } catch (error) {
    throw zipRefusal(error)
  }
  try {
    const entries = await readEntries(zip, limits)
    const json = entries.get(PROJECT_JSON)
    if (!json)
      throw new TransferRefusal('The archive has no project.json: it is not a Parley project archive.')
    const archive = parseProjectJson(await readText(zip, json, limits.maxProjectJsonBytes))
    checkReferences(archive, entries)
    return { zip, files: entries, archive }
  } catch (error) {
    zip.close()
    throw error
  }
}

/** A slug free in the organisation: the archive's, or it with -2, -3… */
async function freeSlug(tx: Database, organizationId: string, wanted: string): Promise<string> {
  const base = wanted.slice(0, 90)
  for (let n = 1; n < 1000; n++) {
    const slug = n === 1 ? base : `${base}-${n}`
    const [taken] = await tx
      .select({ id: project.id })
      .from(project)
      .where(and(eq(project.organizationId, organizationId), eq(project.slug, slug)))
      .limit(1)
    if (!taken) return slug
  }
  return `${base}-${randomBytes(3).toString('hex')}`
}

const FILE_LINK = /\/api\/files\/([0-9a-f-]{36})\/content/g

export type ImportResult = {
  projectId: string
  slug: string
  counts: Record<string, number>
  people: { matched: number; created: number }
}

/**
 * Writes the archive's content as a new project of the organisation, in one transaction. `storageKeys` holds
 * each file version's new storage key (its bytes already copied).
 */
export async function writeImportedProject(options: {
  db: Database
  organizationId: string
  archive: ProjectArchive
  storageKeys: ReadonlyMap<string, string>
  actorId: string | null
  progress?: (done: number) => Promise<void>
}): Promise<ImportResult> {
  const { archive } = options
  return options.db.transaction(async (tx) => {
    // Serialised with project creation and moves in the organisation, so that the slug stays free.
    await tx.execute(sql`select id from ${organization} where id = ${options.organizationId} for update`)
    // People by address: the ones this instance knows, placeholders for the rest.
    const personMap = new Map<string, string | null>()
    let matched = 0
    let created = 0
    for (const person of archive.people) {
      // An anonymous visitor of the other instance stays anonymous here: a stand-in, not a claimable account.
      if (isAnonymousVisitorEmail(person.email)) {
        personMap.set(person.id, await findOrCreateAnonymousStandIn(tx, person.email))
        continue
      }
      try {
        const found = await findOrCreatePersonByEmail(tx, { email: person.email, name: person.name })
        personMap.set(person.id, found.id)
        if (found.created) created += 1
        else matched += 1
      } catch (error) {
        // An API key's service user of the other instance: nobody here may have that address.
        if (!isAppError(error)) throw error
        personMap.set(person.id, null)
      }
    }
    const slug = await freeSlug(tx, options.organizationId, archive.project.slug)
    const [made] = await tx
      .insert(project)
      .values({
        organizationId: options.organizationId,
        slug,
        name: archive.project.name,
        description: archive.project.description,
        visibility: archive.project.visibility,
        createdBy: archive.project.createdBy ? (personMap.get(archive.project.createdBy) ?? null) : null,
        createdAt: new Date(archive.project.createdAt),
      })
      .returning({ id: project.id })
    if (!made) throw new Error('The project was not created')
    const projectId = made.id
    if (archive.project.demandWeights) {
      await tx.insert(projectDemandWeights).values({ projectId, ...archive.project.demandWeights })
    }

    // New ids: made up front for text ids (so rows may point forward), read back for identity ids.
    const idMaps = new Map<CollectionKey, Map<string, string | number>>()
    for (const collection of COLLECTIONS) {
      const map = new Map<string, string | number>()
      if (collection.fields.includes('id') && !collection.identity) {
        for (const row of archive[collection.key] as ArchiveRow[])
          map.set(String(row.id), crypto.randomUUID())
      }
      idMaps.set(collection.key, map)
    }
    const fileIds = idMaps.get('files') as Map<string, string | number>
    const relink = (text: string) =>
      text.replace(FILE_LINK, (link, id: string) => {
        const next = fileIds.get(id)
        return next ? `/api/files/${next}/content` : link
      })

    const counts: Record<string, number> = {}
    let done = 0
    const lateRows: { collection: Collection; id: string | number; row: ArchiveRow }[] = []
    for (const collection of COLLECTIONS) {
      const columns = columnsOf(collection)
      const rows = archive[collection.key] as ArchiveRow[]
      const ownMap = idMaps.get(collection.key) as Map<string, string | number>
      const values: Record<string, unknown>[] = []
      const kept: ArchiveRow[] = []
      for (const row of rows) {
        const value: Record<string, unknown> = {}
        let drop = false
        for (const field of collection.fields) {
          if (field === 'id' && collection.identity) continue
          let v = row[field]
          // A field an older archive lacks: the column's default.
          if (v === undefined && collection.since?.[field]) continue
          const target = collection.refs[field]
          if (field === 'id') v = ownMap.get(String(v))
          else if (collection.late?.includes(field)) v = null
          else if (target === 'person') {
            v = v === null || v === undefined ? null : (personMap.get(String(v)) ?? null)
            if (v === null && (columns[field] as unknown as { notNull: boolean }).notNull) drop = true
          } else if (target === 'people') {
            v = (v as string[]).map((id) => personMap.get(id)).filter((id): id is string => Boolean(id))
          } else if (target && v !== null && v !== undefined) {
            v = idMaps.get(target)?.get(String(v)) ?? null
            if (v === null) drop = true
          }
          if (collection.texts?.includes(field) && typeof v === 'string') v = relink(v)
          if (
            (columns[field] as unknown as { dataType: string }).dataType === 'date' &&
            typeof v === 'string'
          )
            v = new Date(v)
          value[field] = v
        }
        if (collection.subject) {
          const subjectCollection = SUBJECT_COLLECTIONS[String(row[collection.subject.type])]
          const next = subjectCollection
            ? idMaps.get(subjectCollection)?.get(String(row[collection.subject.id]))
            : undefined
          if (next === undefined) drop = true
          else value[collection.subject.id] = String(next)
        }
        if ('projectId' in columns) value.projectId = projectId
        if (collection.key === 'fileVersions') {
          value.organizationId = options.organizationId
          value.storageKey = options.storageKeys.get(String(row.id))
          value.thumbnailStatus = isThumbnailable(String(row.kind), String(row.mime)) ? 'pending' : 'none'
        }
        if (collection.key === 'files') {
          value.thumbnailStatus = 'none'
        }
        if (drop) continue
        values.push(value)
        kept.push(row)
      }
      for (let start = 0; start < values.length; start += INSERT_BATCH) {
        const batch = values.slice(start, start + INSERT_BATCH)
        if (collection.identity) {
          const inserted = (await tx
            .insert(collection.table)
            .values(batch)
            .returning({ id: columns.id as NonNullable<(typeof columns)['id']> })) as { id: number }[]
          for (const [index, made] of inserted.entries()) ownMap.set(String(kept[start + index]?.id), made.id)
        } else {
          await tx.insert(collection.table).values(batch)
        }
        done += batch.length
        await options.progress?.(done)
      }
      counts[collection.key] = values.length
      if (collection.late) {
        for (const row of kept) {
          if (collection.late.some((field) => row[field] !== null && row[field] !== undefined)) {
            lateRows.push({ collection, id: ownMap.get(String(row.id)) as string | number, row })
          }
        }
      }
    }
    // The references that had to wait for their rows.
    for (const { collection, id, row } of lateRows) {
      const columns = columnsOf(collection)
      const set: Record<string, unknown> = {}
      for (const field of collection.late ?? []) {
        const target = collection.refs[field] as CollectionKey
        set[field] = row[field] === null ? null : (idMaps.get(target)?.get(String(row[field])) ?? null)
      }
      if ('updatedAt' in columns && typeof row.updatedAt === 'string') set.updatedAt = new Date(row.updatedAt)
      await tx
        .update(collection.table)
        .set(set)
        .where(eq(columns.id as NonNullable<(typeof columns)['id']>, id))
    }
    for (const version of archive.fileVersions) {
      if (isThumbnailable(String(version.kind), String(version.mime))) {
        const next = idMaps.get('fileVersions')?.get(String(version.id))
        if (next) await scheduleVersionThumbnail(tx, String(next))
      }
    }
    // The demand counters (companies, revenue) follow this organisation's customers, not the other one's.
    await recomputeProjectDemand(tx, projectId)
    await recordActivity(tx, {
      projectId,
      actorId: options.actorId,
      kind: 'project.imported',
      phrases: [{ phrase: 'projectImported', values: { name: archive.project.name } }],
    })
    await emitLiveEvent(tx, topicOf.org(options.organizationId), 'project.created', { projectId })
    return { projectId, slug, counts, people: { matched, created } }
  })
}

/** The run's uploaded archive, copied from storage to a temporary file (yauzl reads a ZIP by random access). */
async function downloadToTemp(storage: FileStorage, key: string): Promise<string> {
  const stream = await storage.stream(key)
  if (!stream) throw new TransferRefusal('The uploaded archive is gone. Upload it again.')
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-import-'))
  const target = path.join(directory, 'archive.zip')
  await pipeline(Readable.fromWeb(stream as NodeReadableStream), createWriteStream(target))
  return target
}

/** Storage keys of an import's file bytes: fixed per run and version, so a rerun overwrites, never leaks. */
const importedKey = (runId: string, index: number) => `uploads/import-${runId}-${index}`

/** The runner of `import/archive`. */
export const projectImportRunner: TransferRunner = async ({ db, run, storage, progress }) => {
  if (!run.inputKey || !run.organizationId)
    throw new TransferRefusal('The uploaded archive is gone. Upload it again.')
  const temp = await downloadToTemp(storage, run.inputKey)
  const copied: string[] = []
  try {
    const { zip, archive, files: entries } = await openProjectArchive(temp)
    const rowTotal = COLLECTIONS.reduce((sum, c) => sum + (archive[c.key] as unknown[]).length, 0)
    const total = rowTotal + archive.fileVersions.length
    await progress(0, total)
    const storageKeys = new Map<string, string>()
    try {
      let index = 0
      for (const version of archive.fileVersions) {
        const entry = entries.get(`${FILES_PREFIX}${String(version.id)}`)
        if (!entry) throw new TransferRefusal(`The archive lacks file version ${String(version.id)}.`)
        const bytes = await zip.openReadStreamPromise(entry)
        const key = importedKey(run.id, index++)
        await storage.putStream(key, bytes, { contentType: 'application/octet-stream' })
        copied.push(key)
        storageKeys.set(String(version.id), key)
        await progress(index, total)
      }
    } finally {
      zip.close()
    }
    const files = archive.fileVersions.length
    const result = await writeImportedProject({
      db,
      organizationId: run.organizationId,
      archive,
      storageKeys,
      actorId: run.requestedBy,
      progress: (done) => progress(files + done, total),
    })
    await storage.delete(run.inputKey).catch(() => {})
    return {
      projectId: result.projectId,
      report: { project: result.slug, counts: result.counts, people: result.people, files },
    }
  } catch (error) {
    for (const key of copied) await storage.delete(key).catch(() => {})
    throw error
  } finally {
    await fs.rm(path.dirname(temp), { recursive: true, force: true })
  }
}
