/**
 * The rules of a project's widget that the settings form, the server and the embed share. Pure: no app imports.
 */

export const WIDGET_TABS = ['feedback', 'updates'] as const
export type WidgetTab = (typeof WIDGET_TABS)[number]

export const WIDGET_LAUNCHER_POSITIONS = ['right', 'left'] as const
export type WidgetLauncherPosition = (typeof WIDGET_LAUNCHER_POSITIONS)[number]

/** The app's brand colour: a new widget's launcher. */
export const WIDGET_DEFAULT_COLOUR = '#5b4be0'

export const WIDGET_MAX_ORIGINS = 20

/** Every widget secret starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const WIDGET_SECRET_PREFIX = 'parley_ws_'

/** Every widget session token starts with this. */
export const WIDGET_SESSION_PREFIX = 'pws_'

/** How long a widget session lasts. */
export const WIDGET_SESSION_TTL_MS = 24 * 60 * 60 * 1000

/** How long the secret before a rotation still verifies tokens. */
export const WIDGET_SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000

/** An identify token may live at most this long (`exp` − `iat`), in seconds. */
export const WIDGET_TOKEN_MAX_LIFETIME_S = 15 * 60

/** Clock skew allowed between the host's server and ours, in seconds. */
export const WIDGET_TOKEN_CLOCK_TOLERANCE_S = 30

/**
 * People the widget makes (a host's users that Parley did not know) get an address here: `.invalid` never
 * resolves, so no mail reaches it and no provider vouches for it.
 */
export const WIDGET_PERSON_EMAIL_DOMAIN = 'widget.parley.invalid'

export function isWidgetPersonEmail(email: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${WIDGET_PERSON_EMAIL_DOMAIN}`)
}

export const WIDGET_COLOUR_PATTERN = /^#[0-9a-f]{6}$/i

/**
 * An exact origin (`scheme://host[:port]`) in its normal form (lowercase, punycode, the default port dropped), or
 * null for anything else: a path, a query, credentials, a wildcard, a scheme other than http(s).
 */
export function normalizeOrigin(input: string): string | null {
  const text = input.trim()
  if (!/^https?:\/\/[^/?#\\*@\s]+\/?$/i.test(text)) return null
  try {
    const url = new URL(text)
    return url.origin === 'null' ? null : url.origin
  } catch {
    return null
  }
}

/**
 * The origins typed one per line, normalised and without repeats; `invalid` lists the lines that are not exact
 * origins.
 */
export function parseOriginLines(text: string): { origins: string[]; invalid: string[] } {
  const origins: string[] = []
  const invalid: string[] = []
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) continue
    const origin = normalizeOrigin(line)
    if (!origin) invalid.push(line.trim())
    else if (!origins.includes(origin)) origins.push(origin)
  }
  return { origins, invalid }
}

/** The refusals of an identify token, each with the sentence the host's developer sees. */
export const WIDGET_TOKEN_ERRORS = {
  invalid_token: 'The token is not a valid widget token signed with this project’s widget secret.',
  expired_token: 'The token has expired: sign a new one (tokens live at most 15 minutes).',
  unsupported_algorithm: 'The token must be signed with HS256; other algorithms (and none) are refused.',
  invalid_claims: 'The token’s claims are not valid: see the widget documentation for the claims it takes.',
  token_lifetime_too_long: 'The token lives too long: exp may be at most 15 minutes after iat.',
} as const
export type WidgetTokenErrorCode = keyof typeof WIDGET_TOKEN_ERRORS
