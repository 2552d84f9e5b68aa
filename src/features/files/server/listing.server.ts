import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm'
import type { FileSort, SortDirection } from '~/lib/file-listing-rules'
import { FILE_LIST_LIMIT, type FileKind, fileContentUrl, fileThumbnailUrl } from '~/lib/file-rules'
import { escapeLikePattern } from '~/lib/search-query'
import type { Database } from '~/server/db/client.server'
import { fileFolder, fileVersion, projectFile, user } from '~/server/db/schema'
import { fileVisibleTo } from '~/server/files/file-visibility.server'
import type {
  FilePerson,
  FileSummary,
  FilesListing,
  FileVersionSummary,
  FolderOption,
  FolderSummary,
} from '../files.types'
import { canEditOwned, type FileRow, type FilesAccess, loadFile, loadFolder } from './files-access.server'
import { type FileLimits, storedBytes } from './quota.server'

type PersonRow = { id: string | null; name: string | null; username: string | null; image: string | null }
const personOf = (row: PersonRow | null): FilePerson | null =>
  row?.id ? { id: row.id, name: row.name ?? '', username: row.username, image: row.image } : null
const personColumns = { id: user.id, name: user.name, username: user.username, image: user.image }

type FolderTree = Map<string, { id: string; name: string; parentId: string | null; isAttachments: boolean }>

async function loadFolderTree(db: Database, projectId: string): Promise<FolderTree> {
  const rows = await db
    .select({
      id: fileFolder.id,
      name: fileFolder.name,
      parentId: fileFolder.parentId,
      isAttachments: fileFolder.isAttachments,
    })
    .from(fileFolder)
    .where(eq(fileFolder.projectId, projectId))
  return new Map(rows.map((row) => [row.id, row]))
}

/** The folders from the top level down to `folderId` (itself included). */
function ancestry(tree: FolderTree, folderId: string | null): { id: string; name: string }[] {
  const chain: { id: string; name: string }[] = []
  let current = folderId ? tree.get(folderId) : undefined
  // The depth bound guards against a cycle (moves refuse them; this keeps a listing from spinning anyway).
  while (current && chain.length < 64) {
    chain.unshift({ id: current.id, name: current.name })
    current = current.parentId ? tree.get(current.parentId) : undefined
  }
  return chain
}

const pathOf = (tree: FolderTree, folderId: string | null) =>
  ancestry(tree, folderId)
    .map((folder) => folder.name)
    .join(' / ')

