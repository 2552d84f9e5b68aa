import type { DataStore } from '@tus/utils'

/**
 * Where Parley keeps uploaded files: avatars, project files and their thumbnails. One interface, two homes:
 * the local disk under DATA_DIR/files (the embedded default) or, at scale, an S3-compatible bucket that every
 * app node shares. Keys are relative, slash-separated paths such as "avatars/u1-abc.webp".
 */
export type StoredFile = {
  data: Uint8Array
  contentType: string
  size: number
  updatedAt: Date
}

/** Inclusive byte offsets, as in an HTTP Range header. */
export type ByteRange = { start: number; end: number }

export type SignedUrlOptions = {
  /** Seconds the URL stays valid (short: minutes). */
  expiresInSeconds: number
  /** The Content-Type and Content-Disposition the store must answer with (S3 response overrides). */
  contentType: string
  contentDisposition: string
}

export interface FileStorage {
  readonly kind: 'local' | 's3'
  /** Writes (or replaces) the file at `key`. */
  put(key: string, data: Uint8Array, options: { contentType: string }): Promise<void>
  /**
   * Writes the file at `key` from a stream, holding at most one part in memory (archives of several GB). The
   * file appears whole or not at all. Answers the bytes written.
   */
  putStream(key: string, data: AsyncIterable<Uint8Array>, options: { contentType: string }): Promise<number>
  /** The whole file at `key` in memory (small files: avatars, thumbnails), or null when there is none. */
  get(key: string): Promise<StoredFile | null>
  /** Size and time of the file at `key`, or null when there is none. */
  stat(key: string): Promise<{ size: number; updatedAt: Date } | null>
  /** The file's bytes (or one range of them) as a stream, or null when there is none. */
  stream(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array> | null>
  /** Removes the file at `key`; a missing file is not an error. */
  delete(key: string): Promise<void>
  /**
   * A short-lived URL from which the store itself serves the file with the given response headers, or null
   * where it cannot (the local disk: the app streams the file).
   */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string | null>
  /**
   * The tus DataStore that writes resumable uploads into this storage. Upload ids are storage keys
   * ("uploads/<random>"): a finished upload's bytes stay at that key.
   */
  createTusStore(): DataStore
  /** Removes the bookkeeping the tus store keeps beside an upload (finished or abandoned), not its bytes. */
  removeUploadMetadata(uploadId: string): Promise<void>
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/

/** Keys are plain relative paths: no "..", no absolute paths, no empty or hidden segments. */
export function isValidStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false
  return key.split('/').every((segment) => SEGMENT.test(segment) && !segment.includes('..'))
}

export function assertStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`)
}

const contentTypeByExtension: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
}

/** The content type a key's extension stands for (what the disk store serves), or a safe default. */
export function contentTypeOfKey(key: string): string {
  const extension = key.split('.').pop()?.toLowerCase() ?? ''
  return contentTypeByExtension[extension] ?? 'application/octet-stream'
}
