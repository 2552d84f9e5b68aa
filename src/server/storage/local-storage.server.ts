import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { assertStorageKey, contentTypeOfKey, type FileStorage } from './file-storage'

/**
 * Files on the local disk under `root` (DATA_DIR/files). Writes go to a temporary file first and are renamed
 * into place, so a reader never sees half a file. The content type follows from the key's extension.
 */
export function createLocalStorage(root: string): FileStorage {
  const resolved = path.resolve(root)
  const pathOf = (key: string) => {
    assertStorageKey(key)
    const target = path.resolve(resolved, ...key.split('/'))
    if (!target.startsWith(`${resolved}${path.sep}`)) throw new Error('Invalid storage key')
    return target
  }

  return {
    async put(key, data) {
      const target = pathOf(key)
      await fs.mkdir(path.dirname(target), { recursive: true })
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`
      try {
        await fs.writeFile(temporary, data)
        await fs.rename(temporary, target)
      } catch (error) {
        await fs.rm(temporary, { force: true })
        throw error
      }
    },
    async get(key) {
      const target = pathOf(key)
      try {
        const [data, stats] = await Promise.all([fs.readFile(target), fs.stat(target)])
        return {
          data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
          contentType: contentTypeOfKey(key),
          size: stats.size,
          updatedAt: stats.mtime,
        }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async delete(key) {
      await fs.rm(pathOf(key), { force: true })
    },
  }
}
