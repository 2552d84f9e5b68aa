import { describe, expect, test } from 'vitest'
import { issueLiveToken, LIVE_TOKEN_TTL_SECONDS, verifyLiveToken } from './live-token.server'

const SECRET = 'live-token-test-secret-0123456789abcdef'
const NOW = Date.UTC(2025, 0, 1, 12, 0, 0)
const CLAIMS = { userId: 'user-123', sessionId: 'session-abc' }

describe('live tokens', () => {
  test('round trip gives back the user id and the session it was minted for', () => {
    const token = issueLiveToken(CLAIMS, SECRET, NOW)
    expect(verifyLiveToken(token, SECRET, NOW)).toEqual(CLAIMS)
    expect(verifyLiveToken(token, SECRET, NOW + (LIVE_TOKEN_TTL_SECONDS - 1) * 1000)).toEqual(CLAIMS)
  })

  test('ids with dots and non-ASCII survive the encoding', () => {
    const token = issueLiveToken({ userId: 'a.b.c-é', sessionId: 'x.y' }, SECRET, NOW)
    expect(token.split('.')).toHaveLength(4)
    expect(verifyLiveToken(token, SECRET, NOW)).toEqual({ userId: 'a.b.c-é', sessionId: 'x.y' })
  })

  test('expired tokens are refused', () => {
    const token = issueLiveToken(CLAIMS, SECRET, NOW)
    expect(verifyLiveToken(token, SECRET, NOW + LIVE_TOKEN_TTL_SECONDS * 1000)).toBeNull()
    expect(verifyLiveToken(token, SECRET, NOW + 24 * 3600 * 1000)).toBeNull()
  })

  test('a token signed with another secret is refused', () => {
    const token = issueLiveToken(CLAIMS, 'another-secret-entirely-0123456789', NOW)
    expect(verifyLiveToken(token, SECRET, NOW)).toBeNull()
  })

  test('tampering with the user id, session id, expiry or signature is detected', () => {
    const token = issueLiveToken(CLAIMS, SECRET, NOW)
    const [userId, sessionId, expiresAt, signature] = token.split('.') as [string, string, string, string]
    const other = (value: string) => Buffer.from(value).toString('base64url')
    expect(
      verifyLiveToken(`${other('user-456')}.${sessionId}.${expiresAt}.${signature}`, SECRET, NOW),
    ).toBeNull()
    expect(
      verifyLiveToken(`${userId}.${other('session-x')}.${expiresAt}.${signature}`, SECRET, NOW),
    ).toBeNull()
    expect(
      verifyLiveToken(`${userId}.${sessionId}.${Number(expiresAt) + 3600}.${signature}`, SECRET, NOW),
    ).toBeNull()
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`
    expect(verifyLiveToken(`${userId}.${sessionId}.${expiresAt}.${flipped}`, SECRET, NOW)).toBeNull()
    expect(
      verifyLiveToken(`${userId}.${sessionId}.${expiresAt}.${signature.slice(0, -2)}`, SECRET, NOW),
    ).toBeNull()
  })

  test('a token without a session (the old three-part shape) is refused', () => {
    const [userId, , expiresAt, signature] = issueLiveToken(CLAIMS, SECRET, NOW).split('.')
    expect(verifyLiveToken(`${userId}.${expiresAt}.${signature}`, SECRET, NOW)).toBeNull()
  })

  test.each(['', 'garbage', 'a.b', 'a.b.c', 'a.b.c.d.e', '...'])('malformed %j is refused', (token) => {
    expect(verifyLiveToken(token, SECRET, NOW)).toBeNull()
  })
})