export function toFileSummary(
  access: FilesAccess,
  row: FileRow,
  person: FilePerson | null,
  path: string,
): FileSummary {
  return {
    id: row.id,
    name: row.name,
    folderId: row.folderId,
    size: row.size,
    mime: row.mime,
    kind: row.kind as FileKind,
    versionCount: row.versionCount,
    versionId: row.currentVersionId,
    thumbnailStatus: row.thumbnailStatus as FileSummary['thumbnailStatus'],
    thumbnailUrl: row.thumbnailStatus === 'ready' ? fileThumbnailUrl(row.id, row.currentVersionId) : null,
    // Named by version, so a browser never shows a cached older version after a new one is uploaded.
    contentUrl: fileContentUrl(row.id, { version: row.versionCount }),
    downloadUrl: fileContentUrl(row.id, { download: true }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdBy: person,
    canEdit: canEditOwned(access, row.createdById),
    path,
  }
}

function fileOrder(sort: FileSort, dir: SortDirection): SQL[] {
  const by = dir === 'desc' ? desc : asc
  const byName = by(sql`lower(${projectFile.name})`)
  switch (sort) {
    case 'size':
      return [by(projectFile.size), byName]
    case 'type':
      return [by(projectFile.kind), by(projectFile.mime), byName]
    case 'uploader':
      return [by(sql`lower(coalesce(${user.name}, ''))`), byName]
    case 'date':
      return [by(projectFile.updatedAt), byName]
    default:
      return [byName, by(projectFile.id)]
  }
}

/** A folder's contents, or (with `q`) the project's files and folders whose names contain it. */
export async function listFiles(
  db: Database,
  access: FilesAccess,
  input: { folderId?: string; q?: string; sort: FileSort; dir: SortDirection },
  limits: FileLimits,
): Promise<FilesListing> {
  const projectId = access.project.id
  const folder = input.folderId ? await loadFolder(db, access, input.folderId) : null
  const tree = await loadFolderTree(db, projectId)
  const q = input.q?.trim() ?? ''
  const nameMatches = (column: typeof projectFile.name | typeof fileFolder.name) =>
    sql`lower(${column}) like ${`%${escapeLikePattern(q.toLowerCase())}%`} escape '\\'`

  const folderWhere = q
    ? and(eq(fileFolder.projectId, projectId), nameMatches(fileFolder.name))
    : and(
        eq(fileFolder.projectId, projectId),
        folder ? eq(fileFolder.parentId, folder.id) : isNull(fileFolder.parentId),
      )
  const fileWhere = q
    ? and(eq(projectFile.projectId, projectId), nameMatches(projectFile.name), fileVisibleTo(access.viewerId))
    : and(
        eq(projectFile.projectId, projectId),
        folder ? eq(projectFile.folderId, folder.id) : isNull(projectFile.folderId),
        fileVisibleTo(access.viewerId),
      )

  const [folderRows, fileRows, usedBytes] = await Promise.all([
    db
      .select({ folder: fileFolder, person: personColumns })
      .from(fileFolder)
      .leftJoin(user, eq(user.id, fileFolder.createdById))
      .where(folderWhere)
      .orderBy(desc(fileFolder.isAttachments), asc(sql`lower(${fileFolder.name})`)),
    db
      .select({ file: projectFile, person: personColumns })
      .from(projectFile)
      .leftJoin(user, eq(user.id, projectFile.createdById))
      .where(fileWhere)
      .orderBy(...fileOrder(input.sort, input.dir))
      .limit(FILE_LIST_LIMIT + 1),
    storedBytes(db, access.organization.id),
  ])
  const itemCounts = await countItems(
    db,
    access,
    folderRows.map((row) => row.folder.id),
  )

  const folderSummary = (row: typeof fileFolder.$inferSelect, person: FilePerson | null): FolderSummary => ({
    id: row.id,
    name: row.name,
    parentId: row.parentId,
    isAttachments: row.isAttachments,
    itemCount: itemCounts.get(row.id) ?? 0,
    createdAt: row.createdAt.toISOString(),
    createdBy: person,
    canEdit: !row.isAttachments && canEditOwned(access, row.createdById),
    path: pathOf(tree, row.parentId),
  })

  return {
    projectId,
    folder: folder ? folderSummary(folder, null) : null,
    breadcrumbs: folder ? ancestry(tree, folder.parentId) : [],
    folders: folderRows.map((row) => folderSummary(row.folder, personOf(row.person))),
    files: fileRows
      .slice(0, FILE_LIST_LIMIT)
      .map((row) => toFileSummary(access, row.file, personOf(row.person), pathOf(tree, row.file.folderId))),
    truncated: fileRows.length > FILE_LIST_LIMIT,
    sort: input.sort,
    dir: input.dir,
    q,
    canUpload: access.canUpload,
    isEditor: access.isEditor,
    quota: { usedBytes, limitBytes: limits.quotaBytes },
    maxUploadBytes: limits.maxUploadBytes,
  }
}

/** Files and folders directly inside each folder (the files the viewer may see). */
async function countItems(
  db: Database,
  access: FilesAccess,
  folderIds: string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>()
  if (folderIds.length === 0) return counts
  const ids = sql.join(
    folderIds.map((id) => sql`${id}`),
    sql`, `,
  )
  const [files, folders] = await Promise.all([
    db
      .select({ id: projectFile.folderId, n: count() })
      .from(projectFile)
      .where(and(sql`${projectFile.folderId} in (${ids})`, fileVisibleTo(access.viewerId)))
      .groupBy(projectFile.folderId),
    db
      .select({ id: fileFolder.parentId, n: count() })
      .from(fileFolder)
      .where(sql`${fileFolder.parentId} in (${ids})`)
      .groupBy(fileFolder.parentId),
  ])
  for (const row of [...files, ...folders]) {
    if (row.id) counts.set(row.id, (counts.get(row.id) ?? 0) + Number(row.n))
  }
  return counts
}

/** Every folder of the project with its path, for the move dialog. */
export async function listFolderOptions(db: Database, access: FilesAccess): Promise<FolderOption[]> {
  const tree = await loadFolderTree(db, access.project.id)
  return [...tree.values()]
    .map((folder) => ({ ...folder, path: pathOf(tree, folder.id) }))
    .sort((a, b) => a.path.localeCompare(b.path))
}

/** One file, as the list shows it (for a preview opened by link). */
export async function getFile(db: Database, access: FilesAccess, fileId: string): Promise<FileSummary> {
  const file = await loadFile(db, access, fileId)
  const tree = await loadFolderTree(db, access.project.id)
  const [person] = await db
    .select(personColumns)
    .from(user)
    .where(eq(user.id, file.createdById ?? ''))
  return toFileSummary(access, file, person ? personOf(person) : null, pathOf(tree, file.folderId))
}

/** A file's versions, newest first. */
export async function listVersions(
  db: Database,
  access: FilesAccess,
  fileId: string,
): Promise<FileVersionSummary[]> {
  const file = await loadFile(db, access, fileId)
  const rows = await db
    .select({ version: fileVersion, person: personColumns })
    .from(fileVersion)
    .leftJoin(user, eq(user.id, fileVersion.uploadedById))
    .where(eq(fileVersion.fileId, file.id))
    .orderBy(desc(fileVersion.number))
  return rows.map(({ version, person }) => ({
    id: version.id,
    number: version.number,
    size: version.size,
    mime: version.mime,
    createdAt: version.createdAt.toISOString(),
    uploadedBy: personOf(person),
    downloadUrl: fileContentUrl(file.id, { version: version.number, download: true }),
    isCurrent: version.id === file.currentVersionId,
  }))
}
