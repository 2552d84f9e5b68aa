import path from 'node:path'
import { getAppContext } from '../app-context.server'
import type { AppConfig } from '../env.server'
import type { FileStorage } from './file-storage'
import { createLocalStorage } from './local-storage.server'

const globalForStorage = globalThis as unknown as {
  __parleyStorage?: { where: string; storage: Promise<FileStorage> }
}

/**
 * The storage this configuration names: the S3-compatible bucket when S3_BUCKET is set (every node shares
 * it), else DATA_DIR/files on the local disk. One instance per process.
 */
export function fileStorageFor(config: Pick<AppConfig, 'dataDir' | 's3'>): Promise<FileStorage> {
  const where = config.s3
    ? `s3:${config.s3.endpoint ?? ''}/${config.s3.bucket}`
    : `local:${path.join(config.dataDir, 'files')}`
  const cached = globalForStorage.__parleyStorage
  if (cached?.where === where) return cached.storage
  const { s3 } = config
  // The S3 client is loaded only when a bucket is configured: about 37 MB resident a local disk never needs.
  const storage = s3
    ? import('./s3-storage.server').then(({ createS3Storage }) => createS3Storage(s3))
    : Promise.resolve(createLocalStorage(path.join(config.dataDir, 'files')))
  globalForStorage.__parleyStorage = { where, storage }
  return storage
}

/** The app's file storage. */
export async function getFileStorage(): Promise<FileStorage> {
  const { config } = await getAppContext()
  return fileStorageFor(config)
}
