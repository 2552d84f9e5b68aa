import type { UploadPurpose } from '~/lib/file-rules'

/** Where a browser upload goes (the tus Upload-Metadata the server checks before any byte). */
export type UploadTarget = {
  orgSlug: string
  projectSlug: string
  purpose: UploadPurpose
  folderId?: string | null
  /** A new version of this file. */
  replacesFileId?: string
  /** Chat attachments: the chat (a private chat keeps the file to its members). */
  chatId?: string
}

export type UploadHandlers = {
  onProgress?: (sentBytes: number, totalBytes: number) => void
  /** The finished file (the server names it in the last response). */
  onSuccess?: (fileId: string) => void
  /** Why the upload stopped, in words for people (the server's message when it refused). */
  onError?: (message: string) => void
}

export type RunningUpload = {
  /** Stops and removes what was sent (frees its share of the quota). */
  cancel(): Promise<void>
  /** Stops, keeping what was sent: `resume` (or the same file chosen again after a reload) continues. */
  pause(): Promise<void>
  resume(): void
}

export const TUS_ENDPOINT = '/api/files/uploads'
const FILE_ID_HEADER = 'Parley-File-Id'
/** Chunks keep a dropped connection cheap (at most one chunk is sent again) and fit S3's 5 MiB parts. */
const CHUNK_BYTES = 8 * 1024 * 1024

/**
 * The same file to the same place resumes where it stopped, even after a reload: tus keeps the upload's URL
 * in localStorage under this fingerprint.
 */
function fingerprintOf(file: File, target: UploadTarget): string {
  return [
    'parley-upload',
    target.orgSlug,
    target.projectSlug,
    target.purpose,
    target.folderId ?? '',
    target.replacesFileId ?? '',
    target.chatId ?? '',
    file.name,
    file.size,
    file.lastModified,
  ].join(':')
}

function messageOf(error: unknown): string {
  const response = (error as { originalResponse?: { getBody(): string; getStatus(): number } | null })
    .originalResponse
  const body = response?.getBody()?.trim()
  if (response && body && body.length < 300 && !body.startsWith('<')) return body
  if (response?.getStatus() === 404) return 'The upload has expired: choose the file again'
  if (typeof navigator !== 'undefined' && !navigator.onLine)
    return 'You are offline: the upload continues when you reconnect'
  return 'The upload failed: try again'
}

/**
 * Starts (or resumes) a resumable upload. tus-js-client is loaded on first use, so pages that never upload
 * never download it.
 */
export async function startFileUpload(
  file: File,
  target: UploadTarget,
  handlers: UploadHandlers = {},
): Promise<RunningUpload> {
  const tus = await import('tus-js-client')
  const metadata: Record<string, string> = {
    orgSlug: target.orgSlug,
    projectSlug: target.projectSlug,
    filename: file.name,
    purpose: target.purpose,
  }
  if (target.folderId) metadata.folderId = target.folderId
  if (target.replacesFileId) metadata.replacesFileId = target.replacesFileId
  if (target.chatId) metadata.chatId = target.chatId

  let fileId: string | null = null
  const upload = new tus.Upload(file, {
    endpoint: TUS_ENDPOINT,
    metadata,
    chunkSize: CHUNK_BYTES,
    retryDelays: [0, 1000, 3000, 5000, 10000, 20000],
    removeFingerprintOnSuccess: true,
    fingerprint: async () => fingerprintOf(file, target),
    // Refusals (size, quota, permission) are final; only lost connections and busy servers are retried.
    onShouldRetry: (error) => {
      const status = error.originalResponse?.getStatus() ?? 0
      return status === 0 || status === 409 || status === 423 || status === 429 || status >= 500
    },
    onProgress: (sent, total) => handlers.onProgress?.(sent, total),
    onAfterResponse: (_request, response) => {
      fileId = response.getHeader(FILE_ID_HEADER) ?? fileId
    },
    onSuccess: () => {
      if (fileId) handlers.onSuccess?.(fileId)
      else handlers.onError?.('The upload finished, but the file could not be found: reload the page')
    },
    onError: (error) => handlers.onError?.(messageOf(error)),
  })
  const previous = await upload.findPreviousUploads()
  const resumable = previous.find((candidate) => candidate.uploadUrl)
  if (resumable) upload.resumeFromPreviousUpload(resumable)
  upload.start()
  return {
    cancel: () => upload.abort(true).catch(() => {}),
    pause: () => upload.abort(false),
    resume: () => upload.start(),
  }
}
