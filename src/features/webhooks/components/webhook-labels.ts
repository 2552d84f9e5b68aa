import type { MessageKey, Translate } from '~/lib/i18n/catalogue'
import type { WebhookFormat } from '~/lib/webhook-rules'
import type { WebhookDeliveryEntry, WebhookEndpointEntry } from '../webhooks.queries'

/** A payload field, shown as code in every language: receivers read it by this name. */
export const INTERNAL_FLAG = '"internal": true'

/** The header receivers check a delivery's signature with, named verbatim in every language. */
export const SIGNATURE_HEADER = 'webhook-signature'

/** The format's short name in the list (the form says more): keys of the `webhooks` catalogue. */
export const FORMAT_NAMES: Record<WebhookFormat, MessageKey<'webhooks'>> = {
  standard: 'format.standard',
  slack: 'format.slack',
  discord: 'format.discord',
}

/** How an endpoint is called in buttons and dialogs: its description, else its URL without the scheme. */
export function endpointName(endpoint: Pick<WebhookEndpointEntry, 'url' | 'description'>): string {
  if (endpoint.description) return endpoint.description
  return endpoint.url.replace(/^https?:\/\//, '')
}

/** A delivery's status in a word: keys of the `webhooks` catalogue. */
export const DELIVERY_STATUS_NAMES: Record<WebhookDeliveryEntry['status'], MessageKey<'webhooks'>> = {
  pending: 'status.pending',
  succeeded: 'status.succeeded',
  failed: 'status.failed',
}

/** Badge colours of a delivery's status, readable in both themes. */
export const DELIVERY_STATUS_CLASSES: Record<WebhookDeliveryEntry['status'], string> = {
  pending: 'bg-muted text-muted-foreground',
  succeeded: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  failed: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
}

/**
 * For a caller without the page's `t` (a test, a log line): the English catalogue's three outcome messages,
 * without bringing the catalogue and its parser into the settings page's chunk.
 */
const inEnglish: Translate<'webhooks'> = (key, values = {}) =>
  key === 'outcome.notAttempted'
    ? 'Not attempted yet'
    : key === 'outcome.noAnswer'
      ? 'No answer'
      : key === 'outcome.took'
        ? `${values.outcome} in ${values.ms} ms`
        : key

/**
 * A delivery's outcome in a few words, in the page's language (`t`): "HTTP 200 in 84 ms", "Timed out",
 * "Not attempted yet". The receiver's status line and the delivery engine's error stay as they are.
 */
export function deliveryOutcome(
  delivery: WebhookDeliveryEntry,
  t: Translate<'webhooks'> = inEnglish,
): string {
  if (delivery.attempt === 0) return t('outcome.notAttempted')
  // The protocol's own words: "HTTP 200" reads the same in every language.
  const outcome =
    delivery.httpStatus !== null ? `HTTP ${delivery.httpStatus}` : (delivery.error ?? t('outcome.noAnswer'))
  // The duration as written (no digit grouping), like the status code.
  return delivery.durationMs !== null
    ? t('outcome.took', { outcome, ms: String(delivery.durationMs) })
    : outcome
}

/**
 * The form field a server refusal is about, for a refusal that names none (the client sees only the message):
 * a URL the SSRF guard refuses or that does not resolve, and the endpoint limit, on "URL".
 */
export function webhookFieldOfMessage(message: string): 'url' | 'projectIds' | 'eventTypes' | undefined {
  if (/project/i.test(message)) return 'projectIds'
  if (/\bevents?\b/i.test(message)) return 'eventTypes'
  if (/URL|host|address|https?:|at most \d+ webhooks/i.test(message)) return 'url'
  return undefined
}
