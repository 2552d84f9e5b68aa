import { z } from 'zod'
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  rotateWebhookSecret,
  updateWebhookEndpoint,
  type WebhookDeliverySummary,
  type WebhookEndpointSummary,
} from '~/features/webhooks/server/webhooks.server'
import { webhookFormSchema, webhookPatchSchema } from '~/features/webhooks/webhooks.schemas'
import { WEBHOOK_EVENT_TYPES } from '~/lib/webhook-events'
import { WEBHOOK_FORMATS } from '~/lib/webhook-rules'
import { decodeCursor, encodeCursor, listOf, listQuery } from '~/server/api/list'
import { defineOperation } from '~/server/api/operation'
import { organizationAccessOf } from './access.server'
import { idParam, timestamp } from './common'

const tags = ['Webhooks']

const webhookSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    description: z.string(),
    all_events: z.boolean().describe('Every event type, present and future; `event_types` is then empty.'),
    event_types: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
    project_ids: z.array(z.string()).describe('Only these projects’ events; empty: every project.'),
    format: z
      .enum(WEBHOOK_FORMATS)
      .describe('standard (signed JSON), slack or discord (their message bodies).'),
    enabled: z.boolean(),
    disabled_at: timestamp.nullable(),
    disabled_reason: z
      .enum(['manual', 'failing'])
      .nullable()
      .describe('`failing`: turned off after three days of failed deliveries.'),
    previous_secret_expires_at: timestamp
      .nullable()
      .describe('After a rotation, the old secret signs beside the new one until then.'),
    failing_since: timestamp.nullable().describe('The first failed attempt of the current run of failures.'),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Webhook' })

const webhookWithSecretSchema = webhookSchema
  .extend({
    secret: z
      .string()
      .describe(
        'The signing secret (`whsec_…`), shown this once: verify deliveries with it (Standard Webhooks).',
      ),
  })
  .meta({ id: 'WebhookWithSecret' })

const deliverySchema = z
  .object({
    id: z.string(),
    webhook_id: z.string(),
    event_id: z
      .string()
      .describe('The `webhook-id` header: the same on every attempt and resend of the event.'),
    event_type: z.string(),
    status: z.enum(['pending', 'succeeded', 'failed']),
    attempt: z.number().int().describe('Attempts made so far.'),
    http_status: z.number().int().nullable(),
    duration_ms: z.number().int().nullable(),
    response_excerpt: z.string().nullable().describe('At most 2 KiB of the receiver’s answer.'),
    error: z.string().nullable(),
    next_attempt_at: timestamp.nullable(),
    last_attempt_at: timestamp.nullable(),
    created_at: timestamp,
  })
  .meta({ id: 'WebhookDelivery' })

function toWebhook(endpoint: WebhookEndpointSummary): z.input<typeof webhookSchema> {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    all_events: endpoint.allEvents,
    event_types: endpoint.eventTypes,
    project_ids: endpoint.projectIds,
    format: endpoint.format,
    enabled: endpoint.enabled,
    disabled_at: endpoint.disabledAt,
    disabled_reason: endpoint.disabledReason,
    previous_secret_expires_at: endpoint.previousSecretExpiresAt,
    failing_since: endpoint.failingSince,
    created_at: endpoint.createdAt,
    updated_at: endpoint.updatedAt,
  }
}

function toDelivery(delivery: WebhookDeliverySummary): z.input<typeof deliverySchema> {
  return {
    id: delivery.id,
    webhook_id: delivery.endpointId,
    event_id: delivery.eventId,
    event_type: delivery.eventType,
    status: delivery.status,
    attempt: delivery.attempt,
    http_status: delivery.httpStatus,
    duration_ms: delivery.durationMs,
    response_excerpt: delivery.responseExcerpt,
    error: delivery.error,
    next_attempt_at: delivery.nextAttemptAt,
    last_attempt_at: delivery.lastAttemptAt,
    created_at: delivery.createdAt,
  }
}

const form = webhookFormSchema.shape
const createWebhookBody = z
  .object({
    url: form.url,
    description: form.description.default(''),
    all_events: form.allEvents.default(false),
    event_types: form.eventTypes.default([]),
    project_ids: form.projectIds.default([]),
    format: form.format.default('standard'),
  })
  .refine((body) => body.all_events || body.event_types.length > 0, {
    path: ['event_types'],
    message: 'Choose at least one event type, or all_events',
  })

const patch = webhookPatchSchema.shape
const updateWebhookBody = z
  .object({
    url: patch.url,
    description: patch.description,
    all_events: patch.allEvents,
    event_types: patch.eventTypes,
    project_ids: patch.projectIds,
    format: patch.format,
    enabled: patch.enabled.describe(
      'false turns the webhook off; true on again (its failure run starts afresh).',
    ),
  })
  .refine((changes) => Object.keys(changes).length > 0, 'Send at least one field to change')

const webhookParams = z.object({ id: idParam })
const networkOf = (config: { webhookAllowPrivateNetworks: boolean }) => ({
  allowPrivateNetworks: config.webhookAllowPrivateNetworks,
})
const webhookLocation = (id: string) => `/api/v1/webhooks/${encodeURIComponent(id)}`

