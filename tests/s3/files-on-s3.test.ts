/**
 * Files on an S3-compatible bucket (a real Ceph radosgw, started by tests/helpers/s3-global-setup.ts):
 * the storage contract, uploads interrupted and resumed on another node that shares only the database and
 * the bucket, thumbnails kept in the bucket, downloads by short-lived signed URL, avatars shared by nodes.
 */
import { randomBytes } from 'node:crypto'
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { serveFileContent, serveFileThumbnail } from '~/features/files/server/serve.server'
import { endBodyOnDisconnect } from '~/features/files/server/tus.server'
import { fileContentUrl } from '~/lib/file-rules'
import { fileVersion } from '~/server/db/schema'
import type { S3Config } from '~/server/env.server'
import { createS3Storage } from '~/server/storage/s3-storage.server'
import { createFilesWorld, type FilesWorld, MiB, SAMPLE_HTML, SAMPLE_PNG } from '../helpers/files-world'
import { storageContract } from '../helpers/storage-contract'

const connection = inject('s3')
const bucket = `parley-${crypto.randomUUID().slice(0, 8)}`
const config: S3Config = {
  bucket,
  endpoint: connection.endpoint,
  region: connection.region,
  accessKeyId: connection.accessKeyId,
  secretAccessKey: connection.secretAccessKey,
  forcePathStyle: true,
}

beforeAll(async () => {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: connection.accessKeyId, secretAccessKey: connection.secretAccessKey },
  })
  await client.send(new CreateBucketCommand({ Bucket: bucket }))
})

storageContract('S3 (Ceph radosgw)', () => createS3Storage(config))

describe('files on one bucket shared by two nodes', () => {
  let w: FilesWorld
  beforeAll(async () => {
    w = await createFilesWorld({ storage: createS3Storage(config) })
    // The second node has its own client and its own tus store: only the database and the bucket are shared.
    w.nodes[1] = w.node(createS3Storage(config))
  }, 120_000)
  afterAll(() => w?.close())

  test('an upload cut off mid-stream on one node is finished on the other, byte for byte', async () => {
    const bytes = randomBytes(12 * MiB + 77)
    const begun = await w.begin('member', { name: 'video.bin', size: bytes.length })
    expect(begun.status).toBe(201)
    const location = begun.location as string
    // The connection drops after 7 MiB: the body stream fails.
    const cutAt = 7 * MiB
    let sent = 0
    const dropping = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= cutAt) return controller.error(new Error('connection reset'))
        const chunk = bytes.subarray(sent, Math.min(sent + MiB, cutAt))
        sent += chunk.length
        controller.enqueue(chunk)
      },
    })
    await w.nodes[0]!.handleWeb(
      endBodyOnDisconnect(
        new Request(new URL(location, 'http://parley.test'), {
          method: 'PATCH',
          headers: {
            'Tus-Resumable': '1.0.0',
            'x-test-persona': w.people.member.viewer.userId,
            'Upload-Offset': '0',
            'Content-Type': 'application/offset+octet-stream',
          },
          body: dropping,
          // @ts-expect-error Node's fetch needs it for a streamed body
          duplex: 'half',
        }),
      ),
    ).catch(() => null)
    const kept = await w.offsetOf('member', location, 1)
    expect(kept.status).toBe(200)
    expect(kept.offset).toBeGreaterThan(0)
    expect(kept.offset).toBeLessThanOrEqual(cutAt)
    const rest = await w.send('member', location, bytes.subarray(kept.offset), kept.offset, 1)
    expect(rest.status).toBe(204)
    const file = await w.fileRow(rest.fileId as string)
    expect(file?.size).toBe(bytes.length)
    const [version] = await w.db
      .select()
      .from(fileVersion)
      .where(eq(fileVersion.fileId, rest.fileId as string))
    const stored = await w.storage.get(version?.storageKey as string)
    expect(Buffer.compare(Buffer.from(stored?.data ?? []), bytes)).toBe(0)
  })

  test('two nodes upload into one bucket at once; each sees the other’s files', async () => {
    const [a, b] = await Promise.all([
      w.upload('member', 'from-node-a.txt', Buffer.from('A'.repeat(1000)), { nodeIndex: 0 }),
      w.upload('admin', 'from-node-b.txt', Buffer.from('B'.repeat(2000)), { nodeIndex: 1 }),
    ])
    for (const [fileId, letter, size] of [
      [a, 'A', 1000],
      [b, 'B', 2000],
    ] as const) {
      const response = await serveFileContent({
        db: w.db,
        storage: createS3Storage(config),
        viewer: w.viewerOf('owner'),
        request: new Request(`http://parley.test${fileContentUrl(fileId)}`),
        fileId,
      })
      expect(await response.text()).toBe(letter.repeat(size))
    }
  })

  test('thumbnails are made into the bucket; downloads are short-lived signed URLs with our headers', async () => {
    const png = await w.upload('member', 'pixel.png', SAMPLE_PNG)
    const html = await w.upload('member', 'cat.png', SAMPLE_HTML)
    await w.makeThumbnails()
    const thumbnail = await serveFileThumbnail({
      db: w.db,
      storage: w.storage,
      viewer: w.viewerOf('member'),
      fileId: png,
    })
    expect(thumbnail.status).toBe(200)
    expect(thumbnail.headers.get('Content-Type')).toBe('image/webp')

    const download = await serveFileContent({
      db: w.db,
      storage: w.storage,
      viewer: w.viewerOf('member'),
      request: new Request(`http://parley.test${fileContentUrl(html, { download: true })}`),
      fileId: html,
    })
    expect(download.status).toBe(302)
    expect(download.headers.get('X-Content-Type-Options')).toBe('nosniff')
    const signed = download.headers.get('Location') as string
    expect(signed).toContain('X-Amz-Expires=120')
    const fromBucket = await fetch(signed)
    expect(fromBucket.status).toBe(200)
    expect(fromBucket.headers.get('Content-Disposition')).toMatch(/^attachment; filename="cat\.png"/)
    expect(fromBucket.headers.get('Content-Type')).toBe('application/octet-stream')
    expect(Buffer.from(await fromBucket.arrayBuffer())).toEqual(SAMPLE_HTML)
    // Outsiders get no URL at all.
    const outsider = await serveFileContent({
      db: w.db,
      storage: w.storage,
      viewer: w.viewerOf('outsider'),
      request: new Request(`http://parley.test${fileContentUrl(html, { download: true })}`),
      fileId: html,
    })
    expect(outsider.status).toBe(404)
    expect(outsider.headers.get('Location')).toBeNull()
  })

  test('an avatar written by one node is read by another', async () => {
    const key = `avatars/${crypto.randomUUID()}.webp`
    await createS3Storage(config).put(key, SAMPLE_PNG, { contentType: 'image/webp' })
    const read = await createS3Storage(config).get(key)
    expect(read?.contentType).toBe('image/webp')
    expect(Buffer.from(read?.data ?? [])).toEqual(SAMPLE_PNG)
  })
})
