import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The "authentication token" the root layout hands to the client for the real-time backend:
 * a short-lived, signed statement of the user id and of the session it was minted for. It is not the session
 * token, which stays in an HttpOnly cookie; the live endpoint accepts it only while that session lasts, so
 * signing out or revoking the session also ends what the token opened.
 */
export const LIVE_TOKEN_TTL_SECONDS = 15 * 60

export type LiveTokenClaims = { userId: string; sessionId: string }

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(`parley-live:${payload}`).digest('base64url')
}

const encode = (value: string) => Buffer.from(value).toString('base64url')
const decode = (value: string) => Buffer.from(value, 'base64url').toString()

export function issueLiveToken(claims: LiveTokenClaims, secret: string, now = Date.now()): string {
  const expiresAt = Math.floor(now / 1000) + LIVE_TOKEN_TTL_SECONDS
  const payload = `${encode(claims.userId)}.${encode(claims.sessionId)}.${expiresAt}`
  return `${payload}.${sign(payload, secret)}`
}

/** Whom and which session the token speaks for, or null when it is forged, malformed or expired. */
export function verifyLiveToken(token: string, secret: string, now = Date.now()): LiveTokenClaims | null {
  const parts = token.split('.')
  if (parts.length !== 4) return null
  const [encodedUserId, encodedSessionId, expiresAt, signature] = parts as [string, string, string, string]
  const expected = Buffer.from(sign(`${encodedUserId}.${encodedSessionId}.${expiresAt}`, secret))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  if (!/^\d+$/.test(expiresAt) || Number(expiresAt) * 1000 <= now) return null
  const userId = decode(encodedUserId)
  const sessionId = decode(encodedSessionId)
  if (!userId || !sessionId) return null
  return { userId, sessionId }
}
