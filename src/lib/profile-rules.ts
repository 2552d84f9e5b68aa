/** Profile rules shared by the profile form, the server functions and Better Auth's user fields. */
export const BIO_MAX_LENGTH = 280

/** A bio as stored: trimmed, line endings normalised, at most BIO_MAX_LENGTH characters; empty means none. */
export function normalizeBio(value: string): string {
  return value.replace(/\r\n?/g, '\n').trim()
}

/** Avatars are resized in the browser to AVATAR_SIZE × AVATAR_SIZE before they are uploaded. */
export const AVATAR_SIZE = 256
/** The largest avatar upload the server accepts (the resized image is far smaller). */
export const AVATAR_MAX_BYTES = 1024 * 1024
export const AVATAR_CONTENT_TYPES = ['image/webp', 'image/png', 'image/jpeg', 'image/gif'] as const
export type AvatarContentType = (typeof AVATAR_CONTENT_TYPES)[number]
