/**
 * Starting the exports and archive imports of this feature and listing them, for the app's settings pages and
 * the public API alike; and what happens when one finishes (the link by mail).
 */
import { and, desc, eq, type SQL } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Viewer } from '~/lib/viewer'
import {
  assertOrganizationPermission,
  assertProjectPermission,
  type OrganizationAccess,
  type ProjectAccess,
} from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { dataTransfer, project, user } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import type { Mailer } from '~/server/mail/mailer.server'
import { transferReadyMail } from '~/server/mail/templates'
import type { FileStorage } from '~/server/storage/file-storage'
import {
  createTransferRun,
  EXPORT_TTL_MS,
  PERSONAL_EXPORT_TTL_MS,
  type TransferRow,
  type TransferStatusView,
  transferStatusView,
} from './runs.server'

/** The largest archive an import takes in one upload. */
export const MAX_IMPORT_UPLOAD_BYTES = 2 * 1024 * 1024 * 1024
/** How many runs of one kind may wait or run at once per project, organisation or person. */
const MAX_UNFINISHED = 3

async function assertNotBusy(db: Database, where: ReturnType<typeof and>) {
  const unfinished = await db
    .select({ id: dataTransfer.id })
    .from(dataTransfer)
    .where(and(where, eq(dataTransfer.status, 'running')))
    .limit(MAX_UNFINISHED)
  const queued = await db
    .select({ id: dataTransfer.id })
    .from(dataTransfer)
    .where(and(where, eq(dataTransfer.status, 'queued')))
    .limit(MAX_UNFINISHED)
  if (unfinished.length + queued.length >= MAX_UNFINISHED) {
    throw new AppError('TOO_MANY_REQUESTS', 'Wait for the runs already under way to finish first.')
  }
}

/** Starts a project's export (owners and admins, keys with projects:admin). */
export async function startProjectExport(db: Database, access: ProjectAccess): Promise<TransferRow> {
  assertProjectPermission(access, 'project.export')
  const viewer = access.viewer as Viewer
  await assertNotBusy(
    db,
    and(eq(dataTransfer.projectId, access.project.id), eq(dataTransfer.direction, 'export')),
  )
  return db.transaction((tx) =>
    createTransferRun(tx, {
      direction: 'export',
      kind: 'archive',
      organizationId: access.organization.id,
      projectId: access.project.id,
      requestedBy: viewer.userId,
      apiKeyId: viewer.apiKey?.keyId ?? null,
    }),
  )
}

/** Starts the export of the viewer's own data (a person, never an API key). */
export async function startPersonalExport(db: Database, viewer: Viewer): Promise<TransferRow> {
  if (viewer.apiKey || viewer.external) throw new AppError('NOT_FOUND', 'Not found')
  await assertNotBusy(db, and(eq(dataTransfer.requestedBy, viewer.userId), eq(dataTransfer.kind, 'personal')))
  return db.transaction((tx) =>
    createTransferRun(tx, {
      direction: 'export',
      kind: 'personal',
      organizationId: null,
      requestedBy: viewer.userId,
    }),
  )
}

const archiveInputKey = (id: string) => `transfers/${id}-input.zip`

/** Counts the bytes going by and stops the stream past the limit. */
async function* limited(body: AsyncIterable<Uint8Array>, maxBytes: number) {
  let received = 0
  for await (const chunk of body) {
    received += chunk.byteLength
    if (received > maxBytes) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `Archives can be at most ${Math.round(maxBytes / 1024 / 1024)} MB`,
      )
    }
    yield chunk
  }
}

/**
 * Takes an uploaded project archive (its bytes as a stream, to storage as they come) and starts its import as
 * a new project of the organisation. What is inside is checked by the job, which refuses bad archives.
 */
export async function startArchiveImport(
  db: Database,
  storage: FileStorage,
  access: OrganizationAccess,
  body: AsyncIterable<Uint8Array>,
  options: { maxBytes?: number; fileName?: string } = {},
): Promise<TransferRow> {
  assertOrganizationPermission(access, 'project.import')
  const viewer = access.viewer as Viewer
  // A key restricted to one project knows of no other, and may not make one (as for the organisation's webhooks).
  if (viewer.apiKey?.projectId) throw new AppError('NOT_FOUND', 'Not found')
  await assertNotBusy(
    db,
    and(
      eq(dataTransfer.organizationId, access.organization.id),
      eq(dataTransfer.direction, 'import'),
      eq(dataTransfer.kind, 'archive'),
    ),
  )
  const id = crypto.randomUUID()
  const inputKey = archiveInputKey(id)
  const size = await storage.putStream(inputKey, limited(body, options.maxBytes ?? MAX_IMPORT_UPLOAD_BYTES), {
    contentType: 'application/zip',
  })
  if (size === 0) {
    await storage.delete(inputKey)
    throw new AppError('UNPROCESSABLE_ENTITY', 'The archive is empty', { file: ['The archive is empty'] })
  }
  try {
    return await db.transaction(async (tx) => {
      const run = await createTransferRun(tx, {
        direction: 'import',
        kind: 'archive',
        organizationId: access.organization.id,
        requestedBy: viewer.userId,
        apiKeyId: viewer.apiKey?.keyId ?? null,
        inputKey,
        options: { fileName: options.fileName?.slice(0, 200) ?? null, size },
      })
      // The run keeps its own id for the input's key: a rerun reads the same upload.
      await tx
        .update(dataTransfer)
        .set({ expiresAt: new Date(Date.now() + EXPORT_TTL_MS) })
        .where(eq(dataTransfer.id, run.id))
      return run
    })
  } catch (error) {
    await storage.delete(inputKey).catch(() => {})
    throw error
  }
}

