import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The "authentication token" the root layout hands to the client for the real-time backend (SPEC §2, §4):
 * a short-lived, signed statement of the user id. It is not the session token, which stays in an HttpOnly
 * cookie.
 */
export const LIVE_TOKEN_TTL_SECONDS = 15 * 60

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(`parley-live:${payload}`).digest('base64url')
}

export function issueLiveToken(userId: string, secret: string, now = Date.now()): string {
  const expiresAt = Math.floor(now / 1000) + LIVE_TOKEN_TTL_SECONDS
  const payload = `${Buffer.from(userId).toString('base64url')}.${expiresAt}`
  return `${payload}.${sign(payload, secret)}`
}

/** The user id the token speaks for, or null when it is forged, malformed or expired. */
export function verifyLiveToken(token: string, secret: string, now = Date.now()): string | null {
  const parts = token.split('.')
  if (parts.length !== 3) return null
  const [encodedUserId, expiresAt, signature] = parts as [string, string, string]
  const expected = Buffer.from(sign(`${encodedUserId}.${expiresAt}`, secret))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  if (!/^\d+$/.test(expiresAt) || Number(expiresAt) * 1000 <= now) return null
  return Buffer.from(encodedUserId, 'base64url').toString()
}
