/**
 * Where Parley keeps uploaded files (avatars now; project files later). One interface, two homes: the local
 * disk under DATA_DIR/files (the embedded default) or, at scale, an S3-compatible bucket that every app node
 * shares (DESIGN §1). Keys are relative, slash-separated paths such as "avatars/u1-abc.webp".
 */
export type StoredFile = {
  data: Uint8Array
  contentType: string
  size: number
  updatedAt: Date
}

export interface FileStorage {
  /** Writes (or replaces) the file at `key`. */
  put(key: string, data: Uint8Array, options: { contentType: string }): Promise<void>
  /** The file at `key`, or null when there is none. */
  get(key: string): Promise<StoredFile | null>
  /** Removes the file at `key`; a missing file is not an error. */
  delete(key: string): Promise<void>
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
