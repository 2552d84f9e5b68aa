import { z } from 'zod'
import { WEBHOOK_EVENT_TYPES } from '~/lib/webhook-events'
import {
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_FORMATS,
  WEBHOOK_PROJECTS_MAX,
  WEBHOOK_URL_MAX,
  webhookUrlProblem,
} from '~/lib/webhook-rules'

/** The organisation the endpoints belong to, by its slug. */
export const webhooksScopeSchema = z.object({ slug: z.string().trim().toLowerCase().min(1).max(64) })

const id = z.string().trim().min(1).max(100)

/**
 * The URL's form only (http is allowed here and refused by the server unless private networks are allowed; the
 * server also checks where the name points).
 */
export const webhookUrlSchema = z
  .string()
  .trim()
  .min(1, 'Enter the URL that should receive the events')
  .max(WEBHOOK_URL_MAX, `Use at most ${WEBHOOK_URL_MAX} characters`)
  .refine((url) => webhookUrlProblem(url, { allowHttp: true }) === null, {
    error: (issue) => webhookUrlProblem(String(issue.input), { allowHttp: true }) ?? 'Enter a valid URL',
  })

/** An endpoint's fields. `eventTypes` is ignored when `allEvents`; `projectIds` empty is every project. */
const endpointFields = z.object({
  url: webhookUrlSchema,
  description: z
    .string()
    .trim()
    .max(WEBHOOK_DESCRIPTION_MAX, `Use at most ${WEBHOOK_DESCRIPTION_MAX} characters`),
  allEvents: z.boolean(),
  eventTypes: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, 'Choose from the listed events'))
    .max(WEBHOOK_EVENT_TYPES.length)
    .transform((types) => WEBHOOK_EVENT_TYPES.filter((type) => types.includes(type))),
  projectIds: z
    .array(id)
    .max(WEBHOOK_PROJECTS_MAX)
    .transform((ids) => [...new Set(ids)]),
  format: z.enum(WEBHOOK_FORMATS, 'Choose Standard, Slack or Discord'),
})

/** The add/edit form: every field, with at least one event. */
export const webhookFormSchema = endpointFields.refine(
  (form) => form.allEvents || form.eventTypes.length > 0,
  {
    path: ['eventTypes'],
    message: 'Choose at least one event, or all events',
  },
)
export type WebhookForm = z.input<typeof webhookFormSchema>
export type WebhookFormValues = z.output<typeof webhookFormSchema>

export const createWebhookSchema = webhooksScopeSchema.extend({ endpoint: webhookFormSchema })
export type CreateWebhookInput = z.output<typeof createWebhookSchema>

/** A change to an endpoint: any of the form's fields (the others stay). */
export const webhookPatchSchema = endpointFields.extend({ enabled: z.boolean() }).partial()
export type WebhookPatch = z.output<typeof webhookPatchSchema>

export const updateWebhookSchema = webhooksScopeSchema.extend({ endpointId: id, patch: webhookPatchSchema })
export const webhookEndpointRefSchema = webhooksScopeSchema.extend({ endpointId: id })
export const setWebhookEnabledSchema = webhookEndpointRefSchema.extend({ enabled: z.boolean() })
export const listWebhookDeliveriesSchema = webhookEndpointRefSchema.extend({
  /** The id of the last delivery of the previous page (newest first). */
  after: id.optional(),
  limit: z.number().int().min(1).max(100).default(25),
})
export const resendWebhookDeliverySchema = webhooksScopeSchema.extend({ deliveryId: id })
