import { queryOptions } from '@tanstack/react-query'
import { listWebhookDeliveriesFn, listWebhooksFn } from './webhooks.functions'

/**
 * The section follows the organisation's webhooks topic itself (`topicOf.webhooks(organization.id)`, event
 * `webhooks.changed`, see webhooks-events.ts): refetching `webhooksKeys.all(slug)` refreshes the endpoints and
 * every open delivery log.
 */
export const webhooksKeys = {
  all: (slug: string) => ['webhooks', slug] as const,
  list: (slug: string) => ['webhooks', slug, 'list'] as const,
  deliveries: (slug: string, endpointId: string) => ['webhooks', slug, 'deliveries', endpointId] as const,
}

export const webhooksQuery = (slug: string) =>
  queryOptions({
    queryKey: webhooksKeys.list(slug),
    // A refusal will not change on its own; retry once for a network hiccup only.
    retry: 1,
    queryFn: () => listWebhooksFn({ data: { slug } }),
  })

/** The latest deliveries of one endpoint (the first page; `next` names the cursor of the following one). */
export const webhookDeliveriesQuery = (slug: string, endpointId: string, limit = 25) =>
  queryOptions({
    queryKey: [...webhooksKeys.deliveries(slug, endpointId), limit] as const,
    retry: 1,
    queryFn: () => listWebhookDeliveriesFn({ data: { slug, endpointId, limit } }),
  })

export type WebhooksList = Awaited<ReturnType<typeof listWebhooksFn>>
export type WebhookEndpointEntry = WebhooksList['endpoints'][number]
export type WebhookProject = WebhooksList['projects'][number]
export type WebhookDeliveriesPage = Awaited<ReturnType<typeof listWebhookDeliveriesFn>>
export type WebhookDeliveryEntry = WebhookDeliveriesPage['deliveries'][number]