export type TransferListEntry = TransferStatusView & {
  requestedBy: string | null
  project: string | null
  dryRun: boolean
}

/**
 * The latest runs that match, newest first, as a settings page lists them (who asked, the project made or
 * exported): every list of runs, this feature's and the feedback imports', is read through it. The caller
 * checks that the viewer may see them.
 */
export async function listTransfers(db: Database, where: SQL | undefined, limit: number) {
  const rows = await db
    .select()
    .from(dataTransfer)
    .where(where)
    .orderBy(desc(dataTransfer.createdAt))
    .limit(limit)
  return listed(db, rows)
}

async function listed(db: Database, rows: TransferRow[], now = new Date()): Promise<TransferListEntry[]> {
  const names = new Map<string, string>()
  for (const row of rows) {
    if (row.requestedBy && !names.has(row.requestedBy)) {
      const [found] = await db
        .select({ name: user.name })
        .from(user)
        .where(eq(user.id, row.requestedBy))
        .limit(1)
      names.set(row.requestedBy, found?.name ?? '')
    }
  }
  const slugs = new Map<string, string>()
  for (const row of rows) {
    if (row.projectId && !slugs.has(row.projectId)) {
      const [found] = await db
        .select({ slug: project.slug })
        .from(project)
        .where(eq(project.id, row.projectId))
        .limit(1)
      if (found) slugs.set(row.projectId, found.slug)
    }
  }
  return rows.map((row) => ({
    ...transferStatusView(row, now),
    requestedBy: row.requestedBy ? (names.get(row.requestedBy) ?? null) : null,
    project: row.projectId ? (slugs.get(row.projectId) ?? null) : null,
    dryRun: row.dryRun,
  }))
}

/** A project's latest exports, for its settings. */
export async function listProjectExports(db: Database, access: ProjectAccess) {
  assertProjectPermission(access, 'project.export')
  return listTransfers(
    db,
    and(eq(dataTransfer.projectId, access.project.id), eq(dataTransfer.direction, 'export')),
    5,
  )
}

/** An organisation's latest archive imports, for its settings. */
export async function listArchiveImports(db: Database, access: OrganizationAccess) {
  assertOrganizationPermission(access, 'project.import')
  return listTransfers(
    db,
    and(
      eq(dataTransfer.organizationId, access.organization.id),
      eq(dataTransfer.direction, 'import'),
      eq(dataTransfer.kind, 'archive'),
    ),
    5,
  )
}

/** The viewer's latest personal-data exports. */
export async function listPersonalExports(db: Database, viewer: Viewer) {
  return listTransfers(
    db,
    and(eq(dataTransfer.requestedBy, viewer.userId), eq(dataTransfer.kind, 'personal')),
    5,
  )
}

/** Where a person downloads a finished export (signed in; the route checks they may). */
export const transferDownloadPath = (id: string) => `/api/transfers/${id}/download`

/**
 * When a run ends: the link to a finished export, mailed to the person who asked (a key's runs are polled
 * through the API instead).
 */
export function transferFinishedMailer(deps: {
  db: Database
  mailer: Mailer
  baseUrl: string
  logger?: Logger
}) {
  return async (run: TransferRow) => {
    if (run.status !== 'done' || run.direction !== 'export' || run.apiKeyId || !run.requestedBy) return
    const [person] = await deps.db
      .select({ name: user.name, email: user.email, language: user.language })
      .from(user)
      .where(eq(user.id, run.requestedBy))
      .limit(1)
    if (!person) return
    let subject: { kind: 'personal' } | { kind: 'project'; name: string | null } = { kind: 'personal' }
    if (run.kind === 'archive' && run.projectId) {
      const [found] = await deps.db
        .select({ name: project.name })
        .from(project)
        .where(eq(project.id, run.projectId))
      subject = { kind: 'project', name: found?.name ?? null }
    }
    const mail = transferReadyMail({
      name: person.name,
      url: new URL(transferDownloadPath(run.id), deps.baseUrl).toString(),
      subject,
      expiresInSeconds: (run.kind === 'personal' ? PERSONAL_EXPORT_TTL_MS : EXPORT_TTL_MS) / 1000,
      language: person.language,
    })
    await deps.mailer.send({ to: person.email, ...mail, messageId: `<transfer-${run.id}@parley>` })
  }
}
