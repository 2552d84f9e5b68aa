/**
 * The rules of an organisation's API keys that the settings form and the server share. Pure: no app imports.
 */
export const API_KEY_NAME_MAX = 80

/** Keys that still work (neither revoked nor expired) per organisation: enough for every integration, few enough to review. */
export const MAX_ACTIVE_API_KEYS = 50

/** How far ahead a key's expiry may be set. */
export const API_KEY_EXPIRY_MAX_DAYS = 5 * 366

/**
 * Every key writes as a user row of its own (its service user), whose address is under `.invalid`: a top-level
 * domain reserved never to resolve, so no mail can reach it and no provider can ever vouch for it at sign-in.
 */
export const API_KEY_SERVICE_EMAIL_DOMAIN = 'api-keys.invalid'

/**
 * The site role of every key's service user. The admin's list of users leaves these out (they are not
 * people), and no permission anywhere names it.
 */
export const API_KEY_SERVICE_ROLE = 'api-key'

export function apiKeyServiceEmail(keyId: string): string {
  return `api-key-${keyId}@${API_KEY_SERVICE_EMAIL_DOMAIN}`
}

/** Whether an address is a key's service user's: such an address never gets mail and never signs in. */
export function isApiKeyServiceEmail(email: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${API_KEY_SERVICE_EMAIL_DOMAIN}`)
}

/**
 * A key chosen to expire on a day works through that day (UTC) and stops at the next midnight UTC. `day` is
 * `YYYY-MM-DD`; null for an invalid date.
 */
export function apiKeyExpiryOf(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null
  const start = new Date(`${day}T00:00:00.000Z`)
  if (Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== day) return null
  return new Date(start.getTime() + 24 * 60 * 60 * 1000)
}

export type ApiKeyStatus = 'active' | 'revoked' | 'expired'

export function apiKeyStatusOf(
  key: { revokedAt: Date | string | null; expiresAt: Date | string | null },
  now: Date,
): ApiKeyStatus {
  if (key.revokedAt) return 'revoked'
  if (key.expiresAt && new Date(key.expiresAt).getTime() <= now.getTime()) return 'expired'
  return 'active'
}

/** Whether a user's site role marks them as an API key's service user (read with the author, no extra query). */
export function isApiKeyServiceRole(role: string | null | undefined): boolean {
  return role === API_KEY_SERVICE_ROLE
}

/**
 * The mark an author read carries when a key wrote it: `{ viaApiKey: true }` for a key's service user, nothing
 * for a person, so a person's author object stays as it was.
 */
export function viaApiKeyMark(role: string | null | undefined): { viaApiKey?: true } {
  return isApiKeyServiceRole(role) ? { viaApiKey: true } : {}
}
