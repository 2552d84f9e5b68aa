import { createServerFn } from '@tanstack/react-start'
import { getAppContext } from '~/server/app-context.server'
import type { Database } from '~/server/db/client.server'
import { getRequestViewer } from '~/server/request-context.server'
import { forRoute } from '~/server/route-errors.server'
import {
  createFolderSchema,
  fileRefSchema,
  folderRefSchema,
  listFilesSchema,
  moveFileSchema,
  moveFolderSchema,
  projectScopeSchema,
  renameFileSchema,
  renameFolderSchema,
} from './files.schemas'
import {
  createFolder,
  deleteFile,
  deleteFolder,
  moveFile,
  moveFolder,
  renameFile,
  renameFolder,
} from './server/changes.server'
import { type FilesAccess, getFilesAccess } from './server/files-access.server'
import { getFile, listFiles, listFolderOptions, listVersions } from './server/listing.server'
import { fileLimitsOf } from './server/quota.server'

async function withFiles<T>(
  scope: { orgSlug: string; projectSlug: string },
  run: (db: Database, access: FilesAccess, limits: ReturnType<typeof fileLimitsOf>) => Promise<T>,
) {
  const { database, config } = await getAppContext()
  const access = await getFilesAccess(database.db, await getRequestViewer(), scope)
  return run(database.db, access, fileLimitsOf(config))
}

/** A folder's contents (or search results), with what the viewer may do and the organisation's storage. */
export const listFilesFn = createServerFn({ method: 'GET' })
  .validator(listFilesSchema)
  .handler(({ data }) =>
    forRoute(() => withFiles(data, (db, access, limits) => listFiles(db, access, data, limits))),
  )

export const getFileFn = createServerFn({ method: 'GET' })
  .validator(fileRefSchema)
  .handler(({ data }) => forRoute(() => withFiles(data, (db, access) => getFile(db, access, data.fileId))))

export const listFileVersionsFn = createServerFn({ method: 'GET' })
  .validator(fileRefSchema)
  .handler(({ data }) => withFiles(data, (db, access) => listVersions(db, access, data.fileId)))

export const listFolderOptionsFn = createServerFn({ method: 'GET' })
  .validator(projectScopeSchema)
  .handler(({ data }) => withFiles(data, (db, access) => listFolderOptions(db, access)))

export const createFolderFn = createServerFn({ method: 'POST' })
  .validator(createFolderSchema)
  .handler(({ data }) => withFiles(data, (db, access) => createFolder(db, access, data)))

export const renameFolderFn = createServerFn({ method: 'POST' })
  .validator(renameFolderSchema)
  .handler(({ data }) => withFiles(data, (db, access) => renameFolder(db, access, data.folderId, data.name)))

export const moveFolderFn = createServerFn({ method: 'POST' })
  .validator(moveFolderSchema)
  .handler(({ data }) =>
    withFiles(data, (db, access) => moveFolder(db, access, data.folderId, data.parentId)),
  )

export const deleteFolderFn = createServerFn({ method: 'POST' })
  .validator(folderRefSchema)
  .handler(({ data }) => withFiles(data, (db, access) => deleteFolder(db, access, data.folderId)))

export const renameFileFn = createServerFn({ method: 'POST' })
  .validator(renameFileSchema)
  .handler(({ data }) => withFiles(data, (db, access) => renameFile(db, access, data.fileId, data.name)))

export const moveFileFn = createServerFn({ method: 'POST' })
  .validator(moveFileSchema)
  .handler(({ data }) => withFiles(data, (db, access) => moveFile(db, access, data.fileId, data.folderId)))

export const deleteFileFn = createServerFn({ method: 'POST' })
  .validator(fileRefSchema)
  .handler(({ data }) => withFiles(data, (db, access) => deleteFile(db, access, data.fileId)))
