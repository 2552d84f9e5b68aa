import { describe, expect, test } from 'vitest'
import { issueLiveToken, LIVE_TOKEN_TTL_SECONDS, verifyLiveToken } from './live-token.server'

const SECRET = 'live-token-test-secret-0123456789abcdef'
const NOW = Date.UTC(2025, 0, 1, 12, 0, 0)

describe('live tokens', () => {
  test('round trip gives back the user id', () => {
    const token = issueLiveToken('user-123', SECRET, NOW)
    expect(verifyLiveToken(token, SECRET, NOW)).toBe('user-123')
    expect(verifyLiveToken(token, SECRET, NOW + (LIVE_TOKEN_TTL_SECONDS - 1) * 1000)).toBe('user-123')
  })

  test('user ids with dots and non-ASCII survive the encoding', () => {
    const token = issueLiveToken('a.b.c-é', SECRET, NOW)
    expect(token.split('.')).toHaveLength(3)
    expect(verifyLiveToken(token, SECRET, NOW)).toBe('a.b.c-é')
  })

  test('expired tokens are refused', () => {
    const token = issueLiveToken('user-123', SECRET, NOW)
    expect(verifyLiveToken(token, SECRET, NOW + LIVE_TOKEN_TTL_SECONDS * 1000)).toBeNull()
    expect(verifyLiveToken(token, SECRET, NOW + 24 * 3600 * 1000)).toBeNull()
  })

  test('a token signed with another secret is refused', () => {
    const token = issueLiveToken('user-123', 'another-secret-entirely-0123456789', NOW)
    expect(verifyLiveToken(token, SECRET, NOW)).toBeNull()
  })

  test('tampering with the user id, expiry or signature is detected', () => {
    const token = issueLiveToken('user-123', SECRET, NOW)
    const [userId, expiresAt, signature] = token.split('.') as [string, string, string]
    const otherUser = Buffer.from('user-456').toString('base64url')
    expect(verifyLiveToken(`${otherUser}.${expiresAt}.${signature}`, SECRET, NOW)).toBeNull()
    expect(verifyLiveToken(`${userId}.${Number(expiresAt) + 3600}.${signature}`, SECRET, NOW)).toBeNull()
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`
    expect(verifyLiveToken(`${userId}.${expiresAt}.${flipped}`, SECRET, NOW)).toBeNull()
    expect(verifyLiveToken(`${userId}.${expiresAt}.${signature.slice(0, -2)}`, SECRET, NOW)).toBeNull()
  })

  test.each(['', 'garbage', 'a.b', 'a.b.c.d', '..'])('malformed %j is refused', (token) => {
    expect(verifyLiveToken(token, SECRET, NOW)).toBeNull()
  })
})
