import { Readable } from 'node:stream'
import { Upload } from '@tus/utils'
import { describe, expect, test } from 'vitest'
import type { FileStorage } from '~/server/storage/file-storage'

const bytesOf = async (stream: ReadableStream<Uint8Array> | null) => {
  if (!stream) return null
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/**
 * What every storage backend promises (src/server/storage/file-storage.ts), run against each: the local
 * disk in the integration suite, the S3 bucket in the S3 suite.
 */
export function storageContract(name: string, open: () => FileStorage) {
  describe(`${name}: the storage contract`, () => {
    test('put, get, stat and delete round-trip; what is missing is null, deleting it is fine', async () => {
      const storage = open()
      const data = new TextEncoder().encode('hello, storage')
      await storage.put('contract/hello.webp', data, { contentType: 'image/webp' })
      const stored = await storage.get('contract/hello.webp')
      expect(stored && Buffer.from(stored.data).toString()).toBe('hello, storage')
      expect(stored?.contentType).toBe('image/webp')
      expect(await storage.stat('contract/hello.webp')).toMatchObject({ size: data.length })
      await storage.put('contract/hello.webp', new TextEncoder().encode('replaced'), {
        contentType: 'image/webp',
      })
      expect(Buffer.from((await storage.get('contract/hello.webp'))?.data ?? []).toString()).toBe('replaced')
      await storage.delete('contract/hello.webp')
      expect(await storage.get('contract/hello.webp')).toBeNull()
      expect(await storage.stat('contract/hello.webp')).toBeNull()
      expect(await storage.stream('contract/hello.webp')).toBeNull()
      await storage.delete('contract/hello.webp')
    })

    test('writes from a stream in parts (archives): whole, or not at all when the stream fails', async () => {
      const storage = open()
      // Over one S3 part (8 MiB), so the multipart path is taken; a few chunks of a repeating pattern.
      const chunk = Buffer.alloc(3 * 1024 * 1024, 'abcdefgh')
      async function* chunks() {
        for (let index = 0; index < 4; index++) yield new Uint8Array(chunk)
      }
      const size = await storage.putStream('contract/archive.zip', chunks(), {
        contentType: 'application/zip',
      })
      expect(size).toBe(4 * chunk.length)
      expect(await storage.stat('contract/archive.zip')).toMatchObject({ size: 4 * chunk.length })
      const tail = await bytesOf(
        await storage.stream('contract/archive.zip', { start: size - 8, end: size - 1 }),
      )
      expect(Buffer.from(tail ?? []).toString()).toBe(chunk.subarray(chunk.length - 8).toString())
      async function* failing() {
        yield new Uint8Array(chunk)
        throw new Error('the source broke')
      }
      await expect(
        storage.putStream('contract/broken.zip', failing(), { contentType: 'application/zip' }),
      ).rejects.toThrow(/source broke/)
      expect(await storage.stat('contract/broken.zip')).toBeNull()
      await storage.delete('contract/archive.zip')
    })

    test('streams the whole file or exactly one inclusive range', async () => {
      const storage = open()
      await storage.put('contract/digits.bin', new TextEncoder().encode('0123456789'), {
        contentType: 'application/octet-stream',
      })
      expect(Buffer.from((await bytesOf(await storage.stream('contract/digits.bin'))) ?? []).toString()).toBe(
        '0123456789',
      )
      const range = await bytesOf(await storage.stream('contract/digits.bin', { start: 2, end: 5 }))
      expect(Buffer.from(range ?? []).toString()).toBe('2345')
    })

    test('keys cannot leave the store: no "..", no absolute paths, no empty or hidden segments', async () => {
      const storage = open()
      for (const key of ['../escape', '/etc/passwd', 'a//b', '.hidden', 'a/../b', '', 'a/./b']) {
        await expect(storage.put(key, new Uint8Array([1]), { contentType: 'text/plain' })).rejects.toThrow()
        await expect(storage.get(key)).rejects.toThrow()
      }
    })

    test('the tus store writes an upload in pieces; the finished bytes are at its key', async () => {
      const storage = open()
      const store = storage.createTusStore()
      const id = `uploads/${crypto.randomUUID().replaceAll('-', '')}`
      // Over S3's 5 MiB part size, so the S3 store uses a real multipart upload with a tail part.
      const whole = new Uint8Array(6 * 1024 * 1024 + 123).map((_, index) => index % 251)
      await store.create(new Upload({ id, size: whole.length, offset: 0, metadata: {} }))
      const firstEnd = 3 * 1024 * 1024
      expect(await store.write(Readable.from(Buffer.from(whole.subarray(0, firstEnd))), id, 0)).toBe(firstEnd)
      expect((await store.getUpload(id)).offset).toBe(firstEnd)
      expect(await store.write(Readable.from(Buffer.from(whole.subarray(firstEnd))), id, firstEnd)).toBe(
        whole.length,
      )
      const stored = await storage.get(id)
      expect(stored?.size).toBe(whole.length)
      expect(Buffer.compare(Buffer.from(stored?.data ?? []), Buffer.from(whole))).toBe(0)
      await storage.removeUploadMetadata(id)
      await storage.delete(id)
      expect(await storage.stat(id)).toBeNull()
    })
  })
}