export const listWebhooksOperation = defineOperation({
  id: 'listWebhooks',
  method: 'GET',
  path: '/webhooks',
  scope: 'webhooks:manage',
  tags,
  summary: 'List the organisation’s webhooks',
  description: 'Newest first; an organisation has at most 25, so one page holds them all.',
  response: listOf(webhookSchema),
  status: 200,
  handler: async ({ db, viewer }) => {
    const endpoints = await listWebhookEndpoints(db, await organizationAccessOf({ db, viewer }))
    return { data: endpoints.map(toWebhook), next_cursor: null }
  },
})

export const createWebhookOperation = defineOperation({
  id: 'createWebhook',
  method: 'POST',
  path: '/webhooks',
  scope: 'webhooks:manage',
  tags,
  summary: 'Add a webhook',
  description:
    'The URL must be https and reach a public address (checked where its name points, now and at every ' +
    'delivery). The answer carries the signing secret, once. At most 25 per organisation (409).',
  body: createWebhookBody,
  response: webhookWithSecretSchema,
  status: 201,
  handler: async ({ db, viewer, body, headers, app }) => {
    const created = await createWebhookEndpoint(
      db,
      await organizationAccessOf({ db, viewer }),
      {
        url: body.url,
        description: body.description,
        allEvents: body.all_events,
        eventTypes: body.all_events ? [] : body.event_types,
        projectIds: body.project_ids,
        format: body.format,
      },
      networkOf(app.config),
    )
    headers.set('Location', webhookLocation(created.endpoint.id))
    return { ...toWebhook(created.endpoint), secret: created.secret }
  },
})

export const getWebhookOperation = defineOperation({
  id: 'getWebhook',
  method: 'GET',
  path: '/webhooks/{id}',
  scope: 'webhooks:manage',
  tags,
  summary: 'Get a webhook',
  params: webhookParams,
  response: webhookSchema,
  status: 200,
  handler: async ({ db, viewer, params }) =>
    toWebhook(await getWebhookEndpoint(db, await organizationAccessOf({ db, viewer }), params.id)),
})

export const updateWebhookOperation = defineOperation({
  id: 'updateWebhook',
  method: 'PATCH',
  path: '/webhooks/{id}',
  scope: 'webhooks:manage',
  tags,
  summary: 'Change a webhook',
  description: 'Only the fields sent change.',
  params: webhookParams,
  body: updateWebhookBody,
  response: webhookSchema,
  status: 200,
  handler: async ({ db, viewer, params, body, app }) =>
    toWebhook(
      await updateWebhookEndpoint(
        db,
        await organizationAccessOf({ db, viewer }),
        params.id,
        {
          url: body.url,
          description: body.description,
          allEvents: body.all_events,
          eventTypes: body.event_types,
          projectIds: body.project_ids,
          format: body.format,
          enabled: body.enabled,
        },
        networkOf(app.config),
      ),
    ),
})

export const deleteWebhookOperation = defineOperation({
  id: 'deleteWebhook',
  method: 'DELETE',
  path: '/webhooks/{id}',
  scope: 'webhooks:manage',
  tags,
  summary: 'Delete a webhook',
  description: 'With its delivery log; deliveries still waiting are not sent.',
  params: webhookParams,
  status: 204,
  handler: async ({ db, viewer, params }) => {
    await deleteWebhookEndpoint(db, await organizationAccessOf({ db, viewer }), params.id)
  },
})

export const rotateWebhookSecretOperation = defineOperation({
  id: 'rotateWebhookSecret',
  method: 'POST',
  path: '/webhooks/{id}/rotate-secret',
  scope: 'webhooks:manage',
  tags,
  summary: 'Rotate a webhook’s signing secret',
  description:
    'Answers the new secret, once. The old one keeps signing beside it for 24 hours (two signatures in ' +
    '`webhook-signature`), so receivers can switch without missing a delivery.',
  params: webhookParams,
  response: webhookWithSecretSchema,
  status: 200,
  handler: async ({ db, viewer, params }) => {
    const rotated = await rotateWebhookSecret(db, await organizationAccessOf({ db, viewer }), params.id)
    return { ...toWebhook(rotated.endpoint), secret: rotated.secret }
  },
})

export const listWebhookDeliveriesOperation = defineOperation({
  id: 'listWebhookDeliveries',
  method: 'GET',
  path: '/webhooks/{id}/deliveries',
  scope: 'webhooks:manage',
  tags,
  summary: 'List a webhook’s deliveries',
  description: 'Newest first, kept 30 days: each event sent to this webhook, its attempts and last answer.',
  params: webhookParams,
  query: listQuery,
  response: listOf(deliverySchema),
  status: 200,
  handler: async ({ db, viewer, params, query }) => {
    const cursor = decodeCursor(query.cursor, z.tuple([z.string().min(1).max(100)]))
    const page = await listWebhookDeliveries(db, await organizationAccessOf({ db, viewer }), params.id, {
      after: cursor?.[0],
      limit: query.limit,
    })
    return {
      data: page.deliveries.map(toDelivery),
      next_cursor: page.next ? encodeCursor([page.next]) : null,
    }
  },
})

export const webhookOperations = [
  listWebhooksOperation,
  createWebhookOperation,
  getWebhookOperation,
  updateWebhookOperation,
  deleteWebhookOperation,
  rotateWebhookSecretOperation,
  listWebhookDeliveriesOperation,
]
