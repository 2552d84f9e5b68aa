import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
  UploadPartCommand,
} from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { S3Store } from '@tus/s3-store'
import type { KvStore } from '@tus/utils'
import type { S3Config } from '../env.server'
import { assertStorageKey, contentTypeOfKey, type FileStorage } from './file-storage'

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404

/**
 * tus's S3 store keeps each upload's details in memory by default. With several nodes another node may have
 * moved the upload on since, so every request reads them from the bucket (one HEAD) instead.
 */
const noCache: KvStore<never> = {
  get: async () => undefined,
  set: async () => {},
  delete: async () => {},
  list: async () => [],
}

/**
 * Files in an S3-compatible bucket that every app node shares. Checksums are only computed where the
 * operation requires them: S3-compatible servers (Ceph, MinIO, R2…) do not all accept the SDK's newer
 * default trailers. Downloads skip the app: a short-lived signed URL with the response headers forced.
 */
export function createS3Storage(config: S3Config): FileStorage {
  const clientConfig: S3ClientConfig = {
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  }
  const client = new S3Client(clientConfig)
  const Bucket = config.bucket

  const stat = async (key: string) => {
    assertStorageKey(key)
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }))
      return { size: head.ContentLength ?? 0, updatedAt: head.LastModified ?? new Date(0) }
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }

  return {
    kind: 's3',
    async put(key, data, options) {
      assertStorageKey(key)
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: options.contentType }),
      )
    },
    async putStream(key, data, options) {
      assertStorageKey(key)
      // A multipart upload of parts of at least S3's 5 MiB minimum: one part in memory at a time.
      const partSize = 8 * 1024 * 1024
      const created = await client.send(
        new CreateMultipartUploadCommand({ Bucket, Key: key, ContentType: options.contentType }),
      )
      const UploadId = created.UploadId
      const parts: { ETag: string | undefined; PartNumber: number }[] = []
      let pending: Uint8Array[] = []
      let pendingBytes = 0
      let written = 0
      const flush = async () => {
        const PartNumber = parts.length + 1
        const body = Buffer.concat(pending, pendingBytes)
        pending = []
        pendingBytes = 0
        const part = await client.send(
          new UploadPartCommand({ Bucket, Key: key, UploadId, PartNumber, Body: body }),
        )
        parts.push({ ETag: part.ETag, PartNumber })
      }
      try {
        for await (const chunk of data) {
          pending.push(chunk)
          pendingBytes += chunk.byteLength
          written += chunk.byteLength
          if (pendingBytes >= partSize) await flush()
        }
        if (pendingBytes > 0 || parts.length === 0) await flush()
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key: key,
            UploadId,
            MultipartUpload: { Parts: parts },
          }),
        )
        return written
      } catch (error) {
        await client.send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId })).catch(() => {})
        throw error
      }
    },
    async get(key) {
      assertStorageKey(key)
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }))
        const data = await object.Body?.transformToByteArray()
        if (!data) return null
        return {
          data,
          contentType: object.ContentType ?? contentTypeOfKey(key),
          size: data.length,
          updatedAt: object.LastModified ?? new Date(0),
        }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    stat,
    async stream(key, range) {
      assertStorageKey(key)
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        )
        return (object.Body?.transformToWebStream() as ReadableStream<Uint8Array> | undefined) ?? null
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async delete(key) {
      assertStorageKey(key)
      await client.send(
        new DeleteObjectsCommand({ Bucket, Delete: { Objects: [{ Key: key }], Quiet: true } }),
      )
    },
    async signedUrl(key, options) {
      assertStorageKey(key)
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: key,
          ResponseContentType: options.contentType,
          ResponseContentDisposition: options.contentDisposition,
          ResponseCacheControl: 'private, no-store',
        }),
        { expiresIn: options.expiresInSeconds },
      )
    },
    createTusStore() {
      return new S3Store({
        s3ClientConfig: { ...clientConfig, bucket: Bucket },
        cache: noCache as KvStore<never>,
        // Parts stay at S3's minimum so that an interrupted upload loses at most 5 MiB of progress.
        partSize: 5 * 1024 * 1024,
      })
    },
    async removeUploadMetadata(uploadId) {
      assertStorageKey(uploadId)
      // S3Store keeps "<id>.info" (its details) and, while running, "<id>.part" (a tail below the part size).
      await client.send(
        new DeleteObjectsCommand({
          Bucket,
          Delete: { Objects: [{ Key: `${uploadId}.info` }, { Key: `${uploadId}.part` }], Quiet: true },
        }),
      )
    },
  }
}
