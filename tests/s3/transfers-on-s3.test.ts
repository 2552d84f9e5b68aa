/**
 * Project archives on an S3-compatible bucket (a real Ceph radosgw): the export streamed into the bucket as a
 * multipart upload, downloaded by a short-lived signed URL, uploaded again through the route that streams the
 * body into the bucket, and imported with its files' bytes copied within the bucket: the same content back.
 */
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { COLLECTIONS } from '~/features/transfers/server/archive-collections.server'
import { writeProjectArchive } from '~/features/transfers/server/project-export.server'
import { archiveUploadRoute, transferDownloadRoute } from '~/features/transfers/server/transfer-routes.server'
import { startProjectExport } from '~/features/transfers/server/transfers.server'
import { getProjectAccess } from '~/server/authz.server'
import { dataTransfer, fileVersion, projectFile } from '~/server/db/schema'
import type { S3Config } from '~/server/env.server'
import { createS3Storage } from '~/server/storage/s3-storage.server'
import type { Person } from '../helpers/test-orgs'
import { contentOf, createTransfersWorld, readArchive, type TransfersWorld } from '../helpers/transfers-world'

const connection = inject('s3')
const bucket = `parley-transfers-${crypto.randomUUID().slice(0, 8)}`
const config: S3Config = {
  bucket,
  endpoint: connection.endpoint,
  region: connection.region,
  accessKeyId: connection.accessKeyId,
  secretAccessKey: connection.secretAccessKey,
  forcePathStyle: true,
}

let w: TransfersWorld
let owner: Person

beforeAll(async () => {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: connection.accessKeyId, secretAccessKey: connection.secretAccessKey },
  })
  await client.send(new CreateBucketCommand({ Bucket: bucket }))
  w = await createTransfersWorld({ storage: createS3Storage(config) })
  owner = await w.f.newPerson('Olga')
}, 120_000)
afterAll(() => w?.close())

test('an archive exported into the bucket, fetched by signed URL and imported again gives the same project, file bytes and all', async () => {
  const access = await getProjectAccess(w.db, w.dana, w.demo.org.slug, w.demo.project.slug)
  const exported = await startProjectExport(w.db, access)
  await w.run(exported.id)
  const [done] = await w.db.select().from(dataTransfer).where(eq(dataTransfer.id, exported.id))
  expect(done?.status, String(done?.error)).toBe('done')

  // The download route hands out a short-lived signed URL of the bucket, never the bytes through the app.
  const download = await transferDownloadRoute({
    db: w.db,
    storage: w.storage,
    viewer: w.dana,
    id: exported.id,
  })
  expect(download.status).toBe(302)
  const signed = String(download.headers.get('location'))
  expect(signed).toContain(bucket)
  expect(signed).toMatch(/X-Amz-Expires=\d+/)
  const zip = new Uint8Array(await (await fetch(signed)).arrayBuffer())
  const original = await readArchive(w.storage, String(done?.outputKey))
  expect(zip.byteLength).toBe(original.raw.byteLength)
  expect(original.archive.fileVersions.length).toBeGreaterThan(0)

  // Uploaded to another organisation through the route that streams the body into the bucket.
  const other = await w.f.createOrganization(owner, 'Elsewhere on S3')
  const upload = await archiveUploadRoute({
    db: w.db,
    storage: w.storage,
    viewer: owner.viewer,
    request: new Request(`http://parley.test/api/transfers/imports?org=${other.slug}`, {
      method: 'POST',
      body: zip,
      headers: { 'content-length': String(zip.byteLength), 'x-file-name': 'roadmap.zip' },
    }),
  })
  expect(upload.status).toBe(202)
  const { id } = (await upload.json()) as { id: string }
  await w.run(id)
  const [imported] = await w.db.select().from(dataTransfer).where(eq(dataTransfer.id, id))
  expect(imported?.status, String(imported?.error)).toBe('done')
  const projectId = String(imported?.projectId)

  // Every imported file version's bytes are in the bucket under the new project's own keys.
  const versions = await w.db
    .select({ storageKey: fileVersion.storageKey, size: fileVersion.size })
    .from(fileVersion)
    .innerJoin(projectFile, eq(projectFile.id, fileVersion.fileId))
    .where(eq(projectFile.projectId, projectId))
  expect(versions.length).toBe(original.archive.fileVersions.length)
  for (const version of versions) {
    const stored = await w.storage.get(String(version.storageKey))
    expect(stored?.data.byteLength).toBe(Number(version.size))
  }

  const again = await writeProjectArchive({
    db: w.db,
    storage: w.storage,
    projectId,
    key: 'transfers/s3-check.zip',
  })
  expect(again.files).toBe(original.archive.fileVersions.length)
  const second = await readArchive(w.storage, 'transfers/s3-check.zip')
  const before = contentOf(original.archive, original.entries)
  const after = contentOf(second.archive, second.entries)
  for (const collection of COLLECTIONS) {
    expect(after.collections[collection.key], collection.key).toEqual(before.collections[collection.key])
  }
  expect(after.project).toEqual(before.project)
})
