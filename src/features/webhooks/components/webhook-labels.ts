import type { WebhookFormat } from '~/lib/webhook-rules'
import type { WebhookDeliveryEntry, WebhookEndpointEntry } from '../webhooks.queries'

/** The format's short name in the list (the form says more). */
export const FORMAT_NAMES: Record<WebhookFormat, string> = {
  standard: 'Standard',
  slack: 'Slack',
  discord: 'Discord',
}

/** How an endpoint is called in buttons and dialogs: its description, else its URL without the scheme. */
export function endpointName(endpoint: Pick<WebhookEndpointEntry, 'url' | 'description'>): string {
  if (endpoint.description) return endpoint.description
  return endpoint.url.replace(/^https?:\/\//, '')
}

export const DELIVERY_STATUS_NAMES: Record<WebhookDeliveryEntry['status'], string> = {
  pending: 'Pending',
  succeeded: 'Delivered',
  failed: 'Failed',
}

/** Badge colours of a delivery's status, readable in both themes. */
export const DELIVERY_STATUS_CLASSES: Record<WebhookDeliveryEntry['status'], string> = {
  pending: 'bg-muted text-muted-foreground',
  succeeded: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  failed: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
}

/** A delivery's outcome in a few words: "HTTP 200 in 84 ms", "Timed out", "Not attempted yet". */
export function deliveryOutcome(delivery: WebhookDeliveryEntry): string {
  if (delivery.attempt === 0) return 'Not attempted yet'
  const duration = delivery.durationMs !== null ? ` in ${delivery.durationMs} ms` : ''
  if (delivery.httpStatus !== null) return `HTTP ${delivery.httpStatus}${duration}`
  return `${delivery.error ?? 'No answer'}${duration}`
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
