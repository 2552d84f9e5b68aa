/**
 * The live event on the organisation's webhooks topic (`topicOf.webhooks(organizationId)`, for those who manage
 * webhooks) when its endpoints or their deliveries change (added, edited, disabled, an attempt made): the
 * settings section refetches. The payload names the endpoint only.
 */
export const WEBHOOKS_CHANGED = 'webhooks.changed'
