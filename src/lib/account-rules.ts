/** Password length bounds, shared by forms and Better Auth's configuration. */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

/** Username rules shared by forms and the server: 3–30 of a–z, 0–9, `_` and `-`, not a reserved word. */
export const USERNAME_MIN = 3
export const USERNAME_MAX = 30
export const USERNAME_PATTERN = /^[a-z0-9_-]+$/

const reservedUsernames = new Set([
  'admin',
  'administrator',
  'api',
  'auth',
  'create',
  'demo-admin',
  'help',
  'home',
  'login',
  'logout',
  'me',
  'new',
  'parley',
  'profile',
  'root',
  'settings',
  'sign-in',
  'sign-out',
  'sign-up',
  'signin',
  'signout',
  'signup',
  'support',
  'system',
])

export function isReservedUsername(username: string): boolean {
  return reservedUsernames.has(username.toLowerCase())
}

export function isValidUsername(username: string): boolean {
  const normalized = username.toLowerCase()
  return (
    normalized.length >= USERNAME_MIN &&
    normalized.length <= USERNAME_MAX &&
    USERNAME_PATTERN.test(normalized) &&
    !isReservedUsername(normalized)
  )
}

/** How long a password-reset link works (Better Auth's token, and what the reset pages tell the reader). */
export const RESET_PASSWORD_TOKEN_SECONDS = 3600
