/** Limits and formats of webhook endpoints, shared by the settings form, the server and the API. Pure. */
export const MAX_WEBHOOK_ENDPOINTS = 25
export const WEBHOOK_URL_MAX = 2000
export const WEBHOOK_DESCRIPTION_MAX = 300
/** At most this many projects may be named on one endpoint (more is "every project"). */
export const WEBHOOK_PROJECTS_MAX = 100

export const WEBHOOK_FORMATS = ['standard', 'slack', 'discord'] as const
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number]
export const WEBHOOK_FORMAT_LABELS: Record<WebhookFormat, string> = {
  standard: 'Standard (JSON, signed)',
  slack: 'Slack (incoming webhook)',
  discord: 'Discord (webhook)',
}

/** Standard Webhooks' secret prefix: `whsec_` + base64 of the key bytes. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_'
export const WEBHOOK_SECRET_BYTES = 32
/** After a rotation, the old secret keeps signing beside the new one this long. */
export const WEBHOOK_SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000
/** An endpoint failing every attempt for this long is disabled and its organisation's owners told. */
export const WEBHOOK_FAILING_DISABLE_MS = 3 * 24 * 60 * 60 * 1000
/** Delivery log (and events) kept this long. */
export const WEBHOOK_LOG_RETENTION_MS = 30 * 24 * 60 * 60 * 1000
/** Bytes of a receiver's answer kept in the log. */
export const WEBHOOK_RESPONSE_EXCERPT_BYTES = 2048
export const WEBHOOK_TIMEOUT_MS = 10_000

/**
 * Waits before the 2nd…7th attempt (after the 1st…6th failed): about 5 s, 1 min, 10 min, 1 h, 6 h, 24 h. After
 * the 7th attempt fails the delivery is marked failed.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [5_000, 60_000, 600_000, 3_600_000, 21_600_000, 86_400_000] as const

/**
 * The wait after failed attempt `attempt` (1-based), with ±20 % jitter so that a receiver that was down is not
 * hit by every retry at once; null when no attempt is left. `random` is in [0, 1).
 */
export function webhookRetryDelayMs(attempt: number, random: number = Math.random()): number | null {
  const base = WEBHOOK_RETRY_DELAYS_MS[attempt - 1]
  if (base === undefined) return null
  return Math.round(base * (0.8 + 0.4 * random))
}

/**
 * Checks a webhook URL's form (not where it points: that is the server's network check). https only, or
 * http when private networks are allowed (a receiver on an intranet or this machine). No credentials in it:
 * they would be logged and shown. Returns a message for the form, or null when the URL is fine.
 */
export function webhookUrlProblem(value: string, options: { allowHttp: boolean }): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'Enter a full URL, such as https://example.com/webhooks'
  }
  if (url.protocol !== 'https:' && !(options.allowHttp && url.protocol === 'http:')) {
    return options.allowHttp ? 'Use an https:// or http:// URL' : 'Use an https:// URL'
  }
  if (url.username || url.password) return 'Leave the user name and password out of the URL'
  if (!url.hostname) return 'Enter a full URL, such as https://example.com/webhooks'
  return null
}
