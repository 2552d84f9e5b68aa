import type { Database } from '../db/client.server'
import { countAttempt } from '../rate-limit.server'

const WINDOW_SECONDS = 60

export type ApiRateState = { allowed: boolean; headers: Record<string, string> }

/**
 * Counts one request of an API key in its current minute (a fixed window in the database, so every node counts
 * into the same one) and describes where the key stands with the IETF RateLimit header fields
 * (draft-ietf-httpapi-ratelimit-headers): the policy (`q` requests per `w` seconds) and what is left of it
 * (`r` remaining, `t` seconds until the window starts over). Past the limit, `Retry-After` says when to retry.
 */
export async function countApiRequest(db: Database, keyId: string, perMinute: number): Promise<ApiRateState> {
  const window = await countAttempt(db, `api-key:${keyId}`, WINDOW_SECONDS * 1000)
  const resetSeconds = Math.max(0, Math.ceil((window.resetAt - Date.now()) / 1000))
  const headers: Record<string, string> = {
    'RateLimit-Policy': `"default";q=${perMinute};w=${WINDOW_SECONDS}`,
    RateLimit: `"default";r=${Math.max(0, perMinute - window.count)};t=${resetSeconds}`,
  }
  const allowed = window.count <= perMinute
  if (!allowed) headers['Retry-After'] = String(Math.max(1, resetSeconds))
  return { allowed, headers }
}
