import { randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { FileStore } from '@tus/file-store'
import { assertStorageKey, contentTypeOfKey, type FileStorage } from './file-storage'

/**
 * Files on the local disk under `root` (DATA_DIR/files). Writes go to a temporary file first and are renamed
 * into place, so a reader never sees half a file. The content type follows from the key's extension.
 * Resumable uploads are written by tus's FileStore into the same tree (its upload ids are keys).
 */
export function createLocalStorage(root: string): FileStorage {
  const resolved = path.resolve(root)
  const pathOf = (key: string) => {
    assertStorageKey(key)
    const target = path.resolve(resolved, ...key.split('/'))
    if (!target.startsWith(`${resolved}${path.sep}`)) throw new Error('Invalid storage key')
    return target
  }
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

  const stat = async (key: string) => {
    try {
      const stats = await fs.stat(pathOf(key))
      return stats.isFile() ? { size: stats.size, updatedAt: stats.mtime } : null
    } catch (error) {
      if (missing(error)) return null
      throw error
    }
  }

  return {
    kind: 'local',
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
    async putStream(key, data) {
      const target = pathOf(key)
      await fs.mkdir(path.dirname(target), { recursive: true })
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`
      let written = 0
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          written += chunk.length
          callback(null, chunk)
        },
      })
      try {
        await pipeline(Readable.from(data), counter, createWriteStream(temporary))
        await fs.rename(temporary, target)
        return written
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
        if (missing(error)) return null
        throw error
      }
    },
    stat,
    async stream(key, range) {
      if (!(await stat(key))) return null
      const nodeStream = createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {})
      return Readable.toWeb(nodeStream) as ReadableStream<Uint8Array>
    },
    async delete(key) {
      await fs.rm(pathOf(key), { force: true })
    },
    async signedUrl() {
      return null
    },
    createTusStore() {
      return new FileStore({ directory: resolved })
    },
    async removeUploadMetadata(uploadId) {
      // FileStore keeps "<id>.json" beside the bytes (its default configstore).
      assertStorageKey(uploadId)
      await fs.rm(`${pathOf(uploadId)}.json`, { force: true })
    },
  }
}
