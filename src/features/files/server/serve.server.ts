import { and, eq } from 'drizzle-orm'
import { isRasterImage } from '~/lib/file-rules'
import type { Viewer } from '~/lib/viewer'
import type { Database } from '~/server/db/client.server'
import { fileVersion } from '~/server/db/schema'
import { FILE_CONTENT_SECURITY_POLICY, fileResponseHeaders } from '~/server/files/file-headers.server'
import type { ByteRange, FileStorage } from '~/server/storage/file-storage'
import { findReadableFile } from './file-reader.server'

/** Signed S3 links live this long: enough to start a download, too short to pass around. */
const SIGNED_URL_SECONDS = 120

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': FILE_CONTENT_SECURITY_POLICY,
    },
  })
}

/** One "bytes=a-b" range within the file, or null for none or anything else (then the whole file is sent). */
export function parseRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '')) return null
  if (size === 0) return 'unsatisfiable'
  let start: number
  let end: number
  if (match[1] === '') {
    const suffix = Number(match[2])
    if (suffix === 0) return 'unsatisfiable'
    start = Math.max(0, size - suffix)
    end = size - 1
  } else {
    start = Number(match[1])
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  }
  if (start >= size || start > end) return 'unsatisfiable'
  return { start, end }
}

/**
 * A file's bytes, authorized on every request: the current version or `version` (a number), `download` for
 * an attachment download. Raster images may show inline; everything else is an attachment under a sandboxing
 * CSP and nosniff. On S3 a download is a redirect to a short-lived signed URL (the bytes skip the app).
 */
export async function serveFileContent(options: {
  db: Database
  storage: FileStorage
  viewer: Viewer | null
  request: Request
  fileId: string
}): Promise<Response> {
  const { db, storage, viewer, request, fileId } = options
  const url = new URL(request.url)
  const found = await findReadableFile(db, viewer, fileId)
  if (!found) return notFound()
  const { file } = found
  const versionNumber = url.searchParams.get('version')
  const [version] = await db
    .select()
    .from(fileVersion)
    .where(
      versionNumber && /^\d{1,9}$/.test(versionNumber)
        ? and(eq(fileVersion.fileId, file.id), eq(fileVersion.number, Number(versionNumber)))
        : eq(fileVersion.id, file.currentVersionId),
    )
    .limit(1)
  if (!version) return notFound()

  const download = url.searchParams.get('download') === '1'
  const inlineSafe = isRasterImage(version.mime)
  const headers = fileResponseHeaders({
    fileName: file.name,
    mime: version.mime,
    inlineSafe,
    disposition: download || !inlineSafe ? 'attachment' : 'inline',
    size: version.size,
    etag: `"${version.id}"`,
    cacheControl: 'private, max-age=300',
  })
  if (request.headers.get('If-None-Match') === `"${version.id}"`) {
    return new Response(null, { status: 304, headers })
  }

  if (download && storage.kind === 's3') {
    const signed = await storage.signedUrl(version.storageKey, {
      expiresInSeconds: SIGNED_URL_SECONDS,
      contentType: headers.get('Content-Type') ?? 'application/octet-stream',
      contentDisposition: headers.get('Content-Disposition') ?? 'attachment',
    })
    if (signed) {
      const redirect = new Headers({
        Location: signed,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': FILE_CONTENT_SECURITY_POLICY,
        'Referrer-Policy': 'no-referrer',
      })
      return new Response(null, { status: 302, headers: redirect })
    }
  }

  headers.set('Accept-Ranges', 'bytes')
  const range = parseRange(request.headers.get('Range'), version.size)
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${version.size}`)
    headers.delete('Content-Length')
    return new Response(null, { status: 416, headers })
  }
  const body = await storage.stream(version.storageKey, range ?? undefined)
  if (!body) return notFound()
  if (range) {
    headers.set('Content-Range', `bytes ${range.start}-${range.end}/${version.size}`)
    headers.set('Content-Length', String(range.end - range.start + 1))
    return new Response(body, { status: 206, headers })
  }
  headers.set('Content-Length', String(version.size))
  return new Response(body, { status: 200, headers })
}

/** A file's thumbnail (WebP, made after upload), with the same authorization as its bytes. */
export async function serveFileThumbnail(options: {
  db: Database
  storage: FileStorage
  viewer: Viewer | null
  fileId: string
}): Promise<Response> {
  const found = await findReadableFile(options.db, options.viewer, options.fileId)
  if (!found?.file.thumbnailKey || found.file.thumbnailStatus !== 'ready') return notFound()
  const stored = await options.storage.get(found.file.thumbnailKey)
  if (!stored) return notFound()
  const headers = fileResponseHeaders({
    fileName: 'thumbnail.webp',
    mime: 'image/webp',
    inlineSafe: true,
    disposition: 'inline',
    size: stored.size,
    etag: `"${found.file.currentVersionId}-thumb"`,
    // The URL names the version, so a new version is a new URL.
    cacheControl: 'private, max-age=86400, immutable',
  })
  return new Response(stored.data as BodyInit, { status: 200, headers })
}
