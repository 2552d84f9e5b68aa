/**
 * The webhook event types and whether an event can carry an internal note (their labels in the settings are the
 * `webhooks` catalogue's, src/features/webhooks/components/webhook-form-dialog.tsx).
 * Pure: the settings form, the server functions, the API's schemas and the delivery engine read this one list.
 * The type names are part of the public contract (receivers switch on them), so they never change.
 */
export const WEBHOOK_EVENT_TYPES = [
  'feedback.created',
  'feedback.updated',
  'feedback.status_changed',
  'feedback.deleted',
  'feedback.merged',
  'feedback.unmerged',
  'feedback.voted',
  'feedback.unvoted',
  'feedback.comment_created',
  'update.published',
  'discussion.created',
  'discussion.reply_created',
  'chat.message_created',
  'file.uploaded',
  'member.joined',
  'member.left',
  'webhook.test',
] as const

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number]

/**
 * Events whose data can be an internal note (team-only text): their `data.internal` is true then. The settings
 * say so beside the checkbox, so an admin knows what leaves the organisation.
 */
export const WEBHOOK_EVENTS_WITH_INTERNAL_NOTES: readonly WebhookEventType[] = ['feedback.comment_created']

export function isWebhookEventType(value: string): value is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value)
}

/** Whether an endpoint listening to `types` (or all events) wants an event of `type`. Test events always go. */
export function endpointWantsEvent(
  endpoint: { allEvents: boolean; eventTypes: readonly string[]; projectIds: readonly string[] },
  event: { type: string; projectId: string | null },
): boolean {
  if (event.type === 'webhook.test') return true
  if (!endpoint.allEvents && !endpoint.eventTypes.includes(event.type)) return false
  // A project filter lets through only that project's events; organisation-wide ones (members) always pass.
  if (endpoint.projectIds.length > 0 && event.projectId !== null) {
    return endpoint.projectIds.includes(event.projectId)
  }
  return true
}
