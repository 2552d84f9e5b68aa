import { randomBytes } from 'node:crypto'
import { AVATAR_MAX_BYTES, type AvatarContentType } from '~/lib/profile-rules'
import { AppError } from '~/server/errors'
import { FILE_CONTENT_SECURITY_POLICY } from '~/server/files/file-headers.server'
import type { FileStorage } from '~/server/storage/file-storage'

/** Avatars live under this storage prefix and are served from AVATAR_URL_PREFIX (src/routes/api/files). */
export const AVATAR_PREFIX = 'avatars'
export const AVATAR_URL_PREFIX = '/api/files/avatars/'

const extensionOf: Record<AvatarContentType, string> = {
  'image/webp': 'webp',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte)

/** The image type the bytes really are (by their signature), whatever the upload claimed. */
export function sniffImageType(bytes: Uint8Array): AvatarContentType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image/gif'
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp'
  }
  return null
}

const DATA_URL = /^data:(image\/[a-z+.-]+);base64,([A-Za-z0-9+/]+={0,2})$/

type DecodedImage = { bytes: Uint8Array; contentType: AvatarContentType }

/**
 * Reads an image the browser sent as a base64 data URL (already squared and scaled down) and checks its type
 * and size: PNG, JPEG, WebP or GIF, as its bytes say, and at most `maxBytes`. A string is what went wrong.
 */
export function readImageDataUrl(dataUrl: string, maxBytes = AVATAR_MAX_BYTES): DecodedImage | string {
  const match = DATA_URL.exec(dataUrl)
  if (!match) return 'Choose an image file (PNG, JPEG, WebP or GIF).'
  const bytes = new Uint8Array(Buffer.from(match[2]!, 'base64'))
  if (bytes.byteLength === 0) return 'The image is empty.'
  if (bytes.byteLength > maxBytes) {
    return maxBytes >= 1024 * 1024
      ? `Choose an image smaller than ${maxBytes / 1024 / 1024} MB.`
      : `Choose an image smaller than ${Math.floor(maxBytes / 1024)} KB.`
  }
  const contentType = sniffImageType(bytes)
  if (!contentType) return 'Choose an image file (PNG, JPEG, WebP or GIF).'
  return { bytes, contentType }
}

/** An avatar upload, read by readImageDataUrl: the 400 of what went wrong. */
export function decodeAvatarUpload(dataUrl: string): DecodedImage {
  const image = readImageDataUrl(dataUrl)
  if (typeof image === 'string') throw new AppError('BAD_REQUEST', image)
  return image
}

/** Stores the avatar under a fresh key (so that it can be cached for ever) and returns its URL. */
export async function storeAvatar(
  storage: FileStorage,
  userId: string,
  upload: { bytes: Uint8Array; contentType: AvatarContentType },
): Promise<{ key: string; url: string }> {
  const safeUser = avatarOwnerPrefix(userId)
  const name = `${safeUser}-${randomBytes(8).toString('hex')}.${extensionOf[upload.contentType]}`
  const key = `${AVATAR_PREFIX}/${name}`
  await storage.put(key, upload.bytes, { contentType: upload.contentType })
  return { key, url: `${AVATAR_URL_PREFIX}${name}` }
}

/** The storage key behind one of our avatar URLs, or null for anything else (a provider's remote image). */
function avatarOwnerPrefix(userId: string): string {
  return userId.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64) || 'user'
}

/**
 * The stored avatar of this user behind their image URL, or null. Only files named for the user count: the
 * image field can be set through the auth API, and must never let someone delete another person's file.
 */
export function ownAvatarKey(userId: string, url: string | null | undefined): string | null {
  const key = avatarKeyOfUrl(url)
  return key?.startsWith(`${AVATAR_PREFIX}/${avatarOwnerPrefix(userId)}-`) ? key : null
}

export function avatarKeyOfUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith(AVATAR_URL_PREFIX)) return null
  const name = url.slice(AVATAR_URL_PREFIX.length)
  return /^[A-Za-z0-9_-]+\.(?:webp|png|jpg|gif)$/.test(name) ? `${AVATAR_PREFIX}/${name}` : null
}

/**
 * GET /api/files/avatars/{name}: the stored image with its content type. Names are never reused, so the
 * answer may be cached for a year; a missing file is a plain 404. Like every file served, under nosniff and
 * the sandboxing CSP: the bytes were checked to be an image, and nothing in them may run here regardless.
 */
export async function avatarResponse(
  storage: FileStorage,
  name: string,
  request?: Request,
): Promise<Response> {
  const key = avatarKeyOfUrl(`${AVATAR_URL_PREFIX}${name}`)
  const file = key ? await storage.get(key) : null
  if (!file) {
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
  const etag = `"${file.size.toString(16)}-${file.updatedAt.getTime().toString(16)}"`
  const headers = {
    'Content-Type': file.contentType,
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: etag,
    'Last-Modified': file.updatedAt.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': FILE_CONTENT_SECURITY_POLICY,
  }
  if (request?.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  return new Response(file.data as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: { ...headers, 'Content-Length': String(file.size) },
  })
}
