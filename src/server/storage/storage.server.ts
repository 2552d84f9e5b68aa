import path from 'node:path'
import { getAppContext } from '../app-context.server'
import type { FileStorage } from './file-storage'
import { createLocalStorage } from './local-storage.server'

const globalForStorage = globalThis as unknown as { __parleyStorage?: { root: string; storage: FileStorage } }

/**
 * The app's file storage: DATA_DIR/files on the local disk. (An S3-compatible bucket, for deployments with
 * several nodes, fills the same FileStorage interface.)
 */
export async function getFileStorage(): Promise<FileStorage> {
  const { config } = await getAppContext()
  const root = path.join(config.dataDir, 'files')
  const cached = globalForStorage.__parleyStorage
  if (cached?.root === root) return cached.storage
  const storage = createLocalStorage(root)
  globalForStorage.__parleyStorage = { root, storage }
  return storage
}
